// Issue 15 §4: /api/health asks the database; a request id in every log line, header and error body; production
// mode refuses an unsafe configuration; SIGTERM lets the request in flight finish and exits 0.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import { connect } from '#server/db/connect';
import { t } from '#server/http';
import { demoUsersPresent, unsafeConfiguration } from '#server/production';
import { startPostgres } from '../support/postgres';
import { expectError, expectSuccess, get, reply, startApp, tempDir, type TestApp } from './helpers';
import { onPostgresRun } from './testDb';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PROD = { NODE_ENV: 'production', SEED: 'none', ADMIN_USER: 'gerencia', ADMIN_PASSWORD: 'Tarde-de-Lluvia-en-Barranco' };

describe('/api/health', () => {
  let env: TestApp;
  beforeAll(async () => {
    env = await startApp();
  });
  afterAll(() => env?.close());

  it('runs a query and names the database', async () => {
    const r = await get(env.app, '/api/health');
    expectSuccess(r);
    expect(r.body.data).toEqual({ database: onPostgresRun ? 'postgres' : 'sqlite' });
  });

  it('answers 503 in Spanish when the database does not respond', async () => {
    const dir = tempDir();
    const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent' });
    const connection = connect(config);
    const app = await buildApp(config, { connection, logger: false });
    try {
      await connection.close();
      const r = await get(app, '/api/health');
      expectError(r, 503, t('app.errors.database_down'));
      expect(r.body.requestId).toBe(r.headers['x-request-id']);
    } finally {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it.runIf(onPostgresRun)(
    'on PostgreSQL: says postgres, and 503 once the server is gone',
    async (ctx) => {
      const started = await startPostgres();
      if (!started.cluster) return ctx.skip(`PostgreSQL no disponible: ${started.reason}`);
      const dir = tempDir();
      const app = await buildApp(loadConfig({ DATA_DIR: dir, DATABASE_URL: started.cluster.url, LOG_LEVEL: 'silent' }), { logger: false });
      try {
        expect((await get(app, '/api/health')).body.data).toEqual({ database: 'postgres' });
        started.cluster.stop();
        expectError(await get(app, '/api/health'), 503, t('app.errors.database_down'));
      } finally {
        started.cluster.stop();
        await app.close().catch(() => undefined);
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
    60_000,
  );
});

describe('request id', () => {
  const lines: Record<string, unknown>[] = [];
  let app: Awaited<ReturnType<typeof buildApp>>;
  let dir: string;
  beforeAll(async () => {
    dir = tempDir();
    const logStream = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    app = await buildApp(loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'info', SEED: 'none' }), { logStream });
  });
  afterAll(async () => {
    await app?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps a sane incoming X-Request-Id: in the header, the error body and every log line of the request', async () => {
    const from = lines.length;
    const r = reply(await app.inject({ method: 'GET', url: '/api/ofertantes/listado', headers: { 'x-request-id': 'lb-7f3a.91:2' } }));
    expectError(r, 401);
    expect(r.headers['x-request-id']).toBe('lb-7f3a.91:2');
    expect(r.body.requestId).toBe('lb-7f3a.91:2');
    const mine = lines.slice(from);
    expect(mine.length).toBeGreaterThanOrEqual(2); // request received, response sent
    expect(mine.map((l) => l.reqId)).toEqual(mine.map(() => 'lb-7f3a.91:2'));
  });

  it('generates one when there is none or it is not a plain token, also on success', async () => {
    for (const incoming of [undefined, '<script>', 'a'.repeat(200), 'con espacio']) {
      const res = await app.inject({ method: 'GET', url: '/api/health', headers: incoming === undefined ? {} : { 'x-request-id': incoming } });
      expect(res.statusCode).toBe(200);
      expect(String(res.headers['x-request-id'])).toMatch(/^[0-9a-f-]{36}$/);
    }
    const [a, b] = await Promise.all([app.inject('/api/nada'), app.inject('/api/nada')]);
    expect(a.json().requestId).not.toBe(b.json().requestId);
  });
});

describe('production mode', () => {
  const unsafe = (env: Record<string, string>) => unsafeConfiguration(loadConfig(env), env);

  it('refuses the demo seed, a demo password and a weak administrator password', () => {
    expect(unsafe({ ...PROD })).toEqual([]);
    expect(unsafe({ NODE_ENV: 'production' }).join(' ')).toMatch(/SEED=demo.*use SEED=none/);
    expect(unsafe({ ...PROD, SEED: 'demo' })).toHaveLength(1);
    expect(unsafe({ ...PROD, DEMO_PASSWORD: 'x' }).join(' ')).toMatch(/DEMO_PASSWORD/);
    for (const weak of ['corta-1', 'admin12345678', 'password-largo-2026', 'gerencia-2026-lima', 'aaaaaaaaaaaaaaaa']) {
      expect(unsafe({ ...PROD, ADMIN_PASSWORD: weak }).join(' '), weak).toMatch(/^ADMIN_PASSWORD /);
    }
    expect(unsafe({ SEED: 'demo' })).toEqual([]); // not production: the demo is the default
  });

  it('refuses a database that holds the demo users', async () => {
    const env = await startApp();
    try {
      expect((await demoUsersPresent(env.app.connection.db, PROD)).join(' ')).toMatch(/usuarios de demostración \(agente, lmendoza, cvargas\)/);
      expect(await demoUsersPresent(env.app.connection.db, {})).toEqual([]);
    } finally {
      await env.close();
    }
  });
});

/** The server from its TypeScript, in one node process (tsx as an import hook), so signals reach it directly. */
function server(env: Record<string, string>): { child: ChildProcess; out: () => string; exit: Promise<number | null> } {
  let out = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', STATIC_DIR: path.join(ROOT, 'no-existe'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, out: () => out, exit };
}

const until = (what: string, check: () => boolean | Promise<boolean>, timeout = 30_000): Promise<void> =>
  vi.waitFor(
    async () => {
      if (!(await check())) throw new Error(`esperando: ${what}`);
    },
    { timeout, interval: 50 },
  );

const connects = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = net.connect(port, '127.0.0.1', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
  });

describe.skipIf(process.platform === 'win32')('the server process', () => {
  it('exits 1 with the reasons in Spanish on an unsafe production configuration', async () => {
    const dir = tempDir();
    try {
      const s = server({ NODE_ENV: 'production', DATA_DIR: dir });
      expect(await s.exit).toBe(1);
      expect(s.out()).toMatch(/configuración insegura, el servidor no arranca[\s\S]*SEED=demo/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('on SIGTERM stops accepting, finishes the request in flight and exits 0', async () => {
    const dir = tempDir();
    const s = server({ ...PROD, DATA_DIR: dir });
    try {
      await until('arranque', () => /Inmobiliaria en http:\/\/127\.0\.0\.1:(\d+)/.test(s.out()), 60_000);
      const port = Number(/127\.0\.0\.1:(\d+)/.exec(s.out())?.[1]);
      // A login whose body arrives slowly: headers now, half the body, the rest after the signal.
      const body = `json=${encodeURIComponent(JSON.stringify({ usuario: PROD.ADMIN_USER, password: PROD.ADMIN_PASSWORD }))}`;
      const socket = net.connect(port, '127.0.0.1');
      let answer = '';
      socket.on('data', (d: Buffer) => (answer += d.toString()));
      const closed = new Promise((r) => socket.once('close', r));
      socket.write(
        `POST /api/login HTTP/1.1\r\nHost: x\r\nX-Request-Id: lento-1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
      );
      await until('la solicitud lenta llegó', () => /"reqId":"lento-1"/.test(s.out()));
      s.child.kill('SIGTERM');
      await until('deja de aceptar conexiones', async () => !(await connects(port)));
      socket.write(body.slice(10));
      await closed; // the server ends the connection after its answer
      expect(answer, s.out()).toMatch(/^HTTP\/1\.1 200 /);
      expect(answer).toMatch(/"token":"/);
      expect(await s.exit).toBe(0);
      expect(s.out()).toMatch(/"msg":"cerrado"/);
    } finally {
      if (s.child.exitCode === null) s.child.kill('SIGKILL');
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);
});
