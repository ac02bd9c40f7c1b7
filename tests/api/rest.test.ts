// The standard REST dialect's own contract (ra-data-simple-rest): Content-Range, the sort/range/filter parameters
// and their refusals, JSON bodies, the path id, the change logs, the OpenAPI document — and the browser's REST
// dataProvider (src/dataProvider/rest.ts, over ra-data-simple-rest) against the real server on a loopback port.
// The behaviour shared with the form-encoded dialect is tested on both in crud.test.ts and access-matrix.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '#server/app';
import { t } from '#server/http';
import { createDataProvider } from '../../src/dataProvider';
import { createRestDataProvider, restHttpClient } from '../../src/dataProvider/rest';
import { countRows, expectError, login, reply, startApp, type Reply, type TestApp } from './helpers';
import { createRecord } from '../support/recordFactories';

let env: TestApp;
let app: App;
let admin: string;
let agent: string;

beforeAll(async () => {
  env = await startApp();
  app = env.app;
  [admin, agent] = await Promise.all([login(app, 'admin'), login(app, 'agente')]);
  // 18 demo terms + 12 = 30, more than one page.
  for (let i = 1; i <= 12; i++) expect((await send('POST', '/api/rest/glosario', { termino: `Rest prueba ${i}`, definicion: 'x' })).status).toBe(201);
});

afterAll(async () => {
  await env?.close();
});

async function send(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
  token = admin,
): Promise<Reply> {
  const json = body !== undefined && typeof body !== 'string';
  const res = await app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, ...(json ? { 'content-type': 'application/json' } : {}), ...headers },
    ...(body === undefined ? {} : { payload: json ? JSON.stringify(body) : body }),
  });
  return reply(res);
}

const list = (query: Record<string, string>, token = admin) => send('GET', `/api/rest/glosario?${new URLSearchParams(query)}`, undefined, {}, token);

describe('GET /rest/m: a plain array, the total in Content-Range', () => {
  it('pages by range and reports <module> first-last/total', async () => {
    const first = await list({ sort: '["termino","ASC"]', range: '[0,24]', filter: '{}' });
    expect(first.status).toBe(200);
    expect(first.headers['content-range']).toBe('glosario 0-24/30');
    expect(Array.isArray(first.body)).toBe(true);
    expect(first.body).toHaveLength(25);
    for (const row of first.body) expect(row.id).toBe(row.id_glosario);
    const terms = first.body.map((r: { termino: string }) => r.termino);
    expect(terms).toEqual([...terms].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));

    const second = await list({ sort: '["termino","ASC"]', range: '[25,49]' });
    expect(second.headers['content-range']).toBe('glosario 25-29/30');
    expect(second.body).toHaveLength(5);
    expect(new Set([...first.body, ...second.body].map((r: { id: number }) => r.id)).size).toBe(30);

    const beyond = await list({ range: '[100,109]' });
    expect(beyond.headers['content-range']).toBe('glosario */30');
    expect(beyond.body).toEqual([]);
  });

  it('without a range: the first 25; with an id list (getMany): every listed id', async () => {
    const plain = await list({});
    expect(plain.body).toHaveLength(25);
    expect(plain.headers['content-range']).toBe('glosario 0-24/30');
    const ids = Array.from({ length: 30 }, (_, i) => i + 1);
    const many = await list({ filter: JSON.stringify({ id: ids }) });
    expect(many.body.map((r: { id: number }) => r.id).sort((a: number, b: number) => a - b)).toEqual(ids);
  });

  it('sorts by "id" and declared fields both ways, filters and searches (q in filter)', async () => {
    const byId = await list({ sort: '["id","DESC"]', range: '[0,2]' });
    expect(byId.body.map((r: { id: number }) => r.id)).toEqual([30, 29, 28]);
    const q = await list({ filter: '{"q":"rest prueba"}', range: '[0,4]' });
    expect(q.headers['content-range']).toBe('glosario 0-4/12');
    const usuarios = await send('GET', `/api/rest/usuarios?${new URLSearchParams({ filter: '{"tipo":"Agente"}', sort: '["apellido","DESC"]' })}`);
    expect(usuarios.headers['content-range']).toMatch(/^usuarios 0-2\/3$/);
    for (const u of usuarios.body) expect(u).not.toHaveProperty('password');
  });

  it.each([
    ['sort: not JSON', { sort: '[termino' }, 'sort', t('app.errors.rest_sort')],
    ['sort: not a pair', { sort: '["termino"]' }, 'sort', t('app.errors.rest_sort')],
    ['sort: an object', { sort: '{"termino":"ASC"}' }, 'sort', t('app.errors.rest_sort')],
    ['sort: undeclared field', { sort: '["definicion","ASC"]' }, 'sort', t('app.errors.bad_sort', { campo: 'definicion' })],
    ['sort: bad order', { sort: '["termino","SIDEWAYS"]' }, undefined, t('app.errors.bad_sort', { campo: 'SIDEWAYS' })],
    ['range: not JSON', { range: '0-24' }, 'range', t('app.errors.rest_range', { max: 100 })],
    ['range: too large', { range: '[0,100]' }, 'range', t('app.errors.rest_range', { max: 100 })],
    ['range: backwards', { range: '[10,5]' }, 'range', t('app.errors.rest_range', { max: 100 })],
    ['range: negative', { range: '[-25,-1]' }, 'range', t('app.errors.rest_range', { max: 100 })],
    ['range: not a whole page', { range: '[5,14]' }, 'range', t('app.errors.rest_range', { max: 100 })],
    ['range: fractions', { range: '[0,2.5]' }, 'range', t('app.errors.rest_range', { max: 100 })],
    ['filter: not JSON', { filter: '{"termino":' }, 'filter', t('app.errors.rest_filter')],
    ['filter: an array', { filter: '[1,2]' }, 'filter', t('app.errors.rest_filter')],
    ['filter: unknown field', { filter: '{"definicion":"x"}' }, 'definicion', t('app.errors.bad_filter', { campo: 'definicion' })],
    [
      'filter: more ids than a page, with a range',
      { range: '[0,24]', filter: JSON.stringify({ id: Array.from({ length: 101 }, (_, i) => i + 1) }) },
      'id',
      t('app.errors.bad_filter_value', { campo: 'id' }),
    ],
    ['unknown parameter', { page: '1' }, undefined, t('app.errors.rest_param', { campo: 'page' })],
    ['embed (not served)', { embed: '["agente"]' }, undefined, t('app.errors.rest_param', { campo: 'embed' })],
  ])('%s → 400 in Spanish, nothing listed', async (_name, query, field, msg) => {
    const r = await list(query);
    expectError(r, 400, msg);
    if (field) expect(r.body.errors[field]).toBeTruthy();
    expect(r.headers['content-range']).toBeUndefined();
  });

  it('refuses a repeated parameter, and agents on administrator-only modules before reading the query', async () => {
    expectError(await send('GET', '/api/rest/glosario?sort=["termino","ASC"]&sort=["termino","DESC"]'), 400, t('app.errors.rest_sort'));
    expectError(await list({ sort: 'basura' }, agent), 403);
    expectError(await send('GET', '/api/rest/glosario', undefined, {}, 'no-es-un-token'), 401);
  });
});

