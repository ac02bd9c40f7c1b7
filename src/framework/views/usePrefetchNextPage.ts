// The next page of a list, asked for when the browser is idle after the current one shows (TanStack Query's
// pattern for paginated lists): a click on 'next' then paints rows already at hand instead of waiting for a request
// that leaves only after the list has rendered with its new parameters (issue 26 §11). The query is react-admin's
// own (useGetList's key and answer), so the list finds it in the cache — or in flight — and refreshes it as usual.
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useListContext } from 'react-admin';
import { useWhenIdle } from './useWhenIdle';

export function usePrefetchNextPage(): void {
  const { resource, page, perPage, sort, filterValues, filter, hasNextPage, isFetching, isPending, isPlaceholderData } = useListContext();
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const next = hasNextPage === true && !isFetching && !isPending && !isPlaceholderData;
  const prefetch = useCallback(() => {
    const params = { pagination: { page: page + 1, perPage }, sort, filter: { ...filterValues, ...filter }, meta: undefined };
    void queryClient.prefetchQuery({
      queryKey: [resource, 'getList', params],
      queryFn: () => dataProvider.getList(resource, params).then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
    });
  }, [queryClient, dataProvider, resource, page, perPage, sort, filterValues, filter]);
  useWhenIdle(next ? prefetch : undefined, next);
}
