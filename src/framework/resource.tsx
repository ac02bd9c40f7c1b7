// A module's react-admin Resource, generated from its schema; a module's own index.tsx may replace any view.
// Every view loads with its first visit (React.lazy; react-admin's Layout shows its Loading meanwhile): the shell
// (login, menu, header) carries no list, form or hand-written screen. A role that may not open a view gets the
// 'Acceso denegado' page before the view loads or asks for anything (views/ViewAccess.tsx). A list on screen fetches
// its module's detail and form code when the browser is idle, and a view whose code is here renders without suspending.
import { lazy, useState, type ComponentType, type ReactElement } from 'react';
import type { RaRecord } from 'react-admin';
import type { ModuleSchema } from './schema';
import { representRecord } from './schema';
import { ViewAccess } from './views/ViewAccess';
import { useWhenIdle } from './views/useWhenIdle';

export interface ResourceViews {
  readonly list?: ComponentType;
  readonly create?: ComponentType;
  readonly edit?: ComponentType;
  readonly show?: ComponentType;
}
/** A module's index.tsx, loaded on demand (import.meta.glob). */
export type ResourceViewsLoader = () => Promise<{ readonly default: ResourceViews }>;
type ViewKind = keyof ResourceViews;

export interface ResourceDefinition {
  readonly name: string;
  readonly list?: ComponentType;
  readonly create?: ComponentType;
  readonly edit?: ComponentType;
  readonly show?: ComponentType;
  readonly recordRepresentation: (record: RaRecord) => string;
  readonly options: { readonly label: string };
}

async function generatedView(schema: ModuleSchema, kind: ViewKind): Promise<ComponentType> {
  const views = await import('./views/ResourceViews');
  const View = { list: views.SchemaList, create: views.SchemaCreate, edit: views.SchemaEdit, show: views.SchemaShow }[kind];
  return (): ReactElement => <View schema={schema} />;
}

/** A view's code, fetched once: React.lazy and an early fetch (preloadLists) share the same download. */
interface ViewLoader {
  (): Promise<ComponentType>;
  /** The view, once its code is here (then it renders at once, without suspending). */
  ready?: ComponentType;
}

function viewLoader(schema: ModuleSchema, kind: ViewKind, overrides: ResourceViewsLoader): ViewLoader {
  let pending: Promise<ComponentType> | undefined;
  const load: ViewLoader = () => {
    pending ??= (async () => {
      // A lazy component cannot resolve to another: a module's own view must be a plain component.
      const own = (await overrides()).default[kind];
      const View = own ?? (await generatedView(schema, kind));
      load.ready = View;
      return View;
    })().catch((error: unknown) => {
      // A failed download (offline a moment) is tried again on the next visit.
      pending = undefined;
      throw error;
    });
    return pending;
  };
  return load;
}

/** The list views' code by module, for preloadLists. */
const listLoaders = new Map<string, () => Promise<unknown>>();

/** Fetches the code of these modules' lists ahead of a visit (a module without lazy views needs nothing). */
export function preloadLists(names: readonly string[]): Promise<unknown> {
  return Promise.allSettled(names.map((name) => listLoaders.get(name)?.()));
}

/** The loaders of a module's detail and form, fetched when its list is on screen (a row is opened or edited next). */
type NextViews = ViewLoader[];

/** Each guarded view's loader: whether its code is here (viewCodeReady). */
const loaders = new WeakMap<ComponentType, ViewLoader>();

function loaded(schema: ModuleSchema, kind: ViewKind, overrides: ResourceViews | ResourceViewsLoader, next: NextViews): ComponentType {
  if (typeof overrides !== 'function' && overrides[kind]) return overrides[kind];
  const load = viewLoader(schema, kind, typeof overrides === 'function' ? overrides : async () => ({ default: {} }));
  if (kind === 'list') listLoaders.set(schema.name, load);
  else if (kind === 'show' || kind === 'edit') next.push(load);
  const Lazy = lazy(async () => ({ default: await load() }));
  // Once its code is here (fetched ahead, or on an earlier visit), the view renders at once: React.lazy would still
  // suspend on its first render, show the layout's Loading and reveal the view no sooner than React's 300 ms
  // fallback throttle (issue 26 §11: the first row opened, the first list of the favourites).
  // Chosen once per mount: switching a mounted Lazy for its resolved view would remount the whole view.
  function LoadedView(): ReactElement {
    const [Ready] = useState(() => load.ready);
    return Ready ? <Ready /> : <Lazy />;
  }
  loaders.set(LoadedView, load);
  return LoadedView;
}

/** Whether a view of makeResource has its code here (fetched ahead or visited), so it renders without suspending. */
export function viewCodeReady(View: ComponentType | undefined): boolean {
  return View !== undefined && (loaders.get(View)?.ready !== undefined || !loaders.has(View));
}

function view(schema: ModuleSchema, kind: ViewKind, overrides: ResourceViews | ResourceViewsLoader, next: NextViews): ComponentType {
  const View = loaded(schema, kind, overrides, next);
  const preloadNext = () => void Promise.allSettled(next.map((load) => load()));
  function GuardedList(): ReactElement {
    // The record's detail and form come next: their code is fetched when the browser is idle with the list shown.
    useWhenIdle(preloadNext, true);
    return (
      <ViewAccess resource={schema.name} kind={kind}>
        <View />
      </ViewAccess>
    );
  }
  function GuardedView(): ReactElement {
    return (
      <ViewAccess resource={schema.name} kind={kind}>
        <View />
      </ViewAccess>
    );
  }
  const Guarded = kind === 'list' ? GuardedList : GuardedView;
  const load = loaders.get(View);
  if (load) loaders.set(Guarded, load);
  return Guarded;
}

/** The edit route of a module nobody edits: the detail for a role that may read it, 'Acceso denegado' otherwise. */
function detailInstead(schema: ModuleSchema): ComponentType {
  return function DetailInstead(): ReactElement {
    return (
      <ViewAccess resource={schema.name} kind="edit">
        {null}
      </ViewAccess>
    );
  };
}

export function makeResource(schema: ModuleSchema, overrides: ResourceViews | ResourceViewsLoader = {}): ResourceDefinition {
  const next: NextViews = [];
  const show = view(schema, 'show', overrides, next);
  const create = schema.readOnly ? undefined : view(schema, 'create', overrides, next);
  // A read-only module has no form: its edit address opens the record's detail (ViewAccess), not an empty page.
  const edit = schema.readOnly ? detailInstead(schema) : view(schema, 'edit', overrides, next);
  return {
    name: schema.name,
    list: view(schema, 'list', overrides, next),
    show,
    create,
    edit,
    recordRepresentation: (record) => representRecord(schema, record),
    options: { label: schema.label.many },
  };
}
