// Reads a multipart/form-data upload part by part, so each file is checked and processed as it arrives (at most
// one file in memory at a time). Limit and parse errors of @fastify/multipart become Spanish 400/413 answers.
import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../auth/sessions';
import { ApiError, t, unknownFields } from '../http';
import { displayName, refusedTooLarge, UPLOAD_LIMITS } from './images';
import { errorCode } from '../../src/lib/guards';

export interface FilePart {
  /** The client's file name: only ever used in messages. */
  readonly name: string;
  readonly data: Buffer;
}

export interface MultipartHandlers {
  /** The text fields the call takes (besides `authorization`); any other is a 400, like an unknown JSON field. */
  readonly fields: readonly string[];
  /**
   * Called once with the fields sent before the first file (or with all fields when there is no file): the place
   * to resolve the caller and check permissions, so no file is read for a caller who may not upload.
   */
  readonly beforeFiles: (fields: Readonly<Record<string, string>>) => Promise<void>;
  readonly onFile: (file: FilePart, index: number) => Promise<void>;
}

function limitError(e: unknown, maxFiles: number, current: string | undefined): ApiError | null {
  const code = errorCode(e);
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return refusedTooLarge(displayName(current));
    case 'FST_FILES_LIMIT':
      return new ApiError(413, t('app.fotos.errors.too_many_files', { max: maxFiles }));
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new ApiError(413, t('app.fotos.errors.too_many_fields'));
    default:
      return null;
  }
}

/** Reads the request; returns its text fields and how many files were handed to `onFile`. */
export async function readMultipart(
  request: FastifyRequest,
  handlers: MultipartHandlers,
  maxFiles: number = UPLOAD_LIMITS.maxFiles,
): Promise<{ fields: Record<string, string>; files: number }> {
  if (!request.isMultipart()) throw new ApiError(400, t('app.fotos.errors.not_multipart'));
  const fields: Record<string, string> = {};
  let ready = false;
  let files = 0;
  let current: string | undefined;
  try {
    const parts = request.parts({
      limits: { files: maxFiles, fileSize: UPLOAD_LIMITS.maxBytes, fields: 20, fieldSize: 4096, parts: maxFiles + 20 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (!ready) {
        await uploadUser(request, fields);
        checkFields(fields, handlers.fields);
        await handlers.beforeFiles(fields);
        ready = true;
      }
      current = part.filename;
      const data = await part.toBuffer();
      await handlers.onFile({ name: part.filename, data }, files);
      files += 1;
    }
  } catch (e) {
    if (e instanceof ApiError) throw e;
    throw limitError(e, maxFiles, current) ?? new ApiError(400, t('app.fotos.errors.bad_request'));
  }
  if (!ready) {
    await uploadUser(request, fields);
    checkFields(fields, handlers.fields);
    await handlers.beforeFiles(fields);
  }
  return { fields, files };
}

function checkFields(fields: Readonly<Record<string, string>>, known: readonly string[]): void {
  const unknown = Object.keys(fields).filter((k) => k !== 'authorization' && !known.includes(k));
  if (unknown.length) throw unknownFields(unknown);
}

/**
 * The caller of an upload (a route with `config.upload`): the one the authenticated scope resolved from the Bearer
 * header, or else the one of the `authorization` field sent before the files (a multipart body is not parsed into
 * request.body, so the scope's hook leaves it to the upload), with the same checks (401, 423, the route's roles).
 */
export async function uploadUser(request: FastifyRequest, fields: Readonly<Record<string, string>>): Promise<SessionUser> {
  if (request.user) return request.user;
  const field = (fields.authorization ?? '').trim();
  const token = field.startsWith('Bearer ') ? field.slice(7).trim() : field;
  return request.authorizeToken(token || undefined);
}