describe('writes in JSON', () => {
  it('POST answers 201 with the record and its id; PUT /:id changes only what is sent; DELETE returns what was deleted', async () => {
    const created = await send('POST', '/api/rest/glosario', { termino: 'Servidumbre', definicion: 'Carga sobre un predio.' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ id: created.body.id_glosario, termino: 'Servidumbre' });
    const id = created.body.id as number;
    const updated = await send('PUT', `/api/rest/glosario/${id}`, { id, id_glosario: id, definicion: 'Carga impuesta sobre un predio.' });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id, termino: 'Servidumbre', definicion: 'Carga impuesta sobre un predio.' });
    const deleted = await send('DELETE', `/api/rest/glosario/${id}`, undefined, { 'content-type': 'text/plain' });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ id, termino: 'Servidumbre' });
    expectError(await send('GET', `/api/rest/glosario/${id}`), 404, t('app.errors.not_found'));
  });

  it('refuses bodies that are not a JSON object, and a body id other than the path id; nothing changes', async () => {
    const before = await countRows(app, 'glosario');
    const logBefore = await countRows(app, 'actividadsistema');
    expectError(
      await send('POST', '/api/rest/glosario', 'termino=Formulario&definicion=x', { 'content-type': 'application/x-www-form-urlencoded' }),
      415,
      t('app.errors.rest_json_only'),
    );
    expectError(await send('POST', '/api/rest/glosario', '<termino/>', { 'content-type': 'application/xml' }), 415, t('app.errors.rest_json_only'));
    expectError(await send('POST', '/api/rest/glosario', '["termino"]', { 'content-type': 'application/json' }), 400, t('app.errors.rest_body'));
    expectError(await send('POST', '/api/rest/glosario', '{"termino": ', { 'content-type': 'application/json' }), 400);
    const mismatch = await send('PUT', '/api/rest/glosario/1', { id: 2, termino: 'Otro' });
    expectError(mismatch, 400, t('app.errors.rest_id_mismatch'));
    expect(mismatch.body.errors.id).toBeTruthy();
    expectError(await send('PUT', '/api/rest/glosario/1', { id_glosario: 3, termino: 'Otro' }), 400, t('app.errors.rest_id_mismatch'));
    const unknown = await send('PUT', '/api/rest/glosario/1', { creado_en: '2020-01-01', inventado: 'x' });
    expectError(unknown, 400);
    expect(Object.keys(unknown.body.errors)).toEqual(['inventado']);
    expectError(await send('PUT', '/api/rest/glosario/abc', { termino: 'Otro' }), 400, t('app.errors.bad_id'));
    expect(await countRows(app, 'glosario')).toBe(before);
    expect(await countRows(app, 'actividadsistema')).toBe(logBefore);
    expect((await send('GET', '/api/rest/glosario/1')).body.termino).toBe('Partida registral');
  });

  it('an update of a property writes its cambioso rows, a deletion its snapshot row', async () => {
    const m = { name: 'ofertantes', key: 'id_propiedad' };
    const id = await createRecord({ app, admin }, m);
    const cambios = async () => app.connection.db.selectFrom('cambioso').select(['campo', 'valor_nuevo']).where('id_registro', '=', id).execute();
    const r = await send('PUT', `/api/rest/ofertantes/${id}`, { descripcion: 'Descripción desde REST' });
    expect(r.status, r.text).toBe(200);
    expect(await cambios()).toEqual([{ campo: 'descripcion', valor_nuevo: 'Descripción desde REST' }]);
    expect((await send('DELETE', `/api/rest/ofertantes/${id}`)).status).toBe(200);
    expect((await cambios()).map((c) => c.campo)).toEqual(['descripcion', '(registro eliminado)']);
  });
});

