// Imágenes y Files › Imágenes (administrators): every picture of the system — the properties' photos, the
// library's own (folder 'biblioteca': blog covers and pictures for the editor) and the users' avatars (folder
// 'usuarios', `id_usuario` their owner) — as a paginated list filtered on the server, one query on `imagenes`;
// upload to the library, edit title and labels, delete.
//
// GET  /biblioteca/imagenes/listado   id_propiedad, subido_por, desde, hasta, etiquetas (all of them), q, origen
// POST /biblioteca/imagenes/subir     multipart: authorization?, titulo?, etiquetas? (ids, comma-separated), files
// POST /biblioteca/imagenes/actualizar json {id_imagen, titulo?, etiquetas?}
// POST /biblioteca/imagenes/eliminar  id — 409 for a property's main photo (choose another first) and for a
//                                     picture a blog entry shows; the files are purged after the commit. Deleting
//                                     an avatar clears the user's picture (they get the default one), as removing
//                                     an unsuitable profile photo should
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { logActivity } from '#server/auth/activity';
import { ADMIN_ONLY } from '#server/auth/scope';
import { containsIgnoringCase } from '#server/db/textMatch';
import type { SessionUser } from '#server/auth/sessions';
import { rowCount } from '#server/db/aggregates';
import type { Db, RowChanges } from '#server/db/types';
import { arrayOf, bool, describedQuery, envelope, errors, int, NOTHING, object, orNull, str } from '#server/openapi';
import { ApiError, DEFAULT_CAPS, formBody, jsonField, notFound, ok, parseId, t } from '#server/http';
import { imageRow } from '#server/uploads/imageRow';
import { uploadUser } from '#server/uploads/multipart';
import { parsePhotoTitle, purgePhoto, receivePhotos, titleFromFileName } from '#server/uploads/receive';
import { formatDate } from '../../../lib/dates';
import { limaToday } from '../../../lib/limaTime';
import type { Sweeper } from '#server/uploads/sweep';
import { checkLabels, dateParam, idParam, labelsFromDb, labelsToDb, listQuery, paging, textParam, whereLabels } from './query';
import { isRecord } from '../../../lib/guards';

/** The folder of the library's own pictures (not a property's). */
export const LIBRARY_FOLDER = 'biblioteca';
const tags = ['Imágenes y Files'];
const ORIGENES = ['propiedades', 'biblioteca', 'avatares'];

function listed(db: Db) {
  return db
    .selectFrom('imagenes')
    .leftJoin('usuarios', 'usuarios.id_usuario', 'imagenes.subido_por')
    .leftJoin('ofertantes', 'ofertantes.id_propiedad', 'imagenes.id_propiedad')
    .leftJoin('usuarios as dueno', 'dueno.id_usuario', 'imagenes.id_usuario');
}

const columns = [
  'imagenes.id_imagen',
  'imagenes.id_propiedad',
  'imagenes.carpeta',
  'imagenes.archivo',
  'imagenes.titulo',
  'imagenes.etiquetas',
  'imagenes.ancho',
  'imagenes.alto',
  'imagenes.bytes',
  'imagenes.subido_por',
  'imagenes.creado_en',
  'ofertantes.codigo',
  'ofertantes.imagen as principal',
  'usuarios.nombre',
  'usuarios.apellido',
  'imagenes.id_usuario',
  'dueno.nombre as dueno_nombre',
  'dueno.apellido as dueno_apellido',
] as const;

const withColumns = (db: Db) => listed(db).select(columns);
/** A listed picture as `columns` select it. */
type Listed = Awaited<ReturnType<ReturnType<typeof withColumns>['executeTakeFirstOrThrow']>>;

/** A picture as the library's calls give it (\`out\`). */
const PICTURE = object(
  {
    id: int('id_imagen'),
    id_propiedad: orNull(int()),
    codigo: orNull(str('El código del inmueble')),
    carpeta: str(),
    archivo: str('En /api/uploads/{tamaño}/{carpeta}/{archivo}'),
    titulo: orNull(str()),
    etiquetas: arrayOf(int()),
    ancho: orNull(int()),
    alto: orNull(int()),
    bytes: orNull(int()),
    creado_en: str(),
    id_subido_por: orNull(int()),
    subido_por: str(),
    id_usuario: orNull(int('El usuario, si es su avatar')),
    usuario: orNull(str()),
    principal: bool('Es la foto principal de su inmueble'),
  },
  ['id', 'carpeta', 'archivo'],
);

const fullName = (nombre: string | null | undefined, apellido: string | null | undefined) => [nombre, apellido].filter(Boolean).join(' ');

/**
 * What a person calls the picture: its title; else its property's code, or the avatar's owner; else 'Imagen sin
 * título' and the day it was uploaded (never the generated file name).
 */
