// Issue 27: the app's PostgreSQL connections plan with a random page read costing 1.1 (the default 4 is for spinning
// disks) and without JIT compilation, unless the server or the database sets its own. With the default cost, a
// search's capped count on a common word is planned as a table scan expected to stop early, and reads a fifth of the
// table (21 ms at 100 000 properties, against 3 ms through the trigram index); with JIT, the dashboard's demand
// without supply spent 3.3 s compiling at 100 000 properties (117 ms without). PostgreSQL only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp, type App } from '#server/app';
import { startApp, testConfig, type TestApp } from './helpers';
import { onPostgresRun } from './testDb';

let env: TestApp;

const setting = async (app: App) =>
  (await sql<{ random_page_cost: string }>`show random_page_cost`.execute(app.connection.db)).rows[0]?.random_page_cost;
const jit = async (app: App) => (await sql<{ jit: string }>`show jit`.execute(app.connection.db)).rows[0]?.jit;

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

  it('every connection of the pool plans with random_page_cost 1.1 and without JIT', async () => {
    // Ten queries at once open several connections of the pool.
    const all = await Promise.all(Array.from({ length: 10 }, async () => `${await setting(env.app)} ${await jit(env.app)}`));
    expect(new Set(all)).toEqual(new Set(['1.1 off']));
  });

  it('compiles no query to machine code, where a plain connection would compile a costly one', async () => {
    const db = env.app.connection.db;
    const costly = 'explain (format json) select count(*) from generate_series(1, 10000000) as g where g % 7 = 3';
    const plans = async (run: (text: string) => Promise<{ rows: Record<string, unknown>[] }>) => JSON.stringify((await run(costly)).rows);
    expect(await plans(async (text) => sql.raw<Record<string, unknown>>(text).execute(db))).not.toContain('"JIT"');
    const plain = new pg.Client({ connectionString: testConfig(env.dir).databaseUrl });
    await plain.connect();
    try {
      const available = (await plain.query<{ a: boolean }>('select pg_jit_available() as a')).rows[0]?.a;
      // Debian's server package ships its LLVM JIT provider: without it, a plain connection would not compile either.
      expect(available).toBe(true);
      expect(await plans((text) => plain.query(text))).toContain('"JIT"');
    } finally {
      await plain.end();
    }
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
    await sql.raw(`alter database "${name}" set jit = on`).execute(db);
    const other = await buildApp(testConfig(env.dir), { logger: false });
    try {
      expect(await setting(other)).toBe('2');
      expect(await jit(other)).toBe('on');
    } finally {
      await other.close();
      await sql.raw(`alter database "${name}" reset random_page_cost`).execute(db);
      await sql.raw(`alter database "${name}" reset jit`).execute(db);
    }
  });
});
