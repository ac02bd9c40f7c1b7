// The rules every generic write obeys, whatever the dialect: the owner field, declared unique fields, references
// to existing records, and database constraint violations as Spanish 409s.
import { sql, type Transaction } from 'kysely';
import { isRole } from '../../src/framework/access';
import { fieldType } from '../../src/framework/fields';
import { fieldEntries, labelInSentence, type ModuleSchema } from '../../src/framework/schema';
import type { DbValue, Errors } from '../../src/framework/validate';
import type { SessionUser } from '../auth/sessions';
import { rowCount } from '../db/aggregates';
import { isForeignKeyViolation, isUniqueViolation } from '../db/connect';
import { referenceTarget } from '../db/schemaTable';
import { anyTable, type Database, type Db } from '../db/types';
import { ApiError, t } from '../http';

/**
 * The owner field: filled with the caller when a record is created without one; a role that may only edit its
 * own records cannot hand a record to someone else.
 */
export function enforceOwner(schema: ModuleSchema, user: SessionUser, data: Record<string, DbValue>, mode: 'create' | 'update') {
  const field = schema.ownerField;
  if (!field) return;
  if (mode === 'create' && (data[field] === null || data[field] === undefined)) data[field] = user.id;
  const rule = isRole(user.tipo) ? schema.access[user.tipo].update : undefined;
  if (rule === 'own' && data[field] !== undefined && data[field] !== user.id) throw new ApiError(403, t('app.errors.owner_only'));
}

/** Declared unique fields: a clear 409 naming the field, before the database constraint would fire. */
export async function checkUnique(trx: Transaction<Database>, schema: ModuleSchema, data: Record<string, DbValue>, id?: number) {
  for (const [name, f] of fieldEntries(schema)) {
    if (!f.unique || data[name] === undefined || data[name] === null) continue;
    let q = anyTable(trx)
      .selectFrom(schema.name)
      .select(schema.key)
      .where(sql<string>`lower(${sql.ref(name)})`, '=', String(data[name]).toLowerCase());
    if (id !== undefined) q = q.where(schema.key, '!=', id);
    if (await q.executeTakeFirst()) {
      const msg = t('app.errors.duplicate', { campo: f.label.toLowerCase() });
      throw new ApiError(409, msg, { [name]: msg });
    }
  }
}

/**
 * The records a transaction has already found, by module and id: an import's batch writes hundreds of records that
 * name the same agent, found once. Only within one transaction (a record found there stays until it ends: a delete
 * by another one would still be refused by the foreign key).
 */
const foundIn = new WeakMap<Db, Set<string>>();

/** Fields that refer to a record of another module (references: fields/<type>/index.ts `refersTo`) must name an existing one. */
export async function checkReferences(db: Db, modules: readonly ModuleSchema[], schema: ModuleSchema, data: Record<string, DbValue>, errors: Errors) {
  let found = foundIn.get(db);
  for (const [name, f] of fieldEntries(schema)) {
    const value = data[name];
    const module = fieldType(f).refersTo(f);
    if (module === undefined || typeof value !== 'number' || errors[name]) continue;
    const target = modules.find((m) => m.name === module);
    if (!target) continue;
    const key = `${target.name} ${value}`;
    if (db.isTransaction && found?.has(key)) continue;
    const row = await anyTable(db).selectFrom(target.name).select(target.key).where(target.key, '=', value).executeTakeFirst();
    if (!row) errors[name] = { message: 'app.errors.not_found' };
    else if (db.isTransaction) {
      found ??= new Set();
      foundIn.set(db, found);
      found.add(key);
    }
  }
}

/** '12 ofertantes', '1 cita'. */
const counted = (n: number, m: ModuleSchema) => `${n} ${labelInSentence(n === 1 ? m.label.one : m.label.many)}`;

/**
 * A delete the database refused for a foreign key: the 409 names the records that still point at this one, counted
 * by the modules' reference fields (after the rollback: a failed statement ends a PostgreSQL transaction). A
 * reference from a table no module declares still gets the general message.
 */
export async function inUseError(db: Db, modules: readonly ModuleSchema[], schema: ModuleSchema, id: number): Promise<ApiError> {
  const table = schema.viewOf ?? schema.name;
  const uses: string[] = [];
  for (const m of modules) {
    if (m.viewOf) continue; // its rows are another module's
    for (const [name, f] of Object.entries(m.fields)) {
      if (f.foreignKey === false || referenceTarget(f, modules)?.table !== table) continue;
      const row = await anyTable(db).selectFrom(m.name).select(rowCount.as('n')).where(name, '=', id).executeTakeFirst();
      if (row && row.n > 0) uses.push(counted(row.n, m));
    }
  }
  if (uses.length === 0) return new ApiError(409, t('app.errors.in_use'));
  return new ApiError(409, t('app.errors.in_use_by', { registros: new Intl.ListFormat('es', { type: 'conjunction' }).format(uses) }));
}

export async function guardWrite<T>(write: () => Promise<T>, schema: ModuleSchema): Promise<T> {
  try {
    return await write();
  } catch (e) {
    if (isUniqueViolation(e)) throw new ApiError(409, t('app.errors.duplicate', { campo: schema.label.one.toLowerCase() }));
    if (isForeignKeyViolation(e)) throw new ApiError(409, t('app.errors.in_use'));
    throw e;
  }
}
