// The bench's data: the demo database grown to N ofertantes by copying its own rows in SQL (each round doubles
// the table, in one statement, inside the database: no HTTP, no row-by-row inserts), then ANALYZE. A copy gets
// another price and another capture date (spread over the two years before the original's): 300 copies of one
// row under one date would make every word's matches come in runs of hundreds along the default order, which no
// agency's data does. Also: the search's storage, and the bulk insert timed with the search and without it.
import fs from 'node:fs';
import { sql } from 'kysely';
import { AUDIT_FIELDS } from '../src/framework/schema';
import ofertantes from '../src/resources/ofertantes/schema';
import { loadConfig } from '../server/config';
import { analyze, connect, type Connection } from '../server/db/connect';
import { migrate } from '../server/db/migrate';
import { storedFields } from '../server/db/schemaTable';
import { seedIfEmpty } from '../server/db/seed';
import { ftsName, pgSearchIndexName, SEARCH_COLUMN } from '../server/db/search';

/** The bench's PostgreSQL server settings: the shared buffers a server for a million properties would have. */
export const BENCH_PG_SETTINGS: Readonly<Record<string, string>> = { shared_buffers: '2GB' };

export async function openSeeded(dir: string, databaseUrl: string, password: string): Promise<Connection> {
  const config = loadConfig({ DATA_DIR: dir, DATABASE_URL: databaseUrl, DEMO_PASSWORD: password, LOG_LEVEL: 'silent' });
  const conn = connect(config);
  await migrate(conn.db, conn.dialect);
  await seedIfEmpty(conn.db, config);
  return conn;
}

