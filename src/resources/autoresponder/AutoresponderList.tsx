// The queue: newest first, with estado chips, the properties' codes, and send / discard per row.
import { Box, Stack, Typography } from '@mui/material';
import { DataTable, ExportButton, FilterButton, List, ReferenceField, TopToolbar, useRecordContext } from 'react-admin';
import { DateText } from '../../framework/views/fields';
import { DiscardButton, GenerateButton, SendButton } from './actions';
import { EstadoChip, PropiedadesField } from './fields';
import schema from './schema';
import { exporterOf, filtersOf } from './shared';

const label = (name: string) => schema.fields[name].label;

function ListActions() {
  return (
    <TopToolbar>
      <FilterButton />
      <GenerateButton />
      <ExportButton maxResults={5000} />
    </TopToolbar>
  );
}

/** The demandante (link) with the address the message goes to. */
function Recipient() {
  const record = useRecordContext();
  return (
    <Box>
      <ReferenceField source="id_demandante" reference="demandantes" link="show" />
      <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>{String(record?.destinatario ?? '')}</Typography>
    </Box>
  );
}

function Subject() {
  const record = useRecordContext();
  const text = String(record?.asunto ?? '');
  return (
    <Typography variant="body2" title={text} sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
      {text}
    </Typography>
  );
}

function RowActions() {
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
      <SendButton compact />
      <DiscardButton compact />
    </Stack>
  );
}

export function AutoresponderList() {
  return (
    <List filters={filtersOf()} sort={schema.list.sort} perPage={25} actions={<ListActions />} exporter={exporterOf()} title={schema.label.many}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="creado_en" label={label('creado_en')} sx={{ whiteSpace: 'nowrap' }}>
          <DateText source="creado_en" withTime />
        </DataTable.Col>
        <DataTable.Col source="id_demandante" label={label('id_demandante')} sx={{ minWidth: 180 }}>
          <Recipient />
        </DataTable.Col>
        <DataTable.Col source="propiedades" label={label('propiedades')} disableSort sx={{ minWidth: 120, maxWidth: 240 }}>
          <PropiedadesField max={4} />
        </DataTable.Col>
        <DataTable.Col source="asunto" label={label('asunto')} disableSort sx={{ minWidth: 200 }}>
          <Subject />
        </DataTable.Col>
        <DataTable.Col source="estado" label={label('estado')}>
          <EstadoChip />
        </DataTable.Col>
        <DataTable.Col source="enviado_en" label={label('enviado_en')} disableSort sx={{ whiteSpace: 'nowrap' }}>
          <DateText source="enviado_en" withTime />
        </DataTable.Col>
        <DataTable.Col label="" disableSort sx={{ whiteSpace: 'nowrap' }}>
          <RowActions />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
