// What the migrated database holds, read from its own catalogue at start.
import { sql } from 'kysely';
import { SEARCH_COLUMN } from './search';
import type { Db, Dialect } from './types';

/** Every table's and view's columns, in their order; not the search's own (PostgreSQL's generated words, search.ts). */
export async function tableColumns(db: Db, dialect: Dialect): Promise<ReadonlyMap<string, readonly string[]>> {
  const { rows } =
    dialect === 'postgres'
      ? await sql<{ t: string; c: string }>`select table_name as t, column_name as c from information_schema.columns
          where table_schema = current_schema() order by table_name, ordinal_position`.execute(db)
      : await sql<{ t: string; c: string }>`select m.name as t, p.name as c from sqlite_schema m, pragma_table_info(m.name) p
          where m.type in ('table', 'view') order by m.name, p.cid`.execute(db);
  const columns = new Map<string, string[]>();
  for (const { t, c } of rows) if (c !== SEARCH_COLUMN) columns.set(t, [...(columns.get(t) ?? []), c]);
  return columns;
}
