// Issue 16: the browser app served like a product — precompressed files chosen by Accept-Encoding, hashed assets
// cached for a year, index.html revalidated — and large JSON compressed on the fly.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '#server/app';
import { loadConfig } from '#server/config';
import { databaseEnv, removeTestData, tempDir } from './helpers';

const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;
const ASSET = 'index-AbC12_-z.js';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A build as Vite + scripts/vitePrecompress.ts leave it: index.html, a hashed script and its .br/.gz copies. */
function fakeBuild(dir: string): string {
  const dist = path.join(dir, 'dist');
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), `<!doctype html><script type="module" src="/assets/${ASSET}"></script>`);
  fs.writeFileSync(path.join(dist, 'assets', ASSET), SCRIPT);
  fs.writeFileSync(path.join(dist, 'assets', `${ASSET}.br`), zlib.brotliCompressSync(SCRIPT));
  fs.writeFileSync(path.join(dist, 'assets', `${ASSET}.gz`), zlib.gzipSync(SCRIPT));
  return dist;
}

describe('static app', () => {
  let app: App;
  let dir: string;

  beforeAll(async () => {
    dir = tempDir();
    const config = loadConfig({ ...databaseEnv(dir), STATIC_DIR: fakeBuild(dir), LOG_LEVEL: 'silent', SEED: 'none' });
    app = await buildApp(config, { logger: false });
  });
  afterAll(async () => {
    await app.close();
    removeTestData(dir);
  });

  it('answers a hashed script with brotli when asked, cached for a year', async () => {
    const res = await app.inject({ url: `/assets/${ASSET}`, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gz = await app.inject({ url: `/assets/${ASSET}`, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    expect(gz.headers['cache-control']).toBe(IMMUTABLE);

    const plain = await app.inject({ url: `/assets/${ASSET}`, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('revalidates index.html, at / and on a client route', async () => {
    for (const url of ['/', '/ofertantes/3']) {
      const res = await app.inject({ url, headers: { accept: 'text/html', 'accept-encoding': 'br' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('compresses a large JSON answer when asked, and only then', async () => {
    const url = '/api/docs/json';
    const br = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    const plain = await app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });
});

describe.skipIf(!fs.existsSync('dist/index.html'))('the real build (npm test builds it first)', () => {
  // Sizes are figures of `npm run bench` (first load), not asserts.
  it('has brotli and gzip copies of every script', () => {
    const assets = fs.readdirSync('dist/assets');
    const scripts = assets.filter((f) => f.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(1);
    for (const file of scripts) {
      if (fs.statSync(path.join('dist/assets', file)).size < 1024) continue;
      expect(assets).toContain(`${file}.br`);
      expect(assets).toContain(`${file}.gz`);
    }
  });
});
