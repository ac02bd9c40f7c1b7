// The next page of a list, read when the browser is idle after the current one shows (TanStack Query's pattern for
// paginated lists): a click on 'next' then paints rows already at hand instead of waiting for a request that leaves
// only after the list has rendered with its new parameters (issue 26 §11). The answer goes into react-admin's cache
// under useGetList's key and shape, so the list finds it there and refreshes it as usual. It is read outside the
// cache's own fetching: a query being fetched turns the header's refresh button into a spinner, which would blink
// after every page for a read the user did not ask for.
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useListContext } from 'react-admin';
import { listQuery, readList } from './prefetchList';
import { useWhenIdle } from './useWhenIdle';

export function usePrefetchNextPage(): void {
  const { resource, page, perPage, sort, filterValues, filter, hasNextPage, isFetching, isPending, isPlaceholderData } = useListContext();
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const next = hasNextPage === true && !isFetching && !isPending && !isPlaceholderData;
  const prefetch = useCallback(() => {
    const { params, queryKey } = listQuery(resource, { page: page + 1, perPage, sort, filter: { ...filterValues, ...filter } });
    if (queryClient.getQueryData(queryKey) !== undefined) return;
    readList(dataProvider, resource, params).then(
      (answer) => {
        // The list may have read it meanwhile (a click on 'next' before this answer): its own answer stays.
        if (queryClient.getQueryData(queryKey) === undefined) queryClient.setQueryData(queryKey, answer);
      },
      () => undefined,
    );
  }, [queryClient, dataProvider, resource, page, perPage, sort, filterValues, filter]);
  useWhenIdle(next ? prefetch : undefined, next);
}
