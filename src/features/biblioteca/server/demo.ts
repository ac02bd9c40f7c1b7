// Demo seed of Imágenes y Files (after the photos and the blog exist): three users' avatars, the library's pictures used as covers and
// inside the published blog entries, 'Fotos fachada' on the properties' front views, and labelled files — a
// technical sheet, a plan or an appraisal for some available properties, the agency's contract templates, and the
// signed PDFs of some contracts and SUNARP procedures (seedDocFiles).
import fs from 'node:fs';
import { newArchivoName, archivoPath, archivosRoot } from '#server/archivos/storage';
import { labelsToDb } from './query';
import { LIBRARY_FOLDER } from './imagenes';
import { LIBRARY_MODULE } from '../shared/library';
import { seedDemoAvatars, seedLibraryPictures } from './demoPictures';
import { SIZES } from '#server/uploads/storage';
import { tinyPdf } from '#server/db/demoPdf';
import { seedDocFiles } from './demoDocFiles';
import type { Db, NewRow, Row } from '#server/db/types';
import { must } from '../../../lib/must';

const PICTURE_TITLES = [
  'Portada: Miraflores',
  'Portada: vender su casa',
  'Portada: alquileres',
  'Portada: partida registral',
  'Portada: nueva oficina',
  'Portada: arrendar',
  'Barranco de noche',
];

const DOCS: readonly (readonly [nombre: string, etiqueta: string, titulo: string])[] = [
  ['Ficha técnica', 'Ficha técnica', 'Ficha técnica del inmueble'],
  ['Plano de distribución', 'Planos', 'Plano de distribución'],
  ['Informe de tasación', 'Tasación', 'Informe de tasación comercial'],
];

export async function seedBiblioteca(db: Db, dataDir: string, now: string): Promise<void> {
  const labels = new Map((await db.selectFrom('etiquetas').select(['id_etiqueta', 'nombre']).execute()).map((e) => [e.nombre, e.id_etiqueta]));
  const label = (...names: string[]) => labelsToDb(names.map((n) => labels.get(n)).filter((n): n is number => n !== undefined));
  const admin = await db.selectFrom('usuarios').select('id_usuario').where('tipo', '=', 'Administrador').orderBy('id_usuario').executeTakeFirst();
  const by = admin ? admin.id_usuario : null;

  await seedDemoAvatars(db, dataDir, now, 3);
  const pictures = await seedLibraryPictures(db, dataDir, now, LIBRARY_FOLDER, PICTURE_TITLES, label('Blog'), by);
  const url = (r: Row, size: { dir: string }) => `/api/uploads/${size.dir}/${String(r.carpeta)}/${String(r.archivo)}`;
  const posts = await db.selectFrom('blog').select(['id_blog', 'contenido', 'titulo']).orderBy('id_blog').execute();
  for (const [i, p] of posts.entries()) {
    const pic = must(pictures[i % pictures.length], 'una imagen de la biblioteca');
    const figure = `<p><img src="${url(pic, SIZES.M)}" alt="${String(pic.titulo)}"></p>`;
    await db
      .updateTable('blog')
      .set({ imagen: url(pic, SIZES.G), contenido: `${figure}${p.contenido}` })
      .where('id_blog', '=', p.id_blog)
      .execute();
  }
  await db
    .updateTable('imagenes')
    .set({ etiquetas: label('Fotos fachada') })
    .where('titulo', 'in', ['Fachada', 'Fachada del edificio', 'Frontis'])
    .execute();

  const props = await db
    .selectFrom('ofertantes')
    .select(['id_propiedad', 'codigo', 'id_agente'])
    .where('estado', '=', 'disponible')
    .orderBy('id_propiedad')
    .limit(6)
    .execute();
  const files: NewRow<'archivos'>[] = [];
  fs.mkdirSync(archivosRoot(dataDir), { recursive: true });
  const add = (nombre: string, lines: string[], etiquetas: string | null, idPropiedad: number | null, subidoPor: number | null) => {
    const data = tinyPdf(lines);
    const archivo = newArchivoName('pdf');
    fs.writeFileSync(String(archivoPath(dataDir, archivo)), data);
    files.push({
      modulo: LIBRARY_MODULE,
      campo: 'archivo',
      id_registro: null,
      archivo,
      nombre,
      mime: 'application/pdf',
      bytes: data.length,
      etiquetas,
      id_propiedad: idPropiedad,
      subido_por: subidoPor,
      creado_en: now,
    });
  };
  props.forEach((p, i) => {
    const [nombre, etiqueta, titulo] = must(DOCS[i % DOCS.length], 'un documento de ejemplo');
    const agente = p.id_agente === null ? by : p.id_agente;
    add(
      `${nombre} ${String(p.codigo)}.pdf`,
      [titulo, `Inmueble ${String(p.codigo)}`, 'Documento de ejemplo de la demostración.'],
      label(etiqueta),
      p.id_propiedad,
      agente,
    );
  });
  add('Modelo de contrato de arras.pdf', ['Contrato de arras', 'Modelo de la agencia para separar un inmueble.'], label('Contrato'), null, by);
  add(
    'Modelo de contrato de arrendamiento.pdf',
    ['Contrato de arrendamiento', 'Modelo de la agencia con cláusula de allanamiento futuro.'],
    label('Contrato'),
    null,
    by,
  );
  await db.transaction().execute(async (trx) => {
    for (const f of files) {
      const r = await trx.insertInto('archivos').values(f).returning('id_archivo').executeTakeFirstOrThrow();
      await trx.updateTable('archivos').set({ id_registro: r.id_archivo }).where('id_archivo', '=', r.id_archivo).execute();
    }
  });
  await seedDocFiles(db, dataDir, now, label, by);
}
