// react-admin calls -> the agency's endpoints (API.md): /m/listado, /m/detalle/{id}, /m/registrar,
// /m/actualizar, /m/eliminar, for every module of the registry; plus the modules' own calls and virtual resources.
// Built with VITE_API_DIALECT=rest, the generic CRUD of the registry's modules goes through the standard REST
// dialect instead (rest.ts, ra-data-simple-rest); everything else stays on these calls.
import type { DataProvider, GetListParams, Identifier, RaRecord } from 'react-admin';
import type { ModuleSchema } from '../framework/schema';
import { actividadVirtual } from '../resources/actividadsistema/virtual';
import { modules } from '../resources/registry';
import { usuariosMethods, type UsuariosMethods } from '../resources/usuarios/dataProvider';
import { apiGet, apiPost, apiPostJson } from './http';
import { payload } from './payload';
import { createRestDataProvider } from './rest';
import type { OwnEndpoints, VirtualResources } from './virtual';
import { LIBRARY_RESOURCES } from '../features/biblioteca/resources';

/** Resources read through a special listado path, each declared in its module's folder. */
const VIRTUAL: VirtualResources = { ...actividadVirtual };

function schemaOf(resource: string, list: readonly ModuleSchema[]): ModuleSchema {
  const schema = list.find((m) => m.name === resource) ?? VIRTUAL[resource]?.schema;
  if (!schema) throw new Error(`Módulo desconocido: ${resource}`);
  return schema;
}

const listPathOf = (resource: string) => VIRTUAL[resource]?.listPath ?? `/${resource}/listado`;

/** Resources of hand-written endpoints (Imágenes y Files), by name. */
const OWN: Readonly<Record<string, OwnEndpoints>> = LIBRARY_RESOURCES;

/** An own endpoint's listado query: page, perPage and each filter as a plain parameter (a list comma-separated). */
function ownQuery(own: OwnEndpoints, params: Partial<GetListParams>): Record<string, string | number> {
  const { page = 1, perPage = 25 } = params.pagination ?? {};
  const out: Record<string, string | number> = { page, perPage: Math.min(perPage, 100) };
  for (const [k, v] of Object.entries(params.filter ?? {})) {
    const value: unknown = Array.isArray(v) ? v.join(',') : v;
    if (value === undefined || value === null || value === '') continue;
    if (typeof value === 'string' || typeof value === 'number') out[own.params?.[k] ?? k] = value;
  }
  return out;
}

async function ownList<R extends RaRecord>(own: OwnEndpoints, params: Partial<GetListParams>) {
  const res = await apiGet<Record<string, unknown>[]>(own.listPath, ownQuery(own, params));
  const data = res.data.map((r) => withId<R>(own.schema, own.shape ? own.shape(r) : r));
  return { data, total: res.total ?? data.length };
}

function withId<R extends RaRecord = RaRecord>(schema: ModuleSchema, row: Record<string, unknown>): R {
  return { ...row, id: row[schema.key] as Identifier } as R;
}

function listQuery(params: Partial<GetListParams>) {
  const { page = 1, perPage = 25 } = params.pagination ?? {};
  const filter = Object.fromEntries(Object.entries(params.filter ?? {}).filter(([, v]) => v !== undefined && v !== '' && v !== null));
  return {
    page,
    perPage: Math.min(perPage, 100),
    sort: params.sort?.field,
    order: params.sort?.order,
    filter: Object.keys(filter).length ? JSON.stringify(filter) : undefined,
  };
}

/** The generic CRUD plus the modules' own calls (usuarios: estado, password, profile). */
export interface AgencyDataProvider extends DataProvider, UsuariosMethods {}

export function createDataProvider(list: readonly ModuleSchema[] = modules): AgencyDataProvider {
  return {
    async getList<R extends RaRecord = RaRecord>(resource: string, params: Parameters<DataProvider['getList']>[1]) {
      const own = OWN[resource];
      if (own) return ownList<R>(own, params);
      const schema = schemaOf(resource, list);
      const res = await apiGet<Record<string, unknown>[]>(listPathOf(resource), listQuery(params));
      const data = res.data.map((r) => withId<R>(schema, r));
      // More rows than the server counts: the pages go on, the pagination says 'más de N' (ListPagination).
      if (res.totalExacto === false) return { data, total: res.total ?? data.length, meta: { totalExacto: false } };
      return { data, total: res.total ?? data.length };
    },
    async getOne<R extends RaRecord = RaRecord>(resource: string, params: Parameters<DataProvider['getOne']>[1]) {
      const schema = schemaOf(resource, list);
      const res = await apiGet<Record<string, unknown>>(`/${resource}/detalle/${encodeURIComponent(String(params.id))}`);
      return { data: withId<R>(schema, res.data) };
    },
    async getMany<R extends RaRecord = RaRecord>(resource: string, params: Parameters<DataProvider['getMany']>[1]) {
      const schema = schemaOf(resource, list);
      const ids = Array.from(new Set(params.ids));
      const data: R[] = [];
      for (let i = 0; i < ids.length; i += 100) {
        const chunk = ids.slice(i, i + 100);
        // No total is shown for these: the server counts none.
        const res = await apiGet<Record<string, unknown>[]>(`/${resource}/listado`, {
          perPage: chunk.length,
          filter: JSON.stringify({ id: chunk }),
          total: 0,
        });
        data.push(...res.data.map((r) => withId<R>(schema, r)));
      }
      return { data };
    },
    async getManyReference<R extends RaRecord = RaRecord>(resource: string, params: Parameters<DataProvider['getManyReference']>[1]) {
      const schema = schemaOf(resource, list);
      const res = await apiGet<Record<string, unknown>[]>(
        listPathOf(resource),
        listQuery({ ...params, filter: { ...params.filter, [params.target]: params.id } }),
      );
      return { data: res.data.map((r) => withId<R>(schema, r)), total: res.total ?? res.data.length };
    },
    async create<R extends RaRecord = RaRecord>(resource: string, params: Parameters<DataProvider['create']>[1]) {
      const schema = schemaOf(resource, list);
      const res = await apiPostJson<Record<string, unknown>>(`/${resource}/registrar`, payload(schema, 'create', params.data));
      return { data: withId<R>(schema, res.data) };
    },
    async update<R extends RaRecord = RaRecord>(resource: string, params: Parameters<DataProvider['update']>[1]) {
      const schema = schemaOf(resource, list);
      const body = { ...payload(schema, 'update', params.data, params.previousData), [schema.key]: params.id };
      const res = await apiPostJson<Record<string, unknown>>(`/${resource}/actualizar`, body);
      return { data: withId<R>(schema, res.data) };
    },
    async updateMany(resource, params) {
      const schema = schemaOf(resource, list);
      for (const id of params.ids) {
        await apiPostJson(`/${resource}/actualizar`, { ...payload(schema, 'update', params.data), [schema.key]: id });
      }
      return { data: params.ids };
    },
    async delete(resource, params) {
      await apiPost(OWN[resource]?.deletePath ?? `/${resource}/eliminar`, { id: String(params.id) });
      return { data: (params.previousData ?? { id: params.id }) as never };
    },
    async deleteMany(resource, params) {
      for (const id of params.ids) await apiPost(OWN[resource]?.deletePath ?? `/${resource}/eliminar`, { id: String(id) });
      return { data: params.ids };
    },
    ...usuariosMethods,
  };
}

const formProvider = createDataProvider();

export const dataProvider: AgencyDataProvider = import.meta.env.VITE_API_DIALECT === 'rest' ? createRestDataProvider(formProvider) : formProvider;
