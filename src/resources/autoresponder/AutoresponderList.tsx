// The queue: the generated list (newest first) with its cells drawn for messages — the recipient under the
// demandante, the properties' codes, estado chips — and send / discard per row.
import { Box, Typography } from '@mui/material';
import { ExportButton, FilterButton, ReferenceField, TopToolbar, useRecordContext } from 'react-admin';
import { SchemaList } from '../../framework/views/ResourceViews';
import { DateText } from '../../framework/views/fields';
import { DiscardButton, GenerateButton, SendButton } from './actions';
import { EstadoChip, PropiedadesField } from './fields';
import schema from './schema';
import { exporterOf, filtersOf } from './shared';

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
      <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
        {String(record?.destinatario ?? '')}
      </Typography>
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

export function AutoresponderList() {
  return (
    <SchemaList
      schema={schema}
      columns={['creado_en', 'id_demandante', 'propiedades', 'asunto', 'estado', 'enviado_en']}
      bulk={false}
      compose={{
        cells: {
          creado_en: { render: <DateText source="creado_en" withTime />, sx: { whiteSpace: 'nowrap' } },
          id_demandante: { render: <Recipient />, sx: { minWidth: 180 } },
          propiedades: { render: <PropiedadesField max={4} />, sx: { minWidth: 120, maxWidth: 240 } },
          asunto: { render: <Subject />, sx: { minWidth: 200 } },
          estado: { render: <EstadoChip /> },
          enviado_en: { render: <DateText source="enviado_en" withTime />, sx: { whiteSpace: 'nowrap' } },
        },
        rowActions: (
          <>
            <SendButton compact />
            <DiscardButton compact />
          </>
        ),
      }}
      list={{ filters: filtersOf(), actions: <ListActions />, exporter: exporterOf() }}
    />
  );
}
