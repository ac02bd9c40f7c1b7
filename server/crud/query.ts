import { sql, type SelectQueryBuilder } from 'kysely';
import type { ModuleSchema } from '../../src/framework/schema';
import { containsIgnoringCase, jsonListHas } from '../db/textMatch';
import type { Database, Db, Row } from '../db/types';
import type { Condition, ListParams } from './listParams';

type Select<O> = SelectQueryBuilder<Database, string, O>;

export function applyConditions<O>(qb: Select<O>, conditions: readonly Condition[]): Select<O> {
  let q = qb;
  for (const c of conditions) {
    const col = sql.ref(c.field);
    if (c.kind === 'eq') q = c.value === null ? q.where(col, 'is', null) : q.where(col, '=', c.value);
    else if (c.kind === 'in') q = c.values.length ? q.where(col, 'in', c.values) : q.where(sql<boolean>`1 = 0`);
    else if (c.kind === 'contains') q = q.where(jsonListHas(c.field, c.value));
    else q = q.where(col, c.kind === 'gte' ? '>=' : '<=', c.value);
  }
  return q;
}

/** Case-insensitive substring search over the module's declared search fields. */
export function applySearch<O>(qb: Select<O>, schema: ModuleSchema, q: string | undefined): Select<O> {
  const fields = schema.list.search ?? [];
  if (!q || fields.length === 0) return qb;
  return qb.where((eb) => eb.or(fields.map((f) => containsIgnoringCase(f, q))));
}

/** One page of a module's rows and the total matching `params` (stable order: the sort, then the key). */
export async function listRows(db: Db, schema: ModuleSchema, params: ListParams): Promise<{ rows: Row[]; total: number }> {
  const filtered = applySearch(applyConditions(db.selectFrom(schema.name), params.conditions), schema, params.q);
  const count = await filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const direction = params.order === 'ASC' ? 'asc' : 'desc';
  const rows = await filtered
    .selectAll()
    .orderBy(sql.ref(params.sort), direction)
    .orderBy(sql.ref(schema.key), direction)
    .limit(params.perPage)
    .offset((params.page - 1) * params.perPage)
    .execute();
  return { rows, total: Number(count.total) };
}
