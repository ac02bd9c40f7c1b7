// The `q` search index of a table, per dialect (search.ts queries it): built over the rows already there and kept in
// step by triggers in the writing transaction. SQLite: an FTS5 table. PostgreSQL: a word table (word, key) and a
// prefix table (prefix, default sort, key).
import { sql, type Kysely } from 'kysely';
import type { Dialect } from './types';
import { ftsName, ftsRowid, pgFolded, SEARCH_ORDERS, pgPrefixTable, pgWordKey, pgWordTable, quoteIdent, sortedSearchIndexName } from './search';

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
 * `order`: the table's default sort — on PostgreSQL the prefix table that serves the pages in that order; on SQLite,
 * when it is a date, the FTS5 rowids rank the rows in it (ftsRowid). SQLite's index is rebuilt when it exists.
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
    await createPgWordTable(db, name, key, columns);
    if (order) {
      await createPgPrefixTable(db, name, key, columns, order.column);
      await recordSearchOrder(db, name, order.column);
    }
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

/** PostgreSQL: the word table of `name`, its trigger (in the writing transaction) and its rows from the table's. */
async function createPgWordTable(db: MigrationDb, name: string, key: string, columns: readonly string[]): Promise<void> {
  const table = quoteIdent(name);
  const words = quoteIdent(pgWordTable(name));
  const sync = quoteIdent(`${name}_q_sync`);
  const k = quoteIdent(key);
  const split = (row: 'old' | 'new') => `regexp_split_to_table(${pgFolded(columns, row)}, '[^a-z0-9]+')`;
  await sql
    .raw(
      `create table if not exists ${words} (word text collate "C" not null, row_key integer not null, ` +
        `constraint ${quoteIdent(pgWordKey(name))} primary key (word, row_key)) ` +
        // Read from its index alone, which needs a current visibility map: vacuumed after fewer writes than usual.
        `with (autovacuum_vacuum_insert_scale_factor = 0.02, autovacuum_vacuum_scale_factor = 0.02)`,
    )
    .execute(db);
  const body = [
    `if tg_op = 'UPDATE' and ${pgFolded(columns, 'old')} = ${pgFolded(columns, 'new')} then return null; end if;`,
    `if tg_op <> 'INSERT' then delete from ${words} where row_key = old.${k} and word in (select ${split('old')}); end if;`,
    `if tg_op <> 'DELETE' then insert into ${words} (word, row_key) select distinct w, new.${k} from ${split('new')} as w where w <> ''; end if;`,
    'return null;',
  ].join(' ');
  await sql.raw(`create or replace function ${sync}() returns trigger language plpgsql as $q$ begin ${body} end $q$`).execute(db);
  const cols = columns.map(quoteIdent).join(', ');
  await sql.raw(`drop trigger if exists ${sync} on ${table}`).execute(db);
  await sql.raw(`create trigger ${sync} after insert or delete or update of ${cols} on ${table} for each row execute function ${sync}()`).execute(db);
  const all = `regexp_split_to_table(${pgFolded(columns)}, '[^a-z0-9]+')`;
  await sql
    .raw(`insert into ${words} (word, row_key) select distinct w, ${k} from ${table}, ${all} as w where w <> '' on conflict do nothing`)
    .execute(db);
}

/**
 * PostgreSQL: the prefix table of `name` (`<name>_q_prefixes`: every prefix of every folded word of a row, once per
 * row, with the row's `sort` value and key; its index (prefix, sort, key) reads the matches of a word of q in the
 * default order and counts them, without the table), its trigger and its rows from the table's. `sort_value` is
 * made from the table's column (`create table … as`): the same type and collation, so the same order.
 */
async function createPgPrefixTable(db: MigrationDb, name: string, key: string, columns: readonly string[], sort: string): Promise<void> {
  const table = quoteIdent(name);
  const prefixes = quoteIdent(pgPrefixTable(name));
  const sync = quoteIdent(`${name}_q_sort_sync`);
  const [k, s] = [quoteIdent(key), quoteIdent(sort)];
  const exists = await sql<{ found: string | null }>`select to_regclass(${pgPrefixTable(name)})::text as found`.execute(db);
  if (exists.rows[0]?.found) return;
  await sql
    .raw(
      `create table ${prefixes} with (autovacuum_vacuum_insert_scale_factor = 0.02, autovacuum_vacuum_scale_factor = 0.02) as ` +
        `select ''::text collate "C" as prefix, ${s} as sort_value, ${k}::integer as row_key from ${table} with no data`,
    )
    .execute(db);
  await sql.raw(`alter table ${prefixes} alter column prefix set not null, alter column row_key set not null`).execute(db);
  const all = (row?: 'old' | 'new') =>
    `select distinct left(w, n) from regexp_split_to_table(${pgFolded(columns, row)}, '[^a-z0-9]+') as w, generate_series(1, length(w)) as n`;
  const remove = (op: '=' | 'is') =>
    `delete from ${prefixes} where prefix in (${all('old')}) and sort_value ${op === '=' ? `= old.${s}` : 'is null'} and row_key = old.${k};`;
  const body = [
    `if tg_op = 'UPDATE' and ${pgFolded(columns, 'old')} = ${pgFolded(columns, 'new')} and old.${s} is not distinct from new.${s} then return null; end if;`,
    // Each branch an index condition on (prefix, sort, key): `is not distinct from` would read every row of a prefix.
    `if tg_op <> 'INSERT' then if old.${s} is null then ${remove('is')} else ${remove('=')} end if; end if;`,
    `if tg_op <> 'DELETE' then insert into ${prefixes} (prefix, sort_value, row_key) select p, new.${s}, new.${k} from (${all('new')}) as t(p); end if;`,
    'return null;',
  ].join(' ');
  await sql.raw(`create or replace function ${sync}() returns trigger language plpgsql as $q$ begin ${body} end $q$`).execute(db);
  const cols = [...new Set([...columns, sort])].map(quoteIdent).join(', ');
  await sql.raw(`create trigger ${sync} after insert or delete or update of ${cols} on ${table} for each row execute function ${sync}()`).execute(db);
  await sql.raw(`insert into ${prefixes} (prefix, sort_value, row_key) select p, ${s}, ${k} from ${table}, lateral (${all()}) as t(p)`).execute(db);
  await sql.raw(`create index ${quoteIdent(sortedSearchIndexName(name))} on ${prefixes} (prefix, sort_value, row_key)`).execute(db);
}

/** PostgreSQL: drops the GIN tsvector index of migration 0015 (the word table replaces it), if there. */
export async function dropPgTsvectorIndex(db: MigrationDb, name: string): Promise<void> {
  await sql.raw(`drop index if exists ${quoteIdent(`${name}_q_tsv`)}`).execute(db);
}

/** Drops the trigram search index of migration 0011 (FTS5 trigram on SQLite, pg_trgm on PostgreSQL), if there. */
export async function dropTrigramSearchIndex(db: MigrationDb, dialect: Dialect, name: string): Promise<void> {
  if (dialect === 'postgres') {
    await sql.raw(`drop index if exists ${quoteIdent(`${name}_q_trgm`)}`).execute(db);
    return;
  }
  for (const suffix of ['ai', 'ad', 'au']) await sql.raw(`drop trigger if exists ${quoteIdent(`${name}_fts_${suffix}`)}`).execute(db);
  await sql.raw(`drop table if exists ${quoteIdent(`${name}_fts`)}`).execute(db);
}
