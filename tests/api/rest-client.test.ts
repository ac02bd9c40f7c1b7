// The REST dialect (/api/rest) with the stock client: ra-data-simple-rest's default export, driven from Node over a
// real loopback port with ra-core's own fetchJson (no wrapper: nothing strips the fields a record carries, nothing
// pages a long id list) — every method on three modules of different shapes, on the database of this run. Then
// CORS as a browser meets it: a configured origin gets the preflight and the headers, another origin none.
import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, type DataProvider, type RaRecord } from 'ra-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { t } from '#server/http';
import { anyTable } from '#server/db/types';
import { FACTORIES } from '../support/recordFactories';
import { login, startApp, tempDir, type TestApp } from './helpers';

const SITE = 'https://sitio.example';
const OTHER = 'https://otro.example';

let env: TestApp;
let admin: string;
let adminId: number;
let dp: DataProvider;
let base: string;

/** Rows straight into a table (the bulk a getMany of 150 needs), with their audit columns. */
async function insertRows(table: string, rows: Record<string, unknown>[]): Promise<void> {
  const now = new Date().toISOString();
  const audit = { creado_en: now, actualizado_en: now, creado_por: adminId, actualizado_por: adminId };
  await anyTable(env.app.connection.db)
    .insertInto(table)
    .values(rows.map((r) => ({ ...r, ...audit })))
    .execute();
}

beforeAll(async () => {
  env = await startApp({}, tempDir(), { CORS_ORIGINS: `${SITE}, https://admin.sitio.example/` });
  admin = await login(env.app, 'admin');
  adminId = Number(
    (await anyTable(env.app.connection.db).selectFrom('usuarios').select('id_usuario').where('usuario', '=', 'admin').executeTakeFirstOrThrow())
      .id_usuario,
  );
  await insertRows(
    'glosario',
    Array.from({ length: 160 }, (_, i) => ({
      termino: `Cliente estándar ${String(i).padStart(3, '0')}`,
      definicion: 'Término de la prueba del cliente REST.',
    })),
  );
  await insertRows(
    'corredores',
    Array.from({ length: 160 }, (_, i) => ({
      nombre: 'Corredor',
      apellido: `Estándar ${i}`,
      estado: i % 2 ? 'activo' : 'inactivo',
      documento_tipo: 'DNI',
      zona: 'Surco',
    })),
  );
  base = await env.app.listen({ port: 0, host: '127.0.0.1' });
  const httpClient = (url: string, options: fetchUtils.Options = {}) =>
    fetchUtils.fetchJson(url, { ...options, user: { authenticated: true, token: `Bearer ${admin}` } });
  dp = simpleRestProvider(`${base}/api/rest`, httpClient);
});

afterAll(async () => {
  // The stock client's keep-alive sockets are the test's own: closed here, the server does not wait for them.
  env?.app.server.closeAllConnections();
  await env?.close();
});

interface Case {
  readonly resource: string;
  readonly key: string;
  /** A sortable field, the list's filter (and what each row it gives must satisfy), and a getManyReference target. */
  readonly sort: string;
  readonly filter: Record<string, unknown>;
  readonly matches: (row: RaRecord) => boolean;
  readonly target: () => Promise<{ target: string; id: string | number }>;
}

const CASES: readonly Case[] = [
  {
    resource: 'glosario',
    key: 'id_glosario',
    sort: 'termino',
    filter: { q: 'cliente estándar' },
    matches: (r) => String(r.termino).startsWith('Cliente estándar'),
    target: async () => ({ target: 'id_glosario', id: 1 }),
  },
  {
    resource: 'corredores',
    key: 'id_corredor',
    sort: 'apellido',
    filter: { estado: 'activo', zona: 'Surco' },
    matches: (r) => r.estado === 'activo' && r.zona === 'Surco',
    target: async () => ({ target: 'estado', id: 'inactivo' }),
  },
  {
    resource: 'ofertantes',
    key: 'id_propiedad',
    sort: 'precio',
    filter: { tipo_operacion: 'V', moneda: 'USD' },
    matches: (r) => r.tipo_operacion === 'V' && r.moneda === 'USD',
    target: async () => {
      const row = await anyTable(env.app.connection.db)
        .selectFrom('ofertantes')
        .select('id_agente')
        .where('id_agente', 'is not', null)
        .executeTakeFirstOrThrow();
      return { target: 'id_agente', id: Number(row.id_agente) };
    },
  },
];

