// Imágenes y Files › Files (administrators): every stored file — a record's (contracts, SUNARP documents, ...) and the
// library's free uploads — in the library list (./LibraryList.tsx): the record it belongs to, its property, its
// labels (edited in a dialog), downloaded with the token; free uploads deleted after a confirmation (the row actions
// both lists share: ./LibraryRowActions.tsx), several uploaded at once.
import { IconButton, Link, Tooltip, Typography } from '@mui/material';
import Download from '@mui/icons-material/Download';
import { Link as RouterLink } from 'react-router-dom';
import { useNotify, useRecordContext } from 'react-admin';
import { useT } from '../../i18n/useT';
import { apiErrorText } from '../../dataProvider/http';
import { sizeText } from '../../framework/fields/file/kinds';
import { modules } from '../../resources/registry';
import { downloadLibraryFile, type LibraryFile } from './api';
import { FileLabelsDialog } from './FileLabelsDialog';
import { LabelChips, useEtiquetas } from './Labels';
import { LibraryList, UploadButton } from './LibraryList';
import { LibraryRowActions } from './LibraryRowActions';
import { filesResource } from './resources';

const stop = (e: { stopPropagation: () => void }) => e.stopPropagation();

function FileName() {
  const r = useRecordContext<LibraryFile>();
  if (!r) return null;
  return (
    <span data-testid="biblioteca-file">
      {r.nombre}
      <Typography variant="caption" color="text.secondary" component="div">
        {r.mime.split('/').pop()}
      </Typography>
    </span>
  );
}

function Owner() {
  const translate = useT();
  const r = useRecordContext<LibraryFile>();
  if (!r) return null;
  if (r.libre) return <>{translate('app.publicidad.biblioteca.libre')}</>;
  const label = modules.find((m) => m.name === r.modulo)?.label.many ?? r.modulo;
  return (
    <Link component={RouterLink} to={`/${r.modulo}/${r.id_registro}/show`} onClick={stop}>
      {label} #{r.id_registro}
    </Link>
  );
}

function Property() {
  const r = useRecordContext<LibraryFile>();
  if (!r?.id_propiedad) return <>—</>;
  return (
    <Link component={RouterLink} to={`/ofertantes/${r.id_propiedad}/show`} onClick={stop}>
      {r.codigo ?? `#${r.id_propiedad}`}
    </Link>
  );
}

function Size() {
  const r = useRecordContext<LibraryFile>();
  return <>{r ? sizeText(r.bytes) : ''}</>;
}

function Uploader() {
  const r = useRecordContext<LibraryFile>();
  return <>{r?.subido_por ?? ''}</>;
}

function Labels() {
  const all = useEtiquetas();
  const r = useRecordContext<LibraryFile>();
  return r ? <LabelChips ids={r.etiquetas} all={all} /> : null;
}

function FileActions() {
  const translate = useT();
  const notify = useNotify();
  const descargar = translate('app.publicidad.biblioteca.descargar');
  return (
    <LibraryRowActions<LibraryFile>
      resource={filesResource.name}
      editDialog={({ record, etiquetas, onClose, onSaved }) => (
        <FileLabelsDialog file={record} etiquetas={etiquetas} onClose={onClose} onSaved={onSaved} />
      )}
      between={(r) => (
        <Tooltip title={descargar}>
          <IconButton
            size="small"
            aria-label={`${descargar}: ${r.nombre}`}
            onClick={() => {
              downloadLibraryFile(r).catch((e: unknown) => notify(apiErrorText(e), { type: 'error' }));
            }}
          >
            <Download fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      deletable={(r) => r.libre}
      confirmText={(r) => translate('app.publicidad.biblioteca.confirmar_archivo', { nombre: r.nombre })}
      deletedText={translate('app.publicidad.biblioteca.eliminado')}
    />
  );
}

export function FilesLibrary() {
  const translate = useT();
  return (
    <LibraryList
      schema={filesResource}
      upload={<UploadButton kind="files" label={translate('app.publicidad.biblioteca.subir_archivos')} />}
      compose={{
        cells: {
          nombre: { render: <FileName /> },
          modulo: { render: <Owner />, sortable: false },
          id_propiedad: { render: <Property />, sortable: false },
          bytes: { render: <Size />, sx: { whiteSpace: 'nowrap' } },
          id_subido_por: { render: <Uploader />, sortable: false },
        },
        extraColumns: [{ id: 'etiquetas', label: translate('app.publicidad.biblioteca.etiquetas'), render: <Labels /> }],
        rowActions: <FileActions />,
      }}
    />
  );
}
