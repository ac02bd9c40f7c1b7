// One message: who it goes to, which properties, its state, and the text as the client will read it.
import { Alert, Box, Card, CardContent, Divider, Grid, Paper, Stack, Typography } from '@mui/material';
import { EditButton, Labeled, NumberField, ReferenceField, Show, TextField, TopToolbar, useRecordContext } from 'react-admin';
import { DateText } from '../../framework/views/fields';
import { DiscardButton, isOpen, SendButton, useCanHandle } from './actions';
import { EstadoChip, PropiedadesField } from './fields';
import schema from './schema';
import { fieldOf } from '../../framework/schema';

const label = (name: string) => fieldOf(schema, name).label;

function ShowActions() {
  const record = useRecordContext();
  const canHandle = useCanHandle(record);
  return (
    <TopToolbar>
      <SendButton />
      <DiscardButton />
      {isOpen(record) && canHandle ? <EditButton /> : null}
    </TopToolbar>
  );
}

function Preview() {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="caption" color="text.secondary">
        {label('asunto')}
      </Typography>
      <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {String(record.asunto ?? '')}
      </Typography>
      <Divider sx={{ mb: 1.5 }} />
      <Box component="pre" sx={{ m: 0, fontFamily: 'inherit', fontSize: '0.9rem', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {String(record.cuerpo ?? '')}
      </Box>
    </Paper>
  );
}

function ErrorNote() {
  const record = useRecordContext();
  if (!record?.error) return null;
  return (
    <Alert severity={record.estado === 'error' ? 'error' : 'info'} sx={{ mb: 2 }}>
      {String(record.error)}
    </Alert>
  );
}

export function AutoresponderShow() {
  return (
    <Show title={schema.label.one} actions={<ShowActions />}>
      <Card elevation={0}>
        <CardContent>
          <ErrorNote />
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 4 }}>
              <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
                <Labeled label={label('estado')}>
                  <EstadoChip />
                </Labeled>
                <Labeled label={label('id_demandante')}>
                  <ReferenceField source="id_demandante" reference="demandantes" link="show" />
                </Labeled>
                <Labeled label={label('destinatario')}>
                  <TextField source="destinatario" />
                </Labeled>
                <Labeled label={label('propiedades')}>
                  <PropiedadesField />
                </Labeled>
                <Labeled label={label('creado_en')}>
                  <DateText source="creado_en" withTime />
                </Labeled>
                <Labeled label={label('enviado_en')}>
                  <DateText source="enviado_en" withTime />
                </Labeled>
                <Labeled label={label('intentos')}>
                  <NumberField source="intentos" emptyText="0" />
                </Labeled>
              </Stack>
            </Grid>
            <Grid size={{ xs: 12, md: 8 }}>
              <Preview />
            </Grid>
          </Grid>
        </CardContent>
      </Card>
    </Show>
  );
}
