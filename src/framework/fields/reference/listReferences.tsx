// A list's reference columns read the records they name once per page, not once per row: each column asks for all
// the ids of its rows in one query, and its cells show them from there. react-admin's ReferenceField in every row
// ran three queries' machinery per cell (its record and two access checks), the costliest cell of a list's render
// on each sort, page or search (issue 26 §11); a cell whose id the column did not ask for falls back to it.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  RecordContextProvider,
  ReferenceFieldContextProvider,
  ReferenceFieldView,
  ResourceContextProvider,
  useCreatePath,
  useGetMany,
  useListContext,
  useRecordContext,
  type RaRecord,
  type UseReferenceFieldControllerResult,
} from 'react-admin';
import type { Identifier } from 'react-admin';
import type { ModuleSchema } from '../../schema';

/** What one reference column knows of the records its rows name. */
interface ColumnReferences {
  readonly reference: string;
  /** The ids asked for (as text). */
  readonly asked: ReadonlySet<string>;
  readonly byId: ReadonlyMap<string, RaRecord>;
  readonly isPending: boolean;
  readonly isPaused: boolean;
  readonly error: Error | null;
  readonly refetch: UseReferenceFieldControllerResult['refetch'];
  readonly pathOf: (id: Identifier) => string;
}

const ListReferencesContext = createContext<ReadonlyMap<string, ColumnReferences> | null>(null);

/** A row's value as the id of a record (null: it names none). */
const idOf = (value: unknown): Identifier | null => (typeof value === 'number' || typeof value === 'string' ? value : null);

/** The ids a column's rows name, each once. */
function idsOf(data: readonly RaRecord[] | undefined, source: string): Identifier[] {
  const ids = new Set<Identifier>();
  for (const row of data ?? []) {
    const id = idOf(row[source]);
    if (id !== null) ids.add(id);
  }
  return [...ids];
}

function ReferenceColumn({ source, reference, children }: { readonly source: string; readonly reference: string; readonly children: ReactNode }) {
  const outer = useContext(ListReferencesContext);
  const { data } = useListContext();
  const ids = useMemo(() => idsOf(data, source), [data, source]);
  const { data: records, isPending, isPaused, error, refetch } = useGetMany(reference, { ids }, { enabled: ids.length > 0 });
  const createPath = useCreatePath();
  const queryClient = useQueryClient();
  const value = useMemo(() => {
    // While the page's query is on its way, the records some other screen already read (react-admin's getOne cache,
    // which each answer also fills) show at once, as ReferenceField showed them row by row.
    const known = records ?? ids.map((id) => queryClient.getQueryData<RaRecord>([reference, 'getOne', { id: String(id), meta: undefined }]));
    const column: ColumnReferences = {
      reference,
      asked: new Set(ids.map(String)),
      byId: new Map(known.filter((r) => r != null).map((r) => [String(r.id), r])),
      isPending: ids.length > 0 && isPending,
      isPaused,
      error,
      refetch,
      pathOf: (id) => createPath({ resource: reference, id, type: 'show' }),
    };
    return new Map(outer).set(source, column);
  }, [outer, source, reference, ids, records, isPending, isPaused, error, refetch, createPath, queryClient]);
  return <ListReferencesContext.Provider value={value}>{children}</ListReferencesContext.Provider>;
}

/** Around a list's table: one query per reference column among `sources` for the rows of the page. */
export function ListReferences({
  schema,
  sources,
  children,
}: {
  readonly schema: ModuleSchema;
  readonly sources: readonly string[];
  readonly children: ReactNode;
}) {
  return sources.reduceRight<ReactNode>((inner, source) => {
    const field = schema.fields[source];
    return field?.type === 'reference' ? (
      <ReferenceColumn key={source} source={source} reference={field.reference}>
        {inner}
      </ReferenceColumn>
    ) : (
      inner
    );
  }, children);
}

/** The record context's id in `source` and its column's records, when the column asked for that id. */
export function useListReference(source: string): { readonly column: ColumnReferences; readonly id: Identifier } | null {
  const id = idOf(useRecordContext()?.[source]);
  const column = useContext(ListReferencesContext)?.get(source);
  return column && id !== null && column.asked.has(String(id)) ? { column, id } : null;
}

/**
 * One cell from its column's records, as react-admin's ReferenceField shows it with `link="show"` (its view, with
 * the same contexts): nothing while offline or when the record is gone, a bar while it loads and was never read,
 * the error's icon.
 */
export function ListReferenceCell({ column, id, source }: { readonly column: ColumnReferences; readonly id: Identifier; readonly source: string }) {
  const referenceRecord = column.byId.get(String(id));
  if (column.isPaused || (!referenceRecord && !column.error && !column.isPending)) return null;
  const waiting = column.isPending && !referenceRecord;
  const controller: UseReferenceFieldControllerResult = {
    referenceRecord,
    error: column.error,
    isLoading: waiting,
    isPending: waiting,
    isPaused: column.isPaused,
    isPlaceholderData: false,
    isFetching: column.isPending,
    link: referenceRecord ? column.pathOf(referenceRecord.id) : false,
    refetch: column.refetch,
  };
  return (
    <ResourceContextProvider value={column.reference}>
      <ReferenceFieldContextProvider value={controller}>
        <RecordContextProvider value={referenceRecord}>
          <ReferenceFieldView source={source} reference={column.reference} />
        </RecordContextProvider>
      </ReferenceFieldContextProvider>
    </ResourceContextProvider>
  );
}
