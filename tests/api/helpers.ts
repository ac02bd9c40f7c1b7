// Shared helpers for the API tests: a real app on a fresh database (SQLite, or PostgreSQL on the api-pg run: see
// testDb.ts), form-encoded calls through inject.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { buildApp, type App, type BuildOptions } from '#server/app';
import { loadConfig, type Config } from '#server/config';
import { hashToken } from '#server/auth/sessions';
import { seedIfEmpty } from '#server/db/seed';
import { databaseEnv, DEMO_PASSWORD, dropDatabase } from './testDb';
import { anyTable } from '#server/db/types';

export { DEMO_PASSWORD, databaseEnv } from './testDb';

export interface TestApp {
  readonly app: App;
  readonly config: Config;
  readonly dir: string;
  close(): Promise<void>;
}

export function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'inmo-api-'));
}

/** The configuration of the database that belongs to `dir` (empty on first use), plus `env`. */
export function testConfig(dir: string, env: NodeJS.ProcessEnv = {}): Config {
  return loadConfig({ ...databaseEnv(dir), DEMO_PASSWORD, LOG_LEVEL: 'silent', ...env });
}

/** Removes a test's data directory and, on PostgreSQL, its database. */
export function removeTestData(dir: string): void {
  dropDatabase(dir);
  fs.rmSync(dir, { recursive: true, force: true });
}

/** A seeded app on a fresh temp DATA_DIR (or `dir` when given), with `env` added to its configuration. */
export async function startApp(options: Omit<BuildOptions, 'logger'> = {}, dir = tempDir(), env: NodeJS.ProcessEnv = {}): Promise<TestApp> {
  // Errors only, on stderr: a 5xx in a test prints its cause and stack there (the answer carries only a request id).
  const config = loadConfig({ ...databaseEnv(dir, true), DEMO_PASSWORD, LOG_LEVEL: 'error', ...env });
  const app = await buildApp(config, { logStream: process.stderr, ...options });
  await seedIfEmpty(app.connection.db, config);
  return {
    app,
    config,
    dir,
    async close() {
      await app.close();
      removeTestData(dir);
    },
  };
}

export interface CallOptions {
  readonly remoteAddress?: string;
  readonly headers?: Record<string, string>;
}

/** An inject response as the tests read it: status, parsed JSON body (when it is JSON), raw text, headers. */
export function reply(res: { statusCode: number; body: string; headers: Record<string, unknown>; json(): unknown }) {
  let body;
  try {
    body = JSON.parse(res.body);
  } catch {
    body = undefined;
  }
  return { status: res.statusCode, body, text: res.body, headers: res.headers };
}

export type Reply = ReturnType<typeof reply>;

/** Encodes a form: objects and arrays become JSON text (the `json` field); other values become strings. */
export function form(fields: Readonly<Record<string, unknown>>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) {
    if (v === undefined) continue;
    params.append(k, typeof v === 'string' ? v : typeof v === 'object' ? JSON.stringify(v) : String(v));
  }
  return params.toString();
}

/** POST a form-encoded body; the token travels in the `authorization` field (the seed's way). */
export async function post(
  app: App,
  url: string,
  fields: Readonly<Record<string, unknown>> = {},
  token?: string,
  opts: CallOptions = {},
): Promise<Reply> {
  const res = await app.inject({
    method: 'POST',
    url,
    payload: form(token === undefined ? fields : { ...fields, authorization: token }),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...opts.headers },
    remoteAddress: opts.remoteAddress,
  });
  return reply(res);
}

/** GET with `Authorization: Bearer`; `query` values that are objects become JSON (the `filter` parameter). */
export async function get(
  app: App,
  url: string,
  token?: string,
  query: Readonly<Record<string, unknown>> = {},
  opts: CallOptions = {},
): Promise<Reply> {
  const qs = form(query);
  const res = await app.inject({
    method: 'GET',
    url: qs ? `${url}${url.includes('?') ? '&' : '?'}${qs}` : url,
    headers: { ...(token === undefined ? {} : { authorization: `Bearer ${token}` }), ...opts.headers },
    remoteAddress: opts.remoteAddress,
  });
  return reply(res);
}

export async function loginReply(app: App, usuario: string, password: string = DEMO_PASSWORD, opts: CallOptions = {}): Promise<Reply> {
  return post(app, '/api/login', { json: { usuario, password } }, undefined, opts);
}

/** Logs in and returns the token (fails the test when login does not succeed). */
export async function login(app: App, usuario: string, password: string = DEMO_PASSWORD, opts: CallOptions = {}): Promise<string> {
  const r = await loginReply(app, usuario, password, opts);
  if (r.status !== 200 || typeof r.body?.token !== 'string') throw new Error(`login ${usuario} falló: ${r.status} ${r.text}`);
  return r.body.token as string;
}

/** The id of a user by login name. */
export async function userId(app: App, usuario: string): Promise<number> {
  const row = await app.connection.db.selectFrom('usuarios').select('id_usuario').where('usuario', '=', usuario).executeTakeFirstOrThrow();
  return Number(row.id_usuario);
}

/** Changes the stored session of `token` directly (expire, revoke, lock). */
export async function alterSession(app: App, token: string, values: Record<string, unknown>): Promise<void> {
  const r = await app.connection.db.updateTable('sesiones').set(values).where('token_hash', '=', hashToken(token)).executeTakeFirst();
  expect(Number(r.numUpdatedRows)).toBe(1);
}

export async function countRows(app: App, table: string): Promise<number> {
  const row = await anyTable(app.connection.db)
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function activity(app: App, where: Record<string, unknown> = {}): Promise<Record<string, unknown>[]> {
  let q = anyTable(app.connection.db).selectFrom('actividadsistema').selectAll();
  for (const [k, v] of Object.entries(where)) q = q.where(k, '=', v);
  return q.orderBy('id_actividad', 'asc').execute();
}

const LEAK = /stack|SELECT |INSERT |UPDATE |DELETE FROM|sqlite|SQLITE_|node_modules|\bat .+\(.+:\d+:\d+\)/i;

/** The error envelope: HTTP status, `status: 'error'`, a Spanish `msg` (not an i18n key), no stack or SQL. */
export function expectError(r: Reply, status: number, msg?: string | RegExp): void {
  expect(r.status, r.text).toBe(status);
  expect(r.body?.status).toBe('error');
  expect(typeof r.body?.msg).toBe('string');
  const text = r.body.msg as string;
  expect(text.length).toBeGreaterThan(5);
  expect(text).not.toMatch(/^(app|ra)\.[\w.]+$/);
  expect(text).not.toMatch(/\b(the|is|not|invalid|failed|error:|unauthorized|forbidden|too large)\b/i);
  expect(r.body.stack).toBeUndefined();
  expect(r.text).not.toMatch(LEAK);
  if (typeof msg === 'string') expect(text).toBe(msg);
  else if (msg) expect(text).toMatch(msg);
}

export function expectSuccess(r: Reply, status = 200): void {
  expect(r.status, r.text).toBe(status);
  expect(r.body?.status).toBe('success');
}
