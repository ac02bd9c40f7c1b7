// Binding uploads to records: what the file type's server side (src/framework/fields/file/server.ts) does for the
// generic CRUD. `campos`: the module's file fields.
//
// A 'file' field stores the generated `archivo` name. A NEW value must be a pending upload (id_registro null) of the
// same user for the same module and field; saving the record binds it. A value that is replaced or cleared, and
// every file of a deleted record, loses its row inside the transaction and its disk file AFTER the commit (the
// functions return the names; pass them to purgeFiles once the transaction has committed). If the transaction
// rolls back, the rows come back and the files were never touched.
import type { Kysely } from 'kysely';
import type { ModuleSchema } from '../../src/framework/schema';
import type { Errors } from '../../src/framework/validate';
import { affected } from '../db/aggregates';
import type { Database, Row } from '../db/types';
import { ApiError, t } from '../http';

type Q = Kysely<Database>;

export const NOT_PENDING = 'app.archivos.errors.not_pending';

/** The property a record belongs to (its id_propiedad), shown and filtered in Imágenes y Files › Files. */
const propertyOf = (r: Readonly<Row>): number | null => (typeof r.id_propiedad === 'number' && r.id_propiedad > 0 ? r.id_propiedad : null);

const nameOf = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

function pendingQuery(q: Q, schema: ModuleSchema, campo: string, archivo: string, userId: number) {
  return q
    .selectFrom('archivos')
    .select('id_archivo')
    .where('archivo', '=', archivo)
    .where('modulo', '=', schema.name)
    .where('campo', '=', campo)
    .where('subido_por', '=', userId)
    .where('id_registro', 'is', null);
}

/**
 * Per-field errors (i18n keys, as validateRecord returns them) for new file values that are not a pending upload
 * of `userId` for this module and field. `data` is the validated payload; `current` the stored row on update
 * (an unchanged value is fine).
 */
export async function checkFileFields(
  q: Q,
  schema: ModuleSchema,
  campos: readonly string[],
  data: Readonly<Record<string, unknown>>,
  userId: number,
  current?: Readonly<Record<string, unknown>>,
): Promise<Errors> {
  const errors: Errors = {};
  for (const campo of campos) {
    const value = nameOf(data[campo]);
    if (!value || value === nameOf(current?.[campo])) continue;
    if (!(await pendingQuery(q, schema, campo, value, userId).executeTakeFirst())) errors[campo] = { message: NOT_PENDING };
  }
  return errors;
}

/**
 * Inside the write's transaction, after the row is stored: binds new files to `recordId` and drops the rows of
 * replaced or cleared ones. Returns the names whose disk files must be removed after the commit. Throws a 400 with
 * a per-field Spanish error when a new value is not a pending upload of `userId` (checkFileFields avoids that).
 */
export async function attachFiles(
  trx: Q,
  schema: ModuleSchema,
  campos: readonly string[],
  recordId: number,
  before: Readonly<Row> | undefined,
  after: Readonly<Row>,
  userId: number,
): Promise<string[]> {
  const removed: string[] = [];
  for (const campo of campos) {
    const old = nameOf(before?.[campo]);
    const next = nameOf(after[campo]);
    if (old === next) continue;
    if (next) {
      const r = await trx
        .updateTable('archivos')
        .set({ id_registro: recordId, id_propiedad: propertyOf(after) })
        .where('archivo', '=', next)
        .where('modulo', '=', schema.name)
        .where('campo', '=', campo)
        .where('subido_por', '=', userId)
        .where('id_registro', 'is', null)
        .executeTakeFirst();
      if (affected(r) !== 1) {
        throw new ApiError(400, t('app.errors.invalid_input'), { [campo]: t(NOT_PENDING) });
      }
    }
    if (old) removed.push(...(await dropRows(trx, schema, recordId, old)));
  }
  return removed;
}

/** Inside the delete's transaction: drops the rows of every file of `record`; returns the names to purge after the commit. */
export async function detachAll(trx: Q, schema: ModuleSchema, record: Readonly<Row>): Promise<string[]> {
  const id = Number(record[schema.key]);
  const rows = await trx.deleteFrom('archivos').where('modulo', '=', schema.name).where('id_registro', '=', id).returning('archivo').execute();
  return rows.map((r) => r.archivo);
}

async function dropRows(trx: Q, schema: ModuleSchema, recordId: number, archivo: string): Promise<string[]> {
  const rows = await trx
    .deleteFrom('archivos')
    .where('archivo', '=', archivo)
    .where('modulo', '=', schema.name)
    .where('id_registro', '=', recordId)
    .returning('archivo')
    .execute();
  return rows.map((r) => r.archivo);
}

export interface FileInfo {
  readonly archivo: string;
  readonly nombre: string;
  readonly mime: string;
  readonly bytes: number;
}

/**
 * Adds `<campo>_nombre` (the original file name, or null) to each row for every file field, with one query for the
 * whole page: what listado/detalle call after fromDb so the browser shows names without extra requests.
 */
export async function withFileNames(q: Q, schema: ModuleSchema, campos: readonly string[], rows: readonly Row[]): Promise<Row[]> {
  if (!campos.length || !rows.length) return [...rows];
  const names = [...new Set(rows.flatMap((r) => campos.map((c) => nameOf(r[c]))).filter((n): n is string => n !== null))];
  const found = new Map<string, string>();
  for (let i = 0; i < names.length; i += 500) {
    const chunk = names.slice(i, i + 500);
    const got = await q
      .selectFrom('archivos')
      .select(['archivo', 'nombre'])
      .where('modulo', '=', schema.name)
      .where('archivo', 'in', chunk)
      .execute();
    for (const g of got) found.set(g.archivo, g.nombre);
  }
  return rows.map((r) => {
    const out: Row = { ...r };
    for (const c of campos) {
      const n = nameOf(r[c]);
      out[`${c}_nombre`] = n ? (found.get(n) ?? null) : null;
    }
    return out;
  });
}
