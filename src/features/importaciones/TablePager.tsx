// MUI's table pagination in Spanish (react-admin's own words), for the import's tables that page in the browser.
import { TablePagination } from '@mui/material';
import { useT } from '../../i18n/useT';

interface Props {
  readonly count: number;
  readonly page: number;
  readonly perPage: number;
  readonly onPage: (page: number) => void;
  readonly onPerPage?: (perPage: number) => void;
}

export function TablePager({ count, page, perPage, onPage, onPerPage }: Props) {
  const translate = useT();
  return (
    <TablePagination
      component="div"
      count={count}
      page={page}
      rowsPerPage={perPage}
      rowsPerPageOptions={onPerPage ? [10, 25, 50, 100] : [perPage]}
      onPageChange={(_, p) => onPage(p)}
      onRowsPerPageChange={(e) => onPerPage?.(Number(e.target.value))}
      labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
      labelDisplayedRows={({ from, to, count: n }) => translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: n })}
      getItemAriaLabel={(type) => translate(`ra.navigation.${type}`)}
      sx={{ '.MuiTablePagination-toolbar': { flexWrap: 'wrap', pl: 1 } }}
    />
  );
}
