// The list, create, edit and show views of any module, generated from its schema.
import { msg } from '../../i18n/keys';
import { translate } from '../../i18n/translate';
import { Fragment, useMemo, type ReactElement, type ReactNode } from 'react';
import { Box, Stack, Tooltip, useMediaQuery, type SxProps, type Theme } from '@mui/material';
import {
  Create,
  CreateButton,
  DataTable,
  FilterButton,
  DeleteButton,
  Edit,
  ExportButton,
  List,
  SaveButton,
  SearchInput,
  Show,
  SimpleForm,
  SimpleList,
  SimpleShowLayout,
  TopToolbar,
  Toolbar,
  useCanAccess,
  useGetIdentity,
  useRecordContext,
  useResourceContext,
  BulkDeleteButton,
  BulkExportButton,
  Labeled,
  useListContext,
  type ListProps,
  type RaRecord,
  type RowClickFunction,
} from 'react-admin';
import { canAccess } from '../access';
import { fieldOf, newRecordLabel, representRecord, type FieldDef, type ModuleSchema } from '../schema';
import { fieldView } from '../fields/views';
import { EllipsisCell, columnSx } from './listLayout';
import { TEXT_WIDTH_SCALE } from '../fields/cellWidth';
import { ListPagination } from './ListPagination';
import { LIST_PER_PAGE } from './listDefaults';
import { useFittingColumns } from './useFittingColumns';
import { ListReferences } from '../fields/reference/listReferences';
import { SchemaColumn } from './SchemaColumn';
import { schemaExporter } from './exporter';
import { SchemaField, DateText } from './fields';
import { SchemaInput } from './inputs';
import { RuleRevalidator, schemaValidator } from './formValidation';
import { SectionedFields, SectionedInputs } from './sections';
import { EditableRecord } from './ViewAccess';
import { RecordActions } from './RecordActions';
import { AppliesInForm, AppliesInRecord } from './applies';

const visibleInForm = (f: FieldDef, mode: 'create' | 'update') => !f.readOnly && !f.hideInForm && (mode === 'create' || !f.createOnly);

export function schemaFilters(schema: ModuleSchema): ReactElement[] {
  const filters: ReactElement[] = [];
  if (schema.list.search?.length) filters.push(<SearchInput key="q" source="q" alwaysOn />);
  for (const [name, f] of Object.entries(schema.fields)) {
    if (!f.filter) continue;
    // Each bound of a range takes its type's range input (a type whose filter may be 'range' has one).
    const { RangeInput } = fieldView(f);
    if (f.filter === 'range' && RangeInput) {
      for (const [suffix, word] of [
        ['gte', 'app.framework.desde'],
        ['lte', 'app.framework.hasta'],
      ] as const) {
        const source = `${name}_${suffix}`;
        filters.push(<RangeInput key={source} source={source} label={translate(word, { campo: f.label })} field={f} schema={schema} />);
      }
    } else {
      filters.push(<SchemaInput key={name} source={name} field={f} mode="filter" />);
    }
  }
  return filters;
}

function ListActions({ schema }: { readonly schema: ModuleSchema }) {
  const resource = useResourceContext() ?? schema.name;
  const { canAccess: canCreate } = useCanAccess({ resource, action: 'create' });
  const { exporter } = useListContext();
  return (
    <TopToolbar>
      <FilterButton />
      {canCreate && !schema.readOnly ? <CreateButton /> : null}
      {exporter === false ? null : <ExportButton maxResults={5000} />}
    </TopToolbar>
  );
}

function BulkActions({ schema, extra }: { readonly schema: ModuleSchema; readonly extra?: ReactElement }) {
  const resource = useResourceContext() ?? schema.name;
  const { canAccess: canDelete } = useCanAccess({ resource, action: 'delete' });
  const { exporter } = useListContext();
  return (
    <>
      {extra}
      {exporter === false ? null : <BulkExportButton />}
      {canDelete && !schema.readOnly && !schema.noDelete ? <BulkDelete schema={schema} /> : null}
    </>
  );
}

/** 'Eliminar' for the ticked rows; when the role deletes only its own records, refused while others' are ticked. */
function BulkDelete({ schema }: { readonly schema: ModuleSchema }) {
  const { selectedIds, data = [] } = useListContext();
  const { identity } = useGetIdentity();
  const role = typeof identity?.tipo === 'string' ? identity.tipo : undefined;
  const userId = typeof identity?.sub === 'number' ? identity.sub : undefined;
  const ticked = new Set(selectedIds);
  const refused = data.some((r) => ticked.has(r.id) && !canAccess(role, schema, 'delete', r, userId));
  if (!refused) return <BulkDeleteButton mutationMode="pessimistic" />;
  return (
    <Tooltip title={translate('app.framework.solo_propios')}>
      {/* A disabled button receives no pointer events: the tooltip listens on its wrapper. */}
      <span tabIndex={0}>
        <BulkDeleteButton mutationMode="pessimistic" disabled />
      </span>
    </Tooltip>
  );
}

