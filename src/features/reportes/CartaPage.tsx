// '/reportes/cartaseinformes/{carta}': choose the record (and dates), preview the PDF, download it, send it by
// e-mail (to the record's address or another one; without SMTP the server keeps it in the outbox and says so).
import { useEffect, useState } from 'react';
import { Alert, Box, Card, CardContent, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import Download from '@mui/icons-material/Download';
import Send from '@mui/icons-material/Send';
import Visibility from '@mui/icons-material/Visibility';
import { AutocompleteInput, Button, Form, ReferenceInput, SaveButton, Title, useNotify } from 'react-admin';
import { useT } from '../../i18n/useT';
import { DatePickerInput } from '../../framework/fields/date/DateInput';
import { addDays, limaToday } from '../../lib/limaTime';
import { apiBlob, apiErrorText, apiPost, saveBlob } from '../../dataProvider/http';
import { dateFieldSx } from './dateFieldSx';

export type CartaKind = 'presentacioncliente' | 'reporteactividad' | 'cartanuevopropietario' | 'cartaporletrero';

const NEEDS: Readonly<Record<CartaKind, { readonly ref: 'demandantes' | 'ofertantes'; readonly param: string; readonly dates: boolean }>> = {
  presentacioncliente: { ref: 'demandantes', param: 'id_demandante', dates: false },
  reporteactividad: { ref: 'ofertantes', param: 'id_propiedad', dates: true },
  cartanuevopropietario: { ref: 'ofertantes', param: 'id_propiedad', dates: false },
  cartaporletrero: { ref: 'ofertantes', param: 'id_propiedad', dates: false },
};

type Values = Record<string, string | number | undefined>;

const monthAgo = () => addDays(limaToday(), -30);

export function CartaPage({ kind }: { readonly kind: CartaKind }) {
  const translate = useT();
  const notify = useNotify();
  const need = NEEDS[kind];
  const [blob, setBlob] = useState<Blob | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<Values | null>(null);
  const [para, setPara] = useState('');
  const [envio, setEnvio] = useState<{ severity: 'success' | 'warning' | 'error'; msg: string } | null>(null);
  useEffect(() => {
    if (!blob) return undefined;
    const u = URL.createObjectURL(blob);
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [blob]);
  useEffect(() => {
    setBlob(null);
    setEnvio(null);
  }, [kind]);
  const paramsOf = (values: Values) => ({ [need.param]: values[need.param], ...(need.dates ? { desde: values.desde, hasta: values.hasta } : {}) });

  const send = async () => {
    if (!sent) return;
    setBusy(true);
    try {
      const fields = Object.fromEntries(
        Object.entries({ carta: kind, ...paramsOf(sent), para: para.trim() || undefined })
          .filter(([, v]) => v !== undefined && v !== '')
          .map(([k, v]) => [k, String(v)]),
      );
      const r = await apiPost<{ via: 'smtp' | 'outbox' }>('/reportes/enviar', fields);
      setEnvio({ severity: r.data.via === 'smtp' ? 'success' : 'warning', msg: r.msg ?? '' });
    } catch (e) {
      setEnvio({ severity: 'error', msg: apiErrorText(e) });
    } finally {
      setBusy(false);
    }
  };

  const preview = async (values: Values) => {
    setBusy(true);
    try {
      setBlob((await apiBlob(`/reportes/${kind}`, paramsOf(values))).blob);
      setSent(values);
      setEnvio(null);
    } catch (e) {
      setBlob(null);
      notify(e instanceof Error ? e.message : 'Error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate(`app.reportes.menu.${kind}`)} />
      <CardContent>
        <Typography variant="h6">{translate(`app.reportes.menu.${kind}`)}</Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate('app.reportes.pantalla.subtitulo')}
        </Typography>
        {kind === 'presentacioncliente' && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {translate('app.reportes.pantalla.carrito_nota')}
          </Alert>
        )}
        <Form
          key={kind}
          defaultValues={need.dates ? { desde: monthAgo(), hasta: limaToday() } : {}}
          onSubmit={(v: Record<string, unknown>) => void preview(v as Values)}
        >
          {/* The buttons go to the next line when the row has no room for them (never cut at the card's edge). */}
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap flexWrap="wrap" alignItems={{ md: 'flex-start' }}>
            <Box sx={{ minWidth: { md: 320 } }}>
              <ReferenceInput source={need.param} reference={need.ref}>
                <AutocompleteInput
                  label={translate(`app.reportes.pantalla.${need.ref === 'demandantes' ? 'demandante' : 'propiedad'}`)}
                  isRequired
                  fullWidth
                />
              </ReferenceInput>
            </Box>
            {need.dates && (
              <Box sx={dateFieldSx}>
                <DatePickerInput source="desde" label={translate('app.reportes.pantalla.desde')} />
              </Box>
            )}
            {need.dates && (
              <Box sx={dateFieldSx}>
                <DatePickerInput source="hasta" label={translate('app.reportes.pantalla.hasta')} />
              </Box>
            )}
            <SaveButton
              label={translate('app.reportes.pantalla.vista_previa')}
              icon={<Visibility />}
              alwaysEnable
              sx={{ mt: 1, flexShrink: 0, whiteSpace: 'nowrap' }}
            />
            {blob && (
              <Button
                label={translate('app.reportes.pantalla.descargar')}
                onClick={() => saveBlob(blob, `${kind}.pdf`)}
                variant="outlined"
                sx={{ mt: 1, flexShrink: 0, whiteSpace: 'nowrap' }}
                data-testid="descargar-pdf"
              >
                <Download />
              </Button>
            )}
          </Stack>
        </Form>
        {blob && (
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems={{ md: 'center' }} sx={{ mt: 2 }}>
            <TextField
              size="small"
              type="email"
              label={translate('app.reportes.pantalla.para')}
              helperText={translate('app.reportes.pantalla.para_ayuda')}
              value={para}
              onChange={(e) => setPara(e.target.value)}
              sx={{ width: { xs: '100%', md: 360 } }}
            />
            <Button
              label={translate('app.reportes.pantalla.enviar')}
              onClick={() => void send()}
              disabled={busy}
              variant="outlined"
              data-testid="enviar-correo"
            >
              <Send />
            </Button>
          </Stack>
        )}
        {envio && (
          <Alert severity={envio.severity} sx={{ mt: 2 }} data-testid="envio-resultado">
            {envio.msg}
          </Alert>
        )}
        {busy && (
          <Stack direction="row" spacing={1} alignItems="center" sx={{ my: 2 }}>
            <CircularProgress size={20} />
            <Typography>{translate('app.reportes.pantalla.generando')}</Typography>
          </Stack>
        )}
        {!busy && !url && (
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            {translate('app.reportes.pantalla.elija')}
          </Typography>
        )}
        {url && blob && (
          <Box
            component="iframe"
            title={translate('app.reportes.pantalla.vista_previa')}
            src={url}
            sx={{ width: '100%', height: '75vh', border: 1, borderColor: 'divider', mt: 2 }}
          />
        )}
      </CardContent>
    </Card>
  );
}

export default CartaPage;
