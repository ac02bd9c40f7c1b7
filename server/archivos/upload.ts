// POST /archivos/subir — multipart: `authorization` (or the Bearer header), `modulo`, `campo`, then ONE file.
//
// The caller must be allowed to create or edit the module, and the field must be one of its file fields. The file
// is streamed to DATA_DIR/archivos/.<random>.part while its bytes are counted (over the field's maxBytes: 413, the
// part is removed), then its CONTENT decides its kind (content.ts), which must be one the field accepts; it is then
// renamed to <random>.<ext> and a pending row is inserted. Whatever is refused leaves no file and no row.
import type { MessageKey } from '../../src/i18n/keys';
import fs from 'node:fs';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { canAccess } from '../../src/framework/access';
import type { FieldDefOf, FileKind, ModuleSchema } from '../../src/framework/schema';
import type { FieldsOf } from '../../src/framework/fields/serverTypes';
import { acceptedKinds, FILE_KINDS, kindsText, maxBytesOf, sizeText } from '../../src/framework/fields/file/kinds';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/types';
import { must } from '../../src/lib/must';
import { ApiError, forbidden, ok, t } from '../http';
import { envelope, errors, int, object, str } from '../openapi';
import { displayName } from '../uploads/images';
import { uploadUser } from '../uploads/multipart';
import { discardUpload } from '../uploads/storage';
import { detectKind, MAX_EXPANDED, MAX_RATIO, ZipTooLarge } from './content';
import { archivoPath, archivosRoot, newArchivoName, newPartName } from './storage';
import { errorCode } from '../../src/lib/guards';

/** A module with file fields, and those fields by name (fields/file/server.ts gives them). */
export interface FileModule {
  readonly schema: ModuleSchema;
  readonly fields: FieldsOf<FieldDefOf<'file'>>;
}

export interface ArchivosDeps {
  readonly db: Db;
  /** The modules that declare file fields. */
  readonly modules: readonly FileModule[];
  readonly dataDir: string;
}

/** The file field `campo` of the module `modulo`, or undefined when there is none. */
export function fileFieldOf(
  modules: readonly FileModule[],
  modulo: string,
  campo: string,
): { schema: ModuleSchema; field: FieldDefOf<'file'> } | undefined {
  const found = modules.find((m) => m.schema.name === modulo);
  const field = found?.fields.find(([name]) => name === campo)?.[1];
  return found && field ? { schema: found.schema, field } : undefined;
}

class TooLarge extends Error {}

const bad = (key: MessageKey, args?: Record<string, string | number>) => new ApiError(400, t(key, args));

/** The original name as stored and offered on download: last path segment, printable, ≤ 150 chars, right extension. */
export function cleanName(name: string | undefined, kind: FileKind): string {
  const last = (name ?? '').split(/[/\\]/).pop() ?? '';
  let clean = last
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"*:<>?|]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  const exts = FILE_KINDS[kind].extensions;
  const dot = clean.lastIndexOf('.');
  let base = dot > 0 ? clean.slice(0, dot) : clean;
  const ext = dot > 0 ? clean.slice(dot + 1).toLowerCase() : '';
  if (!exts.includes(ext)) base = clean;
  base = (base || 'archivo').slice(0, 140).trim();
  clean = `${base}.${exts.includes(ext) ? ext : exts[0]}`;
  return clean;
}

/** The module and file field an upload is for, checked against the caller's rights. */
export function uploadTarget(
  modules: readonly FileModule[],
  user: SessionUser,
  fields: Readonly<Record<string, string>>,
): { schema: ModuleSchema; campo: string; field: FieldDefOf<'file'> } {
  const modulo = fields.modulo ?? '';
  const campo = fields.campo ?? '';
  if (!modulo || !campo) throw bad('app.archivos.errors.no_target');
  const schema = modules.find((m) => m.schema.name === modulo)?.schema;
  if (!schema) throw bad('app.archivos.errors.no_field', { campo });
  if (!canAccess(user.tipo, schema, 'create') && !canAccess(user.tipo, schema, 'edit')) throw forbidden();
  const field = fileFieldOf(modules, modulo, campo)?.field;
  if (!field || field.readOnly) throw bad('app.archivos.errors.no_field', { campo });
  return { schema, campo, field };
}

/** Copies `source` to `file` (created new), failing with TooLarge as soon as more than `max` bytes arrive. */
async function writeLimited(source: Readable, file: string, max: number): Promise<number> {
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      bytes += chunk.length;
      if (bytes > max) done(new TooLarge());
      else done(null, chunk);
    },
  });
  await pipeline(source, counter, fs.createWriteStream(file, { flags: 'wx' }));
  return bytes;
}

export interface StoredFile {
  readonly archivo: string;
  readonly nombre: string;
  readonly mime: string;
  readonly bytes: number;
}

