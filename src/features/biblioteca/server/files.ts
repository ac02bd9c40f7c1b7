// Imágenes y Files › Files (administrators): every stored file — those bound to a record's file field (contracts,
// SUNARP documents, ...) and the library's free uploads (modulo 'biblioteca') — paginated and filtered on the server.
//
// GET  /biblioteca/files/listado       modulo, q, etiquetas (all of them), id_propiedad, subido_por
// POST /biblioteca/files/subir         multipart: authorization?, etiquetas?, id_propiedad? then 1..10 files; all or nothing
// POST /biblioteca/files/actualizar    json {id_archivo, etiquetas?, id_propiedad?} (the property only on free uploads)
// POST /biblioteca/files/eliminar      id — free uploads only (a record's file goes with its record); purged after commit
// GET  /biblioteca/files/descargar/:id any stored file, as an attachment (inline=1 shows PDFs and pictures)
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { NotNull } from 'kysely';
import { DEFAULT_MAX_BYTES, FILE_KINDS } from '../../../framework/fields/file/kinds';
import type { FileKind } from '../../../framework/schema';
import { sendArchivo } from '#server/archivos/download';
import { purgeFiles } from '#server/archivos/storage';
import { multipartError, storePart, type StoredFile } from '#server/archivos/upload';
import { logActivity } from '#server/auth/activity';
import { ADMIN_ONLY } from '#server/auth/scope';
import type { SessionUser } from '#server/auth/sessions';
import { containsIgnoringCase } from '#server/db/textMatch';
import { rowCount } from '#server/db/aggregates';
import type { Db, RowChanges } from '#server/db/types';
import { arrayOf, bool, describedQuery, envelope, errors, fileAnswer, int, NOTHING, object, orNull, str } from '#server/openapi';
import { ApiError, DEFAULT_CAPS, formBody, jsonField, notFound, ok, parseId, t, unknownFields } from '#server/http';
import { uploadUser } from '#server/uploads/multipart';
import { discardUpload } from '#server/uploads/storage';
import { LIBRARY_MODULE } from '../shared/library';
import { checkLabels, idParam, labelsFromDb, labelsToDb, listQuery, paging, textParam, whereLabels } from './query';
import { errorCode } from '../../../lib/guards';
import { keysOf } from '../../../lib/keys';
import { isRecord } from '../../../lib/guards';

export const MAX_FILES = 10;
const ALL_KINDS: FileKind[] = keysOf(FILE_KINDS);
const MODULO = /^[a-z]{2,40}$/;
const tags = ['Imágenes y Files'];

function listed(db: Db) {
  return db
    .selectFrom('archivos')
    .leftJoin('usuarios', 'usuarios.id_usuario', 'archivos.subido_por')
    .leftJoin('ofertantes', 'ofertantes.id_propiedad', 'archivos.id_propiedad')
    .where('archivos.id_registro', 'is not', null);
}

const columns = [
  'archivos.id_archivo',
  'archivos.modulo',
  'archivos.campo',
  'archivos.id_registro',
  'archivos.nombre',
  'archivos.mime',
  'archivos.bytes',
  'archivos.creado_en',
  'archivos.etiquetas',
  'archivos.id_propiedad',
  'archivos.subido_por',
  'ofertantes.codigo',
  'usuarios.nombre as subido_nombre',
  'usuarios.apellido as subido_apellido',
] as const;

/** The columns of a listing; `listed` keeps the files bound to a record, so their id_registro is never null. */
const withColumns = (q: ReturnType<typeof listed>) => q.select(columns).$narrowType<{ id_registro: NotNull }>();
/** A listed file as `columns` select it. */
type Listed = Awaited<ReturnType<ReturnType<typeof withColumns>['executeTakeFirstOrThrow']>>;

/** A file as the library's calls give it (\`out\`). */
const FILE = object(
  {
    id: int('id_archivo'),
    modulo: str(),
    campo: str(),
    id_registro: orNull(int()),
    nombre: str('El nombre original'),
    mime: str(),
    bytes: int(),
    creado_en: str(),
    etiquetas: arrayOf(int()),
    id_propiedad: orNull(int()),
    codigo: orNull(str('El código del inmueble')),
    libre: bool('Subido a la biblioteca (no a un registro)'),
    id_subido_por: orNull(int()),
    subido_por: str(),
  },
  ['id', 'nombre', 'mime', 'bytes'],
);

function out(r: Listed) {
  return {
    id: r.id_archivo,
    modulo: r.modulo,
    campo: r.campo,
    id_registro: r.id_registro,
    nombre: r.nombre,
    mime: r.mime,
    bytes: r.bytes,
    creado_en: r.creado_en,
    etiquetas: labelsFromDb(r.etiquetas),
    id_propiedad: r.id_propiedad,
    codigo: r.codigo ?? null,
    libre: r.modulo === LIBRARY_MODULE,
    id_subido_por: r.subido_por,
    subido_por: [r.subido_nombre, r.subido_apellido].filter(Boolean).join(' '),
  };
}

