// Per-table data versions: a number for each table that moves whenever a write to that table commits — in this
// process or any other on the same database (another connection to the SQLite file, another app instance on the
// PostgreSQL database), through the API or in SQL behind it. Equal versions of the tables an answer was read from
// mean the same rows, so that answer can be given again (the list cache, server/crud/listCache.ts). A write to
// another table, or to another database of the same PostgreSQL cluster, leaves them as they are.
//
// Kept by triggers in the writing transaction, in the table `versiones_tablas` (tabla, version); a table's version is
// the sum of its rows there:
// - SQLite: one row per table, incremented by a trigger after each row written (one writer at a time: no waiting).
// - PostgreSQL: a trigger after each statement adds a row (tabla, 1) — adding rows never waits for another
//   transaction, where incrementing one row per table would make writers of a table queue behind each other and
//   could deadlock two transactions writing two tables in opposite orders. A row becomes visible when its
//   transaction commits, and a later state holds every row an earlier one did, so the sum grows with each commit.
//   The job `versiones` (compactVersions) folds each table's rows into one, in one statement: the sums stay.
import { sql, type Kysely } from 'kysely';
import { dialectOf } from './connect';
import { quoteIdent } from './search';
import type { Db, Dialect } from './types';

type MigrationDb = Pick<Kysely<unknown>, 'getExecutor'>;

export const VERSIONS_TABLE = 'versiones_tablas';

/**
 * PostgreSQL: the function the triggers run, recording a statement's write (tg_table_name). It and the table of
 * versions are the database's, made once by migration 0021: a table's triggers build from its name alone
 * (server/db/generator/builderSql.ts records them into a new module's migration).
 */
const PG_RECORD = 'versiones_anotar';

/**
 * The table of versions and, on PostgreSQL, the function its triggers run (made when missing). Migration 0021 makes
 * them for the app's databases (its own copy); this is for a database built from the schemas alone (schemaTable.ts
 * createDatabaseObjects).
 */
export async function createVersionsTable(db: MigrationDb, dialect: Dialect): Promise<void> {
  const table = quoteIdent(VERSIONS_TABLE);
  if (dialect === 'sqlite') {
    await sql.raw(`create table if not exists ${table} (tabla text primary key, version integer not null) without rowid`).execute(db);
    return;
  }
  await sql.raw(`create table if not exists ${table} (tabla text not null, version bigint not null)`).execute(db);
  await sql.raw(`create index if not exists ${quoteIdent(`${VERSIONS_TABLE}_tabla_ix`)} on ${table} (tabla, version)`).execute(db);
  await sql
    .raw(
      `create or replace function ${quoteIdent(PG_RECORD)}() returns trigger language plpgsql as ` +
        `$f$ begin insert into ${table} (tabla, version) values (tg_table_name, 1); return null; end $f$`,
    )
    .execute(db);
}

/** The names of the triggers that keep `table`'s version. */
export function versionTriggers(dialect: Dialect, table: string): string[] {
  return dialect === 'postgres' ? [`${table}_version`] : ['ai', 'au', 'ad'].map((s) => `${table}_version_${s}`);
}

/** Makes `table`'s writes move its version. */
export async function keepTableVersion(db: MigrationDb, dialect: Dialect, table: string): Promise<void> {
  const name = quoteIdent(table);
  if (dialect === 'postgres') {
    const [trigger] = versionTriggers(dialect, table);
    await sql
      .raw(
        `create or replace trigger ${quoteIdent(String(trigger))} after insert or update or delete or truncate on ${name} ` +
          `for each statement execute function ${quoteIdent(PG_RECORD)}()`,
      )
      .execute(db);
    return;
  }
  const bump = `insert into ${quoteIdent(VERSIONS_TABLE)} (tabla, version) values ('${table.replace(/'/g, "''")}', 1) on conflict (tabla) do update set version = version + 1;`;
  for (const [trigger, event] of versionTriggers(dialect, table).map((t, i) => [t, ['insert', 'update', 'delete'][i]] as const))
    await sql.raw(`create trigger if not exists ${quoteIdent(trigger)} after ${event} on ${name} begin ${bump} end`).execute(db);
}

/** The versions of `tables`, as one token ('ofertantes:12 archivos:3'); a table never written is at 0. */
export async function tableVersions(db: Db, tables: readonly string[]): Promise<string> {
  const { rows } = await sql<{ tabla: string; version: number | string }>`select tabla, sum(version) as version from ${sql.table(VERSIONS_TABLE)}
    where tabla in (${sql.join(tables)}) group by tabla`.execute(db);
  const found = new Map(rows.map((r) => [r.tabla, String(r.version)]));
  return tables.map((t) => `${t}:${found.get(t) ?? 0}`).join(' ');
}

/**
 * PostgreSQL: each table's rows of versions folded into one holding their sum, in one statement (a reader sees the
 * rows before or after it, with the same sums; rows of transactions still open stay as they are). Returns how many
 * rows went. SQLite keeps one row per table already.
 */
export async function compactVersions(db: Db): Promise<number> {
  if (dialectOf(db) !== 'postgres') return 0;
  const table = sql.table(VERSIONS_TABLE);
  const { rows } = await sql<{ gone: number }>`with gone as (delete from ${table} returning tabla, version),
      kept as (insert into ${table} (tabla, version) select tabla, sum(version) from gone group by tabla)
    select count(*)::int as gone from gone`.execute(db);
  return rows[0]?.gone ?? 0;
}
