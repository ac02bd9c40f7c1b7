// Reads a SQLite table's shape (columns, indexes) and compares it with a module schema: shared by the drift
// test and the per-field-type test.
import { sql } from 'kysely';
import { fieldType } from '../../src/framework/fields';
import type { ModuleSchema } from '../../src/framework/schema';
import { listIndexes } from '../../server/db/schemaTable';
import type { Db } from '../../server/db/types';

export interface Column {
  readonly name: string;
  readonly type: string;
  readonly notnull: number;
  readonly pk: number;
}
export interface Index {
  readonly name: string;
  readonly unique: boolean;
  readonly columns: readonly string[];
}

export async function columnsOf(db: Db, table: string): Promise<Column[]> {
  const r = await sql<Column>`select name, type, "notnull", pk from pragma_table_info(${table})`.execute(db);
  return r.rows;
}

export async function indexesOf(db: Db, table: string): Promise<Index[]> {
  const list = await sql<{ name: string; unique: number }>`select name, "unique" from pragma_index_list(${table})`.execute(db);
  const out: Index[] = [];
  for (const ix of list.rows) {
    const cols = await sql<{ name: string }>`select name from pragma_index_info(${ix.name}) order by seqno`.execute(db);
    out.push({ name: ix.name, unique: ix.unique === 1, columns: cols.rows.map((c) => c.name) });
  }
  return out;
}

/** SQLite's column affinity of a declared type (https://sqlite.org/datatype3.html, 3.1). */
export function affinity(declared: string): 'INTEGER' | 'TEXT' | 'BLOB' | 'REAL' | 'NUMERIC' {
  const t = declared.toUpperCase();
  if (t.includes('INT')) return 'INTEGER';
  if (/CHAR|CLOB|TEXT/.test(t)) return 'TEXT';
  if (t === '' || t.includes('BLOB')) return 'BLOB';
  if (/REAL|FLOA|DOUB/.test(t)) return 'REAL';
  return 'NUMERIC';
}

/**
 * What in `table` (or, for a view, `indexTable`) disagrees with `schema`: each entry names the field and the
 * problem.
 */
export async function driftOf(db: Db, schema: ModuleSchema, table = schema.name, indexTable = table): Promise<string[]> {
  const problems: string[] = [];
  const columns = new Map((await columnsOf(db, table)).map((c) => [c.name, c]));
  const indexes = await indexesOf(db, indexTable);
  const isView = table !== indexTable;
  // A view's columns say nothing of NULL: the table under it does.
  const stored = isView ? new Map((await columnsOf(db, indexTable)).map((c) => [c.name, c])) : columns;
  if (!columns.get(schema.key)) problems.push(`${schema.key}: no key column`);
  for (const [name, f] of Object.entries(schema.fields)) {
    const col = columns.get(name);
    if (!col) {
      problems.push(`${name}: no column`);
      continue;
    }
    const type = fieldType(f);
    // A view's columns carry the declared type of the table under it.
    if (affinity(col.type) !== affinity(type.column('sqlite'))) problems.push(`${name}: ${col.type} is not ${type.column('sqlite')}`);
    // The derived row types (src/framework/records.ts) are not nullable exactly where these two flags say so.
    const notnull = stored.get(name)?.notnull === 1;
    if (f.required && !notnull) problems.push(`${name}: required but nullable`);
    if (f.notNull && !f.required && !notnull) problems.push(`${name}: notNull but nullable`);
    if (notnull && !f.required && !f.notNull) problems.push(`${name}: NOT NULL but neither required nor notNull`);
    if ((f.sortable || f.filter) && type.indexable && !indexes.some((i) => i.columns[0] === name)) problems.push(`${name}: no index`);
    if (f.unique && !indexes.some((i) => i.unique && i.columns.length === 1 && i.columns[0] === name)) problems.push(`${name}: no unique index`);
  }
  for (const ix of listIndexes(schema)) {
    const wanted = ix.columns.join(', ');
    if (!indexes.some((i) => i.columns.join(', ') === wanted)) problems.push(`${wanted}: no list index`);
  }
  return problems;
}
