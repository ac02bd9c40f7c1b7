// The sheet's actions: download its PDF, move it to 'en proceso', open 'Responder'.
import { useState } from 'react';
import Download from '@mui/icons-material/Download';
import HourglassTop from '@mui/icons-material/HourglassTop';
import Reply from '@mui/icons-material/Reply';
import { Button, useNotify, useRecordContext, useRefresh, useUpdate } from 'react-admin';
import { useT } from '../../i18n/useT';
import { Link } from 'react-router-dom';
import { apiDownload, apiErrorText } from '../../dataProvider/http';

export function PdfButton() {
  const record = useRecordContext();
  const notify = useNotify();
  const translate = useT();
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const download = async () => {
    setBusy(true);
    try {
      await apiDownload(`/libroreclamaciones/pdf/${String(record.id)}`, {}, `hoja-reclamacion-${String(record.numero)}.pdf`);
    } catch (e) {
      notify(apiErrorText(e), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button label={translate('app.libro.descargar_pdf')} onClick={() => void download()} disabled={busy}>
      <Download />
    </Button>
  );
}

export function EnProcesoButton() {
  const record = useRecordContext();
  const translate = useT();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  if (!record || record.estado !== 'pendiente') return null;
  const run = () =>
    update(
      'libroreclamaciones',
      { id: record.id, data: { estado: 'en_proceso' }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(translate('app.libro.marcada_en_proceso'), { type: 'success' });
          refresh();
        },
      },
    );
  return (
    <Button label={translate('app.libro.marcar_en_proceso')} onClick={() => void run()} disabled={isPending}>
      <HourglassTop />
    </Button>
  );
}

export function ResponderButton({ variant = 'text' }: { readonly variant?: 'text' | 'contained' }) {
  const record = useRecordContext();
  const translate = useT();
  if (!record || record.estado === 'respondido') return null;
  return (
    <Button component={Link} to={`/libroreclamaciones/${String(record.id)}`} label={translate('app.libro.responder')} variant={variant}>
      <Reply />
    </Button>
  );
}
