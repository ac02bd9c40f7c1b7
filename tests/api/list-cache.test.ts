// List answers are kept while the tables they were read from stay the same (server/crud/listCache.ts, versions per
// table: server/db/tableVersions.ts) and never outlive a write to them: one made by the same app, one by a second
// app on the same database (another connection to the SQLite file, another instance on PostgreSQL), one made in SQL
// behind the API, one committed while the answer was being read. A write to another table, or to another
// database, leaves them kept. The role is checked before any kept answer is given.
import fs from 'node:fs';
import zlib from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '#server/app';
import { CACHED_ROWS, ListCache, type Count, type ListAnswer } from '#server/crud/listCache';
import { loadConfig } from '#server/config';
import { compactVersions, tableVersions } from '#server/db/tableVersions';
import { dropDatabase } from './testDb';
import { expectError, expectSuccess, get, login, post, startApp, tempDir, testConfig, type TestApp } from './helpers';

let env: TestApp;
let one: App;
let two: App;
let admin: string;

/** The app's cache, counting the answers and counts it gave back. */
class WatchedCache extends ListCache {
  answersGiven = 0;
  countsGiven = 0;
  override answer(key: string, version: string): ListAnswer | undefined {
    const kept = super.answer(key, version);
    if (kept) this.answersGiven += 1;
    return kept;
  }
  override count(key: string, version: string): Count | undefined {
    const kept = super.count(key, version);
    if (kept) this.countsGiven += 1;
    return kept;
  }
}
const watched = new WatchedCache();

const LIST = `/api/ofertantes/listado?perPage=5&sort=id_propiedad&order=DESC`;

const property = (n: string) => ({
  descripcion: `Departamento de la caché ${n}`,
  estado: 'prospecto',
  tipo_operacion: 'V',
  tipo_inmueble: 'departamento',
  moneda: 'USD',
  precio: 15_000_000,
  direccion: `Calle Caché ${n}`,
  distrito: 'Miraflores',
  propietario_nombre: 'Propietaria de Prueba',
});

async function page(app: App) {
  const r = await get(app, LIST, admin);
  expectSuccess(r);
  return { total: Number(r.body.total), first: r.body.data[0] as Record<string, unknown> };
}

/** Whether `act` was answered from the cache. */
async function kept(act: () => Promise<unknown>): Promise<boolean> {
  const given = watched.answersGiven;
  await act();
  return watched.answersGiven > given;
}

