// 'Exportar para inspección': every sheet filed in a period, each on its own page, in one PDF (issue 10 §3).
import { msg } from '../../i18n/keys';
import { useState } from 'react';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';
import Download from '@mui/icons-material/Download';
import Gavel from '@mui/icons-material/Gavel';
import { Button, useNotify } from 'react-admin';
import { useT } from '../../i18n/useT';
import { apiDownload, apiErrorText } from '../../dataProvider/http';
import { limaToday } from '../../lib/limaTime';

/** The first day of the month a year ago, in Lima. */
const aYearAgo = () => `${Number(limaToday().slice(0, 4)) - 1}${limaToday().slice(4, 8)}01`;

export function InspectionExport() {
  const translate = useT();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [desde, setDesde] = useState(aYearAgo);
  const [hasta, setHasta] = useState(() => limaToday());
  const download = async () => {
    setBusy(true);
    try {
      await apiDownload('/libroreclamaciones/inspeccion', { desde, hasta }, `libro-reclamaciones-${desde}-a-${hasta}.pdf`);
      setOpen(false);
    } catch (e) {
      notify(apiErrorText(e), { type: 'error', multiLine: true });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button label={translate('app.libro.inspeccion.boton')} onClick={() => setOpen(true)}>
        <Gavel />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="inspeccion-titulo">
        <DialogTitle id="inspeccion-titulo">{translate('app.libro.inspeccion.titulo')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate('app.libro.inspeccion.ayuda')}</DialogContentText>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              type="date"
              label={translate('app.libro.inspeccion.desde')}
              value={desde}
              onChange={(e) => setDesde(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              type="date"
              label={translate('app.libro.inspeccion.hasta')}
              value={hasta}
              onChange={(e) => setHasta(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button label={msg('ra.action.cancel')} onClick={() => setOpen(false)} />
          <Button
            label={translate('app.libro.inspeccion.descargar')}
            onClick={() => void download()}
            disabled={busy || !desde || !hasta}
            variant="contained"
          >
            <Download />
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
