// A module's table derived from its schema, for both dialects: one column per field with its type's column,
// NOT NULL for required and `notNull` fields, defaults, the audit columns, an index per sortable or filterable field, the
// composite list indexes (listIndexes), unique indexes and foreign keys from references (none for those declared
// `foreignKey: false`), the `q` search index (searchIndexes.ts) and the triggers of its data version (tableVersions.ts). describeModule gives it as data: what
// `npm run db:migracion` compares with the last migration's snapshot to write the next migration (server/db/generator).
// createModuleTable makes it at once, for a module declared only in a test.
import type { Kysely } from 'kysely';
import { fieldType } from '../../src/framework/fields';
import { AUDIT_FIELDS, type FieldDef, type ModuleSchema } from '../../src/framework/schema';
import { modules as registryModules } from '../../src/resources/registry';
import { createTable, listIndex, type ColumnDef, type IndexDef, type ListIndex, type TableDef } from './migrations/kit/tables';
import { createPgFold, createSearchIndex } from './searchIndexes';
import { createVersionsTable, keepTableVersion } from './tableVersions';
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

/** A module's search index: its columns and the order its pages come in (the default sort; `date`: it holds dates). */
export interface SearchDef {
  readonly columns: readonly string[];
  readonly order: string;
  readonly date: boolean;
}

/** A module table as data: its columns and indexes, and its search index (null: none). */
export interface ModuleTableDef extends TableDef {
  readonly search: SearchDef | null;
}

function describeColumn(name: string, f: FieldDef, modules: readonly ModuleSchema[]): ColumnDef {
  const type = fieldType(f);
  // A reference's foreign key, unless its row must outlive the record it names.
  const target = f.foreignKey === false ? null : referenceTarget(f, modules);
  const fallback = f.default === undefined ? undefined : type.toDb(f.default);
  return {
    name,
    type: type.column('sqlite'),
    ...(f.required || f.notNull ? { notNull: true } : {}),
    ...(typeof fallback === 'string' || typeof fallback === 'number' ? { default: fallback } : {}),
    ...(target ? { references: `${target.table}.${target.key}` } : {}),
  };
}

/** The table of a module (not a view) as its schema declares it. */
export function describeModule(schema: ModuleSchema, modules: readonly ModuleSchema[] = registryModules): ModuleTableDef {
  const unique = Object.entries(schema.fields).filter(([, f]) => f.unique);
  const deep = deepPageIndex(schema);
  const all: IndexDef[] = [
    ...unique.map(([name]) => ({ name: `${schema.name}_${name}_uq`, columns: [name], unique: true })),
    ...indexedFields(schema).map((name) => ({ name: `${schema.name}_${name}_idx`, columns: [name] })),
    ...listIndexes(schema),
    ...(deep ? [{ ...deep, dialect: 'postgres' as const }] : []),
  ];
  // One index per name (a deep-page index may be a list index already).
  const indexes = all.filter((ix, i) => all.findIndex((other) => other.name === ix.name) === i);
  const search = schema.list.search ?? [];
  const order = schema.list.sort.field;
  const orderField = schema.fields[order];
  return {
    name: schema.name,
    key: schema.key,
    columns: storedFields(schema).map(([name, f]) => describeColumn(name, f, modules)),
    indexes,
    search:
      schema.viewOf || search.length === 0 ? null : { columns: search, order, date: orderField !== undefined && fieldType(orderField).calendarDay },
  };
}

/** Makes `table`'s search index (none when it declares no search). */
export async function createTableSearch(db: MigrationDb, dialect: Dialect, table: ModuleTableDef): Promise<void> {
  if (table.search) await createSearchIndex(db, dialect, table.name, table.key, table.search.columns);
}

/**
 * What the framework makes for a module table besides its columns and indexes (its search index, the triggers of its data version): the one
 * place to add such an object, so that createModuleTable makes it and `npm run db:migracion` writes it into the
 * migration of a new module (server/db/generator/builderSql.ts records it).
 */
export async function createTableObjects(db: MigrationDb, dialect: Dialect, table: ModuleTableDef): Promise<void> {
  await createTableSearch(db, dialect, table);
  await keepTableVersion(db, dialect, table.name);
}

/**
 * The database-wide objects every module table's objects rely on: PostgreSQL's search folding function (q_fold) and
 * the table of data versions with, on PostgreSQL, its trigger function. Migration 0021 makes them in the app's
 * databases; this is for a database built from the schemas alone, without the migrations (a test).
 */
export async function createDatabaseObjects(db: MigrationDb, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') await createPgFold(db);
  await createVersionsTable(db, dialect);
}

/** Makes a module's table, its indexes and its other objects at once (a module declared in a test; the app's come from migrations). */
export async function createModuleTable(
  db: MigrationDb,
  dialect: Dialect,
  schema: ModuleSchema,
  modules: readonly ModuleSchema[] = registryModules,
): Promise<void> {
  const table = describeModule(schema, modules);
  await createTable(db, dialect, table);
  await createTableObjects(db, dialect, table);
}
