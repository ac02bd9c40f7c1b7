// The library's pager: server pages with the Spanish texts of react-admin's own.
import { TablePagination } from '@mui/material';
import { useT } from '../i18n/useT';

export function LibraryPager({
  total,
  page,
  perPage,
  options,
  onPage,
  onPerPage,
}: {
  total: number;
  page: number;
  perPage: number;
  options: number[];
  onPage: (p: number) => void;
  onPerPage: (n: number) => void;
}) {
  const translate = useT();
  return (
    <TablePagination
      component="div"
      count={total}
      page={page}
      rowsPerPage={perPage}
      rowsPerPageOptions={options}
      onPageChange={(_, p) => onPage(p)}
      onRowsPerPageChange={(e) => onPerPage(Number(e.target.value))}
      labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
      labelDisplayedRows={({ from, to, count }) => translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })}
    />
  );
}
