// Test helpers for the generated views, in the style of marmelab/atomic-crm's: the real admin composition
// (AdminContext + AdminUI + the modules' Resources), an in-memory data provider, a memory store, the project's
// Spanish i18nProvider and a fake authProvider whose canAccess is the project's own access rule for one role.
import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import {
  AdminContext,
  AdminUI,
  Resource,
  ResourceContextProvider,
  TestMemoryRouter,
  memoryStore,
  type AuthProvider,
  type DataProvider,
  type I18nProvider,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { canAccess } from '../../src/framework/access';
import { makeResource } from '../../src/framework/resource';
import type { Action, ModuleSchema } from '../../src/framework/schema';
import { buildMessages, i18nProvider as appI18nProvider } from '../../src/i18n';
import { findModule, modules as registryModules } from '../../src/resources/registry';
import { moduleViews } from '../../src/resources/views';
import { lightTheme } from '../../src/theme';
// As in the app, where the data provider's module configures how the framework's own API calls (files) go out and
// where its image fields' pictures are served.
import '../../src/dataProvider/http';

// The app loads every view with its first visit (React.lazy); here they load up front, so that a file's first
// render does not spend findBy's time on their transform.
await Promise.all([import('../../src/framework/views/ResourceViews'), ...Object.values(moduleViews).map((load) => load())]);

export type Rows = Readonly<Record<string, readonly Record<string, unknown>[]>>;

export interface MemoryDataProvider extends DataProvider {
  /** The current rows by resource (a live view of the in-memory store, for assertions). */
  readonly rows: Record<string, RaRecord[]>;
}

const clone = <T,>(value: T): T => structuredClone(value);

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return -1;
  if (b === null || b === undefined) return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'es');
}

function matches(record: RaRecord, filter: Readonly<Record<string, unknown>>, searchFields: readonly string[] | undefined): boolean {
  return Object.entries(filter).every(([name, expected]) => {
    if (expected === undefined || expected === null || expected === '') return true;
    if (name === 'q') {
      const needle = String(expected).toLowerCase();
      const fields = searchFields ?? Object.keys(record);
      return fields.some((f) => typeof record[f] === 'string' && record[f].toLowerCase().includes(needle));
    }
    const [, base, bound] = /^(.+)_(gte|lte)$/.exec(name) ?? [];
    if (base !== undefined && !(name in record)) {
      const c = compare(record[base], expected);
      return bound === 'gte' ? c >= 0 : c <= 0;
    }
    const actual = record[name];
    if (Array.isArray(expected)) return expected.some((e) => (Array.isArray(actual) ? actual.includes(e) : actual === e));
    if (Array.isArray(actual)) return actual.includes(expected);
    return actual === expected;
  });
}

/**
 * A tiny in-memory DataProvider: pagination, sort, filter by equality (arrays: any of), `<field>_gte/_lte` ranges
 * and the `q` substring filter over the module's search fields. Rows without `id` get it from the module's key.
 */
export function memoryDataProvider(initial: Rows = {}, moduleList: readonly ModuleSchema[] = registryModules): MemoryDataProvider {
  const keyOf = (resource: string) => findModule(resource, moduleList)?.key;
  const rows: Record<string, RaRecord[]> = {};
  for (const [resource, list] of Object.entries(initial)) {
    const key = keyOf(resource);
    rows[resource] = list.map((r) => ({ ...clone(r), id: (r.id ?? (key ? r[key] : undefined)) as Identifier }));
  }
  const table = (resource: string) => (rows[resource] ??= []);
  const find = (resource: string, id: Identifier) => table(resource).find((r) => String(r.id) === String(id));
  const notFound = (resource: string, id: Identifier) => Promise.reject(new Error(`${resource} ${String(id)} no existe`));

  const provider: MemoryDataProvider = {
    rows,
    async getList(resource, params) {
      const schema = findModule(resource, moduleList);
      let list = table(resource).filter((r) => matches(r, params.filter ?? {}, schema?.list.search));
      const { field, order } = params.sort ?? { field: 'id', order: 'ASC' };
      if (field) list = [...list].sort((a, b) => compare(a[field], b[field]) * (order === 'DESC' ? -1 : 1));
      const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 };
      const start = (page - 1) * perPage;
      return { data: clone(list.slice(start, start + perPage)) as never, total: list.length };
    },
    async getOne(resource, params) {
      const record = find(resource, params.id);
      return record ? { data: clone(record) as never } : notFound(resource, params.id);
    },
    async getMany(resource, params) {
      const ids = new Set(params.ids.map(String));
      return { data: clone(table(resource).filter((r) => ids.has(String(r.id)))) as never };
    },
    async getManyReference(resource, params) {
      return provider.getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } });
    },
    async create(resource, params) {
      const key = keyOf(resource);
      const ids = table(resource)
        .map((r) => Number(r.id))
        .filter(Number.isFinite);
      const id = (ids.length ? Math.max(...ids) : 0) + 1;
      const record: RaRecord = { ...clone(params.data as Record<string, unknown>), ...(key ? { [key]: id } : {}), id };
      table(resource).push(record);
      return { data: clone(record) as never };
    },
    async update(resource, params) {
      const record = find(resource, params.id);
      if (!record) return notFound(resource, params.id);
      Object.assign(record, clone(params.data), { id: record.id });
      return { data: clone(record) as never };
    },
    async updateMany(resource, params) {
      for (const id of params.ids) {
        const record = find(resource, id);
        if (record) Object.assign(record, clone(params.data), { id: record.id });
      }
      return { data: params.ids };
    },
    async delete(resource, params) {
      const record = find(resource, params.id);
      if (!record) return notFound(resource, params.id);
      rows[resource] = table(resource).filter((r) => r !== record);
      return { data: clone(record) as never };
    },
    async deleteMany(resource, params) {
      const ids = new Set(params.ids.map(String));
      rows[resource] = table(resource).filter((r) => !ids.has(String(r.id)));
      return { data: params.ids };
    },
  };
  return provider;
}

