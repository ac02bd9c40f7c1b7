// The import's multipart body: the fields `modulo`, `hoja`, `mapeo` and one file, `archivo`, streamed to a temporary
// file (an .xlsx is read from disk, never held whole), at most IMPORT_LIMITS.maxBytes. The caller is resolved before
// the file is read (uploadUser: Bearer header or an `authorization` field sent first).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '#server/auth/sessions';
import { ApiError, t, unknownFields } from '#server/http';
import { uploadUser } from '#server/uploads/multipart';
import { displayName } from '#server/uploads/images';
import { errorCode } from '../../../lib/guards';
import { IMPORT_LIMITS, MAX_MB } from './limits';

const FIELDS = ['modulo', 'hoja', 'mapeo', 'authorization'];

export interface ImportUpload {
  readonly user: SessionUser;
  readonly fields: Readonly<Record<string, string>>;
  /** The temporary copy (removed by `dispose`) and the client's name of the file. */
  readonly file: string;
  readonly nombre: string;
  dispose(): void;
}

export async function receiveImport(request: FastifyRequest): Promise<ImportUpload> {
  if (!request.isMultipart()) throw new ApiError(400, t('app.importar.errors.not_multipart'));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inmo-importar-'));
  const dispose = () => fs.rmSync(dir, { recursive: true, force: true });
  const fields: Record<string, string> = {};
  let user: SessionUser | undefined;
  let file: string | undefined;
  let nombre = '';
  try {
    const parts = request.parts({ limits: { files: 1, fileSize: IMPORT_LIMITS.maxBytes, fields: 10, fieldSize: 256 * 1024, parts: 12 } });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      user ??= await uploadUser(request, fields);
      nombre = displayName(part.filename);
      if (part.fieldname !== 'archivo') throw unknownFields([part.fieldname]);
      file = path.join(dir, 'archivo');
      await pipeline(part.file, fs.createWriteStream(file));
      if (part.file.truncated) throw new ApiError(413, t('app.importar.errors.too_large', { archivo: nombre, mb: MAX_MB }));
    }
    user ??= await uploadUser(request, fields);
    const unknown = Object.keys(fields).filter((k) => !FIELDS.includes(k));
    if (unknown.length) throw unknownFields(unknown);
    if (!file) throw new ApiError(400, t('app.importar.errors.no_file'), { archivo: t('app.importar.errors.no_file') });
    return { user, fields, file, nombre, dispose };
  } catch (e) {
    dispose();
    if (e instanceof ApiError) throw e;
    switch (errorCode(e)) {
      case 'FST_REQ_FILE_TOO_LARGE':
        throw new ApiError(413, t('app.importar.errors.too_large', { archivo: nombre, mb: MAX_MB }));
      case 'FST_FILES_LIMIT':
        throw new ApiError(413, t('app.importar.errors.too_many_files'));
      case 'FST_FIELDS_LIMIT':
      case 'FST_PARTS_LIMIT':
        throw new ApiError(413, t('app.fotos.errors.too_many_fields'));
      default:
        throw new ApiError(400, t('app.importar.errors.bad_request'));
    }
  }
}
