// The generated table over rows a view fetched itself (a ranking, a computed answer) instead of the module's
// listado: the same columns, cells, extra columns and row actions as a list, in the order given, without
// pagination, filters or bulk actions.
import { useMemo } from 'react';
import { ListContextProvider, ResourceContextProvider, useList, type Identifier, type RaRecord } from 'react-admin';
import type { ModuleSchema } from '../schema';
import { SchemaDataTable, type ListComposition } from './ResourceViews';

export function SchemaRows({
  schema,
  rows,
  columns,
  compose,
}: {
  readonly schema: ModuleSchema;
  /** Records of the module (each with its key), already in the order to show. */
  readonly rows: readonly Readonly<Record<string, unknown>>[];
  readonly columns?: readonly string[];
  readonly compose?: ListComposition;
}) {
  const data = useMemo(() => rows.map((r): RaRecord => ({ ...r, id: (r.id ?? r[schema.key]) as Identifier })), [rows, schema.key]);
  const list = useList({ data, resource: schema.name, perPage: Math.max(data.length, 1) });
  return (
    <ResourceContextProvider value={schema.name}>
      <ListContextProvider value={list}>
        <SchemaDataTable schema={schema} columns={columns} rowClick={false} bulk={false} sorting={false} compose={compose} />
      </ListContextProvider>
    </ResourceContextProvider>
  );
}
