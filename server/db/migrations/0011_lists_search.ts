// The `q` search index of every table with declared search fields, built over the rows already there, as written
// (main at 8214920): accent- and case-insensitive substring matching of three characters or more.
// - SQLite: an FTS5 table with the trigram tokenizer (remove_diacritics) over the table's search columns, external
//   content (the table itself), kept in step by triggers in the writing transaction.
// - PostgreSQL: a GIN pg_trgm index on the folded (lower case, no accents) concatenation of the same columns.
// 0015 replaced both with a word index.
import { sql, type Kysely } from 'kysely';
import { SEARCHED } from './kit/searched';
import { quoteIdent, type Dialect } from './kit/sql';

const FOLD_FROM = 'áàâäãåéèêëíìîïóòôöõúùûüñçý';
const FOLD_TO = 'aaaaaaeeeeiiiiooooouuuuncy';

/** PostgreSQL: the folded text the trigram index is built on. */
function pgFolded(columns: readonly string[]): string {
  const joined = columns.map((c) => `coalesce(${quoteIdent(c)}::text, '')`).join(` || chr(10) || `);
  return `translate(lower(${joined}), '${FOLD_FROM}', '${FOLD_TO}')`;
}

function statements(dialect: Dialect, name: string, key: string, columns: readonly string[]): string[] {
  const table = quoteIdent(name);
  if (dialect === 'postgres')
    return [
      `create extension if not exists pg_trgm`,
      `create index if not exists ${quoteIdent(`${name}_q_trgm`)} on ${table} using gin ((${pgFolded(columns)}) gin_trgm_ops)`,
    ];
  const fts = quoteIdent(`${name}_fts`);
  const cols = columns.map(quoteIdent).join(', ');
  const values = (row: 'new' | 'old') => columns.map((c) => `${row}.${quoteIdent(c)}`).join(', ');
  const k = quoteIdent(key);
  const trigger = (suffix: string) => quoteIdent(`${name}_fts_${suffix}`);
  const remove = `insert into ${fts}(${fts}, rowid, ${cols}) values ('delete', old.${k}, ${values('old')});`;
  const add = `insert into ${fts}(rowid, ${cols}) values (new.${k}, ${values('new')});`;
  return [
    `create virtual table if not exists ${fts} using fts5(${cols}, content=${table}, content_rowid=${k}, tokenize='trigram remove_diacritics 1')`,
    `create trigger if not exists ${trigger('ai')} after insert on ${table} begin ${add} end`,
    `create trigger if not exists ${trigger('ad')} after delete on ${table} begin ${remove} end`,
    `create trigger if not exists ${trigger('au')} after update of ${cols} on ${table} begin ${remove} ${add} end`,
    `insert into ${fts}(${fts}) values ('rebuild')`,
  ];
}

export function m0011ListsSearch(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      for (const { table, key, columns } of SEARCHED) {
        for (const statement of statements(dialect, table, key, columns)) await sql.raw(statement).execute(db);
      }
    },
  };
}
