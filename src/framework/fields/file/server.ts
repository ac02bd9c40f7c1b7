// The file type's server side (server only): a file field's value is the generated name of an upload. A write may
// only name the caller's pending upload for that module and field; saving binds it to the record, replacing or
// clearing it (or deleting the record) drops its row in the transaction and its disk file after the commit; answers
// carry each file's original name beside it (`<campo>_nombre`); and the type serves the uploads and downloads
// (server/archivos).
import type { FieldDefOf } from '../../schema';
import type { AfterCommit, FieldServer, FieldsOf } from '../serverTypes';
import { attachFiles, checkFileFields, detachAll, purgeFiles, registerArchivosRoutes, withFileNames } from '#server/archivos';

type Fields = FieldsOf<FieldDefOf<'file'>>;

const names = (fields: Fields) => fields.map(([name]) => name);

/** Removes the files of `archivos` from DATA_DIR once the transaction has committed. */
const purgeAfter = (dataDir: string, archivos: readonly string[]): AfterCommit | undefined =>
  archivos.length ? (log) => purgeFiles(dataDir, archivos, log) : undefined;

export const fileFieldServer: FieldServer<FieldDefOf<'file'>> = {
  check: ({ q, schema, fields, data, userId, current }) => checkFileFields(q, schema, names(fields), data, userId, current),
  afterWrite: async ({ trx, schema, fields, dataDir, recordId, before, after, userId }) =>
    purgeAfter(dataDir, await attachFiles(trx, schema, names(fields), recordId, before, after, userId)),
  beforeDelete: async ({ trx, schema, dataDir, record }) => purgeAfter(dataDir, await detachAll(trx, schema, record)),
  decorate: ({ q, schema, fields, rows }) => withFileNames(q, schema, names(fields), rows),
  reads: ['archivos'],
  properties: (fields) => Object.fromEntries(fields.map(([name]) => [`${name}_nombre`, { type: ['string', 'null'] }])),
  routes: (api, { db, dataDir }, modules) => registerArchivosRoutes(api, { db, dataDir, modules }),
};
