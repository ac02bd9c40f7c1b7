// A file's labels (and, for a free upload, its property), edited in a dialog.
import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { apiErrorText } from '../dataProvider/http';
import { updateFile, type LibraryFile } from './api';
import { LabelPicker, type Etiqueta } from './Labels';
import { PropertyPicker } from './Pickers';

export function FileLabelsDialog({ file, onClose, onSaved, etiquetas }: { file: LibraryFile; onClose: () => void; onSaved: () => void; etiquetas: readonly Etiqueta[] }) {
  const translate = useTranslate();
  const notify = useNotify();
  const tr = (k: string) => translate(`app.publicidad.biblioteca.${k}`);
  const [labels, setLabels] = useState<number[]>([...file.etiquetas]);
  const [propiedad, setPropiedad] = useState<number | null>(file.id_propiedad);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      const r = await updateFile(file.id, file.libre ? { etiquetas: labels, id_propiedad: propiedad } : { etiquetas: labels });
      notify(r.msg ?? tr('guardado'), { type: 'success' });
      onSaved();
    } catch (e) {
      notify(apiErrorText(e), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{tr('editar')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography>{file.nombre}</Typography>
          <LabelPicker value={labels} onChange={setLabels} all={etiquetas} width="100%" />
          {file.libre ? <PropertyPicker value={propiedad} onChange={setPropiedad} width="100%" /> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{tr('cancelar')}</Button>
        <Button variant="contained" disabled={busy} onClick={() => { void save(); }}>{tr('guardar')}</Button>
      </DialogActions>
    </Dialog>
  );
}
