// Issue 8 §3 and §4: Fastify's own errors in the Spanish envelope with the right 4xx and no stack trace in the
// log — over a real socket, since a garbage request line or oversized headers never reach inject — and HSTS /
// upgrade-insecure-requests only when the app is served over HTTPS.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '#server/app';
import { loadConfig } from '#server/config';
import { t } from '#server/http';
import { databaseEnv, removeTestData, reply, tempDir } from './helpers';

const lines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _enc, done) {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  },
});

let app: App;
let dir: string;
let port: number;

beforeAll(async () => {
  dir = tempDir();
  const staticDir = path.join(dir, 'dist');
  fs.mkdirSync(staticDir);
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>app</title>');
  const config = loadConfig({ ...databaseEnv(dir), STATIC_DIR: staticDir, LOG_LEVEL: 'info', SEED: 'none' });
  app = await buildApp(config, { logStream });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as net.AddressInfo).port;
});

afterAll(async () => {
  await app?.close();
  if (dir) removeTestData(dir);
});

/** Sends raw bytes and reads the whole answer (the server closes the connection). */
function raw(request: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let out = '';
    socket.setEncoding('utf8');
    socket.on('data', (d: string) => (out += d));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', ...rest] = out.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), headers: head, body: rest.join('\r\n\r\n') });
    });
    socket.setTimeout(5000, () => socket.destroy());
  });
}

const get = (target: string, extra = '') => raw(`GET ${target} HTTP/1.1\r\nHost: localhost\r\n${extra}Connection: close\r\n\r\n`);

function expectEnvelope(r: { status: number; headers: string; body: string }, status: number, msg: string) {
  expect(r.status, r.body).toBe(status);
  const body = JSON.parse(r.body) as { status: string; msg: string; requestId: string };
  expect(body).toEqual({ status: 'error', msg, requestId: expect.stringMatching(/^[\w.:-]{8,}$/) });
  // The id of the answer's log lines, in the body and the header alike (even when no request could be parsed).
  expect(r.headers.toLowerCase()).toContain(`x-request-id: ${body.requestId.toLowerCase()}`);
  expect(r.body).not.toMatch(/FST_|Bad Request|statusCode|invalid|error":/i);
}

describe('framework errors over a real socket', () => {
  it('a bad URL escape (%zz) answers 400 in Spanish', async () => {
    expectEnvelope(await get('/api/ofertantes/detalle/%zz'), 400, t('app.errors.bad_url'));
    expectEnvelope(await get('/%zz'), 400, t('app.errors.bad_url'));
  });

  it('oversized headers answer 431 in Spanish', async () => {
    expectEnvelope(await get('/api/health', `X-Relleno: ${'a'.repeat(20_000)}\r\n`), 431, t('app.errors.headers_too_large'));
  });

  it('a garbage request line answers 400 in Spanish', async () => {
    expectEnvelope(await raw('HOLA QUE TAL\r\n\r\n'), 400, t('app.errors.bad_request'));
    expectEnvelope(await raw('\u0000\u0001\u0002 / HTTP/1.1\r\n\r\n'), 400, t('app.errors.bad_request'));
  });

  it('an encoded traversal on the web-app paths answers 400, not a 500', async () => {
    for (const target of ['/..%2fpackage.json', '/..%2f..%2fetc%2fpasswd', '/%2e%2e/%2e%2e/package.json']) {
      const r = await get(target, 'Accept: text/html\r\n');
      expect(r.status, target).toBeGreaterThanOrEqual(400);
      expect(r.status, target).toBeLessThan(500);
      expect(r.body).not.toContain('"name"');
      const body = JSON.parse(r.body) as { status: string; msg: string };
      expect(body.status).toBe('error');
      expect([t('app.errors.bad_url'), t('app.errors.route_not_found')]).toContain(body.msg);
    }
  });

  it('logs none of these with a stack trace or at error level', () => {
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      const entry = JSON.parse(line) as { level: number; err?: unknown };
      expect(line).not.toMatch(/"stack"|\bat .+:\d+:\d+/);
      expect(entry.level, line).toBeLessThan(50);
    }
  });
});

describe('HSTS and upgrade-insecure-requests', () => {
  const headersOf = async (env: Record<string, string>, headers: Record<string, string> = {}) => {
    const d = tempDir();
    const a = await buildApp(loadConfig({ ...databaseEnv(d), LOG_LEVEL: 'silent', SEED: 'none', ...env }), { logger: false });
    try {
      return reply(await a.inject({ method: 'GET', url: '/api/health', headers })).headers;
    } finally {
      await a.close();
      removeTestData(d);
    }
  };

  it('are not sent over plain HTTP (a LAN install)', async () => {
    const h = await headersOf({});
    expect(h['strict-transport-security']).toBeUndefined();
    expect(String(h['content-security-policy'])).not.toContain('upgrade-insecure-requests');
    expect(String(h['content-security-policy'])).toContain("default-src 'self'");
    // Without TRUST_PROXY the forwarded protocol is not believed.
    expect((await headersOf({}, { 'x-forwarded-proto': 'https' }))['strict-transport-security']).toBeUndefined();
  });

  it('the CSP frames only blob: documents (the PDF preview) and keeps everything else to the app itself', async () => {
    const csp = String((await headersOf({}))['content-security-policy']);
    const directives = Object.fromEntries(
      csp
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .filter((d) => d[0])
        .map(([name, ...values]) => [name, values.join(' ')]),
    );
    expect(directives).toMatchObject({
      'default-src': "'self'",
      'script-src': "'self'",
      'connect-src': "'self'",
      'frame-src': 'blob:',
      'object-src': "'none'",
      'frame-ancestors': "'none'",
      'base-uri': "'self'",
      'form-action': "'self'",
    });
    // No wildcard and no inline script anywhere.
    expect(csp).not.toMatch(/\*|'unsafe-eval'|script-src[^;]*'unsafe-inline'/);
  });

  it('are sent when PUBLIC_URL is https://', async () => {
    const h = await headersOf({ PUBLIC_URL: 'https://inmobiliaria.example.pe' });
    expect(h['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(String(h['content-security-policy'])).toContain('upgrade-insecure-requests');
  });

  it('are sent behind a trusted proxy that says https, and only then', async () => {
    const https = await headersOf({ TRUST_PROXY: 'true' }, { 'x-forwarded-proto': 'https' });
    expect(https['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(String(https['content-security-policy'])).toContain('upgrade-insecure-requests');
    const http = await headersOf({ TRUST_PROXY: 'true' }, { 'x-forwarded-proto': 'http' });
    expect(http['strict-transport-security']).toBeUndefined();
  });
});
