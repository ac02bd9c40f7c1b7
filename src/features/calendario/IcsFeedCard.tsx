// The private ICS URL of the user's citas, with copy and regenerate, and how to add it to Google Calendar: a card in
// Mi Perfil, and behind a button in the Calendario (where people look for it). The server keeps only a hash of the
// secret, so the URL can be shown when it is created and not later.
import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  InputAdornment,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import ContentCopy from '@mui/icons-material/ContentCopy';
import EventAvailable from '@mui/icons-material/EventAvailable';
import Autorenew from '@mui/icons-material/Autorenew';
import { useNotify } from 'react-admin';
import { useT } from '../../i18n/useT';
import { copyText } from '../../framework/clipboard';
import { apiErrorText } from '../../dataProvider/http';
import { formatDateTime } from '../../lib/dates';
import { getIcs, regenerarIcs, type IcsInfo } from './api';

/** The feed's URL (or the button that creates it), its regeneration and how to subscribe. */
function IcsFeed() {
  const translate = useT();
  const notify = useNotify();
  const [info, setInfo] = useState<IcsInfo | null>(null);
  const [confirm, setConfirm] = useState(false);
  const [busy, setBusy] = useState(false);

  const run = async (call: () => Promise<IcsInfo>, msg?: string) => {
    setBusy(true);
    try {
      setInfo(await call());
      if (msg) notify(msg, { type: 'success' });
    } catch (e) {
      notify(apiErrorText(e), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const copy = async (url: string) => {
    if (await copyText(url)) notify('app.calendario.ics.copiada', { type: 'success' });
    else notify(<span>{url}</span>, { type: 'info' });
  };

  return (
    <>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {translate('app.calendario.ics.intro')}
      </Typography>
      {info?.url ? (
        <>
          <TextField
            fullWidth
            size="small"
            value={info.url}
            label="URL"
            slotProps={{
              htmlInput: { readOnly: true, 'data-testid': 'ics-url' },
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <Tooltip title={translate('app.calendario.ics.copiar')}>
                      <IconButton edge="end" onClick={() => void copy(info.url ?? '')} aria-label={translate('app.calendario.ics.copiar')}>
                        <ContentCopy />
                      </IconButton>
                    </Tooltip>
                  </InputAdornment>
                ),
              },
            }}
          />
          <Alert severity="warning" sx={{ mt: 1 }}>
            {translate('app.calendario.ics.privada')}
          </Alert>
        </>
      ) : info ? (
        <Alert severity="info">{translate('app.calendario.ics.oculta', { fecha: formatDateTime(info.creado_en) })}</Alert>
      ) : (
        <Button variant="contained" startIcon={<EventAvailable />} disabled={busy} onClick={() => void run(getIcs)}>
          {translate('app.calendario.ics.obtener')}
        </Button>
      )}
      {info ? (
        <Button sx={{ mt: 1 }} startIcon={<Autorenew />} disabled={busy} onClick={() => setConfirm(true)}>
          {translate('app.calendario.ics.regenerar')}
        </Button>
      ) : null}
      <Box component="section" sx={{ mt: 2 }}>
        <Typography variant="subtitle2">{translate('app.calendario.ics.como_title')}</Typography>
        <Box component="ol" sx={{ pl: 2.5, my: 0.5, typography: 'body2' }}>
          <li>{translate('app.calendario.ics.como_1')}</li>
          <li>{translate('app.calendario.ics.como_2')}</li>
          <li>{translate('app.calendario.ics.como_3')}</li>
        </Box>
      </Box>
      <Dialog open={confirm} onClose={() => setConfirm(false)}>
        <DialogTitle>{translate('app.calendario.ics.regenerar_confirm_title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('app.calendario.ics.regenerar_confirm')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirm(false)}>{translate('ra.action.cancel')}</Button>
          <Button
            variant="contained"
            color="warning"
            onClick={() => {
              setConfirm(false);
              void run(regenerarIcs, 'app.calendario.ics.regenerada');
            }}
          >
            {translate('app.calendario.ics.regenerar')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** Mi Perfil's card. */
export function IcsFeedCard() {
  const translate = useT();
  return (
    <Card sx={{ mt: 2 }} data-testid="ics-card">
      <CardHeader title={translate('app.calendario.ics.title')} />
      <CardContent>
        <IcsFeed />
      </CardContent>
    </Card>
  );
}

/** The Calendario's 'Suscribirse' button: the same feed in a dialog (kept while on the page, so a URL just created stays). */
export function IcsFeedButton() {
  const translate = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" variant="outlined" startIcon={<EventAvailable />} onClick={() => setOpen(true)} data-testid="ics-button">
        {translate('app.calendario.ics.suscribirse')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="sm" fullWidth keepMounted aria-labelledby="ics-dialog-title">
        <DialogTitle id="ics-dialog-title">{translate('app.calendario.ics.title')}</DialogTitle>
        <DialogContent data-testid="ics-dialog">
          <IcsFeed />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
