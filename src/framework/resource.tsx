// A module's react-admin Resource, generated from its schema; a module's own index.tsx may replace any view.
import type { ComponentType, ReactElement } from 'react';
import type { RaRecord } from 'react-admin';
import type { ModuleSchema } from './schema';
import { representRecord } from './schema';
import { SchemaCreate, SchemaEdit, SchemaList, SchemaShow } from './views/ResourceViews';

export interface ResourceViews {
  readonly list?: ComponentType;
  readonly create?: ComponentType;
  readonly edit?: ComponentType;
  readonly show?: ComponentType;
}

export interface ResourceDefinition {
  readonly name: string;
  readonly list?: ComponentType;
  readonly create?: ComponentType;
  readonly edit?: ComponentType;
  readonly show?: ComponentType;
  readonly recordRepresentation: (record: RaRecord) => string;
  readonly options: { readonly label: string };
}

export function makeResource(schema: ModuleSchema, overrides: ResourceViews = {}): ResourceDefinition {
  const List = (): ReactElement => <SchemaList schema={schema} />;
  const Create = (): ReactElement => <SchemaCreate schema={schema} />;
  const Edit = (): ReactElement => <SchemaEdit schema={schema} />;
  const Show = (): ReactElement => <SchemaShow schema={schema} />;
  return {
    name: schema.name,
    list: overrides.list ?? List,
    show: overrides.show ?? Show,
    create: schema.readOnly ? undefined : (overrides.create ?? Create),
    edit: schema.readOnly ? undefined : (overrides.edit ?? Edit),
    recordRepresentation: (record) => representRecord(schema, record),
    options: { label: schema.label.many },
  };
}
