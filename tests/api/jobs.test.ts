// The scheduled job runner: runs on demand and on its interval, never twice at once (in this process or across
// processes sharing the database), records each run, survives failures, stops cleanly.
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connect, type Connection } from '#server/db/connect';
import { migrate } from '#server/db/migrate';
import { sql } from 'kysely';
import { JobRunner, serverJobs, type Job } from '#server/jobs';
import { onPostgresRun } from './testDb';
import { removeTestData, tempDir, testConfig } from './helpers';

const dir = tempDir();
let connection: Connection;

function fakeLog() {
  const log = { error: vi.fn(), info: vi.fn(), warn: vi.fn(), debug: vi.fn(), trace: vi.fn(), fatal: vi.fn(), silent: vi.fn(), level: 'info' };
  return Object.assign(log, { child: () => log }) as unknown as typeof log & FastifyBaseLogger;
}

function runner(jobs: Job[], log = fakeLog()) {
  return new JobRunner({ db: connection.db, dataDir: dir, log }, jobs);
}

const trabajo = (nombre: string) => connection.db.selectFrom('trabajos').selectAll().where('nombre', '=', nombre).executeTakeFirst();

beforeAll(async () => {
  connection = connect(testConfig(dir));
  await migrate(connection.db, connection.dialect);
});

afterAll(async () => {
  await connection?.close();
  removeTestData(dir);
});

