// The menus start reading a module's list as its link is followed (framework/views/prefetchList.ts): the page
// a link opens is a module's generated list when its path is the module's name.
import { useCallback } from 'react';
import { LIST_PER_PAGE, usePrefetchList } from '../framework/views/prefetchList';
import { modules } from '../resources/registry';

const LISTS = new Map(modules.map((m) => [`/${m.name}`, m]));

/** Starts reading the first page of the list `path` opens, if it opens a module's list. */
export function usePrefetchListOf(): (path: string) => void {
  const prefetch = usePrefetchList();
  return useCallback(
    (path: string) => {
      const schema = LISTS.get(path);
      if (schema) prefetch(schema.name, { sort: schema.list.sort, perPage: LIST_PER_PAGE });
    },
    [prefetch],
  );
}
