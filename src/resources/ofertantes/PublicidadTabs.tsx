// The property's Publicidad tabs: its ads (administrators) and the sales arguments for its type (everyone: agents
// read them here through GET /argumentosventa/por-tipo, though the module itself is for administrators).
import { Box, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { DataTable, ReferenceManyField, useRecordContext } from 'react-admin';
import { useT } from '../../i18n/useT';
import { apiGet } from '../../dataProvider/http';
import { SchemaDataTable } from '../../framework/views/ResourceViews';
import controlmedios from '../controlmedios/schema';
import { OverdueAdChip } from '../controlmedios/MediaFlags';

export function PropertyAds() {
  const translate = useT();
  return (
    <ReferenceManyField
      reference={controlmedios.name}
      target="id_propiedad"
      sort={controlmedios.list.sort}
      perPage={25}
      empty={
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {translate('app.publicidad.medios.sin_medios')}
        </Typography>
      }
    >
      <SchemaDataTable
        schema={controlmedios}
        columns={controlmedios.list.columns.filter((c) => c !== 'id_propiedad')}
        bulk={false}
        trailing={
          <DataTable.Col label="" disableSort>
            <OverdueAdChip />
          </DataTable.Col>
        }
      />
    </ReferenceManyField>
  );
}

interface Argumento {
  readonly id_argumento: number;
  readonly tipo_inmueble: string;
  readonly titulo: string;
  readonly argumento: string;
}

export function PropertyArguments() {
  const record = useRecordContext();
  const translate = useT();
  const tipo = typeof record?.tipo_inmueble === 'string' ? record.tipo_inmueble : undefined;
  const { data, isPending } = useQuery({
    queryKey: ['argumentosventa', 'por-tipo', tipo],
    queryFn: async () => (await apiGet<Argumento[]>('/argumentosventa/por-tipo', { tipo_inmueble: tipo })).data ?? [],
    enabled: Boolean(tipo),
  });
  if (!tipo || isPending) return null;
  if (!data?.length)
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {translate('app.publicidad.argumentos.sin_argumentos')}
      </Typography>
    );
  return (
    <Box>
      <List dense>
        {data.map((a) => (
          <ListItem key={a.id_argumento} divider alignItems="flex-start">
            <ListItemText primary={a.titulo} secondary={a.argumento} slotProps={{ primary: { fontWeight: 600 } }} />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
