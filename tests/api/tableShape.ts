// Reads a table's shape (columns with type, NOT NULL and default; indexes; foreign keys) from the database's own
// catalogue — SQLite's pragmas, or PostgreSQL's information_schema and pg_catalog — into one form, and compares it
// with a module schema: the schema-drift test and the throwaway module's test use it.
import { sql } from 'kysely';
import { fieldType } from '../../src/framework/fields';
import type { FieldDef, ModuleSchema } from '../../src/framework/schema';
import { dialectOf } from '#server/db/connect';
import { deepPageIndex, listIndexes, referenceTarget } from '#server/db/schemaTable';
import { ftsName, SEARCH_COLUMN } from '#server/db/search';
import { versionTriggers } from '#server/db/tableVersions';
import type { Db, Dialect } from '#server/db/types';
import { modules as registryModules } from '../../src/resources/registry';

export interface Column {
  readonly name: string;
  /** The declared type: SQLite's as written, PostgreSQL's `information_schema` data type (integer, bigint, text…). */
  readonly type: string;
  readonly notNull: boolean;
  /** The default as the catalogue writes it ('PEN', 'PEN'::text, 0…), or null. */
  readonly default: string | null;
  readonly pk: boolean;
}
export interface Index {
  readonly name: string;
  readonly unique: boolean;
  /** Has a WHERE: it serves only the rows it covers. */
  readonly partial: boolean;
  /** The indexed columns in order; null for an expression. */
  readonly columns: readonly (string | null)[];
}
export interface ForeignKey {
  readonly columns: readonly string[];
  readonly table: string;
  readonly references: readonly string[];
}
export interface TableShape {
  readonly columns: readonly Column[];
  readonly indexes: readonly Index[];
  readonly foreignKeys: readonly ForeignKey[];
}

export async function shapeOf(db: Db, table: string): Promise<TableShape> {
  return dialectOf(db) === 'postgres' ? pgShape(db, table) : sqliteShape(db, table);
}

async function sqliteShape(db: Db, table: string): Promise<TableShape> {
  const cols = await sql<{
    name: string;
    type: string;
    notnull: number;
    dflt_value: string | null;
    pk: number;
  }>`select name, type, "notnull", dflt_value, pk from pragma_table_info(${table}) order by cid`.execute(db);
  const list = await sql<{ name: string; unique: number; partial: number }>`select name, "unique", partial from pragma_index_list(${table})`.execute(
    db,
  );
  const indexes: Index[] = [];
  for (const ix of list.rows) {
    const parts = await sql<{ name: string | null }>`select name from pragma_index_info(${ix.name}) order by seqno`.execute(db);
    indexes.push({ name: ix.name, unique: ix.unique === 1, partial: ix.partial === 1, columns: parts.rows.map((c) => c.name) });
  }
  const fks = await sql<{
    id: number;
    table: string;
    from: string;
    to: string | null;
  }>`select id, "table", "from", "to" from pragma_foreign_key_list(${table}) order by id, seq`.execute(db);
  const byId = new Map<number, { columns: string[]; table: string; references: string[] }>();
  for (const fk of fks.rows) {
    const entry = byId.get(fk.id) ?? { columns: [], table: fk.table, references: [] };
    entry.columns.push(fk.from);
    // A foreign key written without its column names the target's primary key.
    entry.references.push(fk.to ?? (await primaryKeyOf(db, fk.table)));
    byId.set(fk.id, entry);
  }
  return {
    columns: cols.rows.map((c) => ({ name: c.name, type: c.type, notNull: c.notnull === 1, default: c.dflt_value, pk: c.pk > 0 })),
    indexes,
    foreignKeys: [...byId.values()],
  };
}

async function primaryKeyOf(db: Db, table: string): Promise<string> {
  const r = await sql<{ name: string }>`select name from pragma_table_info(${table}) where pk = 1`.execute(db);
  return r.rows[0]?.name ?? '?';
}

