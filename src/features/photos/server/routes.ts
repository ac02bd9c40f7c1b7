// Photos of an ofertante (DOMAIN.md "Imágenes y files") and the uploads group: multipart parsing, the picture
// files at /uploads/... and the avatars, all in one encapsulated scope (multipart is parsed only here).
//
// POST /imagenes/subir       multipart: authorization?, id_propiedad, titulo?, then one or more files
// GET  /imagenes/propiedad/:id_propiedad
// POST /imagenes/ordenar     json {id_propiedad, orden: [id_imagen, ...]}   (every photo exactly once)
// POST /imagenes/principal   json {id_imagen}                                  -> ofertantes.imagen
// POST /imagenes/actualizar  json {id_imagen, titulo?, publica?}                 (publica: shown on the public page)
// POST /imagenes/eliminar    id                                                -> row and files; new main if needed
//
// Rules: reading needs any valid token; changing needs the right to edit the ofertante (an Agente only their own,
// an Administrador all). A batch upload is ALL OR NOTHING: every file is checked and processed as it arrives, and
// when one is refused (or the insert fails) the files already written for the batch are removed and no row is
// inserted. The fields (token, id_propiedad) must come before the files, so nothing is read for a caller who may
// not upload. A change of the main photo is written to cambioso like any other change of the ofertante.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { canAccess } from '../../../framework/access';
import ofertantes from '../../../resources/ofertantes/schema';
import { logActivity } from '#server/auth/activity';
import type { SessionUser } from '#server/auth/sessions';
import { writeChanges } from '#server/crud/changeLog';
import type { Db, TableRowOf } from '#server/db/types';
import { arrayOf, bool, envelope, errors, int, object, orNull, str } from '#server/openapi';
import { ApiError, DEFAULT_CAPS, forbidden, formBody, jsonField, notFound, ok, parseId, t } from '#server/http';
import { imageRow } from '#server/uploads/imageRow';
import { UPLOAD_LIMITS } from '#server/uploads/images';
import { uploadUser } from '#server/uploads/multipart';
import { parsePhotoTitle, purgePhoto, receivePhotos } from '#server/uploads/receive';
import { uploadsRoot } from '#server/uploads/storage';
import { backgroundSweeper, sweepGraceMs, type Sweeper } from '#server/uploads/sweep';
import { registerLibraryImageRoutes } from '../../biblioteca/server/imagenes';
import { configDialect } from '#server/db/connect';
import { registerAvatarRoutes } from './avatar';
import type { RouteDeps } from '#server/moduleServer';
import { isRecord } from '../../../lib/guards';

const tags = ['Imágenes'];

export function registerImagenesRoutes(api: FastifyInstance, deps: RouteDeps): void {
  void api.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: UPLOAD_LIMITS.maxBytes, files: UPLOAD_LIMITS.maxFiles, fields: 20, fieldSize: 4096 },
      throwFileSizeLimit: true,
    });
    const sweeper = backgroundSweeper(deps.db, deps.config.dataDir, scope.log, sweepGraceMs(configDialect(deps.config)));
    scope.addHook('onClose', async () => sweeper.idle());
    registerPhotoRoutes(scope, deps.db, uploadsRoot(deps.config.dataDir), sweeper);
    registerAvatarRoutes(scope, deps.db, uploadsRoot(deps.config.dataDir), sweeper);
    registerLibraryImageRoutes(scope, deps.db, uploadsRoot(deps.config.dataDir), sweeper);
  });
}

type Photo = TableRowOf<'imagenes'>;
type Ofertante = TableRowOf<'ofertantes'>;

/** A photo as the API answers it (`photoOut`), for the document. */
const PHOTO = object(
  {
    id_imagen: int(),
    id_propiedad: orNull(int()),
    carpeta: str(),
    archivo: str('En /api/uploads/{tamaño}/{carpeta}/{archivo}'),
    titulo: orNull(str()),
    orden: orNull(int()),
    ancho: orNull(int()),
    alto: orNull(int()),
    bytes: orNull(int()),
    subido_por: orNull(int()),
    creado_en: str(),
    actualizado_en: orNull(str()),
    principal: bool('Es la foto principal del inmueble'),
    publica: bool('Se muestra en la página pública del inmueble'),
  },
  ['id_imagen', 'carpeta', 'archivo', 'principal'],
);
const PHOTOS = (description: string) => envelope(arrayOf(PHOTO), description);

