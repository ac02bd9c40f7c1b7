// Routes are closed by default (issue 27). Every route the app registers (BuildOptions.onRoute sees them all, the
// browser app's included) is either in PUBLIC below — written by hand: what server/routes/public.ts registers on
// purpose — or refused before any work: 401 without a token (however the request is shaped: no body, a form, JSON, a
// multipart upload), 401 with a forged one, 423 with a locked session except the session's own calls. A route
// registered outside the authenticated scope by mistake, or a public one added without a thought, fails here.
import fs from 'node:fs';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alterSession, expectError, login, startApp, tempDir, type TestApp } from './helpers';
import { isPublic, PUBLIC } from './publicRoutes';

/** The calls a locked session may still make: sign out, lock, unlock, its identity. */
const ALLOW_LOCKED: readonly string[] = ['POST /api/logout', 'POST /api/bloquear', 'POST /api/desbloquear', 'GET /api/sesion', 'HEAD /api/sesion'];

interface Route {
  readonly key: string;
  readonly method: string;
  readonly url: string;
  readonly allowLocked: boolean;
}

const routes: Route[] = [];
let env: TestApp;
let lockedToken: string;

beforeAll(async () => {
  const dir = tempDir();
  const staticDir = path.join(dir, 'dist');
  fs.mkdirSync(staticDir);
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>app</title>');
  const onRoute = (route: RouteOptions) => {
    for (const method of [route.method].flat())
      routes.push({ key: `${method} ${route.url}`, method, url: route.url, allowLocked: route.config?.allowLocked === true });
  };
  env = await startApp({ onRoute }, dir, { STATIC_DIR: staticDir });
  await env.app.ready();
  lockedToken = await login(env.app, 'agente');
  await alterSession(env.app, lockedToken, { bloqueada: 1 });
});

afterAll(async () => {
  await env?.close();
});

/** A concrete URL of a route: its parameters filled in. */
const concrete = (url: string) => url.replace(/:(\w+)/g, (_m, name: string) => (name === 'file' ? 'x.pdf' : '1')).replace(/\*$/, 'x');

const MULTIPART = 'frontera';
const multipartBody = [
  `--${MULTIPART}\r\nContent-Disposition: form-data; name="id_propiedad"\r\n\r\n1\r\n`,
  `--${MULTIPART}\r\nContent-Disposition: form-data; name="archivo"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nx\r\n`,
  `--${MULTIPART}--\r\n`,
].join('');

/** The shapes a request without a token can take for a method. */
function shapes(method: string): { name: string; headers: Record<string, string>; payload?: string }[] {
  if (method !== 'POST' && method !== 'PUT') return [{ name: 'sin cuerpo', headers: {} }];
  return [
    { name: 'sin cuerpo', headers: {} },
    { name: 'formulario', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'id=1&json=%7B%7D' },
    { name: 'JSON', headers: { 'content-type': 'application/json' }, payload: '{"id":1}' },
    { name: 'multipart', headers: { 'content-type': `multipart/form-data; boundary=${MULTIPART}` }, payload: multipartBody },
    { name: 'texto', headers: { 'content-type': 'text/plain' }, payload: 'hola' },
  ];
}

async function call(method: string, url: string, headers: Record<string, string>, payload?: string) {
  const res = await env.app.inject({ method: method as 'GET', url: concrete(url), headers, ...(payload === undefined ? {} : { payload }) });
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    body = undefined;
  }
  return { status: res.statusCode, body, text: res.body, headers: res.headers };
}

describe('every registered route is public on purpose or closed', () => {
  it('registers the routes, the public ones and the ones a locked session may call, as listed', () => {
    const keys = new Set(routes.map((r) => r.key));
    expect(routes.length).toBeGreaterThan(300);
    for (const key of PUBLIC) expect(keys.has(key), `${key} no está registrada`).toBe(true);
    expect(
      routes
        .filter((r) => r.allowLocked)
        .map((r) => r.key)
        .sort(),
    ).toEqual([...ALLOW_LOCKED].sort());
  });

  it('answers every public route without a token', async () => {
    for (const route of routes.filter((r) => isPublic(r.key))) {
      const r = await call(
        route.method,
        route.url,
        route.method === 'OPTIONS' ? { origin: 'https://otro.example', 'access-control-request-method': 'GET' } : {},
      );
      expect([401, 423], `${route.key}: ${r.status}`).not.toContain(r.status);
    }
  });

  it('refuses every other route without a token (401), whatever the body, before any work', async () => {
    const closed = routes.filter((r) => !isPublic(r.key));
    const open: string[] = [];
    for (const route of closed) {
      for (const shape of shapes(route.method)) {
        const r = await call(route.method, route.url, shape.headers, shape.payload);
        if (r.status !== 401) open.push(`${route.key} (${shape.name}): ${r.status}`);
        else if (route.method !== 'HEAD') expectError(r, 401);
      }
    }
    expect(open).toEqual([]);
  });

  it('refuses a forged token (401) and a locked session (423) on every closed route but the session’s own', async () => {
    const wrong: string[] = [];
    for (const route of routes.filter((r) => !isPublic(r.key))) {
      const forged = await call(route.method, route.url, { authorization: `Bearer ${'x'.repeat(43)}` });
      if (forged.status !== 401) wrong.push(`${route.key} (falsificado): ${forged.status}`);
      if (route.allowLocked) continue;
      const locked = await call(route.method, route.url, { authorization: `Bearer ${lockedToken}` });
      if (locked.status !== 423) wrong.push(`${route.key} (bloqueada): ${locked.status}`);
      else if (route.method !== 'HEAD') expectError(locked, 423);
    }
    expect(wrong).toEqual([]);
  });
});
