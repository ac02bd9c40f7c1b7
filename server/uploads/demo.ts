// Demo photos: every property except the prospectos (not photographed yet, as their checklist says) gets 2–4
// pictures that fit its type. The twelve illustrations of demoArt are rendered once (original + G, M, P) and
// hard-linked into each property's folders under new random names, so a first start stays fast and the disk holds
// each picture once. Where hard links are not possible, the files are copied.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { between, rng } from '../db/demo/random';
import type { Db, NewRow } from '../db/types';
import { demoArt, type ArtKind } from './demoArt';
import { imageRow } from './imageRow';
import { setAvatar, writeAvatar } from './avatars';
import { avatarPaths, newFileName, ORIGINAL_DIR, PHOTO_VARIANTS, photoPaths, settle, uploadsRoot } from './storage';
import { must } from '../../src/lib/must';

interface Rendered {
  readonly kind: ArtKind;
  /** original, G, M, P (the order of photoPaths). */
  readonly files: readonly [Buffer, ...Buffer[]];
  readonly width: number;
  readonly height: number;
}

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

let rendering: Promise<Rendered[]> | undefined;

/** The rendered set, once per process (tests seed many databases). */
function renderAll(): Promise<Rendered[]> {
  rendering ??= Promise.all(
    demoArt().map(async (art) => {
      const { data, info } = await sharp(Buffer.from(art.svg)).flatten({ background: '#ffffff' }).raw().toBuffer({ resolveWithObject: true });
      const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
      const files = await Promise.all([
        sharp(data, raw).jpeg({ quality: 85 }).toBuffer(),
        ...PHOTO_VARIANTS.map((v) => sharp(data, raw).resize(v.width, v.height, { fit: 'cover' }).jpeg({ quality: 82 }).toBuffer()),
      ]);
      return { kind: art.kind, files, width: info.width, height: info.height };
    }),
  );
  return rendering;
}

function linkOrCopy(from: string, to: string): void {
  try {
    fs.linkSync(from, to);
  } catch {
    fs.copyFileSync(from, to);
  }
}

/** Runs `fn` with the rendered pictures written once to a staging folder ([picture][original, G, M, P] paths). */
async function withSources<T>(
  dataDir: string,
  fn: (rendered: readonly Rendered[], sources: readonly string[][], root: string) => Promise<T>,
): Promise<T> {
  const rendered = await renderAll();
  const root = uploadsRoot(dataDir);
  const staging = fs.mkdtempSync(path.join(dataDir, '.fotos-demo-'));
  try {
    const sources = rendered.map((r, i) =>
      r.files.map((data, j) => {
        const file = path.join(staging, `${i}-${j}.jpg`);
        fs.writeFileSync(file, data);
        return file;
      }),
    );
    return await fn(rendered, sources, root);
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** Links picture `i` of the rendered set into `folder` under a new name; returns the name. */
function place(root: string, sources: readonly string[][], i: number, folder: string): string {
  for (const dir of [ORIGINAL_DIR, ...PHOTO_VARIANTS.map((v) => v.dir)]) fs.mkdirSync(path.join(root, dir, folder), { recursive: true });
  const archivo = newFileName();
  photoPaths(root, folder, archivo).forEach((to, j) => linkOrCopy(must(sources[i]?.[j], 'el archivo de origen de la foto'), to));
  return archivo;
}

/**
 * The library's own pictures (folder `folder`, no property): one per title, cycling through the rendered set.
 * Returns their rows (already inserted) in the order of `titles`.
 */
export async function seedLibraryPictures(
  db: Db,
  dataDir: string,
  now: string,
  folder: string,
  titles: readonly string[],
  etiquetas: string | null,
  by: number | null,
): Promise<NewRow<'imagenes'>[]> {
  return withSources(dataDir, async (rendered, sources, root) => {
    const rows: NewRow<'imagenes'>[] = titles.map((titulo, n) => {
      const i = (n * 5) % rendered.length;
      const pic = must(rendered[i], 'una imagen de demostración');
      const stored = { archivo: place(root, sources, i, folder), ancho: pic.width, alto: pic.height, bytes: pic.files[0].length };
      return imageRow(stored, { carpeta: folder, titulo, etiquetas }, by, now);
    });
    if (rows.length) await db.insertInto('imagenes').values(rows).execute();
    return rows;
  });
}

/** Adds the demo photos; returns how many imagenes rows were created. */
export async function seedDemoPhotos(db: Db, dataDir: string, now: string): Promise<number> {
  return withSources(dataDir, async (rendered, sources, root) => {
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
      const pool = rendered.map((x, i) => ({ x, i })).filter(({ x }) => kinds.includes(x.kind));
      // A shuffled pick of 2–4 different pictures.
      const picks = pool
        .map((e) => ({ e, k: r() }))
        .sort((a, b) => a.k - b.k)
        .map(({ e }) => e)
        .slice(0, between(r, 2, 4));
      const folder = String(id);
      picks.forEach(({ x, i }, n) => {
        const archivo = place(root, sources, i, folder);
        if (n === 0) principal.set(id, archivo);
        const agente = p.id_agente === null ? null : p.id_agente;
        const stored = { archivo, ancho: x.width, alto: x.height, bytes: x.files[0].length };
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

const AVATAR_COLOURS = ['#00796b', '#6a1b9a', '#c62828', '#1565c0'];

/** Profile pictures for the first demo users (initials on a colour), through the avatar pipeline. */
export async function seedDemoAvatars(db: Db, dataDir: string, now: string, count: number): Promise<void> {
  const users = await db.selectFrom('usuarios').select(['id_usuario', 'nombre', 'apellido']).orderBy('id_usuario').limit(count).execute();
  const root = uploadsRoot(dataDir);
  for (const [i, u] of users.entries()) {
    const initials = `${u.nombre.charAt(0)}${u.apellido.charAt(0)}`;
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480"><rect width="480" height="480" fill="${AVATAR_COLOURS[i % AVATAR_COLOURS.length]}"/>` +
      `<text x="240" y="300" font-family="DejaVu Sans, sans-serif" font-size="200" fill="#ffffff" text-anchor="middle">${initials}</text></svg>`;
    const avatar = await writeAvatar(root, await sharp(Buffer.from(svg)).png().toBuffer(), 'avatar.png', []);
    settle(avatarPaths(root, avatar.archivo));
    await setAvatar(db, u.id_usuario, avatar, u.id_usuario, now);
  }
}