/** PostgreSQL: the table (or view) of that name in the connection's schema. */
async function pgShape(db: Db, table: string): Promise<TableShape> {
  const cols = await sql<{ name: string; type: string; nullable: string; default: string | null }>`
    select column_name as name, data_type as type, is_nullable as nullable, column_default as default
    from information_schema.columns where table_schema = current_schema() and table_name = ${table} order by ordinal_position`.execute(db);
  const rel = sql`(select c.oid from pg_class c where c.relname = ${table} and c.relnamespace = current_schema()::regnamespace)`;
  const ixs = await sql<{ name: string; unique: boolean; primary: boolean; partial: boolean; columns: (string | null)[] }>`
    select ic.relname as name, i.indisunique as unique, i.indisprimary as primary, i.indpred is not null as partial,
      array(select a.attname::text from unnest(i.indkey) with ordinality k(attnum, n)
            left join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum and k.attnum > 0
            order by k.n) as columns
    from pg_index i join pg_class ic on ic.oid = i.indexrelid
    where i.indrelid = ${rel} order by ic.relname`.execute(db);
  const fks = await sql<{ table: string; columns: string[]; references: string[] }>`
    select t.relname as table,
      array(select a.attname::text from unnest(c.conkey) with ordinality k(attnum, n)
            join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum order by k.n) as columns,
      array(select a.attname::text from unnest(c.confkey) with ordinality k(attnum, n)
            join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.attnum order by k.n) as references
    from pg_constraint c join pg_class t on t.oid = c.confrelid
    where c.contype = 'f' and c.conrelid = ${rel} order by c.conname`.execute(db);
  const primary = new Set(ixs.rows.filter((i) => i.primary).flatMap((i) => i.columns));
  return {
    columns: cols.rows.map((c) => ({ name: c.name, type: c.type, notNull: c.nullable === 'NO', default: c.default, pk: primary.has(c.name) })),
    indexes: ixs.rows.map((i) => ({ name: i.name, unique: i.unique, partial: i.partial, columns: i.columns })),
    foreignKeys: fks.rows,
  };
}

/**
 * The `q` search index of a table as the catalogue holds it: the columns it covers (null: no index) and whether it
 * is kept in step on every write — SQLite's FTS5 table `<table>_q` and its three triggers; PostgreSQL's generated
 * column (the columns its expression reads, from pg_depend) and its GIN index.
 */
export async function searchIndexOf(db: Db, table: string): Promise<{ columns: readonly string[] | null; kept: boolean }> {
  if (dialectOf(db) === 'postgres') {
    const rel = sql`(select c.oid from pg_class c where c.relname = ${table} and c.relnamespace = current_schema()::regnamespace)`;
    const covered = await sql<{ name: string }>`
      select a.attname as name from pg_attribute g
        join pg_attrdef d on d.adrelid = g.attrelid and d.adnum = g.attnum
        join pg_depend dep on dep.classid = 'pg_attrdef'::regclass and dep.objid = d.oid and dep.refobjid = g.attrelid and dep.refobjsubid > 0
        join pg_attribute a on a.attrelid = g.attrelid and a.attnum = dep.refobjsubid
      where g.attrelid = ${rel} and g.attname = ${SEARCH_COLUMN} and g.attgenerated = 's' and a.attnum <> g.attnum order by a.attnum`.execute(db);
    const gin = await sql<{ n: number }>`
      select count(*)::int as n from pg_index i join pg_class c on c.oid = i.indexrelid join pg_am am on am.oid = c.relam
        join pg_attribute g on g.attrelid = i.indrelid and g.attnum = i.indkey[0]
      where i.indrelid = ${rel} and am.amname = 'gin' and g.attname = ${SEARCH_COLUMN} and i.indpred is null`.execute(db);
    const exists = await sql<{
      n: number;
    }>`select count(*)::int as n from pg_attribute where attrelid = ${rel} and attname = ${SEARCH_COLUMN}`.execute(db);
    return { columns: exists.rows[0]?.n ? covered.rows.map((r) => r.name) : null, kept: (gin.rows[0]?.n ?? 0) > 0 };
  }
  const fts = ftsName(table);
  const found = await sql<{ sql: string | null }>`select sql from sqlite_schema where type = 'table' and name = ${fts}`.execute(db);
  if (!found.rows[0]?.sql?.toLowerCase().includes('fts5')) return { columns: null, kept: false };
  const columns = await sql<{ name: string }>`select name from pragma_table_info(${fts}) order by cid`.execute(db);
  const triggers = await sql<{ name: string }>`select name from sqlite_schema where type = 'trigger' and tbl_name = ${table}`.execute(db);
  const names = new Set(triggers.rows.map((r) => r.name));
  return { columns: columns.rows.map((r) => r.name), kept: ['ai', 'ad', 'au'].every((s) => names.has(`${fts}_${s}`)) };
}

