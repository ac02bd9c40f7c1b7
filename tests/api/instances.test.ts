// Issue 15 §2: several app instances on one PostgreSQL database share everything a user or an attacker can see —
// sessions, screen locks, the failed-login budget — and the interval jobs run once across them. Two apps
// (two buildApp, two connection pools) on the same database URL and the same DATA_DIR stand for two processes
// behind a load balancer. PostgreSQL only: an embedded SQLite file belongs to one process.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '#server/app';
import { t } from '#server/http';
import { DEMO_PASSWORD, expectError, expectSuccess, get, login, loginReply, post, startApp, testConfig, type TestApp } from './helpers';
import { onPostgresRun } from './testDb';

// A short free budget per (account, address) and a long delay after it: the third failure anywhere throttles.
const limits = { freePair: 3, baseDelayMs: 60_000, maxPairDelayMs: 60_000 };

let env: TestApp;
let one: App;
let two: App;

describe.runIf(onPostgresRun)('two app instances on one PostgreSQL database (PostgreSQL)', () => {
  beforeAll(async () => {
    env = await startApp({ limits });
    one = env.app;
    two = await buildApp(testConfig(env.dir), { logger: false, limits });
  });

  afterAll(async () => {
    await two?.close();
    await env?.close();
  });

  it('a login on one instance works on the other, and a logout on the other ends it everywhere', async () => {
    const token = await login(one, 'agente');
    expectSuccess(await get(two, '/api/sesion', token));
    expectSuccess(await get(two, '/api/perfil', token));
    expectSuccess(await post(two, '/api/logout', {}, token));
    expectError(await get(one, '/api/sesion', token), 401);
  });

  it('a screen locked on one instance answers 423 on the other until unlocked there', async () => {
    const token = await login(two, 'agente');
    expectSuccess(await post(one, '/api/bloquear', {}, token));
    expectError(await get(two, '/api/perfil', token), 423, t('app.errors.locked'));
    expectSuccess(await post(two, '/api/desbloquear', { json: { password: DEMO_PASSWORD } }, token));
    expectSuccess(await get(one, '/api/perfil', token));
  });

  it('failed logins on both instances count toward one limit', async () => {
    const from = { remoteAddress: '10.15.0.1' };
    expectError(await loginReply(one, 'admin', 'mala-1', from), 401);
    expectError(await loginReply(two, 'admin', 'mala-2', from), 401);
    expectError(await loginReply(one, 'admin', 'mala-3', from), 401);
    // Each instance alone saw fewer than three failures; together they reached the budget.
    const throttled = await loginReply(two, 'admin', DEMO_PASSWORD, from);
    expectError(throttled, 429, /Demasiados intentos/);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    expectError(await loginReply(one, 'admin', DEMO_PASSWORD, from), 429);
    // Another address is not concerned.
    expectSuccess(await loginReply(one, 'admin', DEMO_PASSWORD, { remoteAddress: '10.15.0.2' }));
  });

  it('a job due on both instances at once runs on one of them only', async () => {
    let runs = 0;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let started = () => {};
    const begun = new Promise<void>((resolve) => (started = resolve));
    const job = (label: string) => ({
      name: 'prueba_instancias',
      intervalMs: 60_000,
      run: async () => {
        runs++;
        started();
        await held; // still running when the other instance's turn comes
        return `hecho en ${label}`;
      },
    });
    one.jobs.add(job('uno'));
    two.jobs.add(job('dos'));
    const now = new Date();
    const first = one.jobs.run('prueba_instancias', now);
    // The first run holds the lease once its row says so.
    await begun;
    const second = await two.jobs.run('prueba_instancias', now);
    expect(second).toEqual({ status: 'skipped', reason: 'leased' });
    release();
    expect(await first).toEqual({ status: 'ok', summary: 'hecho en uno' });
    expect(runs).toBe(1);
    const row = await two.connection.db.selectFrom('trabajos').selectAll().where('nombre', '=', 'prueba_instancias').executeTakeFirstOrThrow();
    expect(row.ultimo_resultado).toBe('hecho en uno');
    expect(row.bloqueado_hasta).toBeNull();
  });

  it('both instances racing for the complaints deadline job notify each administrator once', async () => {
    const before = await countAvisos();
    const at = new Date(Date.now() + 30 * 24 * 60 * 60_000); // every open sheet is late by then
    const outcomes = await Promise.all([one.jobs.run('reclamos_por_vencer', at), two.jobs.run('reclamos_por_vencer', at)]);
    expect(outcomes.filter((o) => o.status === 'ok').length).toBeGreaterThanOrEqual(1);
    const after = await countAvisos();
    expect(after).toBeGreaterThan(before);
    // A third run (either instance) finds nothing new to say.
    await one.jobs.run('reclamos_por_vencer', at);
    expect(await countAvisos()).toBe(after);
  });
});

async function countAvisos(): Promise<number> {
  const row = await one.connection.db
    .selectFrom('notificaciones')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
