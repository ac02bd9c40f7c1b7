// The administrators' book: newest first, with business days left and late sheets in red; filters by estado,
// tipo, date range and 'Solo vencidas' (unanswered past the deadline).
import { msg } from '../../i18n/keys';
import { FormControlLabel, Switch, useMediaQuery, type Theme } from '@mui/material';
import {
  DataTable,
  ExportButton,
  FilterButton,
  List,
  SearchInput,
  SimpleList,
  SelectArrayInput,
  SelectField,
  SelectInput,
  TopToolbar,
  useListContext,
} from 'react-admin';
import { useT } from '../../i18n/useT';
import { addDays, limaToday } from '../../lib/limaTime';
import { formatDate } from '../../lib/dates';
import { schemaExporter } from '../../framework/views/exporter';
import { SchemaColumn } from '../../framework/views/SchemaColumn';
import { DateText } from '../../framework/views/fields';
import { SchemaInput } from '../../framework/views/inputs';
import { DaysLeftChip, EstadoChip } from './deadline';
import { InspectionExport } from './InspectionExport';
import schema, { ESTADO_RECLAMO_CHOICES, TIPO_RECLAMO_CHOICES } from './schema';
import { fieldOf } from '../../framework/schema';
import type { RaRecordOf } from '../../framework/records';

const label = (name: string) => fieldOf(schema, name).label;
export const estadoName = (id: string) => ESTADO_RECLAMO_CHOICES.find((c) => c.id === id)?.name ?? id;
const OPEN = ['pendiente', 'en_proceso'];

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectArrayInput key="estado" source="estado" label={label('estado')} choices={[...ESTADO_RECLAMO_CHOICES]} />,
  <SelectInput key="tipo" source="tipo" label={label('tipo')} choices={[...TIPO_RECLAMO_CHOICES]} emptyText={msg('app.common.all')} />,
  <SchemaInput key="fecha_gte" source="fecha_gte" field={fieldOf(schema, 'fecha')} mode="filter" label={`${label('fecha')} desde`} />,
  <SchemaInput key="fecha_lte" source="fecha_lte" field={fieldOf(schema, 'fecha')} mode="filter" label={`${label('fecha')} hasta`} />,
];

/** Late = unanswered and the deadline is before today: fecha_limite ≤ yesterday and estado still open. */
function LateToggle() {
  const translate = useT();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const yesterday = addDays(limaToday(), -1);
  const on = filterValues.fecha_limite_lte === yesterday;
  const toggle = () => {
    const next = { ...filterValues };
    if (on) {
      delete next.fecha_limite_lte;
      delete next.estado;
    } else {
      next.fecha_limite_lte = yesterday;
      next.estado = OPEN;
    }
    setFilters(next, displayedFilters);
  };
  return (
    <FormControlLabel control={<Switch checked={on} onChange={toggle} color="error" />} label={translate('app.libro.solo_vencidas')} sx={{ mr: 1 }} />
  );
}

function ListActions() {
  return (
    <TopToolbar sx={{ alignItems: 'center' }}>
      <LateToggle />
      <FilterButton />
      <ExportButton maxResults={5000} />
      <InspectionExport />
    </TopToolbar>
  );
}

/** Phones: one line per sheet with its number, consumer, estado and days left. */
function PhoneList() {
  return (
    <SimpleList<RaRecordOf<typeof schema>>
      linkType="show"
      primaryText={(r) => `${r.numero} · ${r.nombre}`}
      secondaryText={(r) => `${formatDate(r.fecha)} · ${r.tipo === 'queja' ? 'Queja' : 'Reclamo'} · ${estadoName(r.estado)}`}
      tertiaryText={() => <DaysLeftChip />}
    />
  );
}

export function LibroList() {
  const translate = useT();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List
      filters={filters}
      sort={schema.list.sort}
      perPage={25}
      actions={<ListActions />}
      exporter={schemaExporter(schema)}
      title={schema.label.many}
    >
      {phone ? (
        <PhoneList />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false}>
          <SchemaColumn source="numero" label={label('numero')} sx={{ whiteSpace: 'nowrap' }} />
          <SchemaColumn source="fecha" label={label('fecha')}>
            <DateText source="fecha" />
          </SchemaColumn>
          <SchemaColumn source="nombre" label="Consumidor" disableSort />
          <SchemaColumn source="tipo" label={label('tipo')}>
            <SelectField source="tipo" choices={[...TIPO_RECLAMO_CHOICES]} />
          </SchemaColumn>
          <SchemaColumn source="estado" label={label('estado')}>
            <EstadoChip name={estadoName} />
          </SchemaColumn>
          <SchemaColumn source="fecha_limite" label={translate('app.libro.fecha_limite')}>
            <DateText source="fecha_limite" />
          </SchemaColumn>
          <SchemaColumn label={translate('app.libro.dias_restantes')} disableSort>
            <DaysLeftChip />
          </SchemaColumn>
        </DataTable>
      )}
    </List>
  );
}