function humanName(r: Listed): string {
  if (r.titulo) return r.titulo;
  if (r.codigo) return r.codigo;
  if (r.id_usuario != null) return t('app.publicidad.biblioteca.avatar_de', { nombre: fullName(r.dueno_nombre, r.dueno_apellido) });
  return t('app.publicidad.biblioteca.sin_titulo', { fecha: formatDate(limaToday(new Date(r.creado_en))) });
}

function out(r: Listed) {
  return {
    id: r.id_imagen,
    nombre: humanName(r),
    id_propiedad: r.id_propiedad,
    codigo: r.codigo ?? null,
    carpeta: r.carpeta,
    archivo: r.archivo,
    titulo: r.titulo ?? null,
    etiquetas: labelsFromDb(r.etiquetas),
    ancho: r.ancho,
    alto: r.alto,
    bytes: r.bytes,
    creado_en: r.creado_en,
    id_subido_por: r.subido_por,
    subido_por: fullName(r.nombre, r.apellido),
    id_usuario: r.id_usuario,
    usuario: r.id_usuario == null ? null : fullName(r.dueno_nombre, r.dueno_apellido),
    principal: r.principal !== null && r.principal !== undefined && r.principal === r.archivo,
  };
}

async function one(db: Db, id: number) {
  const row = await withColumns(db).where('imagenes.id_imagen', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return out(row);
}

export function registerLibraryImageRoutes(app: FastifyInstance, db: Db, root: string, sweeper: Sweeper): void {
  app.get(
    '/biblioteca/imagenes/listado',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Todas las imágenes (administradores): por inmueble, etiquetas, fecha y autor',
        querystring: describedQuery({
          id_propiedad: int('El inmueble'),
          subido_por: int('Quién la subió'),
          desde: { type: 'string', format: 'date', description: 'Subidas desde (AAAA-MM-DD)' },
          hasta: { type: 'string', format: 'date', description: 'Subidas hasta (AAAA-MM-DD)' },
          etiquetas: { type: 'string', description: 'ids de etiquetas separados por comas: las que tengan todas' },
          q: { type: 'string', description: 'En título, código del inmueble y nombre del propietario' },
          origen: { type: 'string', enum: ORIGENES, description: 'De inmuebles, de la biblioteca o avatares' },
          page: { type: 'integer', minimum: 1, default: 1, description: 'Página, desde 1' },
          perPage: { type: 'integer', minimum: 1, maximum: 100, default: 25, description: 'Filas por página (hasta 100)' },
        }),
        response: { 200: envelope(arrayOf(PICTURE), 'Una página, las más recientes primero'), ...errors(400) },
      },
    },
    async (request, reply) => {
      const q = listQuery(request, ['id_propiedad', 'subido_por', 'desde', 'hasta', 'etiquetas', 'q', 'origen']);
      const { limit, offset } = paging(q);
      const [idPropiedad, subidoPor, desde, hasta, text] = [
        idParam(q, 'id_propiedad'),
        idParam(q, 'subido_por'),
        dateParam(q, 'desde'),
        dateParam(q, 'hasta'),
        textParam(q),
      ];
      if (q.origen !== undefined && !ORIGENES.includes(q.origen)) throw new ApiError(400, t('app.errors.bad_filter_value', { campo: 'origen' }));
      let base = whereLabels(listed(db), 'imagenes.etiquetas', await checkLabels(db, q.etiquetas));
      if (idPropiedad !== undefined) base = base.where('imagenes.id_propiedad', '=', idPropiedad);
      if (subidoPor !== undefined) base = base.where('imagenes.subido_por', '=', subidoPor);
      if (desde) base = base.where('imagenes.creado_en', '>=', desde);
      if (hasta) base = base.where('imagenes.creado_en', '<', `${hasta}T99`);
      if (text)
        base = base.where((eb) =>
          eb.or(['imagenes.titulo', 'ofertantes.codigo', 'dueno.nombre', 'dueno.apellido'].map((c) => containsIgnoringCase(c, text))),
        );
      if (q.origen === 'biblioteca') base = base.where('imagenes.id_propiedad', 'is', null).where('imagenes.id_usuario', 'is', null);
      if (q.origen === 'avatares') base = base.where('imagenes.id_usuario', 'is not', null);
      if (q.origen === 'propiedades') base = base.where('imagenes.id_propiedad', 'is not', null);
      const total = await base.select(rowCount.as('n')).executeTakeFirst();
      const rows = await base.select(columns).orderBy('imagenes.id_imagen', 'desc').limit(limit).offset(offset).execute();
      return ok(reply, rows.map(out), { total: total?.n ?? 0 });
    },
  );

  app.post(
    '/biblioteca/imagenes/subir',
    {
      config: { ...ADMIN_ONLY, upload: true },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        summary: 'Subir imágenes a la biblioteca (multipart: authorization o Bearer, titulo y etiquetas antes de los archivos; todo o nada)',
        response: { 201: envelope(arrayOf(PICTURE), 'Las imágenes subidas') },
      },
    },
    async (request, reply) => {
      let user: SessionUser | undefined;
      let titulo: string | null = null;
      let etiquetas: number[] = [];
      return receivePhotos(request, root, sweeper, {
        fields: ['titulo', 'etiquetas'],
        async beforeFiles(fields) {
          user = await uploadUser(request, fields);
          titulo = parsePhotoTitle(fields.titulo);
          etiquetas = await checkLabels(db, fields.etiquetas);
          return LIBRARY_FOLDER;
        },
        async commit(stored, folder) {
          const caller = user as SessionUser;
          const now = new Date().toISOString();
          const ids: number[] = [];
          await db.transaction().execute(async (trx) => {
            for (const s of stored) {
              const r = await trx
                .insertInto('imagenes')
                // Without a title each picture is called by its file name ('Fachada norte.jpg' -> 'Fachada norte').
                .values(
                  imageRow(s, { carpeta: folder, titulo: titulo ?? titleFromFileName(s.nombre), etiquetas: labelsToDb(etiquetas) }, caller.id, now),
                )
                .returning('id_imagen')
                .executeTakeFirstOrThrow();
              ids.push(r.id_imagen);
            }
            await logActivity(trx, {
              id_usuario: caller.id,
              accion: 'create',
              recurso: 'imagenes',
              id_registro: ids[0],
              ip: request.ip,
              detalle: `biblioteca: ${ids.length}`,
            });
          });
          const rows = await withColumns(db).where('imagenes.id_imagen', 'in', ids).orderBy('imagenes.id_imagen').execute();
          return ok(reply, rows.map(out), { msg: t('app.fotos.uploaded', { n: rows.length }), code: 201 });
        },
      });
    },
  );

  app.post(
    '/biblioteca/imagenes/actualizar',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Título y etiquetas de una imagen (json: id_imagen, titulo, etiquetas)',
        response: { 200: envelope(PICTURE, 'Guardada'), ...errors(404) },
      },
    },
    async (request, reply) => {
      const { user } = request;
      const input = jsonField(request, { ...DEFAULT_CAPS, known: ['id_imagen', 'titulo', 'etiquetas'] });
      if (!isRecord(input)) throw new ApiError(400, t('app.validation.not_object'));
      const body = input;
      const id = parseId(String(body.id_imagen ?? ''));
      await one(db, id);
      const set: RowChanges<'imagenes'> = { actualizado_en: new Date().toISOString(), actualizado_por: user.id };
      if ('titulo' in body) set.titulo = parsePhotoTitle(body.titulo);
      if ('etiquetas' in body) set.etiquetas = labelsToDb(await checkLabels(db, body.etiquetas));
      await db.updateTable('imagenes').set(set).where('id_imagen', '=', id).execute();
      return ok(reply, await one(db, id), { msg: t('app.publicidad.biblioteca.guardado') });
    },
  );

  app.post(
    '/biblioteca/imagenes/eliminar',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Eliminar una imagen (id) y sus archivos; no la principal de un inmueble ni una que use el blog',
        response: { 200: envelope(NOTHING, 'Eliminada'), ...errors(404, 409) },
      },
    },
    async (request: FastifyRequest, reply) => {
      const { user } = request;
      const id = parseId(formBody(request, ['id']).id ?? '');
      const photo = await one(db, id);
      if (photo.principal) throw new ApiError(409, t('app.publicidad.biblioteca.es_principal', { codigo: photo.codigo ?? '' }));
      const archivo = photo.archivo;
      const usedBy = await db
        .selectFrom('blog')
        .select('titulo')
        .where((eb) => eb.or([eb('imagen', 'like', `%/${archivo}`), eb('contenido', 'like', `%/${archivo}%`)]))
        .executeTakeFirst();
      if (usedBy) throw new ApiError(409, t('app.publicidad.biblioteca.en_blog', { titulo: usedBy.titulo }));
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('imagenes').where('id_imagen', '=', id).execute();
        if (photo.id_usuario !== null) {
          await trx
            .updateTable('usuarios')
            .set({ imagen: null, actualizado_en: new Date().toISOString(), actualizado_por: user.id })
            .where('id_usuario', '=', photo.id_usuario)
            .where('imagen', '=', archivo)
            .execute();
        }
        await logActivity(trx, {
          id_usuario: user.id,
          accion: 'delete',
          recurso: 'imagenes',
          id_registro: id,
          ip: request.ip,
          detalle: `biblioteca ${photo.carpeta}`,
        });
      });
      await purgePhoto(request, root, photo.carpeta, archivo);
      return ok(reply, null, { msg: t('app.fotos.deleted') });
    },
  );
}
