// Demo photos of the properties: every one except the prospectos (not photographed yet, as their checklist says) gets
// 2–4 pictures that fit its type, from the shared demo pictures (#server/uploads/demoPictures); the first is the
// property's main photo.
import type { Db, NewRow } from '#server/db/types';
import { between, rng } from '#server/db/demo/random';
import { imageRow } from '#server/uploads/imageRow';
import { withDemoPictures, type ArtKind } from '#server/uploads/demoPictures';

const POOL: Record<string, ArtKind[]> = {
  departamento: ['edificio'],
  oficina: ['edificio'],
  habitacion: ['edificio'],
  cochera: ['edificio'],
  casa: ['casa', 'moderna'],
  local_comercial: ['moderna'],
  terreno: ['terreno'],
};

const TITULOS: Record<ArtKind, readonly string[]> = {
  edificio: ['Fachada del edificio', 'Vista desde la calle', 'Ingreso principal', 'Entorno'],
  casa: ['Fachada', 'Vista exterior', 'Frontis', 'Jardín delantero'],
  moderna: ['Fachada', 'Vista exterior', 'Frontis', 'Ingreso'],
  terreno: ['Vista del terreno', 'Cerco perimétrico', 'Frente del terreno', 'Entorno'],
};

/** Adds the demo photos; returns how many imagenes rows were created. */
export async function seedDemoPhotos(db: Db, dataDir: string, now: string): Promise<number> {
  return withDemoPictures(dataDir, async ({ pictures, place }) => {
    const props = await db
      .selectFrom('ofertantes')
      .select(['id_propiedad', 'tipo_inmueble', 'estado', 'id_agente'])
      .orderBy('id_propiedad', 'asc')
      .execute();
    const r = rng(4242);
    const rows: NewRow<'imagenes'>[] = [];
    const principal = new Map<number, string>();
    for (const p of props) {
      if (p.estado === 'prospecto') continue;
      const id = p.id_propiedad;
      const kinds = POOL[p.tipo_inmueble] ?? ['edificio'];
      const pool = pictures.map((x, i) => ({ x, i })).filter(({ x }) => kinds.includes(x.kind));
      // A shuffled pick of 2–4 different pictures.
      const picks = pool
        .map((e) => ({ e, k: r() }))
        .sort((a, b) => a.k - b.k)
        .map(({ e }) => e)
        .slice(0, between(r, 2, 4));
      const folder = String(id);
      picks.forEach(({ x, i }, n) => {
        const stored = place(i, folder);
        if (n === 0) principal.set(id, stored.archivo);
        const agente = p.id_agente === null ? null : p.id_agente;
        rows.push(imageRow(stored, { carpeta: folder, id_propiedad: id, titulo: TITULOS[x.kind][n], orden: n + 1 }, agente, now));
      });
    }
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < rows.length; i += 50)
        await trx
          .insertInto('imagenes')
          .values(rows.slice(i, i + 50))
          .execute();
      for (const [id, archivo] of principal) await trx.updateTable('ofertantes').set({ imagen: archivo }).where('id_propiedad', '=', id).execute();
    });
    return rows.length;
  });
}