/** What differs between a table's search index and the schema's declared search fields. */
async function searchDrift(db: Db, schema: ModuleSchema, table: string): Promise<string[]> {
  const wanted = schema.list.search ?? [];
  const found = await searchIndexOf(db, table);
  if (wanted.length === 0) return found.columns ? ['search: an index, the schema declares no search fields'] : [];
  if (!found.columns) return ['search: no index'];
  const problems: string[] = [];
  const [missing, extra] = [wanted.filter((c) => !found.columns?.includes(c)), found.columns.filter((c) => !wanted.includes(c))];
  if (missing.length || extra.length) problems.push(`search: covers ${found.columns.join(', ')}, the schema searches ${wanted.join(', ')}`);
  if (!found.kept) problems.push(dialectOf(db) === 'postgres' ? 'search: no GIN index on its column' : 'search: not kept in step (triggers)');
  return problems;
}

/** The triggers that move a table's data version (the list cache's, server/db/tableVersions.ts) it lacks. */
async function versionDrift(db: Db, table: string): Promise<string[]> {
  const postgres = dialectOf(db) === 'postgres';
  const found = postgres
    ? await sql<{ name: string }>`select t.tgname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid
        where c.relname = ${table} and c.relnamespace = current_schema()::regnamespace and not t.tgisinternal`.execute(db)
    : await sql<{ name: string }>`select name from sqlite_schema where type = 'trigger' and tbl_name = ${table}`.execute(db);
  const names = new Set(found.rows.map((r) => r.name));
  const missing = versionTriggers(postgres ? 'postgres' : 'sqlite', table).filter((t) => !names.has(t));
  return missing.length ? [`version: no trigger ${missing.join(', ')}`] : [];
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

/** Whether a column's declared type stores what the field type's column does: SQLite by affinity, PostgreSQL exactly. */
function sameType(dialect: Dialect, actual: string, wanted: string): boolean {
  return dialect === 'postgres' ? actual === wanted : affinity(actual) === affinity(wanted);
}

/** A default as a value: SQLite's `'PEN'` and PostgreSQL's `'PEN'::text` are both 'PEN'; `0` and `(0)::bigint` are 0. */
export function defaultValue(written: string | null): string | number | null {
  if (written === null) return null;
  let t = written.trim();
  for (;;) {
    const cast = /^(.*)::[a-z ]+(\[\])?$/i.exec(t);
    const parens = /^\((.*)\)$/.exec(t);
    if (cast?.[1] !== undefined) t = cast[1].trim();
    else if (parens?.[1] !== undefined) t = parens[1].trim();
    else break;
  }
  const quoted = /^'((?:[^']|'')*)'$/.exec(t);
  if (quoted?.[1] !== undefined) return quoted[1].replace(/''/g, "'");
  return /^-?\d+(\.\d+)?$/.test(t) ? Number(t) : t;
}

/** The default the schema declares for a field, as stored (booleans 0/1), or null. */
function declaredDefault(f: FieldDef): string | number | null {
  if (f.default === undefined) return null;
  const stored = fieldType(f).toDb(f.default);
  return typeof stored === 'string' || typeof stored === 'number' ? stored : null;
}

const show = (v: string | number | null) => (v === null ? 'none' : typeof v === 'string' ? `'${v}'` : String(v));

/**
 * What in `table` (or, for a view, the table under it: `indexTable`) disagrees with `schema`: each entry names the
 * field and the problem. `modules`: where references are looked up (a schema declared only in a test adds itself).
 */