/** A schema column drawn another way: its cell (the record in context) and, when given, its header and width. */
export interface CellOverride {
  readonly render: ReactElement;
  readonly label?: ReactNode;
  readonly sx?: SxProps<Theme>;
  /** Sort by the column (default: the field's `sortable`). */
  readonly sortable?: boolean;
}

/** A column the schema does not have (a checklist tick, a computed chip): always shown, after the schema's (or before them). */
export interface ExtraColumn {
  readonly id: string;
  /** Drawn before the schema's columns (e.g. a rank or a photo) instead of after them. */
  readonly before?: boolean;
  readonly label: ReactNode;
  readonly render: ReactElement;
  /** The record field the column sorts by (a sortable field of the schema); unsortable without it. */
  readonly sortBy?: string;
  readonly sx?: SxProps<Theme>;
}

/** How a module's index bends the generated table without writing its own. */
export interface ListComposition {
  /** Per schema column: its cell drawn by the module (the type's display otherwise). */
  readonly cells?: Readonly<Record<string, CellOverride>>;
  readonly extraColumns?: readonly ExtraColumn[];
  /** Buttons of each row (send, discard, add to cart…), in a last unlabelled column. */
  readonly rowActions?: ReactElement;
}

const NO_COMPOSITION: ListComposition = {};

export function SchemaDataTable({
  schema,
  columns,
  rowClick = 'show',
  bulk = true,
  bulkExtra,
  bulkActions,
  leading,
  trailing,
  compose = NO_COMPOSITION,
  sorting = true,
}: {
  readonly schema: ModuleSchema;
  readonly columns?: readonly string[];
  /** A row's click: its show view, nothing, or the screen's own (a picker's choice; return false to stay). */
  readonly rowClick?: 'show' | false | RowClickFunction;
  /** Headers sort the rows (off: the rows keep the order they came in). */
  readonly sorting?: boolean;
  readonly bulk?: boolean;
  /** More bulk actions (e.g. add to cart), before export and delete. */
  readonly bulkExtra?: ReactElement;
  /** The bulk actions instead of the generated ones (rows that are not the module's list: no export, no delete). */
  readonly bulkActions?: ReactElement;
  /** A column before the schema's columns (e.g. a thumbnail). */
  readonly leading?: ReactElement;
  /** A column after them (e.g. a row action). */
  readonly trailing?: ReactElement;
  readonly compose?: ListComposition;
}) {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { data } = useListContext();
  const all = columns ?? schema.list.columns;
  // Wider screens: the columns that fit the card, in their order (at least the first).
  const fit = useFittingColumns(all.length, 1, data);
  const shownColumns = useMemo(() => all.slice(0, fit.shown), [all, fit.shown]);
  // The columns are built once per change of what they show, not on every change of the list's state: with the same
  // elements, react-admin's memoised body and rows skip a render whose rows are the same (a sort, page or filter click
  // renders the list with its new parameters before its request leaves; 25 rows × every cell made that request wait
  // 1–2 s, issue 26 §11).
  const table = useMemo(() => {
    const sortable = new Set(
      Object.entries(schema.fields)
        .filter(([, f]) => f.sortable)
        .map(([n]) => n),
    );
    const { cells = {}, extraColumns = [], rowActions } = compose;
    const extra = (before: boolean) =>
      extraColumns
        .filter((c) => (c.before ?? false) === before)
        .map((c) => (
          <SchemaColumn key={c.id} source={c.sortBy} label={c.label} disableSort={!sorting || !c.sortBy} sx={c.sx}>
            {c.render}
          </SchemaColumn>
        ));
    const shown = shownColumns.map((name) => {
      const field = fieldOf(schema, name);
      const own = cells[name];
      return (
        <SchemaColumn
          key={name}
          source={name}
          label={own?.label ?? field.label}
          disableSort={!sorting || !(own?.sortable ?? sortable.has(name))}
          sx={own?.sx ?? columnSx(field)}
        >
          {own ? (
            own.render
          ) : (
            <EllipsisCell source={name} field={field}>
              <SchemaField source={name} field={field} compact />
            </EllipsisCell>
          )}
        </SchemaColumn>
      );
    });
    const ends = (key: string, column: ReactElement | undefined) => (column ? [<Fragment key={key}>{column}</Fragment>] : []);
    const actions = rowActions
      ? [
          <DataTable.Col key="row-actions" label="" disableSort sx={{ whiteSpace: 'nowrap' }}>
            <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
              {rowActions}
            </Stack>
          </DataTable.Col>,
        ]
      : [];
    return [...ends('leading', leading), ...extra(true), ...shown, ...extra(false), ...ends('trailing', trailing), ...actions];
  }, [schema, shownColumns, compose, sorting, leading, trailing]);
  const bulkButtons = useMemo(
    () => bulkActions ?? (bulk ? <BulkActions schema={schema} extra={bulkExtra} /> : false),
    [bulkActions, bulk, schema, bulkExtra],
  );
  // Phones: one line per record (its name) and the next columns below it.
  if (narrow && rowClick) return <SchemaSimpleList schema={schema} columns={all} rowClick={rowClick} />;
  return (
    <Box
      ref={fit.ref}
      sx={{
        width: '100%',
        minWidth: 0,
        ...(fit.compact ? { [TEXT_WIDTH_SCALE]: 0.6 } : null),
        // With no row ticked the bulk actions bar is folded to no height but its buttons stayed in the Tab order:
        // a keyboard went through three invisible buttons before the rows.
        '& .RaBulkActionsToolbar-collapsed': { visibility: 'hidden' },
      }}
    >
      <ListReferences schema={schema} sources={shownColumns.filter((name) => !compose.cells?.[name])}>
        <DataTable rowClick={rowClick} bulkActionButtons={bulkButtons}>
          {table}
        </DataTable>
      </ListReferences>
    </Box>
  );
}

