// PostgreSQL: the `q` word index becomes a word table per searched table, as written (main at 2afed1d):
// `<table>_q_words` holds the folded words of each row once with its key (byte-order primary key), kept in step by
// a trigger in the writing transaction and filled from the rows already there, in place of 0015's GIN tsvector
// index, whose matches each cost a visit of the table's row. SQLite keeps its FTS5 index: nothing to do.
import { sql, type Kysely } from 'kysely';
import { SEARCHED } from './kit/searched';
import { quoteIdent, type Dialect } from './kit/sql';

const FOLD_FROM = 'áàâäãåéèêëíìîïóòôöõúùûüñçý';
const FOLD_TO = 'aaaaaaeeeeiiiiooooouuuuncy';

/** The folded text of the columns (of `row`: a trigger's old or new). */
function pgFolded(columns: readonly string[], row?: 'old' | 'new'): string {
  const joined = columns.map((c) => `coalesce(${row ? `${row}.` : ''}${quoteIdent(c)}::text, '')`).join(` || ' ' || `);
  const from = FOLD_FROM + FOLD_FROM.toUpperCase();
  return `translate(lower(${joined}), '${from}', '${FOLD_TO}${FOLD_TO}')`;
}

function wordTable(name: string, key: string, columns: readonly string[]): string[] {
  const table = quoteIdent(name);
  const words = quoteIdent(`${name}_q_words`);
  const sync = quoteIdent(`${name}_q_sync`);
  const k = quoteIdent(key);
  const split = (row: 'old' | 'new') => `regexp_split_to_table(${pgFolded(columns, row)}, '[^a-z0-9]+')`;
  const body = [
    `if tg_op = 'UPDATE' and ${pgFolded(columns, 'old')} = ${pgFolded(columns, 'new')} then return null; end if;`,
    `if tg_op <> 'INSERT' then delete from ${words} where row_key = old.${k} and word in (select ${split('old')}); end if;`,
    `if tg_op <> 'DELETE' then insert into ${words} (word, row_key) select distinct w, new.${k} from ${split('new')} as w where w <> ''; end if;`,
    'return null;',
  ].join(' ');
  const cols = columns.map(quoteIdent).join(', ');
  const all = `regexp_split_to_table(${pgFolded(columns)}, '[^a-z0-9]+')`;
  return [
    `drop index if exists ${quoteIdent(`${name}_q_tsv`)}`,
    `create table if not exists ${words} (word text collate "C" not null, row_key integer not null, ` +
      `constraint ${quoteIdent(`${name}_q_words_pk`)} primary key (word, row_key)) ` +
      // Read from its index alone, which needs a current visibility map: vacuumed after fewer writes than usual.
      `with (autovacuum_vacuum_insert_scale_factor = 0.02, autovacuum_vacuum_scale_factor = 0.02)`,
    `create or replace function ${sync}() returns trigger language plpgsql as $q$ begin ${body} end $q$`,
    `drop trigger if exists ${sync} on ${table}`,
    `create trigger ${sync} after insert or delete or update of ${cols} on ${table} for each row execute function ${sync}()`,
    `insert into ${words} (word, row_key) select distinct w, ${k} from ${table}, ${all} as w where w <> '' on conflict do nothing`,
  ];
}

export function m0017SearchWordTables(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      if (dialect !== 'postgres') return;
      for (const { table, key, columns } of SEARCHED) {
        for (const statement of wordTable(table, key, columns)) await sql.raw(statement).execute(db);
      }
    },
  };
}
