// The `q` search index of a table, per dialect (search.ts queries it), built over the rows already there. SQLite: an
// FTS5 table of trigrams and a `q_text` column of the searched text, kept in step by triggers in the writing
// transaction. PostgreSQL: a stored generated column
// of the searched text (kept by the database itself on every write) with a pg_trgm GIN index.
import { sql, type Kysely } from 'kysely';
import type { Dialect } from './types';
import {
  ftsContent,
  ftsName,
  PG_FOLD,
  pgSearchIndexName,
  pgSearchText,
  SEARCH_COLUMN,
  SEARCH_ORDERS,
  SQLITE_SEARCH_TEXT,
  quoteIdent,
} from './search';

type MigrationDb = Pick<Kysely<unknown>, 'schema' | 'getExecutor'>;

/**
 * SQLite: the FTS5 options of a search index: contentless (the trigrams only, deletable by rowid), the trigram
 * tokenizer without diacritics. Its rowids are the keys: a table's new rows come in rising order, which FTS5 adds
 * to its index without flushing it at each row (rowids out of order, as 0019's ranked ones, flush it at nearly every
 * row: a bulk insert costs several times as much and the index takes twice the space).
 */
export const FTS_OPTIONS = `content='', contentless_delete=1, tokenize='trigram remove_diacritics 1'`;

/** The table `indices_busqueda` (0019's record of ranked indexes), made if missing and without a row for `name`: no index is ranked. */
async function recordUnranked(db: MigrationDb, name: string): Promise<void> {
  await sql`create table if not exists ${sql.table(SEARCH_ORDERS)} (tabla text primary key, orden text not null)`.execute(db);
  await sql`delete from ${sql.table(SEARCH_ORDERS)} where tabla = ${name}`.execute(db);
}

/**
 * Creates the search index of a table over `columns` (a module's declared search fields), filled from its rows.
 * SQLite's index is rebuilt when it exists; PostgreSQL's column and index are made when missing.
 */
export async function createSearchIndex(db: MigrationDb, dialect: Dialect, name: string, key: string, columns: readonly string[]): Promise<void> {
  if (columns.length === 0) return;
  const table = quoteIdent(name);
  await recordUnranked(db, name);
  if (dialect === 'postgres') {
    await createPgSearchColumn(db, name, columns);
    return;
  }
  const fts = quoteIdent(ftsName(name));
  const cols = columns.map(quoteIdent).join(', ');
  const values = (row: 'new' | 'old' | null) => columns.map((c) => ftsContent(row ? `${row}.${quoteIdent(c)}` : quoteIdent(c))).join(', ');
  const trigger = (suffix: string) => quoteIdent(`${ftsName(name)}_${suffix}`);
  const remove = `delete from ${fts} where rowid = old.${quoteIdent(key)};`;
  const add = `insert into ${fts}(rowid, ${cols}) values (new.${quoteIdent(key)}, ${values('new')});`;
  for (const suffix of ['ai', 'ad', 'au', 'ti', 'tu']) await sql.raw(`drop trigger if exists ${trigger(suffix)}`).execute(db);
  await sql.raw(`drop table if exists ${fts}`).execute(db);
  await sql.raw(`create virtual table ${fts} using fts5(${cols}, ${FTS_OPTIONS})`).execute(db);
  await sql.raw(`create trigger ${trigger('ai')} after insert on ${table} begin ${add} end`).execute(db);
  await sql.raw(`create trigger ${trigger('ad')} after delete on ${table} begin ${remove} end`).execute(db);
  await sql.raw(`create trigger ${trigger('au')} after update of ${cols} on ${table} begin ${remove} ${add} end`).execute(db);
  await sql.raw(`insert into ${fts}(rowid, ${cols}) select ${quoteIdent(key)}, ${values(null)} from ${table}`).execute(db);
  await createSqliteSearchColumn(db, name, key, columns);
}

/**
 * SQLite: the table's `q_text` column (search.ts SEARCH_COLUMN), the searched text of its row as searchText makes it,
 * written after each insert and each change of a searched column by the `q_text` function (connect.ts), filled from
 * the rows. Tested in C, it spares the short scan and the index's candidates the function call per row.
 */
async function createSqliteSearchColumn(db: MigrationDb, name: string, key: string, columns: readonly string[]): Promise<void> {
  const table = quoteIdent(name);
  const column = quoteIdent(SEARCH_COLUMN);
  const trigger = (suffix: string) => quoteIdent(`${ftsName(name)}_${suffix}`);
  const text = (row: 'new' | null) => `${SQLITE_SEARCH_TEXT}(${columns.map((c) => (row ? `${row}.${quoteIdent(c)}` : quoteIdent(c))).join(', ')})`;
  const write = `update ${table} set ${column} = ${text('new')} where ${quoteIdent(key)} = new.${quoteIdent(key)};`;
  const present = await sql<{ name: string }>`select name from pragma_table_info(${name}) where name = ${SEARCH_COLUMN}`.execute(db);
  if (present.rows.length === 0) await sql.raw(`alter table ${table} add column ${column} text`).execute(db);
  await sql.raw(`create trigger ${trigger('ti')} after insert on ${table} begin ${write} end`).execute(db);
  await sql.raw(`create trigger ${trigger('tu')} after update of ${columns.map(quoteIdent).join(', ')} on ${table} begin ${write} end`).execute(db);
  await sql.raw(`update ${table} set ${column} = ${text(null)}`).execute(db);
}

/**
 * PostgreSQL: the folding function of the search (search.ts PG_FOLD): lower(unaccent(text)), IMMUTABLE as a
 * generated column needs — unaccent itself is only STABLE, because its one-argument form looks the dictionary up
 * on the search_path; here the dictionary is named with its schema, so the result depends on the text alone. The
 * `unaccent` extension is a trusted one (PostgreSQL 13+): the database's owner may create it; so is `pg_trgm`, whose
 * trigram GIN indexes serve the search. Migrations 0021 and 0025 make them for the app's databases (their own
 * copies); this is for a database built from the schemas alone (schemaTable.ts createDatabaseObjects). It reads
 * where the extension lives: never part of a table's objects.
 */
export async function createPgFold(db: MigrationDb): Promise<void> {
  await sql`create extension if not exists unaccent`.execute(db);
  await sql`create extension if not exists pg_trgm`.execute(db);
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
 * PostgreSQL: the generated column of the table's searched text (search.ts pgSearchText) and its pg_trgm GIN index.
 * Its folding function, q_fold (search.ts PG_FOLD: lower(unaccent(text)) made IMMUTABLE with the dictionary named),
 * and pg_trgm are the database's, made once by migrations 0021 and 0025: a table's objects build from their
 * arguments alone (server/db/generator/builderSql.ts records them into a new module's migration).
 */
async function createPgSearchColumn(db: MigrationDb, name: string, columns: readonly string[]): Promise<void> {
  const table = quoteIdent(name);
  const column = quoteIdent(SEARCH_COLUMN);
  await sql.raw(`alter table ${table} add column if not exists ${column} text generated always as (${pgSearchText(columns)}) stored`).execute(db);
  await sql.raw(`create index if not exists ${quoteIdent(pgSearchIndexName(name))} on ${table} using gin (${column} gin_trgm_ops)`).execute(db);
}
