// react-admin's pagination, saying 'más de 10 000' when the server counted only up to its cap (totalExacto: false),
// with the next page asked for when the browser is idle (usePrefetchNextPage).
import { useCallback } from 'react';
import { Pagination, useListContext, type PaginationProps } from 'react-admin';
import { useT } from '../../i18n/useT';
import { isRecord } from '../../lib/guards';
import { grouped } from '../../lib/numbers';
import { usePrefetchNextPage } from './usePrefetchNextPage';

export function ListPagination() {
  const { meta, total } = useListContext();
  const translate = useT();
  usePrefetchNextPage();
  const capped = isRecord(meta) && meta.totalExacto === false;
  const label = useCallback(
    ({ from, to }: { from: number; to: number }) => translate('app.lista.mas_de', { offsetBegin: from, offsetEnd: to, total: grouped(total ?? to) }),
    [translate, total],
  );
  // react-admin passes its other props on to MUI's TablePagination, whose label this replaces (not in its type).
  const props = { labelDisplayedRows: label } as PaginationProps;
  return capped ? <Pagination {...props} /> : <Pagination />;
}