describe('JobRunner', () => {
  it('run() executes the job once, returns its summary and records the run', async () => {
    const now = new Date('2026-03-10T15:00:00.000Z');
    const seen: Date[] = [];
    const r = runner([
      {
        name: 'uno',
        intervalMs: 1000,
        run: async (ctx) => {
          seen.push(ctx.now);
          return 'hecho';
        },
      },
    ]);
    expect(await r.run('uno', now)).toEqual({ status: 'ok', summary: 'hecho' });
    expect(seen).toEqual([now]);
    expect(await trabajo('uno')).toMatchObject({
      bloqueado_hasta: null,
      ultima_ejecucion: now.toISOString(),
      ultimo_resultado: 'hecho',
      ultimo_error: null,
    });
    await expect(r.run('otro')).rejects.toThrow(/desconocido/);
  });

  it('never runs the same job twice at once: a second call shares the run in flight', async () => {
    let calls = 0;
    let release!: () => void;
    const gate = new Promise<void>((res) => {
      release = res;
    });
    const r = runner([
      {
        name: 'lento',
        intervalMs: 1000,
        run: async () => {
          calls += 1;
          await gate;
          return `llamadas ${calls}`;
        },
      },
    ]);
    const a = r.run('lento');
    const b = r.run('lento');
    expect(b).toBe(a);
    release();
    expect(await Promise.all([a, b])).toEqual([
      { status: 'ok', summary: 'llamadas 1' },
      { status: 'ok', summary: 'llamadas 1' },
    ]);
    expect(calls).toBe(1);
  });

  it('skips a run while another process holds an unexpired lease, runs once it has expired', async () => {
    let calls = 0;
    const job: Job = {
      name: 'compartido',
      intervalMs: 1000,
      run: async () => {
        calls += 1;
      },
    };
    const now = new Date('2026-03-10T15:00:00.000Z');
    await connection.db
      .insertInto('trabajos')
      .values({ nombre: 'compartido', bloqueado_hasta: `2026-03-10T15:05:00.000Z|otro-servidor:123` })
      .execute();
    expect(await runner([job]).run('compartido', now)).toEqual({ status: 'skipped', reason: 'leased' });
    expect(calls).toBe(0);
    expect(await runner([job]).run('compartido', new Date('2026-03-10T15:06:00.000Z'))).toEqual({ status: 'ok', summary: '' });
    expect(calls).toBe(1);
    // Two runners (two processes) at the same moment: exactly one runs. The run holds its lease until the other
    // runner has been answered (a latch, not a sleep: on a slow machine a timed run could end and release the lease
    // before the other one asks). Should both run, the second opens the latch at once and the check fails.
    let both = 0;
    let release = () => {};
    const latch = new Promise<void>((resolve) => (release = resolve));
    const shared: Job = {
      name: 'carrera',
      intervalMs: 1000,
      run: async () => {
        both += 1;
        if (both > 1) release();
        await latch;
      },
    };
    const racing = [runner([shared]).run('carrera'), runner([shared]).run('carrera')];
    for (const run of racing) void run.then(release, release);
    const outcomes = await Promise.all(racing);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['ok', 'skipped']);
    expect(both).toBe(1);
  });

  it('a failing run is logged and recorded, never thrown; the next run works and releases the lease', async () => {
    let fail = true;
    const log = fakeLog();
    const r = runner(
      [
        {
          name: 'fragil',
          intervalMs: 1000,
          run: async () => {
            if (fail) throw new Error('sin conexión');
            return 'bien';
          },
        },
      ],
      log,
    );
    expect(await r.run('fragil')).toEqual({ status: 'error', error: 'sin conexión' });
    expect(log.error).toHaveBeenCalled();
    expect(await trabajo('fragil')).toMatchObject({ bloqueado_hasta: null, ultimo_error: 'sin conexión' });
    fail = false;
    expect(await r.run('fragil')).toEqual({ status: 'ok', summary: 'bien' });
    expect(await trabajo('fragil')).toMatchObject({ ultimo_error: null, ultimo_resultado: 'bien' });
  });

  it('start() runs each job at once and then on its interval; stop() ends it and waits for the run in flight', async () => {
    // The runner's timers on a fake clock (vi.waitFor moves it on each check); the database's I/O stays real.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let calls = 0;
      let finished = 0;
      let open = () => {};
      const gate = new Promise<void>((resolve) => (open = resolve));
      const r = runner([
        {
          name: 'periodico',
          intervalMs: 30,
          run: async () => {
            calls += 1;
            if (calls === 3) await gate; // the third run is still in flight when stop() is called
            finished += 1;
          },
        },
      ]);
      r.start();
      r.start(); // idempotent
      await vi.waitFor(() => expect(calls).toBe(3), { timeout: 5000, interval: 30 });
      let stopped = false;
      const stopping = r.stop().then(() => (stopped = true));
      await vi.advanceTimersByTimeAsync(1000);
      expect(stopped).toBe(false);
      expect(finished).toBe(2);
      open();
      await stopping;
      expect(finished).toBe(3);
      // Nothing is scheduled any more: however much time passes, no run starts. (Not vi.getTimerCount(): the
      // PostgreSQL pool's own idle timers are on the same fake clock.)
      await vi.advanceTimersByTimeAsync(10_000);
      expect(calls).toBe(3);
      expect(await r.run('periodico')).toEqual({ status: 'skipped', reason: 'stopped' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses duplicate names and bad intervals', () => {
    const job: Job = { name: 'x', intervalMs: 10, run: async () => undefined };
    expect(() => runner([job, job])).toThrow(/duplicado/);
    expect(() => runner([{ ...job, intervalMs: 0 }])).toThrow(/Intervalo/);
  });
});

describe("the 'estadisticas' job (SQLite)", () => {
  it.skipIf(onPostgresRun)('re-analyses a table that has grown since its statistics were taken', async () => {
    const now = new Date().toISOString();
    const rows = (from: number, n: number) =>
      Array.from({ length: n }, (_, i) => ({ termino: `Término ${from + i}`, definicion: 'x', creado_en: now, actualizado_en: now }));
    await connection.db.insertInto('glosario').values(rows(0, 20)).execute();
    await sql`analyze glosario`.execute(connection.db);
    // The row count the planner believes (each statistics row of the table starts with it).
    const counted = async () => {
      const { rows: stats } = await sql<{ stat: string }>`select stat from sqlite_stat1 where tbl = 'glosario'`.execute(connection.db);
      return Math.max(0, ...stats.map((r) => Number(r.stat.split(' ')[0])));
    };
    expect(await counted()).toBe(20);
    for (let i = 1; i <= 5; i++)
      await connection.db
        .insertInto('glosario')
        .values(rows(i * 1000, 1000))
        .execute();
    const job = serverJobs.find((j) => j.name === 'estadisticas');
    expect(job).toBeDefined();
    expect(await runner(job ? [job] : []).run('estadisticas', new Date())).toEqual({ status: 'ok', summary: 'ok' });
    expect(await counted()).toBe(5020);
  });
});