describe('CORS is off unless CORS_ORIGINS lists the origin', () => {
  it('answers no preflight and sends no CORS header to any origin by default', async () => {
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/rest/glosario',
      headers: { origin: 'https://sitio.example', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
    expectError(reply(preflight), 404, t('app.errors.route_not_found'));
    const got = await send('GET', '/api/rest/glosario', undefined, { origin: 'https://sitio.example' });
    expect(got.status).toBe(200);
    for (const r of [preflight, got]) expect(Object.keys(r.headers).filter((h) => h.startsWith('access-control-'))).toEqual([]);
  });
});

describe('the OpenAPI document', () => {
  it('lists both dialects of a module', async () => {
    const doc = reply(await app.inject({ method: 'GET', url: '/api/docs/json' })).body as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(doc.paths['/api/glosario/listado']!)).toContain('get');
    expect(Object.keys(doc.paths['/api/glosario/registrar']!)).toContain('post');
    expect(Object.keys(doc.paths['/api/rest/glosario']!).sort()).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths['/api/rest/glosario/{id}']!).sort()).toEqual(['delete', 'get', 'put']);
    expect(Object.keys(doc.paths['/api/rest/actividadsistema/{id}']!)).toEqual(['get']);
  });
});

describe('the browser REST dataProvider (ra-data-simple-rest) against the server', () => {
  let url: string;
  let dp: ReturnType<typeof createRestDataProvider>;

  beforeAll(async () => {
    url = await app.listen({ port: 0, host: '127.0.0.1' });
    dp = createRestDataProvider(createDataProvider(), undefined, { url: `${url}/api/rest`, httpClient: restHttpClient(() => admin) });
  });

  it('lists, reads, creates, updates and deletes, the total from Content-Range', async () => {
    const page = await dp.getList('glosario', { pagination: { page: 2, perPage: 10 }, sort: { field: 'termino', order: 'ASC' }, filter: { q: '' } });
    expect(page.total).toBeGreaterThanOrEqual(30);
    expect(page.data).toHaveLength(10);
    // An export asks for 1000 rows: it gets a page of 100, as from the form-encoded provider.
    const all = await dp.getList('glosario', { pagination: { page: 1, perPage: 1000 }, sort: { field: '', order: 'ASC' }, filter: {} });
    expect(all.data.length).toBe(all.total);
    const many = await dp.getMany('glosario', { ids: [3, 1, 2] });
    expect(many.data.map((r) => r.id).sort()).toEqual([1, 2, 3]);
    const created = await dp.create('glosario', { data: { termino: 'Desde el proveedor', definicion: 'Texto.', id: 'ignorado', creado_en: 'x' } });
    expect(created.data).toMatchObject({ termino: 'Desde el proveedor' });
    const id = created.data.id;
    const updated = await dp.update('glosario', { id, data: { ...created.data, definicion: 'Cambiado.' }, previousData: created.data });
    expect(updated.data).toMatchObject({ id, definicion: 'Cambiado.' });
    const log = await app.connection.db
      .selectFrom('actividadsistema')
      .select('detalle')
      .where('recurso', '=', 'glosario')
      .where('accion', '=', 'update')
      .where('id_registro', '=', String(id))
      .executeTakeFirstOrThrow();
    expect(log.detalle).toBe('definicion');
    expect((await dp.delete('glosario', { id, previousData: updated.data })).data).toMatchObject({ id });
    await expect(dp.getOne('glosario', { id })).rejects.toMatchObject({ status: 404, message: t('app.errors.not_found') });
  });

  it('a refused write rejects with the Spanish message and the per-field errors (for the form)', async () => {
    const err = await dp.create('glosario', { data: { termino: 'Partida registral', definicion: 'x' } }).catch((e: unknown) => e);
    expect(err).toMatchObject({
      status: 409,
      message: t('app.errors.duplicate', { campo: 'término' }),
      body: { errors: { termino: expect.any(String) } },
    });
  });
});
