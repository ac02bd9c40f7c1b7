// The form input of a 'file' field: the current file (download, remove), a button to select or replace it, a
// progress bar while it uploads, and the server's Spanish message when it is refused. The upload happens as soon as
// a file is chosen (POST /archivos/subir, pending); the form then holds the generated `archivo` name, which the
// server binds to the record when the form is saved.
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Box, Button, FormControl, FormHelperText, FormLabel, IconButton, LinearProgress, Stack, Tooltip, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFile';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { required, useInput, useNotify, useRecordContext, useResourceContext, ValidationError } from 'react-admin';
import { useT } from '../../../i18n/useT';
import type { FieldDefOf } from '../../schema';
import { downloadFile, uploadFile, type UploadedFile } from './api';
import { acceptAttribute, acceptedKinds, kindsText, maxBytesOf, sizeText } from './kinds';
import { useFileName } from './useFileName';
import { errorMessage, textOf } from '../../../lib/guards';

export function FileInput({
  source,
  field,
  label = field.label,
}: {
  readonly source: string;
  readonly field: FieldDefOf<'file'>;
  readonly label?: string;
}) {
  const translate = useT();
  const notify = useNotify();
  const resource = useResourceContext();
  const record = useRecordContext();
  const { field: input, fieldState, isRequired } = useInput({ source, validate: field.required ? required() : undefined, defaultValue: null });
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<UploadedFile | null>(null);
  const abort = useRef<AbortController | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const savedName = useFileName(resource, record, source);
  useEffect(() => () => abort.current?.abort(), []);

  const kinds = acceptedKinds(field);
  const max = maxBytesOf(field);
  const value = typeof input.value === 'string' && input.value !== '' ? input.value : null;
  const saved = value !== null && value === record?.[source];
  const nombre = saved ? savedName : uploaded?.archivo === value ? uploaded?.nombre : undefined;
  const hint = translate('app.archivos.hint', { tipos: kindsText(kinds), tamano: sizeText(max) });

  async function onPick(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = ''; // choosing the same file again still fires a change
    if (!file || !resource) return;
    setError(null);
    if (file.size > max) {
      // Checked here too, so a large file is not sent only to be refused.
      setError(translate('app.archivos.errors.too_large', { archivo: file.name, tamano: sizeText(max) }));
      return;
    }
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setProgress(0);
    try {
      const result = await uploadFile(resource, source, file, { onProgress: setProgress, signal: controller.signal });
      setUploaded(result);
      input.onChange(result.archivo);
      input.onBlur();
    } catch (err) {
      if (textOf(err, 'name') !== 'AbortError') setError(errorMessage(err) || translate('app.archivos.upload_error'));
    } finally {
      if (abort.current === controller) abort.current = null;
      setProgress(null);
    }
  }

  async function onDownload() {
    if (!resource || !record) return;
    try {
      await downloadFile(resource, record.id, source);
    } catch (err) {
      notify(errorMessage(err) || 'app.archivos.download_error', { type: 'error' });
    }
  }

  const fieldError = fieldState.invalid ? fieldState.error?.message : undefined;
  const uploading = progress !== null;
  return (
    <FormControl margin="dense" fullWidth error={Boolean(error || fieldError)} sx={{ maxWidth: 560 }}>
      <FormLabel required={isRequired} sx={{ fontSize: '0.8rem' }}>
        {label}
      </FormLabel>
      <Stack direction="row" spacing={1} alignItems="center" sx={{ minHeight: 40, flexWrap: 'wrap' }}>
        {value ? (
          <>
            <InsertDriveFileIcon fontSize="small" color="action" />
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }} data-testid="file-name">
              {nombre ?? translate('app.archivos.uploaded')}
            </Typography>
            {saved && (
              <Tooltip title={translate('app.archivos.download')}>
                <IconButton size="small" onClick={onDownload} aria-label={translate('app.archivos.download')}>
                  <DownloadIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
            <Tooltip title={translate('app.archivos.remove')}>
              <span>
                <IconButton
                  size="small"
                  disabled={uploading}
                  onClick={() => {
                    input.onChange(null);
                    setUploaded(null);
                    setError(null);
                  }}
                  aria-label={translate('app.archivos.remove')}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
          </>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {translate('app.archivos.none')}
          </Typography>
        )}
        <Button size="small" variant="outlined" startIcon={<UploadFileIcon />} disabled={uploading} onClick={() => picker.current?.click()}>
          {translate(value ? 'app.archivos.replace' : 'app.archivos.select')}
        </Button>
        <input
          ref={picker}
          type="file"
          hidden
          accept={acceptAttribute(kinds)}
          onChange={onPick}
          name={input.name}
          data-testid={`file-input-${source}`}
        />
      </Stack>
      {uploading && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <LinearProgress variant="determinate" value={progress} sx={{ flex: 1 }} aria-label={label} />
          <Typography variant="caption">{translate('app.archivos.uploading', { pct: progress })}</Typography>
        </Box>
      )}
      <FormHelperText>{error ?? (fieldError ? <ValidationError error={fieldError} /> : (field.help ?? hint))}</FormHelperText>
    </FormControl>
  );
}
