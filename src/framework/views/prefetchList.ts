// A list's first page, asked for as the link to its screen is followed: the request leaves with the click instead of
// after the screen's first render (react-admin asks only once its List has mounted), so the rows are there, or on
// their way, when the List looks for them (issue 26 §11). The query is react-admin's own: useGetList's key, with the
// parameters its List will use (the ones it kept for the resource, else the defaults given), so the List finds it in
// the cache or in flight. A list that adds parameters of its own (a permanent filter) asks again under its own key.
import type { QueryClient } from '@tanstack/react-query';
import { getQuery, type DataProvider, type SortPayload, type Store } from 'react-admin';

/** What a list uses when nothing was kept for it: its default order and page size. */
export interface ListDefaults {
  readonly sort: SortPayload;
  readonly perPage: number;
}

/** A page of a list as react-admin's useGetList asks for it: its parameters and its query key. */
export function listQuery(resource: string, page: { page: number; perPage: number; sort: SortPayload; filter: Record<string, unknown> }) {
  const params = { pagination: { page: page.page, perPage: page.perPage }, sort: page.sort, filter: page.filter, meta: undefined };
  return { params, queryKey: [resource, 'getList', params] };
}

/** The page read through the dataProvider, in the shape useGetList keeps in its cache. */
export function readList(dataProvider: DataProvider, resource: string, params: ReturnType<typeof listQuery>['params']) {
  return dataProvider.getList(resource, params).then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta }));
}

/** What reading a list needs of the admin: its query cache, its dataProvider, the store where lists keep parameters. */
export interface ListClients {
  readonly queryClient: QueryClient;
  readonly dataProvider: DataProvider;
  readonly getItem: Store['getItem'];
}

/**
 * Starts reading the first page the list of `resource` will show. Loaded with the lists' code (the menus import it
 * when a link is followed), not with the shell: react-admin's parameter merging comes with it.
 */
export function prefetchFirstPage({ queryClient, dataProvider, getItem }: ListClients, resource: string, defaults: ListDefaults): void {
  const query = getQuery({
    queryFromLocation: {},
    params: getItem(`${resource}.listParams`, {}),
    filterDefaultValues: undefined,
    sort: defaults.sort,
    perPage: defaults.perPage,
  });
  const { params, queryKey } = listQuery(resource, {
    page: query.page,
    perPage: query.perPage,
    sort: { field: query.sort, order: query.order },
    filter: query.filter ?? {},
  });
  void queryClient.prefetchQuery({ queryKey, queryFn: () => readList(dataProvider, resource, params) });
}