describe('list answers kept while the data stays the same', () => {
  beforeAll(async () => {
    env = await startApp({ lists: watched });
    one = env.app;
    two = await buildApp(testConfig(env.dir), { logger: false });
    admin = await login(one, 'admin');
  });

  afterAll(async () => {
    await two?.close();
    await env?.close();
  });

  it('a write through the same app shows in its next list', async () => {
    const before = await page(one);
    expect(await page(one)).toEqual(before);
    expectSuccess(await post(one, '/api/ofertantes/registrar', { json: property('uno') }, admin), 201);
    const after = await page(one);
    expect(after.total).toBe(before.total + 1);
    expect(after.first.descripcion).toBe('Departamento de la caché uno');
  });

  it('a write by another app on the same database shows in the next list', async () => {
    const before = await page(one);
    expectSuccess(await post(two, '/api/ofertantes/registrar', { json: property('dos') }, admin), 201);
    const after = await page(one);
    expect(after.total).toBe(before.total + 1);
    expect(after.first.descripcion).toBe('Departamento de la caché dos');
  });

  it('a change made in SQL behind the API shows in the next list', async () => {
    const before = await page(one);
    await sql`update ofertantes set descripcion = 'Cambiada por SQL' where id_propiedad = ${before.first.id_propiedad}`.execute(two.connection.db);
    expect((await page(one)).first.descripcion).toBe('Cambiada por SQL');
  });

  it('a role that may not list gets its 403 even when the answer is kept', async () => {
    const url = '/api/usuarios/listado?perPage=5';
    expectSuccess(await get(one, url, admin));
    expectSuccess(await get(one, url, admin));
    expectError(await get(one, url, await login(one, 'agente')), 403);
  });

  it('a write to another table, or to another database, leaves the kept answer', async () => {
    await page(one);
    expect(await kept(() => page(one))).toBe(true);
    const now = new Date().toISOString();
    await sql`insert into glosario (termino, definicion, creado_en, actualizado_en) values ('Caché', 'Otra tabla', ${now}, ${now})`.execute(
      two.connection.db,
    );
    expect(await kept(() => page(one))).toBe(true);
    // Another database (on PostgreSQL, of the same cluster), its ofertantes written.
    const dir = tempDir();
    const other = await buildApp(testConfig(dir), { logger: false });
    try {
      await sql`update ofertantes set descripcion = 'En otra base' where id_propiedad = (select min(id_propiedad) from ofertantes)`.execute(
        other.connection.db,
      );
      expect(await kept(() => page(one))).toBe(true);
    } finally {
      await other.close();
      dropDatabase(dir);
      fs.rmSync(dir, { recursive: true, force: true });
    }
    // The same table: computed again.
    await sql`update ofertantes set descripcion = descripcion where id_propiedad = (select min(id_propiedad) from ofertantes)`.execute(
      two.connection.db,
    );
    expect(await kept(() => page(one))).toBe(false);
  }, 120_000); // builds a second database (migrations and demo data) inside the test

  it('an answer read while a write was open is not given once the write commits', async () => {
    const before = await page(one);
    const during = await two.connection.db.transaction().execute(async (trx) => {
      await sql`update ofertantes set descripcion = 'Confirmada después' where id_propiedad = ${before.first.id_propiedad}`.execute(trx);
      // Read (and kept) while the write is not committed: the rows as they were.
      return page(one);
    });
    expect(during.first.descripcion).toBe(before.first.descripcion);
    expect((await page(one)).first.descripcion).toBe('Confirmada después');
  });

  it("a file module's list follows the files' names too", async () => {
    const url = '/api/controlcontratos/listado?perPage=100';
    const names = async () => {
      const r = await get(one, url, admin);
      expectSuccess(r);
      return (r.body.data as Record<string, unknown>[]).map((row) => row.archivo_nombre).filter((n) => n !== null);
    };
    const [first] = await names();
    expect(first, 'un contrato de la demostración con su archivo').toBeTypeOf('string');
    expect(await kept(names)).toBe(true);
    await sql`update archivos set nombre = 'renombrado.pdf' where nombre = ${String(first)} and modulo = 'controlcontratos'`.execute(
      two.connection.db,
    );
    expect(await names()).toContain('renombrado.pdf');
  });

  it('paging through one filter counts its matches once', async () => {
    const url = (page: number) => `/api/ofertantes/listado?perPage=2&page=${page}&filter=${encodeURIComponent('{"tipo_operacion":"V"}')}`;
    const first = await get(one, url(1), admin);
    expectSuccess(first);
    const given = watched.countsGiven;
    const second = await get(one, url(2), admin);
    expectSuccess(second);
    expect(second.body.total).toBe(first.body.total);
    expect(watched.countsGiven).toBe(given + 1);
    expect(second.body.data[0].id_propiedad).not.toBe(first.body.data[0].id_propiedad);
  });

  it("keeps each table's version across the folding of its rows (PostgreSQL's job), and moves it with each write", async () => {
    const { db } = one.connection;
    const version = () => tableVersions(db, ['glosario', 'etiquetas']);
    const start = await version();
    const now = new Date().toISOString();
    const add = (termino: string) =>
      sql`insert into glosario (termino, definicion, creado_en, actualizado_en) values (${termino}, 'x', ${now}, ${now})`.execute(db);
    await add('Versión 1');
    await add('Versión 2');
    const written = await version();
    expect(written).not.toBe(start);
    expect(written.split(' ')[1]).toBe(start.split(' ')[1]); // etiquetas: not written
    const folded = await compactVersions(db);
    if (one.connection.dialect === 'postgres') expect(folded).toBeGreaterThan(0);
    else expect(folded).toBe(0);
    expect(await version()).toBe(written);
    await add('Versión 3');
    expect(await version()).not.toBe(written);
  });

  it('a kept answer goes out compressed as the client asks, the same bytes each time', async () => {
    const url = '/api/ofertantes/listado?perPage=25';
    const raw = async (encoding?: string) =>
      one.inject({ url, headers: { authorization: `Bearer ${admin}`, ...(encoding === undefined ? {} : { 'accept-encoding': encoding }) } });
    const brotli = vi.spyOn(zlib, 'brotliCompressSync');
    const gzip = vi.spyOn(zlib, 'gzipSync');
    const plain = await raw();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const json = JSON.parse(plain.body) as { data: unknown[] };
    expect(json.data).toHaveLength(25);
    for (const [asked, given, inflate] of [
      ['gzip, deflate, br', 'br', zlib.brotliDecompressSync],
      ['gzip', 'gzip', zlib.gunzipSync],
      ['br;q=0.1, gzip;q=0.9', 'gzip', zlib.gunzipSync],
      ['*', 'gzip', zlib.gunzipSync],
    ] as const) {
      const first = await raw(asked);
      const compressions = brotli.mock.calls.length + gzip.mock.calls.length;
      const again = await raw(asked);
      expect(first.headers['content-encoding']).toBe(given);
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(inflate(first.rawPayload).toString()).toBe(plain.body);
      // The kept answer, asked again, goes out as it was compressed the first time.
      expect(brotli.mock.calls.length + gzip.mock.calls.length).toBe(compressions);
    }
    // Compressed once per encoding.
    expect(brotli).toHaveBeenCalled();
    expect(gzip).toHaveBeenCalled();
    vi.restoreAllMocks();
    expect((await raw('identity')).headers['content-encoding']).toBeUndefined();
    // Below the threshold (nothing found): as it is.
    const none = `/api/ofertantes/listado?filter=${encodeURIComponent('{"q":"zzyzx"}')}`;
    const small = await one.inject({ url: none, headers: { authorization: `Bearer ${admin}`, 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body)).toEqual({ status: 'success', data: [], total: 0 });
  });

  it('LIST_CACHE_ROWS sets the rows kept: 0 keeps none, anything but a whole number stops the start', () => {
    expect(loadConfig({ LIST_CACHE_ROWS: '0' }).listCacheRows).toBe(0);
    expect(loadConfig({ LIST_CACHE_ROWS: '500' }).listCacheRows).toBe(500);
    expect(loadConfig({}).listCacheRows).toBe(CACHED_ROWS);
    expect(() => loadConfig({ LIST_CACHE_ROWS: 'mucho' })).toThrow('LIST_CACHE_ROWS no válido: mucho');
    expect(() => loadConfig({ LIST_CACHE_ROWS: '-5' })).toThrow('LIST_CACHE_ROWS no válido');
  });

  it('holds at most its capacity in rows, the least recently used dropped first', () => {
    const cache = new ListCache(10);
    const answer = (n: number) => ({ rows: Array.from({ length: n }, (_, i) => ({ i })), total: n, exact: true });
    cache.keepAnswer('a', 'v1', answer(4)); // 5 rows held (4 + 1)
    cache.keepAnswer('b', 'v1', answer(4)); // 10
    expect(cache.answer('a', 'v1')?.total).toBe(4); // a is now the most recent
    cache.keepAnswer('c', 'v1', answer(4)); // 15 > 10: b, the least recent, goes
    expect(cache.answer('b', 'v1')).toBeUndefined();
    expect(cache.answer('a', 'v1')?.total).toBe(4);
    expect(cache.answer('c', 'v1')?.total).toBe(4);
    expect(cache.answer('a', 'v2')).toBeUndefined(); // another version: gone
    expect(cache.answer('a', 'v1')).toBeUndefined();
    cache.keepAnswer('big', 'v1', answer(20)); // larger than the whole cache: not kept
    expect(cache.answer('big', 'v1')).toBeUndefined();
    cache.keepCount('a', 'v1', { total: 3, exact: true }); // counts and answers do not mix
    expect(cache.answer('a', 'v1')).toBeUndefined();
    expect(cache.count('a', 'v1')).toEqual({ total: 3, exact: true });
  });
});
