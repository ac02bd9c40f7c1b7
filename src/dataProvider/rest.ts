// The generic CRUD of the registry's modules in the standard REST dialect (server: /api/rest/m), through
// react-admin's own ra-data-simple-rest; chosen at build time with VITE_API_DIALECT=rest (index.ts). Before the
// calls reach it, the data are shaped as the form-encoded provider shapes them — only writable fields, on update
// only the changed ones, pages of at most 100 — and the agency's Spanish `msg` becomes the error's message.
// Virtual resources and the non-CRUD calls (carts, notifications, usuarios…) stay on the form-encoded provider.
import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, HttpError, type DataProvider, type GetListParams, type Identifier, type RaRecord } from 'react-admin';
import type { ModuleSchema } from '../framework/schema';
import { modules } from '../resources/registry';
import type { AgencyDataProvider } from './index';
import { apiUrl, requireToken } from './http';
import { payload } from './payload';
import { textOf } from '../lib/guards';

export type HttpClient = (url: string, options?: fetchUtils.Options) => ReturnType<typeof fetchUtils.fetchJson>;

/** The server's page cap (server/crud/listParams.ts MAX_PER_PAGE): a bigger request (an export) gets the first 100. */
const MAX_PER_PAGE = 100;

/** fetchJson with the session's token as a Bearer header; a refusal carries the server's Spanish `msg`. */
export function restHttpClient(token: () => string = requireToken): HttpClient {
  return async (url, options = {}) => {
    const headers = new Headers(options.headers ?? { Accept: 'application/json' });
    headers.set('Authorization', `Bearer ${token()}`);
    try {
      return await fetchUtils.fetchJson(url, { ...options, headers });
    } catch (e) {
      const msg = e instanceof HttpError ? textOf(e.body, 'msg') : undefined;
      if (e instanceof HttpError && msg !== undefined) throw new HttpError(msg, e.status, e.body);
      throw e;
    }
  };
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** `form` with the generic methods of the registry's modules sent in the REST dialect (at `url`, default /api/rest). */
export function createRestDataProvider(
  form: AgencyDataProvider,
  list: readonly ModuleSchema[] = modules,
  { url = `${apiUrl}/rest`, httpClient = restHttpClient() }: { url?: string; httpClient?: HttpClient } = {},
): AgencyDataProvider {
  const rest = simpleRestProvider(url, httpClient);
  const schemaOf = (resource: string) => list.find((m) => m.name === resource);
  const page = <P extends Partial<GetListParams>>(schema: ModuleSchema, params: P): P => ({
    ...params,
    pagination: { page: params.pagination?.page ?? 1, perPage: Math.min(params.pagination?.perPage ?? 25, MAX_PER_PAGE) },
    sort: params.sort?.field ? params.sort : { field: schema.list.sort.field, order: schema.list.sort.order },
  });

  const generic: Pick<
    DataProvider,
    'getList' | 'getOne' | 'getMany' | 'getManyReference' | 'create' | 'update' | 'updateMany' | 'delete' | 'deleteMany'
  > = {
    getList: (resource, params) => {
      const schema = schemaOf(resource);
      return schema ? rest.getList(resource, page(schema, params)) : form.getList(resource, params);
    },
    getOne: (resource, params) => (schemaOf(resource) ? rest.getOne(resource, params) : form.getOne(resource, params)),
    async getMany<R extends RaRecord = RaRecord>(resource: string, params: Parameters<DataProvider['getMany']>[1]) {
      if (!schemaOf(resource)) return form.getMany<R>(resource, params);
      const data: R[] = [];
      for (const ids of chunks(Array.from(new Set(params.ids)), MAX_PER_PAGE))
        data.push(...(await rest.getMany<R>(resource, { ...params, ids })).data);
      return { data };
    },
    getManyReference: (resource, params) => {
      const schema = schemaOf(resource);
      return schema ? rest.getManyReference(resource, page(schema, params)) : form.getManyReference(resource, params);
    },
    create: (resource, params) => {
      const schema = schemaOf(resource);
      return schema ? rest.create(resource, { ...params, data: payload(schema, 'create', params.data) }) : form.create(resource, params);
    },
    update: (resource, params) => {
      const schema = schemaOf(resource);
      return schema
        ? rest.update(resource, { ...params, data: payload(schema, 'update', params.data, params.previousData) })
        : form.update(resource, params);
    },
    async updateMany(resource, params) {
      const schema = schemaOf(resource);
      if (!schema) return form.updateMany(resource, params);
      // One at a time, as the form-encoded provider does: a refusal stops the rest.
      const data: Identifier[] = [];
      for (const id of params.ids)
        data.push((await rest.update(resource, { id, data: payload(schema, 'update', params.data), previousData: { id } })).data.id);
      return { data };
    },
    delete: (resource, params) => (schemaOf(resource) ? rest.delete(resource, params) : form.delete(resource, params)),
    async deleteMany(resource, params) {
      if (!schemaOf(resource)) return form.deleteMany(resource, params);
      for (const id of params.ids) await rest.delete(resource, { id });
      return { data: params.ids };
    },
  };
  return { ...form, ...generic };
}
