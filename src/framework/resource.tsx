// A module's react-admin Resource, generated from its schema; a module's own index.tsx may replace any view.
// Every view loads with its first visit (React.lazy; react-admin's Layout shows its Loading meanwhile): the shell
// (login, menu, header) carries no list, form or hand-written screen. A role that may not open a view gets the
// 'Acceso denegado' page before the view loads or asks for anything (views/ViewAccess.tsx). A list on screen fetches
// its module's detail and form code when the browser is idle, and a view whose code is here renders without suspending.
import type { ComponentType, ReactElement } from 'react';
import type { RaRecord } from 'react-admin';
import type { ModuleSchema } from './schema';
import { representRecord } from './schema';
import { ViewAccess } from './views/ViewAccess';
import { useWhenIdle } from './views/useWhenIdle';
import { preloadable, type Preloadable } from './views/preloadable';

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

/** A view's code: its module's own view, else the generated one. */
function viewCode(schema: ModuleSchema, kind: ViewKind, overrides: ResourceViewsLoader): () => Promise<ComponentType> {
  // A lazy component cannot resolve to another: a module's own view must be a plain component.
  return async () => (await overrides()).default[kind] ?? (await generatedView(schema, kind));
}

/** The list views' code by module, for preloadLists. */
const listLoaders = new Map<string, () => Promise<unknown>>();

/** Fetches the code of these modules' lists ahead of a visit (a module without lazy views needs nothing). */
export function preloadLists(names: readonly string[]): Promise<unknown> {
  return Promise.allSettled(names.map((name) => listLoaders.get(name)?.()));
}

/** The loaders of a module's detail and form, fetched when its list is on screen (a row is opened or edited next). */
type NextViews = (() => Promise<unknown>)[];

/** Each guarded view's code (viewCodeReady). */
const codeOf = new WeakMap<ComponentType, Preloadable<object>>();

function loaded(schema: ModuleSchema, kind: ViewKind, overrides: ResourceViews | ResourceViewsLoader, next: NextViews): ComponentType {
  if (typeof overrides !== 'function' && overrides[kind]) return overrides[kind];
  // Once its code is here (fetched ahead, or on an earlier visit), the view renders at once (preloadable.tsx).
  const View = preloadable(viewCode(schema, kind, typeof overrides === 'function' ? overrides : async () => ({ default: {} })));
  if (kind === 'list') listLoaders.set(schema.name, View.preload);
  else if (kind === 'show' || kind === 'edit') next.push(View.preload);
  codeOf.set(View, View);
  return View;
}

/** Whether a view of makeResource has its code here (fetched ahead or visited), so it renders without suspending. */
export function viewCodeReady(View: ComponentType | undefined): boolean {
  if (View === undefined) return false;
  const code = codeOf.get(View);
  return code === undefined || code.isReady();
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
  const code = codeOf.get(View);
  if (code) codeOf.set(Guarded, code);
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
