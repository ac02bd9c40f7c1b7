// The `q` search index becomes a word index in place of 0011's trigram one, for every table 0011 indexed, as written
// (main at 9871ebb): the rows stay, the new index is filled from them, and its triggers (SQLite) keep it in step.
// - SQLite: an FTS5 table `<table>_q` (unicode61 without diacritics, prefix indexes of 2 to 4 letters), external
//   content. 0019 rebuilt it contentless and ranked.
// - PostgreSQL: a GIN index on the columns' folded words as a 'simple' tsvector. 0017 replaced it with word tables.
// PostgreSQL also gets each list's default sort followed by the key, so that a deep page is counted off an
// index-only scan (SQLite's one-column index already holds the rowid).
import { sql, type Kysely } from 'kysely';
import { SEARCHED } from './kit/searched';
import { quoteIdent, type Dialect } from './kit/sql';
import { createListIndexes, listIndex } from './kit/tables';

const FOLD_FROM = 'áàâäãåéèêëíìîïóòôöõúùûüñçý';
const FOLD_TO = 'aaaaaaeeeeiiiiooooouuuuncy';

/** PostgreSQL: the folded text of the columns (lower case, no accents). */
function pgFolded(columns: readonly string[]): string {
  const joined = columns.map((c) => `coalesce(${quoteIdent(c)}::text, '')`).join(` || ' ' || `);
  const from = FOLD_FROM + FOLD_FROM.toUpperCase();
  return `translate(lower(${joined}), '${from}', '${FOLD_TO}${FOLD_TO}')`;
}

/** 0011's trigram index, dropped. */
function dropTrigram(dialect: Dialect, name: string): string[] {
  if (dialect === 'postgres') return [`drop index if exists ${quoteIdent(`${name}_q_trgm`)}`];
  return [
    ...['ai', 'ad', 'au'].map((suffix) => `drop trigger if exists ${quoteIdent(`${name}_fts_${suffix}`)}`),
    `drop table if exists ${quoteIdent(`${name}_fts`)}`,
  ];
}

function wordIndex(dialect: Dialect, name: string, key: string, columns: readonly string[]): string[] {
  const table = quoteIdent(name);
  if (dialect === 'postgres') {
    const words = `to_tsvector('simple'::regconfig, regexp_replace(${pgFolded(columns)}, '[^a-z0-9]+', ' ', 'g'))`;
    return [`create index if not exists ${quoteIdent(`${name}_q_tsv`)} on ${table} using gin ((${words}))`];
  }
  const fts = quoteIdent(`${name}_q`);
  const cols = columns.map(quoteIdent).join(', ');
  const values = (row: 'new' | 'old') => columns.map((c) => `${row}.${quoteIdent(c)}`).join(', ');
  const k = quoteIdent(key);
  const trigger = (suffix: string) => quoteIdent(`${name}_q_${suffix}`);
  const remove = `insert into ${fts}(${fts}, rowid, ${cols}) values ('delete', old.${k}, ${values('old')});`;
  const add = `insert into ${fts}(rowid, ${cols}) values (new.${k}, ${values('new')});`;
  const options = `content=${table}, content_rowid=${k}, tokenize='unicode61 remove_diacritics 2', prefix='2 3 4'`;
  return [
    `create virtual table if not exists ${fts} using fts5(${cols}, ${options})`,
    `create trigger if not exists ${trigger('ai')} after insert on ${table} begin ${add} end`,
    `create trigger if not exists ${trigger('ad')} after delete on ${table} begin ${remove} end`,
    `create trigger if not exists ${trigger('au')} after update of ${cols} on ${table} begin ${remove} ${add} end`,
    `insert into ${fts}(${fts}) values ('rebuild')`,
  ];
}

export function m0015SearchWords(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      for (const { table, key, columns, sort } of SEARCHED) {
        for (const statement of [...dropTrigram(dialect, table), ...wordIndex(dialect, table, key, columns)]) await sql.raw(statement).execute(db);
        if (dialect === 'postgres') await createListIndexes(db, table, [listIndex(table, key, [sort])]);
      }
    },
  };
}
