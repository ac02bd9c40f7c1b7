// One sheet as the consumer filed it (read only) and the provider's part, with the deadline and the actions.
import { Alert, Stack, Typography } from '@mui/material';
import { Show, TopToolbar, useRecordContext } from 'react-admin';
import { useT } from '../../i18n/useT';
import { DateText } from '../../framework/views/fields';
import { SectionedFields } from '../../framework/views/sections';
import { EnProcesoButton, PdfButton, ResponderButton } from './actions';
import { DaysLeftChip, EstadoChip } from './deadline';
import { estadoName } from './LibroList';
import schema, { TIPO_RECLAMO_DEFINICION } from './schema';
import type { RaRecordOf } from '../../framework/records';

function Actions() {
  return (
    <TopToolbar>
      <PdfButton />
      <EnProcesoButton />
      <ResponderButton variant="contained" />
    </TopToolbar>
  );
}

function Heading() {
  const record = useRecordContext<RaRecordOf<typeof schema>>();
  const translate = useT();
  if (!record) return null;
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      <Typography variant="h6" component="h2">
        {translate('app.libro.hoja', { numero: record.numero })}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <EstadoChip name={estadoName} />
        <DaysLeftChip />
        <Typography variant="body2" color="text.secondary">
          {translate('app.libro.fecha_limite')}: <DateText source="fecha_limite" />
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {record.tipo === 'queja' ? 'Queja' : 'Reclamo'}: {TIPO_RECLAMO_DEFINICION[record.tipo]}
      </Typography>
      {record.estado !== 'respondido' && !record.email ? <Alert severity="info">{translate('app.libro.sin_correo')}</Alert> : null}
    </Stack>
  );
}

export function LibroShow() {
  return (
    <Show title={schema.label.one} actions={<Actions />}>
      <Stack sx={{ p: 2 }}>
        <Heading />
        {/* The schema declares creado_en ('Registrada el'): its section shows it, once. */}
        <SectionedFields schema={schema} />
      </Stack>
    </Show>
  );
}
