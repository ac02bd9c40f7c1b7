// Uploading to the library: several pictures or files at once, with labels (and a title for pictures, a property
// for files), a progress bar while the bytes leave the browser. The server stores all of them or none.
import type { MessageArgs, SubKey } from '../../i18n/keys';
import { useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { useT } from '../../i18n/useT';
import { acceptAttribute, FILE_KINDS } from '../../framework/fields/file/kinds';
import { ACCEPT, errorText } from '../photos/api';
import { uploadFiles, uploadImages } from './api';
import { LabelPicker, type Etiqueta } from './Labels';
import { PropertyPicker } from './Pickers';
import { keysOf } from '../../lib/keys';

export function UploadDialog({
  kind,
  open,
  onClose,
  onDone,
  etiquetas,
}: {
  kind: 'imagenes' | 'files';
  open: boolean;
  onClose: () => void;
  onDone: () => void;
  etiquetas: readonly Etiqueta[];
}) {
  const translate = useT();
  const notify = useNotify();
  const tr = (k: SubKey<'app.publicidad.biblioteca.'>, args?: MessageArgs) => translate(`app.publicidad.biblioteca.${k}`, args);
  const [files, setFiles] = useState<File[]>([]);
  const [titulo, setTitulo] = useState('');
  const [labels, setLabels] = useState<number[]>([]);
  const [propiedad, setPropiedad] = useState<number | null>(null);
  const [pct, setPct] = useState<number | null>(null);
  const reset = () => {
    setFiles([]);
    setTitulo('');
    setLabels([]);
    setPropiedad(null);
    setPct(null);
  };
  const close = () => {
    if (pct === null) {
      reset();
      onClose();
    }
  };
  const send = async () => {
    setPct(0);
    const progress = (loaded: number, total: number) => setPct(total ? Math.round((loaded / total) * 100) : 0);
    try {
      const r = kind === 'imagenes' ? await uploadImages(files, titulo, labels, progress) : await uploadFiles(files, labels, propiedad, progress);
      notify(r.msg ?? tr('subidos', { n: files.length }), { type: 'success' });
      reset();
      onDone();
    } catch (e) {
      setPct(null);
      notify(errorText(e), { type: 'error' });
    }
  };
  const accept = kind === 'imagenes' ? ACCEPT : acceptAttribute(keysOf(FILE_KINDS));
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
      <DialogTitle>{tr(kind === 'imagenes' ? 'subir_imagenes' : 'subir_archivos')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Box>
            <Button variant="outlined" component="label">
              {tr('elegir_archivos')}
              <input hidden type="file" multiple accept={accept} name="files" onChange={(e) => setFiles(Array.from(e.target.files ?? []))} />
            </Button>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {files.length ? files.map((f) => f.name).join(', ') : tr('ninguno')}
            </Typography>
          </Box>
          {kind === 'imagenes' ? (
            <TextField
              size="small"
              label={tr('titulo')}
              value={titulo}
              onChange={(e) => setTitulo(e.target.value)}
              slotProps={{ htmlInput: { maxLength: 120 } }}
            />
          ) : null}
          <LabelPicker value={labels} onChange={setLabels} all={etiquetas} width="100%" />
          {kind === 'files' ? <PropertyPicker value={propiedad} onChange={setPropiedad} width="100%" /> : null}
          {pct !== null ? (
            <Box>
              <LinearProgress variant="determinate" value={pct} />
              <Typography variant="caption">{tr('subiendo', { n: files.length, pct })}</Typography>
            </Box>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={pct !== null}>
          {tr('cancelar')}
        </Button>
        <Button
          variant="contained"
          onClick={() => {
            void send();
          }}
          disabled={!files.length || pct !== null}
        >
          {tr('subir')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
