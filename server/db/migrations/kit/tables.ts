// Migrations kit (frozen; see sql.ts): the columns every table of the app shares, the index names, and a table
// description (data: its columns and indexes) turned into the same DDL on SQLite and PostgreSQL. Migrations 0004,
// 0006 and 0009 keep their tables as such descriptions beside them; `npm run db:migracion` writes new tables with it.
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  sql,
  type CompiledQuery,
  type CreateTableBuilder,
} from 'kysely';
import type { Dialect, MigrationDb } from './sql';

type Table = CreateTableBuilder<string, string>;

/** Auto-increment integer primary key. */
export function withId(t: Table, dialect: Dialect, key: string): Table {
  return dialect === 'postgres'
    ? t.addColumn(key, 'serial', (c) => c.primaryKey())
    : t.addColumn(key, 'integer', (c) => c.primaryKey().autoIncrement());
}

/** The four audit columns every module stores (DOMAIN.md). */
export function withAudit(t: Table): Table {
  return t
    .addColumn('creado_en', 'text', (c) => c.notNull())
    .addColumn('actualizado_en', 'text', (c) => c.notNull())
    .addColumn('creado_por', 'integer')
    .addColumn('actualizado_por', 'integer');
}

/** One index per column, named `<table>_<column>_idx`. */
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

/** The list index over `columns` then the key: `<table>_<columns>_lx`, or a hash of them when that is too long. */
export function listIndex(table: string, key: string, columns: readonly string[]): ListIndex {
  const full = [...columns, key];
  const name = `${table}_${columns.join('_')}_lx`;
  return { name: name.length <= 60 ? name : `${table}_${shortHash(full.join(','))}_lx`, columns: full };
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

/** A column of a module table: the type as both databases declare it. */
export interface ColumnDef {
  readonly name: string;
  readonly type: 'text' | 'integer' | 'bigint' | 'double precision';
  readonly notNull?: boolean;
  readonly default?: string | number;
  /** A foreign key: `table.column`. */
  readonly references?: string;
}

export interface IndexDef {
  readonly name: string;
  readonly columns: readonly string[];
  readonly unique?: boolean;
  /** Made on that database only (PostgreSQL's deep-page indexes). */
  readonly dialect?: Dialect;
}

/**
 * A module table: the auto-increment key, the columns in order, the four audit columns, then the indexes in order
 * (a module's search index is not part of it: each migration holds that SQL itself).
 */
export interface TableDef {
  readonly name: string;
  readonly key: string;
  readonly columns: readonly ColumnDef[];
  readonly indexes: readonly IndexDef[];
}

/** A Kysely that only compiles, for one dialect (every query it runs answers no rows; `log` sees each). */
export function compiler(dialect: Dialect, log?: (query: CompiledQuery) => void): Kysely<unknown> {
  const pg = dialect === 'postgres';
  return new Kysely<unknown>({
    dialect: {
      createAdapter: () => (pg ? new PostgresAdapter() : new SqliteAdapter()),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => (pg ? new PostgresIntrospector(db) : new SqliteIntrospector(db)),
      createQueryCompiler: () => (pg ? new PostgresQueryCompiler() : new SqliteQueryCompiler()),
    },
    log: (event) => {
      if (event.level === 'query') log?.(event.query);
    },
  });
}

/** The CREATE INDEX statement of one index. */
export function indexStatement(dialect: Dialect, table: string, ix: IndexDef): string {
  const create = compiler(dialect)
    .schema.createIndex(ix.name)
    .on(table)
    .columns([...ix.columns]);
  return (ix.unique ? create.unique() : create).compile().sql;
}

/** The SQL of a column as CREATE TABLE and ADD COLUMN write it, e.g. `"estado" text default 'activo' not null`. */
export function columnStatement(dialect: Dialect, column: ColumnDef): string {
  const created = withColumn(compiler(dialect).schema.createTable('t'), column).compile().sql;
  return created.slice(created.indexOf('(') + 1, created.lastIndexOf(')'));
}

function withColumn(t: Table, column: ColumnDef): Table {
  return t.addColumn(column.name, column.type, (c) => {
    let col = column.notNull ? c.notNull() : c;
    if (column.default !== undefined) col = col.defaultTo(column.default);
    if (column.references) col = col.references(column.references);
    return col;
  });
}

/** The statements that make the table `def` on `dialect`: CREATE TABLE, then its indexes. */
export function tableStatements(dialect: Dialect, def: TableDef): string[] {
  let t = withId(compiler(dialect).schema.createTable(def.name), dialect, def.key);
  for (const column of def.columns) t = withColumn(t, column);
  const indexes = def.indexes.filter((ix) => ix.dialect === undefined || ix.dialect === dialect);
  return [withAudit(t).compile().sql, ...indexes.map((ix) => indexStatement(dialect, def.name, ix))];
}

/** Makes the table `def`. */
export async function createTable(db: MigrationDb, dialect: Dialect, def: TableDef): Promise<void> {
  for (const statement of tableStatements(dialect, def)) await sql.raw(statement).execute(db);
}
