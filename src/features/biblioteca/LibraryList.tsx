// One list for both halves of Imágenes y Files and the blog's picture picker: react-admin's <List> with the
// framework's table (filters and page in the URL, sort, bulk delete, CSV export, the empty state), on a library
// resource (./resources.ts), plus the labels filter and an upload button. Administrators only: anyone else gets
// 'Acceso denegado' before any request is made.
import { useState, type ReactElement } from 'react';
import { Button as MuiButton } from '@mui/material';
import Upload from '@mui/icons-material/Upload';
import { ExportButton, FilterButton, TopToolbar, useRefresh, type RowClickFunction } from 'react-admin';
import type { ModuleSchema } from '../../framework/schema';
import { SchemaList, schemaFilters, type ListComposition } from '../../framework/views/ResourceViews';
import { ViewAccess } from '../../framework/views/ViewAccess';
import { LabelFilter } from './LabelFilter';
import { useEtiquetas } from './Labels';
import { UploadDialog } from './UploadDialog';

/** The list's filters: the schema's and the labels. */
export const libraryFilters = (schema: ModuleSchema): ReactElement[] => [
  ...schemaFilters(schema),
  <LabelFilter key="etiquetas" source="etiquetas" alwaysOn />,
];

export function UploadButton({ kind, label, onDone }: { readonly kind: 'imagenes' | 'files'; readonly label: string; readonly onDone?: () => void }) {
  const etiquetas = useEtiquetas();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  return (
    <>
      <MuiButton size="small" variant="contained" startIcon={<Upload />} onClick={() => setOpen(true)}>
        {label}
      </MuiButton>
      <UploadDialog
        kind={kind}
        open={open}
        etiquetas={etiquetas}
        onClose={() => setOpen(false)}
        onDone={() => {
          setOpen(false);
          refresh();
          onDone?.();
        }}
      />
    </>
  );
}

export function LibraryList({
  schema,
  upload,
  compose,
  rowClick = false,
  inDialog = false,
}: {
  readonly schema: ModuleSchema;
  readonly upload: ReactElement;
  readonly compose: ListComposition;
  readonly rowClick?: false | RowClickFunction;
  /** Inside a dialog (a picker): its filters and page kept apart from the URL, no page title, no bulk actions nor export. */
  readonly inDialog?: boolean;
}) {
  return (
    <ViewAccess resource={schema.name} kind="list">
      <SchemaList
        schema={schema}
        compose={compose}
        rowClick={rowClick}
        bulk={!inDialog}
        list={{
          resource: schema.name,
          filters: libraryFilters(schema),
          actions: (
            <TopToolbar>
              <FilterButton />
              {upload}
              {inDialog ? null : <ExportButton maxResults={5000} />}
            </TopToolbar>
          ),
          ...(inDialog ? { disableSyncWithLocation: true, storeKey: false, perPage: 12, title: false } : {}),
        }}
      />
    </ViewAccess>
  );
}
