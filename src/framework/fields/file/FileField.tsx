// The display of a 'file' field (show and list): the original name as a download link, and 'Ver' for PDFs and
// pictures. Both fetch the file with the token (no public URL exists).
import { useState, type MouseEvent } from 'react';
import { Button, CircularProgress, Link, Stack } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useNotify, useRecordContext, useResourceContext } from 'react-admin';
import { useT } from '../../../i18n/useT';
import type { FieldDef } from '../../schema';
import { downloadFile, viewFile } from './api';
import { useFileName } from './useFileName';
import { errorMessage } from '../../../lib/guards';

/** PDFs and pictures can be shown by the browser (the stored name carries the detected kind's extension). */
export const isViewable = (archivo: string) => /\.(pdf|jpg|png|webp)$/.test(archivo);

export function FileField({ source, field }: { readonly source: string; readonly field: FieldDef }) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useT();
  const notify = useNotify();
  const nombre = useFileName(resource, record, source);
  const [busy, setBusy] = useState(false);
  const value = record?.[source];
  if (!record || !resource || typeof value !== 'string' || value === '') return null;

  const act = (what: typeof downloadFile) => async (e: MouseEvent) => {
    // Inside a list row: do not open the record.
    e.stopPropagation();
    e.preventDefault();
    setBusy(true);
    try {
      await what(resource, record.id, source);
    } catch (err) {
      notify(errorMessage(err) || 'app.archivos.download_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack direction="row" spacing={1} alignItems="center" sx={{ minWidth: 0 }}>
      <Link
        component="button"
        type="button"
        onClick={act(downloadFile)}
        title={`${translate('app.archivos.download')} ${nombre ?? field.label}`}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, textAlign: 'left', overflowWrap: 'anywhere' }}
      >
        {busy ? <CircularProgress size={14} /> : <AttachFileIcon fontSize="small" />}
        {nombre ?? translate('app.archivos.download')}
      </Link>
      {isViewable(value) && (
        <Button size="small" startIcon={<VisibilityIcon />} onClick={act(viewFile)} disabled={busy}>
          {translate('app.archivos.view')}
        </Button>
      )}
    </Stack>
  );
}
