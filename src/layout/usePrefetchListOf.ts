// The menus start reading a module's list as its link is followed (framework/views/prefetchList.ts, loaded then:
// the lists' code, not the shell's): the page a link opens is a module's generated list when its path is the
// module's name.
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useStoreContext } from 'react-admin';
import { LIST_PER_PAGE } from '../framework/views/listDefaults';
import { modules } from '../resources/registry';

const LISTS = new Map(modules.map((m) => [`/${m.name}`, m]));

/** Starts reading the first page of the list `path` opens, if it opens a module's list. */
export function usePrefetchListOf(): (path: string) => void {
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider();
  const { getItem } = useStoreContext();
  return useCallback(
    (path: string) => {
      const schema = LISTS.get(path);
      if (!schema) return;
      const defaults = { sort: schema.list.sort, perPage: LIST_PER_PAGE };
      void import('../framework/views/prefetchList').then((m) => m.prefetchFirstPage({ queryClient, dataProvider, getItem }, schema.name, defaults));
    },
    [queryClient, dataProvider, getItem],
  );
}
