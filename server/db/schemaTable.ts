// A module's table derived from its schema, for both dialects: one column per field with its type's column,
// NOT NULL for required and `notNull` fields, defaults, the audit columns, an index per sortable or filterable field, the
// composite list indexes (listIndexes), the `q` search index (search.ts), unique indexes and foreign keys from
// references (none for those declared `foreignKey: false`), the triggers of its data version (tableVersions.ts). New migrations call createModuleTable(db, dialect, schema):
// the table is built from the schema as it is when the migration runs; later changes need their own migration (the
// schema-drift test says which; tests/api/liveSchemaTables.json records the tables of migrations that import a schema).
import type { Kysely } from 'kysely';
import { fieldType } from '../../src/framework/fields';
import { AUDIT_FIELDS, type FieldDef, type ModuleSchema } from '../../src/framework/schema';
import { modules as registryModules } from '../../src/resources/registry';
import { withAudit, withId } from './columns';
import { createSearchIndex, type SearchOrder } from './searchIndexes';
import { keepTableVersion } from './tableVersions';
import type { Dialect } from './types';

/** Only the schema builder is used: any database type will do (migrations use Kysely<unknown>). */
type MigrationDb = Pick<Kysely<unknown>, 'schema' | 'getExecutor'>;
const AUDIT: ReadonlySet<string> = new Set(AUDIT_FIELDS);

/**
 * The table and key a field's values point at (a reference: fields/<type>/index.ts `refersTo`), or null when there
 * is no table to point at. A module declared as a view (agentes, `viewOf: 'usuarios'`) is reached through the table
 * under it: a foreign key cannot name a view.
 */
export function referenceTarget(field: FieldDef, modules: readonly ModuleSchema[] = registryModules): { table: string; key: string } | null {
  const name = fieldType(field).refersTo(field);
  const target = name === undefined ? undefined : modules.find((m) => m.name === name);
  if (!target) return null;
  if (!target.viewOf) return { table: target.name, key: target.key };
  const base = modules.find((m) => m.name === target.viewOf);
  return base ? { table: base.name, key: base.key } : null;
}

/** The fields stored in the module's own columns (the key and the audit columns are added apart). */
export function storedFields(schema: ModuleSchema): [string, FieldDef][] {
  return Object.entries(schema.fields).filter(([name]) => name !== schema.key && !AUDIT.has(name));
}

/** Fields whose sorts or filters need an index (unique fields have theirs already). */
export function indexedFields(schema: ModuleSchema): string[] {
  return Object.entries(schema.fields)
    .filter(([, f]) => (f.sortable || f.filter) && fieldType(f).indexable && !f.unique)
    .map(([name]) => name);
}

export async function createIndexes(db: MigrationDb, table: string, columns: readonly string[]): Promise<void> {
  for (const c of columns) await db.schema.createIndex(`${table}_${c}_idx`).ifNotExists().on(table).column(c).execute();
}

/** One composite list index: its columns, the key last (so the sort's tie-break comes from the index too). */
export interface ListIndex {
  readonly name: string;
  readonly columns: readonly string[];
}

/** A short, stable suffix for names PostgreSQL would truncate (63 bytes). */
function shortHash(text: string): string {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return (h >>> 0).toString(36);
}

export function listIndex(table: string, key: string, columns: readonly string[]): ListIndex {
  const full = [...columns, key];
  const name = `${table}_${columns.join('_')}_lx`;
  return { name: name.length <= 60 ? name : `${table}_${shortHash(full.join(','))}_lx`, columns: full };
}

/**
 * The composite indexes a module's lists need: every equality filter followed by the default sort (a filtered
 * page is then read in order, without sorting), and the combinations the schema declares (`list.indexes`).
 */
export function listIndexes(schema: ModuleSchema): ListIndex[] {
  const sort = schema.list.sort.field;
  const sortable = sort !== schema.key && schema.fields[sort] !== undefined && fieldType(schema.fields[sort]).indexable;
  const combos: string[][] = [];
  for (const [name, f] of Object.entries(schema.fields)) {
    if ((f.filter !== 'eq' && f.filter !== 'in') || !fieldType(f).indexable || name === schema.key) continue;
    combos.push(sortable && name !== sort ? [name, sort] : [name]);
  }
  for (const c of schema.list.indexes ?? []) combos.push([...c]);
  const seen = new Set<string>();
  return combos.map((c) => listIndex(schema.name, schema.key, c)).filter((ix) => (seen.has(ix.name) ? false : (seen.add(ix.name), true)));
}

/**
 * PostgreSQL's deep-page index: the default sort followed by the key, so that the keys of a deep page are counted
 * off an index-only scan (SQLite's one-column index holds the rowid already). Null when the sort is the key.
 */
export function deepPageIndex(schema: ModuleSchema): ListIndex | null {
  const sort = schema.list.sort.field;
  const field = schema.fields[sort];
  return sort !== schema.key && field !== undefined && fieldType(field).indexable ? listIndex(schema.name, schema.key, [sort]) : null;
}

export async function createListIndexes(db: MigrationDb, table: string, indexes: readonly ListIndex[]): Promise<void> {
  for (const ix of indexes)
    await db.schema
      .createIndex(ix.name)
      .ifNotExists()
      .on(table)
      .columns([...ix.columns])
      .execute();
}

export async function createModuleTable(
  db: MigrationDb,
  dialect: Dialect,
  schema: ModuleSchema,
  modules: readonly ModuleSchema[] = registryModules,
): Promise<void> {
  let t = withId(db.schema.createTable(schema.name), dialect, schema.key);
  for (const [name, f] of storedFields(schema)) {
    const type = fieldType(f);
    // A reference's foreign key, unless its row must outlive the record it names.
    const target = f.foreignKey === false ? null : referenceTarget(f, modules);
    const fallback = f.default === undefined ? undefined : type.toDb(f.default);
    t = t.addColumn(name, type.column(dialect), (c) => {
      let col = f.required || f.notNull ? c.notNull() : c;
      if (fallback !== undefined && fallback !== null) col = col.defaultTo(fallback);
      if (target) col = col.references(`${target.table}.${target.key}`);
      return col;
    });
  }
  await withAudit(t).execute();
  for (const [name, f] of Object.entries(schema.fields)) {
    if (f.unique) await db.schema.createIndex(`${schema.name}_${name}_uq`).on(schema.name).column(name).unique().execute();
  }
  await createIndexes(db, schema.name, indexedFields(schema));
  await createListIndexes(db, schema.name, listIndexes(schema));
  const deep = dialect === 'postgres' ? deepPageIndex(schema) : null;
  if (deep) await createListIndexes(db, schema.name, [deep]);
  if (!schema.viewOf) await createSearchIndex(db, dialect, schema.name, schema.key, schema.list.search ?? [], schemaSearchOrder(schema));
  await keepTableVersion(db, dialect, schema.name);
}

/** The order a module's search index serves its pages in: its default sort. */
export function schemaSearchOrder(schema: ModuleSchema): SearchOrder {
  const column = schema.list.sort.field;
  return { column, date: schema.fields[column]?.type === 'date' };
}
