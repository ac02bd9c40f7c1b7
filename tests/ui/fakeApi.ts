// The app's two real dataProviders for UI tests, each over a fake of its dialect's HTTP API answered from the
// in-memory data provider (render.tsx): the form-encoded one (src/dataProvider/index.ts) and the REST one
// (src/dataProvider/rest.ts over ra-data-simple-rest). The views call the real provider, the provider calls
// `fetch`, and the fake turns each request back into a call of the memory store — so spies on the store see
// what a server would receive.
import type { DataProvider, Identifier } from 'react-admin';
import { vi } from 'vitest';
import { KEYS } from '../../src/authProvider/session';
import { createDataProvider } from '../../src/dataProvider';
import { apiUrl } from '../../src/dataProvider/http';
import { createRestDataProvider } from '../../src/dataProvider/rest';
import type { ModuleSchema } from '../../src/framework/schema';
import type { MemoryDataProvider } from './render';

export type DialectName = 'form' | 'rest';

type Json = Record<string, unknown>;

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

function schemaOf(modules: readonly ModuleSchema[], resource: string): ModuleSchema {
  const schema = modules.find((m) => m.name === resource);
  if (!schema) throw new Error(`módulo desconocido en la API falsa: ${resource}`);
  return schema;
}

/** GET /m/listado, /m/detalle/:id; POST /m/registrar, /m/actualizar, /m/eliminar (API.md). */
async function formApi(store: MemoryDataProvider, modules: readonly ModuleSchema[], method: string, url: URL, body: string): Promise<Response> {
  const [, resource = '', action, id] = url.pathname.slice(apiUrl.length).split('/');
  const schema = schemaOf(modules, resource);
  const q = url.searchParams;
  if (method === 'GET' && action === 'listado') {
    const filter = { ...(JSON.parse(q.get('filter') ?? '{}') as Json), ...(q.get('q') ? { q: q.get('q') } : {}) };
    const sort = { field: q.get('sort') ?? schema.list.sort.field, order: (q.get('order') ?? schema.list.sort.order) as 'ASC' | 'DESC' };
    const { data, total } = await store.getList(resource, {
      pagination: { page: Number(q.get('page') ?? 1), perPage: Number(q.get('perPage') ?? 25) },
      sort,
      filter,
    });
    return answer(200, { status: 'success', data, total });
  }
  if (method === 'GET' && action === 'detalle') return answer(200, { status: 'success', data: (await store.getOne(resource, { id })).data });
  const form = new URLSearchParams(body);
  const json = JSON.parse(form.get('json') ?? '{}') as Json;
  if (action === 'registrar') return answer(201, { status: 'success', data: (await store.create(resource, { data: json })).data });
  if (action === 'actualizar') {
    const { [schema.key]: key, ...data } = json;
    const previousData = (await store.getOne(resource, { id: key })).data;
    return answer(200, { status: 'success', data: (await store.update(resource, { id: key as Identifier, data, previousData })).data });
  }
  if (action === 'eliminar')
    return answer(200, { status: 'success', data: (await store.delete(resource, { id: form.get('id') as Identifier })).data });
  return answer(404, { status: 'error', msg: 'La dirección solicitada no existe.' });
}

/** GET /rest/m?sort&range&filter (Content-Range), GET/PUT/DELETE /rest/m/:id, POST /rest/m. */
async function restApi(store: MemoryDataProvider, method: string, url: URL, body: string): Promise<Response> {
  const [, , resource = '', id] = url.pathname.slice(apiUrl.length).split('/');
  const q = url.searchParams;
  if (method === 'GET' && id === undefined) {
    const [field, order] = JSON.parse(q.get('sort') ?? '["id","ASC"]') as [string, 'ASC' | 'DESC'];
    const [start, end] = JSON.parse(q.get('range') ?? '[0,99]') as [number, number];
    const filter = JSON.parse(q.get('filter') ?? '{}') as Json;
    const { data, total = 0 } = await store.getList(resource, {
      pagination: { page: start / (end - start + 1) + 1, perPage: end - start + 1 },
      sort: { field, order },
      filter,
    });
    return answer(200, data, { 'content-range': `${resource} ${start}-${start + data.length - 1}/${total}` });
  }
  if (method === 'GET') return answer(200, (await store.getOne(resource, { id })).data);
  if (method === 'POST') return answer(201, (await store.create(resource, { data: JSON.parse(body) as Json })).data);
  if (method === 'PUT') {
    const previousData = (await store.getOne(resource, { id })).data;
    return answer(200, (await store.update(resource, { id, data: JSON.parse(body) as Json, previousData })).data);
  }
  return answer(200, (await store.delete(resource, { id })).data);
}

/**
 * The app's dataProvider of `dialect`, its calls answered from `store`. Installs a fake `fetch` and a session
 * token (undo with vi.unstubAllGlobals(); setup.ts clears the storage).
 */
export function dialectProvider(dialect: DialectName, store: MemoryDataProvider, modules: readonly ModuleSchema[]): DataProvider {
  localStorage.setItem(KEYS.token, 'token-de-prueba');
  vi.stubGlobal('fetch', async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const body = typeof init.body === 'string' ? init.body : init.body instanceof URLSearchParams ? init.body.toString() : '';
    const method = init.method ?? 'GET';
    try {
      return url.pathname.startsWith(`${apiUrl}/rest/`) ? await restApi(store, method, url, body) : await formApi(store, modules, method, url, body);
    } catch (e) {
      return answer(404, { status: 'error', msg: e instanceof Error ? e.message : 'No se encontró el registro.' });
    }
  });
  const form = createDataProvider(modules);
  return dialect === 'rest' ? createRestDataProvider(form, modules) : form;
}