const ctx = () => ({ app: env.app, admin });
const factory = (resource: string) => {
  const f = FACTORIES[resource];
  if (!f) throw new Error(`sin fábrica para ${resource}`);
  return f;
};

describe.each(CASES)('ra-data-simple-rest on $resource', (c) => {
  it('getList sorts, filters and pages (total from Content-Range); getManyReference pages one target', async () => {
    const pagination = { page: 2, perPage: 10 };
    const page2 = await dp.getList(c.resource, { pagination, sort: { field: c.sort, order: 'DESC' }, filter: c.filter });
    const page1 = await dp.getList(c.resource, { pagination: { page: 1, perPage: 10 }, sort: { field: c.sort, order: 'DESC' }, filter: c.filter });
    expect(page2.total).toBeGreaterThan(20);
    expect(page2.total).toBe(page1.total);
    expect(page1.data).toHaveLength(10);
    expect(page2.data).toHaveLength(10);
    const rows = [...page1.data, ...page2.data];
    for (const row of rows) {
      expect(c.matches(row), JSON.stringify(row)).toBe(true);
      expect(row.id).toBe(row[c.key]);
    }
    expect(new Set(rows.map((r) => r.id)).size).toBe(20);
    const values = rows.map((r) => r[c.sort] as string | number);
    expect(values).toEqual([...values].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));

    const { target, id } = await c.target();
    const refs = await dp.getManyReference(c.resource, {
      target,
      id,
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(refs.data.length).toBeGreaterThan(0);
    expect(refs.data.length).toBeLessThanOrEqual(5);
    for (const row of refs.data) expect(String(row[target])).toBe(String(id));
    const ids = refs.data.map((r) => r.id as number);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('getOne, then getMany of 150 ids in one call', async () => {
    const all = [
      ...(await dp.getList(c.resource, { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' }, filter: {} })).data,
      ...(await dp.getList(c.resource, { pagination: { page: 2, perPage: 100 }, sort: { field: 'id', order: 'ASC' }, filter: {} })).data,
    ];
    expect(all.length).toBeGreaterThanOrEqual(150);
    const first = all[0] as RaRecord;
    expect((await dp.getOne(c.resource, { id: first.id })).data).toEqual(first);
    const ids = all.slice(0, 150).map((r) => r.id);
    const many = await dp.getMany(c.resource, { ids: [...ids].reverse() });
    expect(many.data.map((r) => r.id).sort((a, b) => Number(a) - Number(b))).toEqual(ids);
  });

  it('create, update with the record getOne returned, updateMany, delete and deleteMany', async () => {
    const f = factory(c.resource);
    const created = (await dp.create(c.resource, { data: await f.valid(ctx()) })).data;
    expect(created.id).toBe(created[c.key]);
    const read = (await dp.getOne(c.resource, { id: created.id })).data;
    const change = f.change();

    // What a stock <Edit> sends: the record as read, one field changed — key, id, audit columns and all.
    const updated = (await dp.update(c.resource, { id: read.id, data: { ...read, ...change }, previousData: read })).data;
    expect(updated).toMatchObject(change);
    expect(updated.creado_en).toBe(read.creado_en);
    expect(updated.creado_por).toBe(read.creado_por);
    // Server-set fields are ignored whatever they say; an unknown field is still refused.
    const tampered = (
      await dp.update(c.resource, {
        id: read.id,
        data: { ...updated, creado_por: 999_999, creado_en: '2001-01-01T00:00:00.000Z' },
        previousData: updated,
      })
    ).data;
    expect(tampered.creado_por).toBe(read.creado_por);
    expect(tampered.creado_en).toBe(read.creado_en);
    const unknown = await dp
      .update(c.resource, { id: read.id, data: { ...updated, campo_inventado: 'x' }, previousData: updated })
      .catch((e: unknown) => e);
    expect(unknown).toMatchObject({ status: 400, body: { status: 'error', errors: { campo_inventado: t('app.validation.unknown_field') } } });

    const second = (await dp.create(c.resource, { data: await f.valid(ctx()) })).data;
    const both = [created.id, second.id];
    const changeMany = f.change();
    expect((await dp.updateMany(c.resource, { ids: both, data: changeMany })).data).toEqual(both);
    for (const id of both) expect((await dp.getOne(c.resource, { id })).data).toMatchObject(changeMany);

    const third = (await dp.create(c.resource, { data: await f.valid(ctx()) })).data;
    expect((await dp.delete(c.resource, { id: third.id, previousData: third })).data).toMatchObject({ id: third.id });
    expect((await dp.deleteMany(c.resource, { ids: both })).data).toEqual(both);
    for (const id of [...both, third.id]) {
      await expect(dp.getOne(c.resource, { id })).rejects.toMatchObject({ status: 404, message: t('app.errors.not_found') });
    }
  });
});

/**
 * fetch, with the body read to its end: a response left unread keeps its connection busy, and the server's close then
 * waits for it (afterAll timed out in CI that way).
 */
async function call(url: string, init?: RequestInit): Promise<{ status: number; headers: Headers; body: string }> {
  const response = await fetch(url, init);
  return { status: response.status, headers: response.headers, body: await response.text() };
}

describe('CORS (CORS_ORIGINS)', () => {
  const preflight = (origin: string, method = 'GET', headers = 'authorization,range') =>
    call(`${base}/api/rest/glosario`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': headers },
    });

  it('answers the preflight of a configured origin: 204, its methods and headers, Content-Range exposed', async () => {
    for (const [origin, method] of [
      [SITE, 'GET'],
      ['https://admin.sitio.example', 'PUT'],
      [SITE, 'DELETE'],
    ] as const) {
      const r = await preflight(origin, method, method === 'GET' ? 'authorization,range' : 'authorization,content-type');
      expect(r.status).toBe(204);
      expect(r.headers.get('access-control-allow-origin')).toBe(origin);
      expect(r.headers.get('access-control-allow-methods')?.split(/,\s*/)).toEqual(expect.arrayContaining(['GET', 'POST', 'PUT', 'DELETE']));
      expect(r.headers.get('access-control-allow-headers')?.toLowerCase().split(/,\s*/)).toEqual(
        expect.arrayContaining(['authorization', 'content-type', 'range']),
      );
      expect(Number(r.headers.get('access-control-max-age'))).toBeGreaterThan(0);
    }
    const list = await call(`${base}/api/rest/glosario?range=[0,4]`, { headers: { origin: SITE, authorization: `Bearer ${admin}` } });
    expect(list.status).toBe(200);
    expect(list.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(list.headers.get('access-control-expose-headers')).toMatch(/Content-Range/i);
    expect(list.headers.get('vary')).toMatch(/origin/i);
    expect(list.headers.get('content-range')).toMatch(/^glosario 0-4\/\d+$/);
    // A refusal reaches the page too (the browser lets it read the Spanish message).
    const refused = await call(`${base}/api/rest/glosario`, { headers: { origin: SITE } });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('access-control-allow-origin')).toBe(SITE);
  });

  it('gives another origin, and every other path, no CORS header at all', async () => {
    const r = await preflight(OTHER);
    expect(r.status).toBe(404);
    expect(JSON.parse(r.body).msg).toBe(t('app.errors.route_not_found'));
    for (const [name] of r.headers) expect(name).not.toMatch(/^access-control-/);
    const list = await call(`${base}/api/rest/glosario?range=[0,4]`, { headers: { origin: OTHER, authorization: `Bearer ${admin}` } });
    expect(list.status).toBe(200);
    for (const [name] of list.headers) expect(name).not.toMatch(/^access-control-/);
    // The form-encoded API is not offered to other origins, configured or not.
    const form = await call(`${base}/api/glosario/listado`, { headers: { origin: SITE, authorization: `Bearer ${admin}` } });
    for (const [name] of form.headers) expect(name).not.toMatch(/^access-control-/);
    expect(
      (await call(`${base}/api/glosario/listado`, { method: 'OPTIONS', headers: { origin: SITE, 'access-control-request-method': 'GET' } })).status,
    ).toBe(404);
  });

  it('the public blog stays readable from any origin, as before', async () => {
    const r = await call(`${base}/api/public/blog/listado`, { headers: { origin: OTHER } });
    expect(r.status).toBe(200);
    expect(r.headers.get('access-control-allow-origin')).toBe('*');
  });
});