/** A photo as the API answers it: the row plus whether it is the ofertante's main photo. */
function photoOut(row: Photo, principal: string | null | undefined) {
  return {
    id_imagen: row.id_imagen,
    id_propiedad: row.id_propiedad,
    carpeta: row.carpeta,
    archivo: row.archivo,
    titulo: row.titulo,
    orden: row.orden,
    ancho: row.ancho,
    alto: row.alto,
    bytes: row.bytes,
    subido_por: row.subido_por,
    creado_en: row.creado_en,
    actualizado_en: row.actualizado_en,
    principal: row.archivo === principal,
    publica: Number(row.publica) === 1,
  };
}

async function loadOfertante(db: Db, id: number): Promise<Ofertante> {
  const row = await db.selectFrom('ofertantes').selectAll().where('id_propiedad', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

function ensureCanEdit(user: SessionUser, ofertante: Ofertante): void {
  if (!canAccess(user.tipo, ofertantes, 'edit', ofertante, user.id)) throw forbidden();
}

async function listPhotos(db: Db, idPropiedad: number) {
  const [rows, of] = await Promise.all([
    db.selectFrom('imagenes').selectAll().where('id_propiedad', '=', idPropiedad).orderBy('orden', 'asc').orderBy('id_imagen', 'asc').execute(),
    db.selectFrom('ofertantes').select('imagen').where('id_propiedad', '=', idPropiedad).executeTakeFirst(),
  ]);
  return rows.map((r) => photoOut(r, of?.imagen));
}

/**
 * Sets ofertantes.imagen (with its cambioso rows) when it changes; the 'Fotos' item of the por-ofertar checklist
 * follows: ticked while the property has a main photo, cleared when its last photo is deleted.
 */
async function setPrincipal(trx: Db, before: Ofertante, archivo: string | null, user: SessionUser): Promise<void> {
  const chk = archivo ? 1 : 0;
  if (before.imagen === archivo && (before.chk_fotos ?? 0) === chk) return;
  const now = new Date().toISOString();
  await trx
    .updateTable('ofertantes')
    .set({ imagen: archivo, chk_fotos: chk, actualizado_en: now, actualizado_por: user.id })
    .where('id_propiedad', '=', before.id_propiedad)
    .execute();
  await writeChanges(trx, ofertantes, before, { ...before, imagen: archivo, chk_fotos: chk }, user.id);
}

/** The `json` object of a call that takes exactly `known` (any other field is a 400). */
function jsonObject(request: Parameters<typeof jsonField>[0], known: readonly string[]): Record<string, unknown> {
  const input = jsonField(request, { ...DEFAULT_CAPS, known });
  if (!isRecord(input)) throw new ApiError(400, t('app.validation.not_object'));
  return input;
}

/** A photo and its ofertante, for a caller who may edit that ofertante. */
async function editablePhoto(db: Db, user: SessionUser, idImagen: unknown): Promise<{ photo: Photo; ofertante: Ofertante }> {
  const photo = await db
    .selectFrom('imagenes')
    .selectAll()
    .where('id_imagen', '=', parseId(String(idImagen ?? '')))
    .executeTakeFirst();
  if (!photo || photo.id_propiedad === null) throw notFound();
  const ofertante = await loadOfertante(db, photo.id_propiedad);
  ensureCanEdit(user, ofertante);
  return { photo, ofertante };
}

function registerPhotoRoutes(app: FastifyInstance, db: Db, root: string, sweeper: Sweeper): void {
  app.post(
    '/imagenes/subir',
    {
      config: { upload: true },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        summary: `Subir fotos de un ofertante (multipart: authorization o Bearer, id_propiedad y titulo antes de los archivos; JPEG, PNG o WebP; hasta ${UPLOAD_LIMITS.maxFiles} por envío; todo o nada)`,
        response: { 201: PHOTOS('Las fotos subidas'), ...errors(403, 404) },
      },
    },
    async (request, reply) => {
      let user: SessionUser | undefined;
      let titulo: string | null = null;
      return receivePhotos(request, root, sweeper, {
        fields: ['id_propiedad', 'titulo'],
        async beforeFiles(fields) {
          user = await uploadUser(request, fields);
          if (!fields.id_propiedad) throw new ApiError(400, t('app.fotos.errors.no_property'), { id_propiedad: t('app.fotos.errors.no_property') });
          const ofertante = await loadOfertante(db, parseId(fields.id_propiedad));
          ensureCanEdit(user, ofertante);
          titulo = parsePhotoTitle(fields.titulo);
          return String(ofertante.id_propiedad);
        },
        async commit(stored, folder) {
          if (!user) throw new ApiError(400, t('app.fotos.errors.bad_request'));
          const caller = user;
          const id = Number(folder);
          await db.transaction().execute(async (trx) => {
            const last = await trx
              .selectFrom('imagenes')
              .select((eb) => eb.fn.max('orden').as('m'))
              .where('id_propiedad', '=', id)
              .executeTakeFirst();
            let orden = last?.m ?? 0;
            const now = new Date().toISOString();
            for (const s of stored) {
              orden += 1;
              await trx
                .insertInto('imagenes')
                .values(imageRow(s, { carpeta: folder, id_propiedad: id, titulo, orden }, caller.id, now))
                .execute();
            }
            const current = await trx.selectFrom('ofertantes').selectAll().where('id_propiedad', '=', id).executeTakeFirstOrThrow();
            const [first] = stored;
            if (!current.imagen && first) await setPrincipal(trx, current, first.archivo, caller);
            await logActivity(trx, {
              id_usuario: caller.id,
              accion: 'create',
              recurso: 'imagenes',
              id_registro: id,
              ip: request.ip,
              detalle: `fotos: ${stored.length}`,
            });
          });
          const names = new Set(stored.map((s) => s.archivo));
          const rows = (await listPhotos(db, id)).filter((r) => names.has(r.archivo));
          return ok(reply, rows, { msg: t('app.fotos.uploaded', { n: rows.length }), code: 201 });
        },
      });
    },
  );

  app.get<{ Params: { id_propiedad: string } }>(
    '/imagenes/propiedad/:id_propiedad',
    {
      schema: {
        tags,
        summary: 'Las fotos de un ofertante en su orden, con la principal marcada',
        response: { 200: PHOTOS('Las fotos, en su orden'), ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      const id = parseId(request.params.id_propiedad);
      await loadOfertante(db, id);
      const rows = await listPhotos(db, id);
      return ok(reply, rows, { total: rows.length });
    },
  );

  app.post(
    '/imagenes/ordenar',
    {
      schema: {
        tags,
        summary: 'Ordenar las fotos (json: id_propiedad, orden = todas las id_imagen en el nuevo orden)',
        response: { 200: PHOTOS('Las fotos en el orden nuevo'), ...errors(403, 404) },
      },
    },
    async (request, reply) => {
      const { user } = request;
      const input = jsonObject(request, ['id_propiedad', 'orden']);
      const id = parseId(String(input.id_propiedad ?? ''));
      const ofertante = await loadOfertante(db, id);
      ensureCanEdit(user, ofertante);
      const orden = input.orden;
      const badOrder = () => new ApiError(400, t('app.fotos.errors.bad_order'), { orden: t('app.fotos.errors.bad_order') });
      if (!Array.isArray(orden) || !orden.every((v) => Number.isSafeInteger(Number(v)) && Number(v) > 0)) throw badOrder();
      const ids = orden.map(Number);
      await db.transaction().execute(async (trx) => {
        const existing = (await trx.selectFrom('imagenes').select('id_imagen').where('id_propiedad', '=', id).execute()).map((r) => r.id_imagen);
        const wanted = new Set(ids);
        if (wanted.size !== ids.length || ids.length !== existing.length || !existing.every((x) => wanted.has(x))) throw badOrder();
        const now = new Date().toISOString();
        for (const [i, idImagen] of ids.entries()) {
          await trx
            .updateTable('imagenes')
            .set({ orden: i + 1, actualizado_en: now, actualizado_por: user.id })
            .where('id_imagen', '=', idImagen)
            .execute();
        }
      });
      return ok(reply, await listPhotos(db, id), { msg: t('app.fotos.reordered') });
    },
  );

  app.post(
    '/imagenes/principal',
    {
      schema: {
        tags,
        summary: 'Elegir la foto principal (json: id_imagen); cambia ofertantes.imagen',
        response: { 200: PHOTOS('Las fotos'), ...errors(403, 404) },
      },
    },
    async (request, reply) => {
      const { user } = request;
      const { photo, ofertante } = await editablePhoto(db, user, jsonObject(request, ['id_imagen']).id_imagen);
      await db.transaction().execute(async (trx) => {
        const current = await trx.selectFrom('ofertantes').selectAll().where('id_propiedad', '=', ofertante.id_propiedad).executeTakeFirstOrThrow();
        await setPrincipal(trx, current, photo.archivo, user);
      });
      return ok(reply, await listPhotos(db, ofertante.id_propiedad), { msg: t('app.fotos.principal_set') });
    },
  );

  app.post(
    '/imagenes/actualizar',
    {
      schema: {
        tags,
        summary: 'Cambiar el título de una foto o si se muestra en la página pública (json: id_imagen, titulo?, publica?)',
        response: { 200: envelope(PHOTO, 'La foto'), ...errors(400, 403, 404) },
      },
    },
    async (request, reply) => {
      const { user } = request;
      const input = jsonObject(request, ['id_imagen', 'titulo', 'publica']);
      const { photo, ofertante } = await editablePhoto(db, user, input.id_imagen);
      if (input.publica !== undefined && typeof input.publica !== 'boolean') throw new ApiError(400, t('app.fotos.errors.publica'));
      const changes = {
        ...('titulo' in input ? { titulo: parsePhotoTitle(input.titulo) } : {}),
        ...(typeof input.publica === 'boolean' ? { publica: input.publica ? 1 : 0 } : {}),
      };
      await db
        .updateTable('imagenes')
        .set({ ...changes, actualizado_en: new Date().toISOString(), actualizado_por: user.id })
        .where('id_imagen', '=', photo.id_imagen)
        .execute();
      const row = await db.selectFrom('imagenes').selectAll().where('id_imagen', '=', photo.id_imagen).executeTakeFirstOrThrow();
      const of = await db.selectFrom('ofertantes').select('imagen').where('id_propiedad', '=', ofertante.id_propiedad).executeTakeFirst();
      return ok(reply, photoOut(row, of?.imagen), {
        msg: t('titulo' in input ? 'app.fotos.title_saved' : row.publica ? 'app.fotos.publica_si' : 'app.fotos.publica_no'),
      });
    },
  );

  app.post(
    '/imagenes/eliminar',
    {
      schema: {
        tags,
        summary: 'Eliminar una foto (id) y sus archivos; si era la principal, la siguiente pasa a serlo',
        response: { 200: PHOTOS('Las fotos que quedan'), ...errors(403, 404) },
      },
    },
    async (request, reply) => {
      const { user } = request;
      const body = formBody(request, ['id', 'id_imagen']);
      const { photo, ofertante } = await editablePhoto(db, user, body.id ?? body.id_imagen);
      const id = ofertante.id_propiedad;
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('imagenes').where('id_imagen', '=', photo.id_imagen).execute();
        const current = await trx.selectFrom('ofertantes').selectAll().where('id_propiedad', '=', id).executeTakeFirstOrThrow();
        if (current.imagen === photo.archivo) {
          const next = await trx
            .selectFrom('imagenes')
            .select('archivo')
            .where('id_propiedad', '=', id)
            .orderBy('orden', 'asc')
            .orderBy('id_imagen', 'asc')
            .executeTakeFirst();
          await setPrincipal(trx, current, next ? next.archivo : null, user);
        }
        await logActivity(trx, {
          id_usuario: user.id,
          accion: 'delete',
          recurso: 'imagenes',
          id_registro: photo.id_imagen,
          ip: request.ip,
          detalle: `ofertante ${id}`,
        });
      });
      // After the commit: a failure here leaves only an unreferenced file, never a row without its files.
      await purgePhoto(request, root, photo.carpeta, photo.archivo);
      return ok(reply, await listPhotos(db, id), { msg: t('app.fotos.deleted') });
    },
  );
}
