// Activate / deactivate a user and reset their password (administrators).
import { msg } from '../../i18n/keys';
import { useState } from 'react';
import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import LockReset from '@mui/icons-material/LockReset';
import PersonOff from '@mui/icons-material/PersonOff';
import HowToReg from '@mui/icons-material/HowToReg';
import { Button, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { useT } from '../../i18n/useT';
import type { AgencyDataProvider } from '../../dataProvider';
import { apiErrorText } from '../../dataProvider/http';

export function EstadoButton() {
  const record = useRecordContext();
  const dataProvider = useDataProvider<AgencyDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const activo = record.estado === 'activo';
  const onClick = async () => {
    setBusy(true);
    try {
      await dataProvider.setUsuarioEstado(record.id, activo ? 'inactivo' : 'activo');
      notify(activo ? 'app.usuarios.deactivated' : 'app.usuarios.activated', { type: 'success' });
      refresh();
    } catch (e) {
      notify(apiErrorText(e), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button label={activo ? 'app.usuarios.deactivate' : 'app.usuarios.activate'} onClick={() => void onClick()} disabled={busy}>
      {activo ? <PersonOff /> : <HowToReg />}
    </Button>
  );
}

export function ResetPasswordButton() {
  const record = useRecordContext();
  const translate = useT();
  const dataProvider = useDataProvider<AgencyDataProvider>();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  if (!record) return null;
  const close = () => {
    setOpen(false);
    setPassword('');
  };
  const submit = async () => {
    try {
      await dataProvider.resetPassword(record.id, password);
      notify('app.usuarios.password_reset_done', { type: 'success' });
      close();
    } catch (e) {
      notify(apiErrorText(e), { type: 'error' });
    }
  };
  return (
    <>
      <Button label={msg('app.usuarios.reset_password')} onClick={() => setOpen(true)}>
        <LockReset />
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="xs">
        <DialogTitle>{translate('app.usuarios.reset_password')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate('app.usuarios.reset_password_help')}</DialogContentText>
          <TextField
            autoFocus
            fullWidth
            type="password"
            label={translate('app.perfil.new_password')}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete="new-password"
            error={password !== '' && password.length < 8}
            helperText={password !== '' && password.length < 8 ? translate('app.validation.password_min') : ' '}
          />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={close}>{translate('ra.action.cancel')}</MuiButton>
          <MuiButton variant="contained" disabled={password.length < 8} onClick={() => void submit()}>
            {translate('ra.action.save')}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
}
