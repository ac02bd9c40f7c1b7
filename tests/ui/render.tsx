// Test helpers for the generated views, in the style of marmelab/atomic-crm's: the real admin composition
// (AdminContext + AdminUI + the modules' Resources), the app's own dataProvider (form-encoded or REST: its requests
// go to the in-process server of server.ts, or to a test's own fetch), a memory store, the project's Spanish
// i18nProvider and a fake authProvider whose canAccess is the project's own access rule for one role.
import { SessionProvider } from '../../src/dataProvider/session';
import type { ReactElement, ReactNode } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, type RenderResult } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { useFormState } from 'react-hook-form';
import { expect } from 'vitest';
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
} from 'react-admin';
import { createDataProvider } from '../../src/dataProvider';
import { createRestDataProvider } from '../../src/dataProvider/rest';
import { canAccess } from '../../src/framework/access';
import { makeResource, type ResourceViewsLoader } from '../../src/framework/resource';
import type { Action, ModuleSchema } from '../../src/framework/schema';
import { buildMessages, i18nProvider as appI18nProvider } from '../../src/i18n';
import { findModule, modules as registryModules } from '../../src/resources/registry';
import { moduleViews } from '../../src/resources/views';
import { lightTheme } from '../../src/theme';
// As in the app, where the data provider's module configures how the framework's own API calls (files) go out and
// where its image fields' pictures are served.
import '../../src/dataProvider/http';

// The app loads every view with its first visit (React.lazy), and the forms their heavy inputs (the MUI X pickers
// behind a read-only fallback, the Tiptap editor) with their first use; here they all load up front, before any
// test's clock runs. Loaded inside a test, on a busy CI machine the chunk could take longer than the test's waits:
// the date field was still the read-only fallback when the test looked for the picker ('readonly' in CI runs).
await Promise.all([
  import('../../src/framework/views/ResourceViews'),
  import('../../src/framework/fields/shared/pickers/PickerField'),
  import('../../src/framework/fields/richtext/RichTextEditor'),
  ...Object.values(moduleViews).map((load) => load()),
]);

export type DialectName = 'form' | 'rest';

/** The app's dataProvider of `dialect` for `moduleList`: form-encoded (src/dataProvider/index.ts) or REST (rest.ts). */
export function appDataProvider(dialect: DialectName = 'form', moduleList: readonly ModuleSchema[] = registryModules): DataProvider {
  const form = createDataProvider(moduleList);
  return dialect === 'rest' ? createRestDataProvider(form, moduleList) : form;
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
  /** Hand-written views of modules outside the registry, by module name (as src/resources/views.ts finds them). */
  readonly views?: Readonly<Record<string, ResourceViewsLoader>>;
  /** The dialect of the app's dataProvider (default: form-encoded). */
  readonly dialect?: DialectName;
  readonly role?: string;
  /** An authProvider to use instead of fakeAuthProvider(role) (e.g. with spies). */
  readonly authProvider?: AuthProvider;
  /** The initial route, e.g. '/glosario/create'. */
  readonly path?: string;
}

export interface AdminRender extends RenderResult {
  /** The current route of the memory router. */
  readonly location: () => string;
  /** Waits until react-query has no query or mutation in flight (data, access checks, saves). */
  readonly settled: () => Promise<void>;
  /** The admin's react-query client (what is cached, what is being fetched). */
  readonly queryClient: QueryClient;
}

function contextProps(options: AdminOptions) {
  const moduleList = options.modules ?? registryModules;
  const queryClient = new QueryClient();
  const settled = () => waitFor(() => expect(queryClient.isFetching() + queryClient.isMutating()).toBe(0));
  return {
    moduleList,
    settled,
    queryClient,
    props: {
      dataProvider: appDataProvider(options.dialect, moduleList),
      authProvider: options.authProvider ?? fakeAuthProvider(options.role ?? 'Administrador', moduleList),
      i18nProvider: i18nProviderFor(moduleList),
      store: memoryStore(),
      queryClient,
      theme: lightTheme,
      darkTheme: null,
    },
  };
}

/** The admin with the modules' generated (or hand-written) Resources, at `path`. */
export function renderAdmin(options: AdminOptions = {}): AdminRender {
  const { moduleList, settled, queryClient, props } = contextProps(options);
  let pathname = options.path ?? '/';
  const result = render(
    <TestMemoryRouter
      initialEntries={[options.path ?? '/']}
      locationCallback={(l) => {
        pathname = `${l.pathname}${l.search}`;
      }}
    >
      <AdminContext {...props}>
        <SessionProvider>
          <AdminUI disableTelemetry>
            {moduleList.map((m) => (
              <Resource key={m.name} {...makeResource(m, registryModules.includes(m) ? moduleViews[m.name] : options.views?.[m.name])} />
            ))}
          </AdminUI>
        </SessionProvider>
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { ...result, settled, queryClient, location: () => pathname };
}

/** One view rendered alone inside the admin context, e.g. `<SchemaList schema={glosario} />` for resource 'glosario'. */
export function renderView(resource: string, view: ReactElement, options: AdminOptions = {}): AdminRender {
  const { settled, queryClient, props } = contextProps(options);
  let pathname = options.path ?? '/';
  const wrap = (children: ReactNode) => (
    <TestMemoryRouter
      initialEntries={[options.path ?? `/${resource}`]}
      locationCallback={(l) => {
        pathname = `${l.pathname}${l.search}`;
      }}
    >
      <AdminContext {...props}>
        <SessionProvider>
          <ResourceContextProvider value={resource}>{children}</ResourceContextProvider>
        </SessionProvider>
      </AdminContext>
    </TestMemoryRouter>
  );
  const result = render(wrap(view));
  return { ...result, settled, queryClient, location: () => pathname };
}

/** How many times the enclosing form was submitted, valid or not (react-hook-form counts after validating). */
export function SubmitCount() {
  const { submitCount } = useFormState();
  return <output data-testid="submit-count">{submitCount}</output>;
}

/** Waits until the form holding <SubmitCount /> has handled `times` submits: its onSubmit ran or validation refused. */
export const submitted = (times = 1) => waitFor(() => expect(screen.getByTestId('submit-count')).toHaveTextContent(String(times)));
