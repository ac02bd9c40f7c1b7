// 'Responder': the provider's actions and answer. Recorded once with today's date, e-mailed to the consumer
// (or left in the outbox) and added to the sheet's PDF (POST /libroreclamaciones/responder).
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { Edit, useNotify, useRecordContext, useRedirect, useRefresh } from 'react-admin';
import { useT } from '../../i18n/useT';
import { apiErrorText, apiPostJson } from '../../dataProvider/http';
import schema from './schema';
import { fieldOf } from '../../framework/schema';
import type { RaRecordOf } from '../../framework/records';
import { fieldErrors } from '../../lib/guards';

function ResponderForm() {
  const record = useRecordContext<RaRecordOf<typeof schema>>();
  const translate = useT();
  const notify = useNotify();
  const redirect = useRedirect();
  const refresh = useRefresh();
  const [acciones, setAcciones] = useState('');
  const [respuesta, setRespuesta] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  if (record.estado === 'respondido') return <Alert severity="info">{translate('app.libro.errors.ya_respondida')}</Alert>;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const res = await apiPostJson<unknown>('/libroreclamaciones/responder', { id_reclamo: record.id, acciones, respuesta });
      notify(res.msg ?? translate('app.libro.respondida'), { type: 'success', multiLine: true });
      refresh();
      redirect('show', 'libroreclamaciones', record.id);
    } catch (err) {
      const fields = fieldErrors(err);
      if (fields) setErrors(fields);
      notify(apiErrorText(err), { type: 'error' });
      setBusy(false);
    }
  };

  return (
    <Card elevation={0}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('app.libro.responder_titulo', { numero: record.numero })}
        </Typography>
        <Box sx={{ mb: 2, p: 1.5, bgcolor: 'action.hover', borderRadius: 1 }}>
          <Typography variant="body2">
            <strong>{fieldOf(schema, 'nombre').label}:</strong> {record.nombre}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
            <strong>{fieldOf(schema, 'detalle').label}:</strong> {record.detalle}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
            <strong>{fieldOf(schema, 'pedido').label}:</strong> {record.pedido}
          </Typography>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('app.libro.responder_ayuda')}
        </Typography>
        {!record.email ? (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {translate('app.libro.sin_correo')}
          </Alert>
        ) : null}
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack spacing={2}>
            <TextField
              name="acciones"
              label={fieldOf(schema, 'acciones').label}
              value={acciones}
              onChange={(e) => setAcciones(e.target.value)}
              multiline
              minRows={3}
              fullWidth
              error={Boolean(errors.acciones)}
              helperText={errors.acciones ?? ' '}
              slotProps={{ htmlInput: { maxLength: 5000 } }}
            />
            <TextField
              name="respuesta"
              label={fieldOf(schema, 'respuesta').label}
              value={respuesta}
              onChange={(e) => setRespuesta(e.target.value)}
              multiline
              minRows={5}
              fullWidth
              required
              error={Boolean(errors.respuesta)}
              helperText={errors.respuesta ?? ' '}
              slotProps={{ htmlInput: { maxLength: 5000 } }}
            />
            <Box>
              <Button
                type="submit"
                variant="contained"
                disabled={busy || respuesta.trim().length === 0}
                startIcon={busy ? <CircularProgress size={18} color="inherit" /> : null}
              >
                {translate('app.libro.responder')}
              </Button>
            </Box>
          </Stack>
        </form>
      </CardContent>
    </Card>
  );
}

export function ResponderPage() {
  return (
    <Edit title={schema.label.one} actions={false} mutationMode="pessimistic">
      <ResponderForm />
    </Edit>
  );
}
