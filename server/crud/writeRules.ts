// The rules every generic write obeys, whatever the dialect: the owner field, declared unique fields, references
// to existing records, and database constraint violations as Spanish 409s.
import { sql, type Transaction } from 'kysely';
import { isRole } from '../../src/framework/access';
import { fieldType } from '../../src/framework/fields';
import type { ModuleSchema } from '../../src/framework/schema';
import type { DbValue, Errors } from '../../src/framework/validate';
import type { SessionUser } from '../auth/sessions';
import { isForeignKeyViolation, isUniqueViolation } from '../db/connect';
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
  for (const [name, f] of Object.entries(schema.fields)) {
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

/** Fields that refer to a record of another module (references: fields/<type>/index.ts `refersTo`) must name an existing one. */
export async function checkReferences(db: Db, modules: readonly ModuleSchema[], schema: ModuleSchema, data: Record<string, DbValue>, errors: Errors) {
  for (const [name, f] of Object.entries(schema.fields)) {
    const value = data[name];
    const module = fieldType(f).refersTo(f);
    if (module === undefined || typeof value !== 'number' || errors[name]) continue;
    const target = modules.find((m) => m.name === module);
    if (!target) continue;
    const found = await anyTable(db).selectFrom(target.name).select(target.key).where(target.key, '=', value).executeTakeFirst();
    if (!found) errors[name] = { message: 'app.errors.not_found' };
  }
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