/**
 * Streams one multipart file to DATA_DIR/archivos (at most `max` bytes: 413), checks its CONTENT is one of
 * `accepted` and gives it its final generated name. Every file written is recorded in `written`, so the caller can
 * remove them when the request is refused later.
 */
export async function storePart(
  part: MultipartFile,
  dataDir: string,
  max: number,
  accepted: readonly FileKind[],
  written: string[],
): Promise<StoredFile> {
  const archivo = displayName(part.filename);
  await fs.promises.mkdir(archivosRoot(dataDir), { recursive: true });
  const partFile = archivoPath(dataDir, newPartName());
  if (!partFile) throw bad('app.archivos.errors.bad_request');
  written.push(partFile);
  let bytes: number;
  try {
    bytes = await writeLimited(part.file, partFile, max);
  } catch (e) {
    if (e instanceof TooLarge || errorCode(e) === 'FST_REQ_FILE_TOO_LARGE') {
      throw new ApiError(413, t('app.archivos.errors.too_large', { archivo, tamano: sizeText(max) }));
    }
    throw e;
  }
  if (bytes === 0) throw bad('app.archivos.errors.empty', { archivo });
  const kind = await detectKind(partFile).catch((e: unknown) => {
    if (e instanceof ZipTooLarge)
      throw new ApiError(413, t('app.archivos.errors.expands', { archivo, tamano: sizeText(MAX_EXPANDED), veces: MAX_RATIO }));
    throw e;
  });
  if (!kind || !accepted.includes(kind)) throw bad('app.archivos.errors.type', { archivo, tipos: kindsText(accepted) });
  const name = newArchivoName(FILE_KINDS[kind].extensions[0]);
  const final = archivoPath(dataDir, name);
  if (!final) throw bad('app.archivos.errors.bad_request');
  await fs.promises.rename(partFile, final);
  written[written.indexOf(partFile)] = final;
  return { archivo: name, nombre: cleanName(part.filename, kind), mime: FILE_KINDS[kind].mime, bytes };
}

export function multipartError(e: unknown): ApiError {
  const code = errorCode(e);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return bad('app.archivos.errors.one_file');
  return bad('app.archivos.errors.bad_request');
}

export function registerUpload(app: FastifyInstance, deps: ArchivosDeps, hardLimit: number): void {
  const { db, dataDir } = deps;

  app.post(
    '/archivos/subir',
    {
      config: { upload: true },
      schema: {
        tags: ['Archivos'],
        consumes: ['multipart/form-data'],
        summary:
          'Subir un archivo para un campo de tipo archivo (multipart: authorization o Bearer, modulo y campo antes del archivo; un archivo). Queda pendiente hasta que se guarde el registro',
        response: {
          201: envelope(
            object({ archivo: str('El nombre guardado'), nombre: str('El nombre original'), mime: str(), bytes: int() }),
            'Subido: pendiente hasta que se guarde el registro',
          ),
          ...errors(403, 413),
        },
      },
    },
    async (request: FastifyRequest, reply) => {
      if (!request.isMultipart()) throw bad('app.archivos.errors.not_multipart');
      const fields: Record<string, string> = {};
      const written: string[] = [];
      let result: StoredFile | undefined;
      let target: { modulo: string; campo: string; userId: number } | undefined;
      try {
        try {
          const parts = request.parts({ limits: { files: 1, fileSize: hardLimit, fields: 10, fieldSize: 4096, parts: 11 } });
          for await (const part of parts) {
            if (part.type === 'field') {
              if (typeof part.value === 'string') fields[part.fieldname] = part.value;
              continue;
            }
            const user = await uploadUser(request, fields);
            const { schema, campo, field } = uploadTarget(deps.modules, user, fields);
            result = await storePart(part, dataDir, maxBytesOf(field), acceptedKinds(field), written);
            target = { modulo: schema.name, campo, userId: user.id };
          }
        } catch (e) {
          if (e instanceof ApiError) throw e;
          throw multipartError(e);
        }
        if (!result) {
          // No file: still tell a caller without a valid token or the right to upload so, before 'no file'.
          const user = await uploadUser(request, fields);
          uploadTarget(deps.modules, user, fields);
          throw bad('app.archivos.errors.no_file');
        }
        // Only once the whole request is read: a refused extra part must not leave a row behind.
        await db
          .insertInto('archivos')
          .values({
            modulo: must(target, 'el destino de la subida').modulo,
            campo: must(target, 'el destino de la subida').campo,
            id_registro: null,
            ...result,
            subido_por: target?.userId,
            creado_en: new Date().toISOString(),
          })
          .execute();
        return ok(reply, result, { msg: t('app.archivos.uploaded'), code: 201 });
      } catch (e) {
        await discardUpload(request.log, written);
        throw e;
      }
    },
  );
}
