// A module's react-admin Resource, generated from its schema; a module's own index.tsx may replace any view.
// Every view loads with its first visit (React.lazy; react-admin's Layout shows its Loading meanwhile): the shell
// (login, menu, header) carries no list, form or hand-written screen. A role that may not open a view gets the
// 'Acceso denegado' page before the view loads or asks for anything (views/ViewAccess.tsx).
import { lazy, type ComponentType, type ReactElement } from 'react';
import type { RaRecord } from 'react-admin';
import type { ModuleSchema } from './schema';
import { representRecord } from './schema';
import { ViewAccess } from './views/ViewAccess';

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

function loaded(schema: ModuleSchema, kind: ViewKind, overrides: ResourceViews | ResourceViewsLoader): ComponentType {
  if (typeof overrides !== 'function' && overrides[kind]) return overrides[kind];
  return lazy(async () => {
    // A lazy component cannot resolve to another: a module's own view must be a plain component.
    const own = typeof overrides === 'function' ? (await overrides()).default[kind] : undefined;
    return { default: own ?? (await generatedView(schema, kind)) };
  });
}

function view(schema: ModuleSchema, kind: ViewKind, overrides: ResourceViews | ResourceViewsLoader): ComponentType {
  const View = loaded(schema, kind, overrides);
  return function GuardedView(): ReactElement {
    return (
      <ViewAccess resource={schema.name} kind={kind}>
        <View />
      </ViewAccess>
    );
  };
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
  return {
    name: schema.name,
    list: view(schema, 'list', overrides),
    show: view(schema, 'show', overrides),
    create: schema.readOnly ? undefined : view(schema, 'create', overrides),
    // A read-only module has no form: its edit address opens the record's detail (ViewAccess), not an empty page.
    edit: schema.readOnly ? detailInstead(schema) : view(schema, 'edit', overrides),
    recordRepresentation: (record) => representRecord(schema, record),
    options: { label: schema.label.many },
  };
}
