// The generated table over rows a view fetched itself (a ranking, a computed answer) instead of the module's
// listado: the same columns, cells, extra columns and row actions as a list, in the order given, without
// pagination, filters or the list's bulk actions; with `bulkActions`, rows can be ticked for those instead.
import { useMemo, type ReactElement } from 'react';
import { ListContextProvider, ResourceContext, ResourceContextProvider, useList, type Identifier, type RaRecord } from 'react-admin';
import type { ModuleSchema } from '../schema';
import { SchemaDataTable, type ListComposition } from './ResourceViews';

interface SchemaRowsProps {
  readonly schema: ModuleSchema;
  /** Records of the module (each with its key), already in the order to show. */
  readonly rows: readonly Readonly<Record<string, unknown>>[];
  readonly columns?: readonly string[];
  readonly compose?: ListComposition;
  /** Buttons for the ticked rows (they read them from the list context): the rows get checkboxes. */
  readonly bulkActions?: ReactElement;
}

export function SchemaRows(props: SchemaRowsProps) {
  if (!props.bulkActions) return <Rows {...props} />;
  // Ticks of these rows are this table's own: with a resource, react-admin would keep them in the store under the
  // module's name, shared with the module's list page.
  return (
    <ResourceContext.Provider value={undefined}>
      <Rows {...props} />
    </ResourceContext.Provider>
  );
}

function Rows({ schema, rows, columns, compose, bulkActions }: SchemaRowsProps) {
  const data = useMemo(() => rows.map((r): RaRecord => ({ ...r, id: (r.id ?? r[schema.key]) as Identifier })), [rows, schema.key]);
  const list = useList({ data, resource: bulkActions ? undefined : schema.name, perPage: Math.max(data.length, 1) });
  return (
    <ResourceContextProvider value={schema.name}>
      <ListContextProvider value={list}>
        <SchemaDataTable
          schema={schema}
          columns={columns}
          rowClick={false}
          bulk={false}
          bulkActions={bulkActions}
          sorting={false}
          compose={compose}
        />
      </ListContextProvider>
    </ResourceContextProvider>
  );
}