/** An authProvider always logged in as `role`; canAccess is the project's rule (src/framework/access.ts). */
export function fakeAuthProvider(role: string | undefined, moduleList: readonly ModuleSchema[] = registryModules, userId = 1): AuthProvider {
  return {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getIdentity: async () => ({ id: userId, fullName: 'Ana Quispe', tipo: role }),
    getPermissions: async () => role ?? null,
    canAccess: async ({ resource, action, record }) => {
      const schema = findModule(resource, moduleList);
      if (!schema) return true;
      return canAccess(role, schema, action as Action, record, userId);
    },
  };
}

/** The project's i18nProvider; for modules outside the registry, the same catalogue built with them added. */
export function i18nProviderFor(moduleList: readonly ModuleSchema[]): I18nProvider {
  const extra = moduleList.filter((m) => !registryModules.includes(m));
  if (extra.length === 0) return appI18nProvider;
  return polyglotI18nProvider(() => buildMessages([...registryModules, ...extra]), 'es-PE', [{ locale: 'es-PE', name: 'Español (Perú)' }], {
    allowMissing: false,
  });
}

export interface AdminOptions {
  /** Modules whose Resources are registered (default: the registry). */
  readonly modules?: readonly ModuleSchema[];
  /** Initial in-memory rows by resource. */
  readonly data?: Rows;
  /** A data provider to use instead of a new in-memory one (e.g. with spies). */
  readonly dataProvider?: MemoryDataProvider;
  /**
   * What the admin calls, when not the in-memory provider itself: e.g. the app's real dataProvider over a fake
   * of its HTTP API backed by the in-memory one (fakeApi.ts).
   */
  readonly client?: (store: MemoryDataProvider, modules: readonly ModuleSchema[]) => DataProvider;
  readonly role?: string;
  /** An authProvider to use instead of fakeAuthProvider(role) (e.g. with spies). */
  readonly authProvider?: AuthProvider;
  /** The initial route, e.g. '/glosario/create'. */
  readonly path?: string;
}

export interface AdminRender extends RenderResult {
  readonly dataProvider: MemoryDataProvider;
  /** The current route of the memory router. */
  readonly location: () => string;
}

function contextProps(options: AdminOptions) {
  const moduleList = options.modules ?? registryModules;
  const dataProvider = options.dataProvider ?? memoryDataProvider(options.data, moduleList);
  return {
    moduleList,
    dataProvider,
    props: {
      dataProvider: options.client ? options.client(dataProvider, moduleList) : dataProvider,
      authProvider: options.authProvider ?? fakeAuthProvider(options.role ?? 'Administrador', moduleList),
      i18nProvider: i18nProviderFor(moduleList),
      store: memoryStore(),
      theme: lightTheme,
      darkTheme: null,
    },
  };
}

/** The admin with the modules' generated (or hand-written) Resources, at `path`. */
export function renderAdmin(options: AdminOptions = {}): AdminRender {
  const { moduleList, dataProvider, props } = contextProps(options);
  let pathname = options.path ?? '/';
  const result = render(
    <TestMemoryRouter
      initialEntries={[options.path ?? '/']}
      locationCallback={(l) => {
        pathname = `${l.pathname}${l.search}`;
      }}
    >
      <AdminContext {...props}>
        <AdminUI disableTelemetry>
          {moduleList.map((m) => (
            <Resource key={m.name} {...makeResource(m, registryModules.includes(m) ? moduleViews[m.name] : undefined)} />
          ))}
        </AdminUI>
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { ...result, dataProvider, location: () => pathname };
}

/** One view rendered alone inside the admin context, e.g. `<SchemaList schema={glosario} />` for resource 'glosario'. */
export function renderView(resource: string, view: ReactElement, options: AdminOptions = {}): AdminRender {
  const { dataProvider, props } = contextProps(options);
  let pathname = options.path ?? '/';
  const wrap = (children: ReactNode) => (
    <TestMemoryRouter
      initialEntries={[options.path ?? `/${resource}`]}
      locationCallback={(l) => {
        pathname = `${l.pathname}${l.search}`;
      }}
    >
      <AdminContext {...props}>
        <ResourceContextProvider value={resource}>{children}</ResourceContextProvider>
      </AdminContext>
    </TestMemoryRouter>
  );
  const result = render(wrap(view));
  return { ...result, dataProvider, location: () => pathname };
}