async function one(db: Db, id: number) {
  const row = await withColumns(listed(db)).where('archivos.id_archivo', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return out(row);
}

async function checkProperty(db: Db, value: unknown): Promise<number | null> {
  if (value === undefined || value === null || value === '') return null;
  const id = parseId(String(value));
  const found = await db.selectFrom('ofertantes').select('id_propiedad').where('id_propiedad', '=', id).executeTakeFirst();
  if (!found) throw new ApiError(400, t('app.publicidad.biblioteca.bad_property'), { id_propiedad: t('app.publicidad.biblioteca.bad_property') });
  return id;
}

/** Reads the fields, then every file; returns what was stored (files already on disk, listed in `written`). */
async function receiveFiles(db: Db, request: FastifyRequest, dataDir: string, written: string[]) {
  if (!request.isMultipart()) throw new ApiError(400, t('app.archivos.errors.not_multipart'));
  const fields: Record<string, string> = {};
  const stored: StoredFile[] = [];
  let ready: { user: SessionUser; etiquetas: number[]; idPropiedad: number | null } | undefined;
  const prepare = async () => {
    const user = await uploadUser(request, fields);
    const unknown = Object.keys(fields).filter((k) => !['authorization', 'etiquetas', 'id_propiedad'].includes(k));
    if (unknown.length) throw unknownFields(unknown);
    return { user, etiquetas: await checkLabels(db, fields.etiquetas), idPropiedad: await checkProperty(db, fields.id_propiedad) };
  };
  try {
    for await (const part of request.parts({
      limits: { files: MAX_FILES, fileSize: DEFAULT_MAX_BYTES + 1, fields: 10, fieldSize: 4096, parts: MAX_FILES + 10 },
    })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      ready ??= await prepare();
      stored.push(await storePart(part, dataDir, DEFAULT_MAX_BYTES, ALL_KINDS, written));
    }
  } catch (e) {
    if (e instanceof ApiError) throw e;
    const code = errorCode(e);
    if (code === 'FST_FILES_LIMIT') throw new ApiError(413, t('app.fotos.errors.too_many_files', { max: MAX_FILES }));
    throw multipartError(e);
  }
  ready ??= await prepare();
  if (!stored.length) throw new ApiError(400, t('app.archivos.errors.no_file'));
  return { ...ready, stored };
}

export function registerLibraryFileRoutes(api: FastifyInstance, db: Db, dataDir: string): void {
  api.get(
    '/biblioteca/files/listado',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Archivos subidos (administradores): por módulo, etiquetas, inmueble y autor',
        querystring: describedQuery({
          modulo: { type: 'string', description: 'El módulo del registro (biblioteca: subidas libres)' },
          q: { type: 'string', description: 'Parte del nombre' },
          etiquetas: { type: 'string', description: 'ids de etiquetas separados por comas: las que tengan todas' },
          id_propiedad: int('El inmueble'),
          subido_por: int('Quién lo subió'),
          page: { type: 'integer', minimum: 1, default: 1, description: 'Página, desde 1' },
          perPage: { type: 'integer', minimum: 1, maximum: 100, default: 25, description: 'Filas por página (hasta 100)' },
        }),
        response: { 200: envelope(arrayOf(FILE), 'Una página, los más recientes primero'), ...errors(400) },
      },
    },
    async (request, reply) => {
      const q = listQuery(request, ['modulo', 'q', 'etiquetas', 'id_propiedad', 'subido_por']);
      const { limit, offset } = paging(q);
      if (q.modulo !== undefined && !MODULO.test(q.modulo)) throw new ApiError(400, t('app.errors.bad_filter_value', { campo: 'modulo' }));
      const [idPropiedad, subidoPor, text] = [idParam(q, 'id_propiedad'), idParam(q, 'subido_por'), textParam(q)];
      let base = whereLabels(listed(db), 'archivos.etiquetas', await checkLabels(db, q.etiquetas));
      if (q.modulo) base = base.where('archivos.modulo', '=', q.modulo);
      if (idPropiedad !== undefined) base = base.where('archivos.id_propiedad', '=', idPropiedad);
      if (subidoPor !== undefined) base = base.where('archivos.subido_por', '=', subidoPor);
      if (text) base = base.where(containsIgnoringCase('archivos.nombre', text));
      const total = await base.select(rowCount.as('n')).executeTakeFirst();
      const rows = await withColumns(base)
        .orderBy('archivos.creado_en', 'desc')
        .orderBy('archivos.id_archivo', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
      return ok(reply, rows.map(out), { total: total?.n ?? 0 });
    },
  );

  void api.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: DEFAULT_MAX_BYTES + 1, files: MAX_FILES, fields: 10, fieldSize: 4096 },
      throwFileSizeLimit: true,
    });
    scope.post(
      '/biblioteca/files/subir',
      {
        config: { ...ADMIN_ONLY, upload: true },
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          summary: `Subir hasta ${MAX_FILES} archivos a la biblioteca (multipart: authorization o Bearer, etiquetas e id_propiedad antes de los archivos; todo o nada)`,
          response: { 201: envelope(arrayOf(FILE), 'Los archivos subidos') },
        },
      },
      async (request, reply) => {
        const written: string[] = [];
        try {
          const { user, etiquetas, idPropiedad, stored } = await receiveFiles(db, request, dataDir, written);
          const ids: number[] = [];
          const now = new Date().toISOString();
          await db.transaction().execute(async (trx) => {
            for (const s of stored) {
              const r = await trx
                .insertInto('archivos')
                .values({
                  modulo: LIBRARY_MODULE,
                  campo: 'archivo',
                  id_registro: null,
                  ...s,
                  etiquetas: labelsToDb(etiquetas),
                  id_propiedad: idPropiedad,
                  subido_por: user.id,
                  creado_en: now,
                })
                .returning('id_archivo')
                .executeTakeFirstOrThrow();
              // A free upload is its own record: bound at once, so the sweep of pending uploads never takes it.
              await trx.updateTable('archivos').set({ id_registro: r.id_archivo }).where('id_archivo', '=', r.id_archivo).execute();
              ids.push(r.id_archivo);
            }
            await logActivity(trx, {
              id_usuario: user.id,
              accion: 'create',
              recurso: 'archivos',
              id_registro: ids[0],
              ip: request.ip,
              detalle: `biblioteca: ${ids.length}`,
            });
          });
          const rows = await withColumns(listed(db)).where('archivos.id_archivo', 'in', ids).orderBy('archivos.id_archivo').execute();
          return ok(reply, rows.map(out), { msg: t('app.publicidad.biblioteca.subidos', { n: rows.length }), code: 201 });
        } catch (e) {
          await discardUpload(request.log, written);
          throw e;
        }
      },
    );
  });

  api.post(
    '/biblioteca/files/actualizar',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Etiquetas (y, en subidas libres, inmueble) de un archivo (json: id_archivo, etiquetas, id_propiedad)',
        response: { 200: envelope(FILE, 'Guardado'), ...errors(404, 409) },
      },
    },
    async (request, reply) => {
      const { user } = request;
      const input = jsonField(request, { ...DEFAULT_CAPS, known: ['id_archivo', 'etiquetas', 'id_propiedad'] });
      if (!isRecord(input)) throw new ApiError(400, t('app.validation.not_object'));
      const body = input;
      const id = parseId(String(body.id_archivo ?? ''));
      const current = await one(db, id);
      const set: RowChanges<'archivos'> = {};
      if ('etiquetas' in body) set.etiquetas = labelsToDb(await checkLabels(db, body.etiquetas));
      if ('id_propiedad' in body) {
        if (!current.libre) throw new ApiError(409, t('app.publicidad.biblioteca.de_registro'));
        set.id_propiedad = await checkProperty(db, body.id_propiedad);
      }
      if (Object.keys(set).length) await db.updateTable('archivos').set(set).where('id_archivo', '=', id).execute();
      await logActivity(db, { id_usuario: user.id, accion: 'update', recurso: 'archivos', id_registro: id, ip: request.ip, detalle: 'etiquetas' });
      return ok(reply, await one(db, id), { msg: t('app.publicidad.biblioteca.guardado') });
    },
  );

  api.post(
    '/biblioteca/files/eliminar',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Eliminar un archivo subido a la biblioteca (id); el de un registro se quita desde su registro',
        response: { 200: envelope(NOTHING, 'Eliminado'), ...errors(404, 409) },
      },
    },
    async (request, reply) => {
      const { user } = request;
      const id = parseId(formBody(request, ['id']).id ?? '');
      const current = await one(db, id);
      if (!current.libre) throw new ApiError(409, t('app.publicidad.biblioteca.de_registro'));
      const row = await db.transaction().execute(async (trx) => {
        const gone = await trx
          .deleteFrom('archivos')
          .where('id_archivo', '=', id)
          .where('modulo', '=', LIBRARY_MODULE)
          .returning('archivo')
          .executeTakeFirstOrThrow();
        await logActivity(trx, {
          id_usuario: user.id,
          accion: 'delete',
          recurso: 'archivos',
          id_registro: id,
          ip: request.ip,
          detalle: current.nombre,
        });
        return gone;
      });
      await purgeFiles(dataDir, [row.archivo], request.log);
      return ok(reply, null, { msg: t('app.publicidad.biblioteca.eliminado') });
    },
  );

  api.get<{ Params: { id: string }; Querystring: { inline?: string } }>(
    '/biblioteca/files/descargar/:id',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Descargar un archivo de la biblioteca (token Bearer; inline=1 muestra PDF e imágenes)',
        querystring: describedQuery({ inline: { type: 'string', enum: ['1'], description: '1: PDF e imágenes se muestran en el navegador' } }),
        response: { 200: fileAnswer('El archivo, con su nombre original y su tipo (PDF, imagen, DOCX, XLSX…)', '*/*'), ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      const id = parseId(request.params.id);
      const row = await db.selectFrom('archivos').selectAll().where('id_archivo', '=', id).where('id_registro', 'is not', null).executeTakeFirst();
      if (!row) throw notFound();
      return sendArchivo(reply, dataDir, row, request.query.inline === '1', request.log);
    },
  );
}
