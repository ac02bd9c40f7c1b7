// PostgreSQL: a prefix table per searched table, as written (main at 560fd9d): `<table>_q_prefixes` holds every
// prefix of the folded words of each row once, with the row's default sort value and key, kept in step by a trigger
// that follows the sort column too; its index (prefix, sort, key) reads the first pages of a `q` in the default order
// and counts them without the table. `sort_value` is made from the table's column (`create table … as`): the same
// type and collation, so the same order. SQLite: nothing to do (FTS5 answers).
// When written, this migration also ran 0017's word-table statements again (create if not exists, the same trigger
// function and trigger, the rows inserted on conflict do nothing): they changed nothing, and are not repeated here.
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

function prefixTable(name: string, key: string, columns: readonly string[], sort: string): string[] {
  const table = quoteIdent(name);
  const prefixes = quoteIdent(`${name}_q_prefixes`);
  const sync = quoteIdent(`${name}_q_sort_sync`);
  const [k, s] = [quoteIdent(key), quoteIdent(sort)];
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
  const cols = [...new Set([...columns, sort])].map(quoteIdent).join(', ');
  return [
    `create table ${prefixes} with (autovacuum_vacuum_insert_scale_factor = 0.02, autovacuum_vacuum_scale_factor = 0.02) as ` +
      `select ''::text collate "C" as prefix, ${s} as sort_value, ${k}::integer as row_key from ${table} with no data`,
    `alter table ${prefixes} alter column prefix set not null, alter column row_key set not null`,
    `create or replace function ${sync}() returns trigger language plpgsql as $q$ begin ${body} end $q$`,
    `create trigger ${sync} after insert or delete or update of ${cols} on ${table} for each row execute function ${sync}()`,
    `insert into ${prefixes} (prefix, sort_value, row_key) select p, ${s}, ${k} from ${table}, lateral (${all()}) as t(p)`,
    `create index ${quoteIdent(`${name}_q_prefixes_ix`)} on ${prefixes} (prefix, sort_value, row_key)`,
  ];
}

export function m0018SearchPrefixTables(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      if (dialect !== 'postgres') return;
      for (const { table, key, columns, sort } of SEARCHED) {
        for (const statement of prefixTable(table, key, columns, sort)) await sql.raw(statement).execute(db);
      }
    },
  };
}
