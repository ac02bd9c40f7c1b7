// A list column, the generated lists' and the hand-built ones' alike: react-admin's DataTable.Col, with a lighter
// sortable header. react-admin's header wraps the sort label in an MUI Tooltip; once the pointer rests on the header
// just clicked, its Popper forces a layout of the page on every render of the list (~350 ms of getOffsetParent in a
// Chromium profile of a sort click, issue 26 §11). Here the sort hint is the label's native `title` and its accessible name the same words react-admin
// gives it ('Ordenar por precio en orden ascendente'), so screen readers and axe see what they saw before.
import { memo } from 'react';
import { TableCell, TableSortLabel } from '@mui/material';
import clsx from 'clsx';
import {
  DataTable,
  DataTableClasses,
  FieldTitle,
  useDataTableCallbacksContext,
  useDataTableRenderContext,
  useDataTableSortContext,
  useDataTableStoreContext,
  useResourceContext,
  useStore,
  useTranslate,
  useTranslateLabel,
  type DataTableColumnProps,
  type SortPayload,
} from 'react-admin';

const OPPOSITE: Readonly<Record<SortPayload['order'], SortPayload['order']>> = { ASC: 'DESC', DESC: 'ASC' };

function SortableHeadCell(props: DataTableColumnProps) {
  // The cell-only props stay off the header cell.
  const {
    cellSx: _cellSx,
    cellClassName: _cellClassName,
    field: _field,
    render: _render,
    children: _children,
    className,
    disableSort,
    headerClassName,
    source,
    label,
    sortByOrder,
    ...rest
  } = props;
  const { storeKey, defaultHiddenColumns } = useDataTableStoreContext();
  const [hidden] = useStore<string[]>(storeKey, defaultHiddenColumns);
  const sort = useDataTableSortContext();
  const { handleSort } = useDataTableCallbacksContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  if (hidden.includes(source ?? (label as string))) return null;
  const title = <FieldTitle label={label} source={source} resource={resource} />;
  const sortable = handleSort && sort && !disableSort && source;
  let content = title;
  if (sortable) {
    const next = sort.field === source ? OPPOSITE[sort.order] : (sortByOrder ?? 'ASC');
    const fieldLabel = translateLabel({ label: typeof label === 'string' ? label : undefined, resource, source });
    const hint = translate('ra.sort.sort_by', {
      field: fieldLabel,
      field_lower_first: typeof fieldLabel === 'string' ? fieldLabel.charAt(0).toLowerCase() + fieldLabel.slice(1) : undefined,
      order: translate(`ra.sort.${next}`),
      _: translate('ra.action.sort'),
    });
    content = (
      <TableSortLabel
        active={sort.field === source}
        direction={sort.order === 'ASC' ? 'asc' : 'desc'}
        data-field={source}
        data-order={sortByOrder ?? 'ASC'}
        onClick={handleSort}
        aria-label={hint}
        title={hint}
      >
        {title}
      </TableSortLabel>
    );
  }
  return (
    <TableCell variant="head" className={clsx(DataTableClasses.headerCell, className, headerClassName, `column-${source}`)} {...rest}>
      {content}
    </TableCell>
  );
}

/** DataTable.Col whose header sorts without a tooltip component (cells, selector and footer are react-admin's). */
export const SchemaColumn = memo(function SchemaColumn(props: DataTableColumnProps) {
  const drawing = useDataTableRenderContext();
  if (drawing === 'header') return <SortableHeadCell {...props} />;
  return <DataTable.Col {...props} />;
});
