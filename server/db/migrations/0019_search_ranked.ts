// SQLite: every search index (FTS5) rebuilt contentless, as written (main at 8b64976), with prefix indexes up to 12
// letters and, for a table whose default sort is a date, rowids that rank the rows by it: a word of q then finds the
// first page in that order and counts its matches by reading the index lazily, whatever the table's size.
// Both dialects: `indices_busqueda` records the order each index serves (PostgreSQL's prefix tables of 0018; on
// SQLite only the ranked ones).
import { sql, type Kysely } from 'kysely';
import { SEARCHED } from './kit/searched';
import { quoteIdent, type Dialect } from './kit/sql';

/**
 * The rowid of a row in its FTS5 table: the key, and when the index is ranked by a date column (the SQL of that
 * column of the same row) that date's day number above it, so that rowid order is the order of (date, key).
 */
function ftsRowid(key: string, date: string | null): string {
  return date ? `((coalesce(cast(julianday(${date}) as integer), 0) << 40) | ${key})` : key;
}

function rankedIndex(name: string, key: string, columns: readonly string[], ranked: string | null): string[] {
  const table = quoteIdent(name);
  const fts = quoteIdent(`${name}_q`);
  const cols = columns.map(quoteIdent).join(', ');
  const values = (row: 'new' | 'old') => columns.map((c) => `${row}.${quoteIdent(c)}`).join(', ');
  const trigger = (suffix: string) => quoteIdent(`${name}_q_${suffix}`);
  const rowid = (row: 'new' | 'old') => ftsRowid(`${row}.${quoteIdent(key)}`, ranked && `${row}.${quoteIdent(ranked)}`);
  const remove = `delete from ${fts} where rowid = ${rowid('old')};`;
  const add = `insert into ${fts}(rowid, ${cols}) values (${rowid('new')}, ${values('new')});`;
  const watched = [...new Set([...columns, ...(ranked ? [ranked] : [])])].map(quoteIdent).join(', ');
  // Contentless (the words only, deletable by rowid): the rowid is not the key but the key ranked by the order.
  const options = `content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2', prefix='2 3 4 5 6 7 8 9 10 11 12'`;
  return [
    ...['ai', 'ad', 'au'].map((suffix) => `drop trigger if exists ${trigger(suffix)}`),
    `drop table if exists ${fts}`,
    `create virtual table ${fts} using fts5(${cols}, ${options})`,
    `create trigger ${trigger('ai')} after insert on ${table} begin ${add} end`,
    `create trigger ${trigger('ad')} after delete on ${table} begin ${remove} end`,
    `create trigger ${trigger('au')} after update of ${watched} on ${table} begin ${remove} ${add} end`,
    `insert into ${fts}(rowid, ${cols}) select ${ftsRowid(quoteIdent(key), ranked && quoteIdent(ranked))}, ${cols} from ${table}`,
  ];
}

/** Records that `name`'s search index serves its pages in the order of `column` (null: none). */
async function recordSearchOrder(db: Kysely<unknown>, name: string, column: string | null): Promise<void> {
  await sql`create table if not exists "indices_busqueda" (tabla text primary key, orden text not null)`.execute(db);
  if (column === null) await sql`delete from "indices_busqueda" where tabla = ${name}`.execute(db);
  else
    await sql`insert into "indices_busqueda" (tabla, orden) values (${name}, ${column}) on conflict (tabla) do update set orden = excluded.orden`.execute(
      db,
    );
}

export function m0019SearchRanked(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      for (const { table, key, columns, sort, date } of SEARCHED) {
        if (dialect === 'postgres') {
          await recordSearchOrder(db, table, sort);
          continue;
        }
        const ranked = date ? sort : null;
        for (const statement of rankedIndex(table, key, columns, ranked)) await sql.raw(statement).execute(db);
        await recordSearchOrder(db, table, ranked);
      }
    },
  };
}
