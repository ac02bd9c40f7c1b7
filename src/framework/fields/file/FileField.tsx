// The display of a 'file' field (show and list): the original name as a download link, and 'Ver' for PDFs and
// pictures. Both fetch the file with the token (no public URL exists). In a list cell the name keeps to one line, cut
// with '…' (the whole name on hover), and 'Ver' is an icon: the column never squeezes the name a letter per line.
import { useState, type MouseEvent } from 'react';
import { Box, Button, CircularProgress, IconButton, Link, Stack, Tooltip } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useNotify, useRecordContext, useResourceContext } from 'react-admin';
import { useT } from '../../../i18n/useT';
import type { FieldDef } from '../../schema';
import { downloadFile, viewFile } from './api';
import { useFileName } from './useFileName';
import { errorMessage } from '../../../lib/guards';
import { scaledWidth } from '../cellWidth';

/** The widest a name gets in a list cell before it is cut. */
const CELL_NAME_WIDTH = 220;

/** PDFs and pictures can be shown by the browser (the stored name carries the detected kind's extension). */
export const isViewable = (archivo: string) => /\.(pdf|jpg|png|webp)$/.test(archivo);

export function FileField({ source, field, compact }: { readonly source: string; readonly field: FieldDef; readonly compact?: boolean }) {
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

  const title = `${translate('app.archivos.download')} ${nombre ?? field.label}`;
  const name = nombre ?? translate('app.archivos.download');
  return (
    <Stack direction="row" spacing={compact ? 0.5 : 1} alignItems="center" sx={{ minWidth: 0, flexWrap: 'nowrap' }}>
      <Link
        component="button"
        type="button"
        onClick={act(downloadFile)}
        title={title}
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.5,
          textAlign: 'left',
          minWidth: 0,
          ...(compact ? { maxWidth: scaledWidth(CELL_NAME_WIDTH) } : { overflowWrap: 'anywhere' }),
        }}
      >
        {busy ? <CircularProgress size={14} /> : <AttachFileIcon fontSize="small" />}
        {compact ? (
          <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 }}>
            {name}
          </Box>
        ) : (
          name
        )}
      </Link>
      {isViewable(value) && compact ? (
        <Tooltip title={translate('app.archivos.view')}>
          <span>
            <IconButton size="small" aria-label={`${translate('app.archivos.view')} ${name}`} onClick={act(viewFile)} disabled={busy}>
              <VisibilityIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      ) : null}
      {isViewable(value) && !compact ? (
        <Button size="small" startIcon={<VisibilityIcon />} onClick={act(viewFile)} disabled={busy}>
          {translate('app.archivos.view')}
        </Button>
      ) : null}
    </Stack>
  );
}
