// Issue 27: the app's PostgreSQL connections plan with a random page read costing 1.1 (the default 4 is for spinning
// disks), unless the server or the database sets its own. With the default, a search's capped count on a common
// word is planned as a table scan expected to stop early, and reads a fifth of the table (21 ms at 100 000
// properties, against 3 ms through the trigram index). PostgreSQL only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp, type App } from '#server/app';
import { startApp, testConfig, type TestApp } from './helpers';
import { onPostgresRun } from './testDb';

let env: TestApp;

const setting = async (app: App) =>
  (await sql<{ random_page_cost: string }>`show random_page_cost`.execute(app.connection.db)).rows[0]?.random_page_cost;

/** The plan's node types of `query` on one connection. */
async function planNodes(run: (text: string) => Promise<{ rows: Record<string, unknown>[] }>, query: string): Promise<string> {
  const { rows } = await run(`explain (format json) ${query}`);
  return (
    JSON.stringify(rows[0])
      .match(/"Node Type":"[^"]+"/g)
      ?.join(' ') ?? ''
  );
}

describe.runIf(onPostgresRun)('the planner settings of the app (PostgreSQL)', () => {
  beforeAll(async () => {
    env = await startApp();
  });
  afterAll(async () => env?.close());

  it('every connection of the pool plans with random_page_cost 1.1', async () => {
    // Ten queries at once open several connections of the pool.
    const all = await Promise.all(Array.from({ length: 10 }, () => setting(env.app)));
    expect(new Set(all)).toEqual(new Set(['1.1']));
  });

  it("a common word's capped count goes through the trigram index, where the default cost scans the table", async () => {
    const db = env.app.connection.db;
    await sql`create table planner_probe (id integer primary key, q_text text not null, resto text not null)`.execute(db);
    // Statistics over every row: the estimate is exact, so the plans do not depend on ANALYZE's sample.
    await sql`alter table planner_probe alter column q_text set statistics 10000`.execute(db);
    // One row in ten holds the word; rows as wide as a property's. The table scan stops after ~10 000 rows, the index
    // reads ~1 000: the default cost of a random read makes the scan look cheaper all the same.
    await sql`insert into planner_probe select i, ' of ' || i || ' departamento en venta ' || case when i % 10 = 0 then 'miraflores' else 'surco' end || ' av la mar ' || i,
      repeat(md5(i::text), 18) from generate_series(1, 40000) as i`.execute(db);
    await sql`create index planner_probe_trgm on planner_probe using gin (q_text gin_trgm_ops)`.execute(db);
    await sql`analyze planner_probe`.execute(db);
    const count = `select count(*) from (select 1 from planner_probe where q_text like '%miraflores%' limit 1001) m`;
    const app = await planNodes(async (text) => sql.raw<Record<string, unknown>>(text).execute(db), count);
    const plain = new pg.Client({ connectionString: testConfig(env.dir).databaseUrl });
    await plain.connect();
    try {
      const byDefault = await planNodes((text) => plain.query(text), count);
      expect(byDefault).toContain('Seq Scan');
      expect(app).toContain('Bitmap Index Scan');
      expect(app).not.toContain('Seq Scan');
    } finally {
      await plain.end();
      await sql`drop table planner_probe`.execute(db);
    }
  });

  it("the database's own setting is kept", async () => {
    const db = env.app.connection.db;
    const name = (await sql<{ name: string }>`select current_database() as name`.execute(db)).rows[0]?.name ?? '';
    await sql.raw(`alter database "${name}" set random_page_cost = 2`).execute(db);
    const other = await buildApp(testConfig(env.dir), { logger: false });
    try {
      expect(await setting(other)).toBe('2');
    } finally {
      await other.close();
      await sql.raw(`alter database "${name}" reset random_page_cost`).execute(db);
    }
  });
});
