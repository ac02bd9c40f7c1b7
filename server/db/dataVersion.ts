// A token for what the database holds: it changes whenever a write commits, in this process or any other on the
// same data (another connection to the SQLite file, another app instance on the PostgreSQL cluster). Equal
// tokens mean equal data, so an answer computed under a token can be given again while the token holds.
import { sql } from 'kysely';
import { dialectOf } from './connect';
import type { Db } from './types';

export async function dataVersion(db: Db): Promise<string> {
  if (dialectOf(db) === 'sqlite') {
    // data_version moves when another connection commits; total_changes() counts this connection's own row
    // writes (triggers included; a rolled-back write still counts, which only costs a recomputation).
    const { rows } = await sql<{ d: number; c: number }>`select data_version as d, total_changes() as c from pragma_data_version`.execute(db);
    const [row] = rows;
    return row ? `${row.d}.${row.c}` : '';
  }
  // The visibility snapshot (xmin:xmax:in-progress xids, cluster-wide): any transaction that writes takes an xid,
  // which moves xmax, and its end leaves the in-progress list — so an equal snapshot sees the same committed rows.
  const { rows } = await sql<{ v: string }>`select pg_current_snapshot()::text as v`.execute(db);
  return rows[0]?.v ?? '';
}
