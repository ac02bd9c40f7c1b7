// The `q` search index of a table, per dialect (search.ts queries it), built over the rows already there. SQLite: an
// FTS5 table kept in step by triggers in the writing transaction. PostgreSQL: a stored generated tsvector column
// (kept by the database itself on every write) with a GIN index.
import { sql, type Kysely } from 'kysely';
import type { Dialect } from './types';
import { ftsName, ftsRowid, PG_FOLD, pgSearchIndexName, pgSearchVector, SEARCH_COLUMN, SEARCH_ORDERS, quoteIdent } from './search';

type MigrationDb = Pick<Kysely<unknown>, 'schema' | 'getExecutor'>;

/** The column a search index keeps a table's matches in the order of (`date`: the column holds dates). */
export interface SearchOrder {
  readonly column: string;
  readonly date: boolean;
}

/** SQLite: the prefix lengths FTS5 indexes (a word of q of one of these lengths is read lazily, in rowid order). */
const FTS_PREFIXES = '2 3 4 5 6 7 8 9 10 11 12';

/**
 * Records which column `name`'s search index serves pages in the order of (null: none), in the table
 * `indices_busqueda` that search.ts reads: what the index was built with, not what the schema says today.
 */
export async function recordSearchOrder(db: MigrationDb, name: string, column: string | null): Promise<void> {
  await sql`create table if not exists ${sql.table(SEARCH_ORDERS)} (tabla text primary key, orden text not null)`.execute(db);
  if (column === null) await sql`delete from ${sql.table(SEARCH_ORDERS)} where tabla = ${name}`.execute(db);
  else
    await sql`insert into ${sql.table(SEARCH_ORDERS)} (tabla, orden) values (${name}, ${column})
      on conflict (tabla) do update set orden = excluded.orden`.execute(db);
}

/**
 * Creates the search index of a table over `columns` (a module's declared search fields), filled from its rows.
 * `order`: the table's default sort — on SQLite, when it is a date, the FTS5 rowids rank the rows in it (ftsRowid);
 * PostgreSQL's planner walks the table's (sort, key) index itself. SQLite's index is rebuilt when it exists;
 * PostgreSQL's column and index are made when missing.
 */
export async function createSearchIndex(
  db: MigrationDb,
  dialect: Dialect,
  name: string,
  key: string,
  columns: readonly string[],
  order?: SearchOrder,
): Promise<void> {
  if (columns.length === 0) return;
  const table = quoteIdent(name);
  if (dialect === 'postgres') {
    await createPgSearchColumn(db, name, columns);
    await recordSearchOrder(db, name, null);
    return;
  }
  const ranked = order?.date ? order.column : null;
  const fts = quoteIdent(ftsName(name));
  const cols = columns.map(quoteIdent).join(', ');
  const values = (row: 'new' | 'old') => columns.map((c) => `${row}.${quoteIdent(c)}`).join(', ');
  const trigger = (suffix: string) => quoteIdent(`${ftsName(name)}_${suffix}`);
  const rowid = (row: 'new' | 'old') => ftsRowid(`${row}.${quoteIdent(key)}`, ranked && `${row}.${quoteIdent(ranked)}`);
  const remove = `delete from ${fts} where rowid = ${rowid('old')};`;
  const add = `insert into ${fts}(rowid, ${cols}) values (${rowid('new')}, ${values('new')});`;
  const watched = [...new Set([...columns, ...(ranked ? [ranked] : [])])].map(quoteIdent).join(', ');
  for (const suffix of ['ai', 'ad', 'au']) await sql.raw(`drop trigger if exists ${trigger(suffix)}`).execute(db);
  await sql.raw(`drop table if exists ${fts}`).execute(db);
  // Contentless (the words only, deletable by rowid): the rowid is not the key but the key ranked by the order.
  const options = `content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2', prefix='${FTS_PREFIXES}'`;
  await sql.raw(`create virtual table ${fts} using fts5(${cols}, ${options})`).execute(db);
  await sql.raw(`create trigger ${trigger('ai')} after insert on ${table} begin ${add} end`).execute(db);
  await sql.raw(`create trigger ${trigger('ad')} after delete on ${table} begin ${remove} end`).execute(db);
  await sql.raw(`create trigger ${trigger('au')} after update of ${watched} on ${table} begin ${remove} ${add} end`).execute(db);
  const all = columns.map(quoteIdent).join(', ');
  await sql
    .raw(`insert into ${fts}(rowid, ${cols}) select ${ftsRowid(quoteIdent(key), ranked && quoteIdent(ranked))}, ${all} from ${table}`)
    .execute(db);
  await recordSearchOrder(db, name, ranked);
}

/**
 * PostgreSQL: the folding function of the search (search.ts PG_FOLD): lower(unaccent(text)), IMMUTABLE as a
 * generated column needs — unaccent itself is only STABLE, because its one-argument form looks the dictionary up
 * on the search_path; here the dictionary is named with its schema, so the result depends on the text alone. The
 * `unaccent` extension is a trusted one (PostgreSQL 13+): the database's owner may create it. Migration 0021 makes
 * it for the app's databases (its own copy); this is for a database built from the schemas alone
 * (schemaTable.ts createDatabaseObjects). It reads where the extension lives: never part of a table's objects.
 */
export async function createPgFold(db: MigrationDb): Promise<void> {
  await sql`create extension if not exists unaccent`.execute(db);
  const found = await sql<{ schema: string }>`select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'unaccent'`.execute(db);
  const schema = quoteIdent(found.rows[0]?.schema ?? 'public');
  const dictionary = `${schema}.unaccent`.replace(/'/g, "''");
  await sql
    .raw(
      `create or replace function ${quoteIdent(PG_FOLD)}(text) returns text language sql immutable strict parallel safe ` +
        `return lower(${schema}.unaccent('${dictionary}'::regdictionary, $1))`,
    )
    .execute(db);
}

/**
 * PostgreSQL: the generated column of the table's folded words (search.ts pgSearchVector) and its GIN index. Its
 * folding function, q_fold (search.ts PG_FOLD: lower(unaccent(text)) made IMMUTABLE with the dictionary named), is
 * the database's, made once by migration 0021 with the `unaccent` extension: a table's objects build from their
 * arguments alone (server/db/generator/builderSql.ts records them into a new module's migration).
 */
async function createPgSearchColumn(db: MigrationDb, name: string, columns: readonly string[]): Promise<void> {
  const table = quoteIdent(name);
  const column = quoteIdent(SEARCH_COLUMN);
  await sql
    .raw(`alter table ${table} add column if not exists ${column} tsvector generated always as (${pgSearchVector(columns)}) stored`)
    .execute(db);
  await sql.raw(`create index if not exists ${quoteIdent(pgSearchIndexName(name))} on ${table} using gin (${column})`).execute(db);
}