function SchemaSimpleList({
  schema,
  columns,
  rowClick,
}: {
  readonly schema: ModuleSchema;
  readonly columns: readonly string[];
  readonly rowClick: 'show' | RowClickFunction;
}) {
  // The first line is the record's name; below it the next columns that are not already part of that name.
  const inName = new Set([...schema.representation.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]));
  const rest = columns.filter((c) => !inName.has(c));
  return (
    <ListReferences schema={schema} sources={rest.slice(0, 3)}>
      <SimpleList
        rowClick={rowClick}
        primaryText={(record) => representRecord(schema, record)}
        secondaryText={() => (
          <Stack direction="row" spacing={1.5} useFlexGap flexWrap="wrap" component="span">
            {rest.slice(0, 3).map((name) => (
              <SchemaField key={name} source={name} field={fieldOf(schema, name)} compact />
            ))}
          </Stack>
        )}
      />
    </ListReferences>
  );
}

export function SchemaList({
  schema,
  columns,
  rowClick,
  bulk,
  bulkExtra,
  leading,
  trailing,
  aside,
  compose,
  list = {},
}: {
  readonly schema: ModuleSchema;
  /** The columns, when not the schema's `list.columns`. */
  readonly columns?: readonly string[];
  /** A row's click (default: its show view). */
  readonly rowClick?: 'show' | false | RowClickFunction;
  readonly bulk?: boolean;
  readonly bulkExtra?: ReactElement;
  /** Beside the list (e.g. quick filters). */
  readonly aside?: ReactElement;
  readonly leading?: ReactElement;
  readonly trailing?: ReactElement;
  readonly compose?: ListComposition;
  /** react-admin's List props that win over the generated ones (resource, a permanent filter, actions, exporter, title…). */
  readonly list?: Partial<Omit<ListProps, 'children'>>;
}) {
  return (
    <List
      filters={schemaFilters(schema)}
      sort={schema.list.sort}
      perPage={LIST_PER_PAGE}
      pagination={<ListPagination />}
      actions={<ListActions schema={schema} />}
      exporter={schemaExporter(schema)}
      title={schema.label.many}
      aside={aside}
      // A table wider than the screen scrolls inside its card (its own wrapper, not the card: a scrolling card would
      // clip the bulk actions toolbar, which rises over the filters and actions above the card when rows are ticked).
      sx={{ '& .RaList-main': { minWidth: 0 }, '& .RaDataTable-tableWrapper': { overflowX: 'auto' } }}
      {...list}
    >
      <SchemaDataTable
        schema={schema}
        columns={columns}
        rowClick={rowClick}
        bulk={bulk}
        bulkExtra={bulkExtra}
        leading={leading}
        trailing={trailing}
        compose={compose}
      />
    </List>
  );
}

/** `inputs` replaces the generated input of the fields it names. */
export function SchemaFormInputs({
  schema,
  mode,
  inputs,
}: {
  readonly schema: ModuleSchema;
  readonly mode: 'create' | 'update';
  readonly inputs?: Readonly<Record<string, ReactElement>>;
}) {
  if (schema.layout) return <SectionedInputs schema={schema} mode={mode} inputs={inputs} />;
  return (
    <>
      {Object.entries(schema.fields)
        .filter(([, f]) => visibleInForm(f, mode))
        .map(([name, f]) => (
          <AppliesInForm key={name} field={f}>
            {inputs?.[name] ?? <SchemaInput source={name} field={f} mode={mode === 'create' ? 'create' : 'edit'} />}
          </AppliesInForm>
        ))}
    </>
  );
}