export async function driftOf(
  db: Db,
  schema: ModuleSchema,
  table = schema.name,
  indexTable = table,
  modules: readonly ModuleSchema[] = registryModules,
): Promise<string[]> {
  const dialect = dialectOf(db);
  const problems: string[] = [];
  const shape = await shapeOf(db, table);
  const columns = new Map(shape.columns.map((c) => [c.name, c]));
  const isView = table !== indexTable;
  // A view has no NULL flags, defaults, indexes or foreign keys of its own: the table under it has.
  const base = isView ? await shapeOf(db, indexTable) : shape;
  const stored = new Map(base.columns.map((c) => [c.name, c]));
  // A partial index serves only the rows it covers; an expression index no plain column.
  const indexes = base.indexes.filter((i) => !i.partial);
  if (!columns.get(schema.key)) problems.push(`${schema.key}: no key column`);
  else if (!stored.get(schema.key)?.pk) problems.push(`${schema.key}: not the primary key`);
  for (const [name, f] of Object.entries(schema.fields)) {
    const col = columns.get(name);
    if (!col) {
      problems.push(`${name}: no column`);
      continue;
    }
    const type = fieldType(f);
    // A view's columns carry the declared type of the table under it.
    if (!sameType(dialect, col.type, type.column(dialect))) problems.push(`${name}: ${col.type} is not ${type.column(dialect)}`);
    const under = stored.get(name);
    // The derived row types (src/framework/records.ts) are not nullable exactly where these two flags say so.
    const notNull = under?.notNull === true;
    if (f.required && !notNull) problems.push(`${name}: required but nullable`);
    if (f.notNull && !f.required && !notNull) problems.push(`${name}: notNull but nullable`);
    if (notNull && !f.required && !f.notNull) problems.push(`${name}: NOT NULL but neither required nor notNull`);
    // A view takes no inserts: the defaults are those of the table's own module.
    if (name !== schema.key && !isView) {
      const [wanted, found] = [declaredDefault(f), defaultValue(under?.default ?? null)];
      if (wanted !== found) problems.push(`${name}: default ${show(found)}, the schema says ${show(wanted)}`);
    }
    if ((f.sortable || f.filter) && type.indexable && !indexes.some((i) => i.columns[0] === name)) problems.push(`${name}: no index`);
    if (f.unique && !indexes.some((i) => i.unique && i.columns.length === 1 && i.columns[0] === name)) problems.push(`${name}: no unique index`);
    problems.push(...referenceDrift(name, f, base.foreignKeys, modules));
  }
  for (const fk of base.foreignKeys) {
    const [column] = fk.columns;
    if (fk.columns.length === 1 && column !== undefined && schema.fields[column] !== undefined && schema.fields[column].type !== 'reference')
      problems.push(`${column}: foreign key to ${fk.table}.${fk.references.join(', ')}, the schema declares no reference`);
  }
  const deep = dialect === 'postgres' ? deepPageIndex(schema) : null;
  for (const ix of [...listIndexes(schema), ...(deep ? [deep] : [])]) {
    const wanted = ix.columns.join(', ');
    if (!indexes.some((i) => i.columns.join(', ') === wanted)) problems.push(`${wanted}: no list index`);
  }
  // A view searches its table's index and follows its table's version (checked with the table's own module).
  if (!isView) problems.push(...(await searchDrift(db, schema, table)), ...(await versionDrift(db, table)));
  return problems;
}

/** A reference field's foreign key: present, and to the key of the table behind the referenced module. */
function referenceDrift(name: string, f: FieldDef, foreignKeys: readonly ForeignKey[], modules: readonly ModuleSchema[]): string[] {
  if (f.type !== 'reference') return [];
  const target = referenceTarget(f, modules);
  if (!target) return [`${name}: references ${String(f.reference)}, which is no module`];
  const fk = foreignKeys.find((k) => k.columns.length === 1 && k.columns[0] === name);
  if (f.foreignKey === false) return fk ? [`${name}: foreign key to ${fk.table}.${fk.references.join(', ')} but declared foreignKey: false`] : [];
  if (!fk) return [`${name}: no foreign key to ${target.table}.${target.key}`];
  const to = `${fk.table}.${fk.references.join(', ')}`;
  return to === `${target.table}.${target.key}` ? [] : [`${name}: foreign key to ${to}, not ${target.table}.${target.key}`];
}
