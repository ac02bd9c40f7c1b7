// The file attachments of the 'file' field type: upload, download, info, in one scope (multipart parsed only here).
// The type's server side (src/framework/fields/file/server.ts) registers them for the modules with file fields.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { maxBytesOf } from '../../src/framework/fields/file/kinds';
import { registerDownload } from './download';
import { registerUpload, type ArchivosDeps } from './upload';

export type { ArchivosDeps, FileModule } from './upload';

export { attachFiles, checkFileFields, detachAll, withFileNames } from './attach';
export { purgeFiles } from './storage';
export { sweepPendingUploads } from './sweep';

export function registerArchivosRoutes(api: FastifyInstance, deps: ArchivosDeps): void {
  // The parser's own limit is the largest any field allows; each field's own limit is enforced while streaming.
  const largest = Math.max(0, ...deps.modules.flatMap((m) => m.fields.map(([, field]) => maxBytesOf(field))));
  const hardLimit = Math.max(largest, 1) + 1;
  void api.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: hardLimit, files: 1, fields: 10, fieldSize: 4096 }, throwFileSizeLimit: true });
    registerUpload(scope, deps, hardLimit);
    registerDownload(scope, deps);
  });
}