function defaults(schema: ModuleSchema): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(schema.fields)
      .filter(([, f]) => f.default !== undefined)
      .map(([n, f]) => [n, f.default]),
  );
}

/** `formExtra` renders inside the form, after the inputs (e.g. a warning computed from the values). */
export function SchemaCreate({
  schema,
  formExtra,
  inputs,
}: {
  readonly schema: ModuleSchema;
  readonly formExtra?: ReactElement;
  readonly inputs?: Readonly<Record<string, ReactElement>>;
}) {
  return (
    <Create redirect="show" title={newRecordLabel(schema)} mutationMode="pessimistic">
      {/* noValidate: the schema validator reports in Spanish; native checks (required, type=email) would block silently. */}
      <SimpleForm validate={schemaValidator(schema, 'create')} defaultValues={defaults(schema)} noValidate>
        <SchemaFormInputs schema={schema} mode="create" inputs={inputs} />
        {schema.rules ? <RuleRevalidator schema={schema} /> : null}
        {formExtra}
      </SimpleForm>
    </Create>
  );
}

function EditToolbar({ schema }: { readonly schema: ModuleSchema }) {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {/* Shown only when the role may delete this record (react-admin asks canAccess with the record). */}
      {schema.noDelete ? null : <DeleteButton mutationMode="pessimistic" />}
    </Toolbar>
  );
}

/** Every record the role may edit is writable unless the module says otherwise. */
const useEveryRecordWritable = (): boolean => true;

export function SchemaEdit({
  schema,
  extraActions,
  formExtra,
  inputs,
  useWritable = useEveryRecordWritable,
}: {
  readonly schema: ModuleSchema;
  readonly extraActions?: ReactElement;
  readonly formExtra?: ReactElement;
  readonly inputs?: Readonly<Record<string, ReactElement>>;
  /**
   * The module's own rule for changing a record, on top of the role's (e.g. a message only its demandante's agent may
   * edit): false opens the record's detail instead; undefined while it is being worked out.
   */
  readonly useWritable?: (record: RaRecord | undefined) => boolean | undefined;
}) {
  return (
    <Edit
      redirect="show"
      mutationMode="pessimistic"
      title={schema.label.one}
      actions={<RecordActions schema={schema} extra={extraActions} kind="edit" />}
    >
      <WritableForm schema={schema} useWritable={useWritable}>
        <SimpleForm validate={schemaValidator(schema, 'update')} toolbar={<EditToolbar schema={schema} />} noValidate>
          <SchemaFormInputs schema={schema} mode="update" inputs={inputs} />
          {schema.rules ? <RuleRevalidator schema={schema} /> : null}
          {formExtra}
        </SimpleForm>
      </WritableForm>
    </Edit>
  );
}

function WritableForm({
  schema,
  useWritable,
  children,
}: {
  readonly schema: ModuleSchema;
  readonly useWritable: (record: RaRecord | undefined) => boolean | undefined;
  readonly children: ReactNode;
}) {
  const writable = useWritable(useRecordContext());
  return (
    <EditableRecord resource={schema.name} writable={writable}>
      {children}
    </EditableRecord>
  );
}

/** `children` render after the record's fields (e.g. related records). */
export function SchemaShow({
  schema,
  extraActions,
  children,
}: {
  readonly schema: ModuleSchema;
  readonly extraActions?: ReactElement;
  readonly children?: ReactNode;
}) {
  return (
    <Show
      title={schema.label.one}
      actions={schema.readOnly && !extraActions ? false : <RecordActions schema={schema} extra={extraActions} kind="show" />}
    >
      <SimpleShowLayout>
        {schema.layout ? (
          <SectionedFields schema={schema} />
        ) : (
          Object.entries(schema.fields)
            .filter(([, f]) => !f.writeOnly)
            .map(([name, f]) =>
              // SimpleShowLayout labels a child by its own props: a conditional field brings its label inside.
              f.when ? (
                <AppliesInRecord key={name} field={f}>
                  <Labeled label={f.label}>
                    <SchemaField source={name} field={f} />
                  </Labeled>
                </AppliesInRecord>
              ) : (
                <SchemaField key={name} source={name} field={f} />
              ),
            )
        )}
        <Labeled label={msg('app.framework.creado_en')}>
          <DateText source="creado_en" withTime />
        </Labeled>
        <Labeled label={msg('app.framework.actualizado_en')}>
          <DateText source="actualizado_en" withTime />
        </Labeled>
        {children}
      </SimpleShowLayout>
    </Show>
  );
}
