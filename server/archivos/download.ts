// GET /archivos/descargar/:modulo/:id/:campo[?inline=1]  the file of a record's field, with the token
// GET /archivos/info/:modulo/:id/:campo                   {archivo, nombre, mime, bytes} of that file
//
// Only for a caller who may read the module (403 otherwise, before anything is looked up) and only when the record
// exists and its field names a file bound to it (404 otherwise). Served as an attachment with the original name;
// `inline=1` shows PDFs and pictures in the browser instead. Never cached by shared caches.
import fs from 'node:fs';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { canAccess } from '../../src/framework/access';
import { FILE_KINDS, kindOfMime } from '../../src/framework/fields/file/kinds';
import { anyTable, type Db, type TableRowOf } from '../db/types';

/** A stored file's row, as much of it as a download needs. */
type Stored = Pick<TableRowOf<'archivos'>, 'archivo' | 'mime' | 'nombre' | 'bytes'>;
import { ApiError, forbidden, notFound, ok, parseId, t } from '../http';
import { describedQuery, envelope, errors, fileAnswer, int, object, str } from '../openapi';
import { archivoPath } from './storage';
import { fileFieldOf, type ArchivosDeps, type FileModule } from './upload';

type Params = { modulo: string; id: string; campo: string };

/** RFC 6266 / 5987: an ASCII fallback and the exact UTF-8 name. */
export function contentDisposition(type: 'attachment' | 'inline', nombre: string): string {
  const ascii = nombre
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(nombre).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

async function boundFile(db: Db, modules: readonly FileModule[], request: FastifyRequest<{ Params: Params }>): Promise<Stored> {
  const { user } = request;
  const { modulo, campo } = request.params;
  const schema = fileFieldOf(modules, modulo, campo)?.schema;
  if (!schema) throw notFound();
  if (!canAccess(user.tipo, schema, 'show')) throw forbidden();
  const id = parseId(request.params.id);
  const record = await anyTable(db).selectFrom(schema.name).selectAll().where(schema.key, '=', id).executeTakeFirst();
  const archivo = record?.[campo];
  if (!record || typeof archivo !== 'string' || !archivo) throw notFound();
  const row = await db
    .selectFrom('archivos')
    .selectAll()
    .where('archivo', '=', archivo)
    .where('modulo', '=', schema.name)
    .where('campo', '=', campo)
    .where('id_registro', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** Sends a stored file as an attachment with its original name (`inline`: PDFs and pictures shown by the browser). */
export async function sendArchivo(reply: FastifyReply, dataDir: string, row: Stored, inline: boolean, log: FastifyBaseLogger): Promise<FastifyReply> {
  const file = archivoPath(dataDir, row.archivo);
  let stat: fs.Stats | undefined;
  try {
    stat = file ? await fs.promises.stat(file) : undefined;
  } catch {
    stat = undefined;
  }
  if (!file || !stat?.isFile()) {
    log.error({ archivo: row.archivo }, 'falta en disco un archivo adjunto');
    throw new ApiError(404, t('app.archivos.errors.missing'));
  }
  const mime = row.mime;
  const kind = kindOfMime(mime);
  const asInline = inline && kind !== undefined && FILE_KINDS[kind].viewable;
  return reply
    .type(mime)
    .header('content-length', stat.size)
    .header('content-disposition', contentDisposition(asInline ? 'inline' : 'attachment', row.nombre))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(fs.createReadStream(file));
}

export function registerDownload(app: FastifyInstance, deps: ArchivosDeps): void {
  const { db, modules, dataDir } = deps;
  const tags = ['Archivos'];

  app.get<{ Params: Params; Querystring: { inline?: string } }>(
    '/archivos/descargar/:modulo/:id/:campo',
    {
      schema: {
        tags,
        summary: 'Descargar el archivo de un campo de un registro (token Bearer; inline=1 muestra PDF e imágenes en el navegador)',
        querystring: describedQuery({ inline: { type: 'string', enum: ['1'], description: '1: PDF e imágenes se muestran en el navegador' } }),
        response: { 200: fileAnswer('El archivo, con su nombre original y su tipo (PDF, imagen, DOCX, XLSX…)', '*/*'), ...errors(400, 403, 404) },
      },
    },
    async (request, reply) => {
      return sendArchivo(reply, dataDir, await boundFile(db, modules, request), request.query.inline === '1', request.log);
    },
  );

  app.get<{ Params: Params }>(
    '/archivos/info/:modulo/:id/:campo',
    {
      schema: {
        tags,
        summary: 'Nombre original, tipo y tamaño del archivo de un campo de un registro',
        response: {
          200: envelope(object({ archivo: str('El nombre guardado'), nombre: str('El nombre original'), mime: str(), bytes: int() }), 'El archivo'),
          ...errors(400, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const row = await boundFile(db, modules, request);
      return ok(reply, { archivo: row.archivo, nombre: row.nombre, mime: row.mime, bytes: row.bytes });
    },
  );
}
