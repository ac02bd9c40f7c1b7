// The library's edit dialog: a title, the fields, Cancelar / Guardar. Saving calls `save`, says the server's message
// (or its Spanish error) and closes through `onSaved`; Guardar is disabled while the call runs.
import { useState, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useNotify } from 'react-admin';
import { useT } from '../../i18n/useT';
import { apiErrorText } from '../../dataProvider/http';

const KEY = 'app.publicidad.biblioteca';

/** The dialog's save action: `run()` calls `save`, notifies, and reports `busy` meanwhile. */
export function useLibrarySave(save: () => Promise<{ msg?: string }>, onSaved: () => void) {
  const translate = useT();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const r = await save();
      notify(r.msg ?? translate(`${KEY}.guardado`), { type: 'success' });
      onSaved();
    } catch (e) {
      notify(apiErrorText(e), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

export function EditDialog({ busy, onSave, onClose, children }: { busy: boolean; onSave: () => void; onClose: () => void; children: ReactNode }) {
  const translate = useT();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate(`${KEY}.editar`)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {children}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(`${KEY}.cancelar`)}</Button>
        <Button variant="contained" disabled={busy} onClick={onSave}>
          {translate(`${KEY}.guardar`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
