// The one table of Sistema › Importar (the mapping of columns, the preview's rows, the past imports): a small MUI
// table that scrolls sideways inside its card, column titles as <th scope="col">, the row's own title as
// <th scope="row">, columns that step aside on narrow screens, and a line of its own when there are no rows.
import type { ReactNode } from 'react';
import { Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';

export interface ImportColumn<R> {
  /** The column's title. */
  readonly label: string;
  readonly cell: (row: R) => ReactNode;
  /** Shown from this screen width up (hidden on narrower screens). */
  readonly from?: 'sm' | 'md';
  /** This column names the row (rendered as its <th scope="row">). */
  readonly rowHeader?: boolean;
  /** The body cells' style. */
  readonly sx?: CellStyle;
}

interface Props<R> {
  readonly columns: readonly ImportColumn<R>[];
  readonly rows: readonly R[];
  readonly rowKey: (row: R) => string | number;
  readonly testId?: string;
  readonly rowTestId?: (row: R) => string;
  /** Said in a row of its own when `rows` is empty (nothing is drawn for the body when absent). */
  readonly empty?: string;
  /** Cells aligned to their top (rows of several lines). */
  readonly alignTop?: boolean;
}

/** A plain style object (what the columns use: widths, wrapping, colour). */
type CellStyle = Exclude<SxProps<Theme>, ReadonlyArray<unknown> | ((theme: Theme) => unknown)>;

const display = (from: 'sm' | 'md' | undefined) => (from ? { display: { xs: 'none', [from]: 'table-cell' } } : {});

export function ImportTable<R>({ columns, rows, rowKey, testId, rowTestId, empty, alignTop }: Props<R>) {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid={testId}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.label} component="th" scope="col" sx={display(c.from)}>
                {c.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)} data-testid={rowTestId?.(row)} sx={alignTop ? { verticalAlign: 'top' } : undefined}>
              {columns.map((c) => (
                <TableCell key={c.label} {...(c.rowHeader ? { component: 'th', scope: 'row' } : {})} sx={{ ...display(c.from), ...c.sx }}>
                  {c.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
          {rows.length === 0 && empty ? (
            <TableRow>
              <TableCell colSpan={columns.length}>{empty}</TableCell>
            </TableRow>
          ) : null}
        </TableBody>
      </Table>
    </Box>
  );
}