/** Opens a grown database again (no migration or seed). */
export function reopen(dir: string, databaseUrl: string): Connection {
  return connect(loadConfig({ DATA_DIR: dir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' }));
}

const countOf = async (conn: Connection) =>
  Number(
    (
      await conn.db
        .selectFrom('ofertantes')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Inserts `n` copies of the first rows (at most the table's size), in one statement; returns the milliseconds it took. */
async function insertCopies(conn: Connection, n: number, offset: number): Promise<number> {
  const columns = [...storedFields(ofertantes).map(([name]) => name), ...AUDIT_FIELDS];
  const list = columns.map((c) => `"${c}"`).join(', ');
  // In 64 bits: past ~271 000 rows the product overflows PostgreSQL's integer.
  const seed = `((cast("id_propiedad" as bigint) + ${offset}) * 7919)`;
  const captured =
    conn.dialect === 'postgres'
      ? `to_char("fecha_captacion"::date - (${seed} % 730)::integer, 'YYYY-MM-DD')`
      : `date("fecha_captacion", '-' || (${seed} % 730) || ' days')`;
  const copy = (c: string) =>
    c === 'precio'
      ? `"precio" + (${seed} % 1000) * 100`
      : c === 'codigo'
        ? `'OF-C' || ("id_propiedad" + ${offset})`
        : c === 'fecha_captacion'
          ? `case when "fecha_captacion" is null then null else ${captured} end`
          : `"${c}"`;
  const t0 = performance.now();
  await sql
    .raw(`insert into ofertantes (${list}) select ${columns.map(copy).join(', ')} from ofertantes order by id_propiedad limit ${n}`)
    .execute(conn.db);
  return performance.now() - t0;
}

/** Copies of the demo rows until there are `size` (prices and capture dates varied). */
export async function growOfertantes(conn: Connection, size: number): Promise<void> {
  let count = await countOf(conn);
  while (count < size) {
    const n = Math.min(count, size - count);
    await insertCopies(conn, n, count);
    count += n;
  }
  await settle(conn);
}

/**
 * PostgreSQL: a vacuum sets the visibility map, without which deep pages cannot be read from their indexes alone,
 * and empties the GIN index's pending list (autovacuum does both in time; the bench measures right after the
 * bulk insert). Then ANALYZE.
 */
async function settle(conn: Connection): Promise<void> {
  if (conn.dialect === 'postgres') await sql`vacuum`.execute(conn.db);
  await analyze(conn.db);
}

/** Drops the `q` search of ofertantes (the yardstick of the bulk insert: the same table without its search). */
export async function dropSearch(conn: Connection): Promise<void> {
  if (conn.dialect === 'postgres') {
    await sql.raw(`alter table ofertantes drop column ${SEARCH_COLUMN}`).execute(conn.db);
    return;
  }
  for (const suffix of ['ai', 'ad', 'au']) await sql.raw(`drop trigger ${ftsName('ofertantes')}_${suffix}`).execute(conn.db);
  await sql.raw(`drop table ${ftsName('ofertantes')}`).execute(conn.db);
}

/** Times the insert of `n` more properties, copies of the first ones, in one statement. */
export async function bulkInsert(conn: Connection, n: number): Promise<number> {
  return insertCopies(conn, n, await countOf(conn));
}

/** Sizes in bytes: the table with its indexes (without the search), and the search's own storage, by part. */
export interface SearchStorage {
  readonly table: number;
  readonly search: number;
  readonly parts: string;
}

const mb = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MB`;

/**
 * PostgreSQL: pg_total_relation_size of ofertantes (heap, TOAST, every index) less the search's part, which is the
 * trigram GIN index (pg_relation_size) and the generated column's bytes in the rows (sum of pg_column_size). SQLite:
 * the pages of the table and its indexes (dbstat) less the searched-text column's bytes, and the FTS5 index's shadow
 * tables with that column.
 */
export async function searchStorage(conn: Connection): Promise<SearchStorage> {
  if (conn.dialect === 'postgres') {
    const gin = pgSearchIndexName('ofertantes');
    const { rows } = await sql<{ total: string; gin: string; col: string }>`select pg_total_relation_size('ofertantes') as total,
        pg_relation_size(${gin}::regclass) as gin, (select sum(pg_column_size(${sql.ref(SEARCH_COLUMN)})) from ofertantes) as col`.execute(conn.db);
    const [row] = rows;
    const [total, index, column] = [Number(row?.total), Number(row?.gin), Number(row?.col)];
    return {
      table: total - index - column,
      search: index + column,
      parts: `columna ${SEARCH_COLUMN} ${mb(column)} + índice GIN de trigramas ${mb(index)}`,
    };
  }
  // Each table with its indexes (an index's tbl_name is its table's; FTS5 keeps its index in shadow tables).
  const { rows } = await sql<{ tbl: string; bytes: number }>`select m.tbl_name as tbl, sum(s.pgsize) as bytes
      from dbstat s join sqlite_schema m on m.name = s.name group by m.tbl_name`.execute(conn.db);
  const search = rows.filter((r) => r.tbl.startsWith(`${ftsName('ofertantes')}_`));
  const sum = (list: typeof rows) => list.reduce((s, r) => s + Number(r.bytes), 0);
  const parts = search.filter((r) => r.bytes > 1048576).map((r) => `${r.tbl} ${mb(Number(r.bytes))}`);
  // The searched-text column's bytes in the table's pages (its values' lengths: the record headers aside).
  const stored = await sql<{ bytes: number | null }>`select sum(length(cast(${sql.ref(SEARCH_COLUMN)} as blob))) as bytes from ofertantes`.execute(
    conn.db,
  );
  const column = Number(stored.rows[0]?.bytes ?? 0);
  return {
    table: sum(rows.filter((r) => r.tbl === 'ofertantes')) - column,
    search: sum(search) + column,
    parts: `columna ${SEARCH_COLUMN} ${mb(column)} + FTS5: ${parts.join(', ')}`,
  };
}

/** The rows as json-server 0.17 reads them: { ofertantes: [...] } with `id`. */
export async function exportOfertantes(conn: Connection, file: string): Promise<void> {
  const rows = await conn.db.selectFrom('ofertantes').selectAll().execute();
  // Without the searched-text column, which no record carries.
  fs.writeFileSync(
    file,
    JSON.stringify({
      ofertantes: rows.map((r) => ({ id: r.id_propiedad, ...Object.fromEntries(Object.entries(r).filter(([k]) => k !== SEARCH_COLUMN)) })),
    }),
  );
}
