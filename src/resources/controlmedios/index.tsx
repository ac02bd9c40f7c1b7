// Control de medios: the generated views, the cost per lead among the columns, ads past their end flagged, and
// quick filters for the active ones and the active ones already past their end.
import { Card, CardContent } from '@mui/material';
import { DataTable, FilterList, FilterListItem } from 'react-admin';
import Campaign from '@mui/icons-material/Campaign';
import type { ResourceViews } from '../../framework/resource';
import { SchemaList } from '../../framework/views/ResourceViews';
import { OverdueAdChip } from '../../publicidad/MediaFlags';
import { yesterdayIso } from '../../publicidad/dates';
import schema from './schema';

function QuickFilters() {
  return (
    <Card sx={{ order: -1, mr: 2, mt: 8, width: 200, display: { xs: 'none', md: 'block' }, alignSelf: 'flex-start' }}>
      <CardContent>
        <FilterList label="app.publicidad.medios.filtros" icon={<Campaign />}>
          <FilterListItem label="app.publicidad.medios.activos" value={{ estado: 'activo', fecha_fin_lte: undefined }} />
          <FilterListItem label="app.publicidad.medios.activos_vencidos" value={{ estado: 'activo', fecha_fin_lte: yesterdayIso() }} />
        </FilterList>
      </CardContent>
    </Card>
  );
}

const views: ResourceViews = {
  list: () => (
    <SchemaList
      schema={schema}
      aside={<QuickFilters />}
      trailing={
        <DataTable.Col label="" disableSort>
          <OverdueAdChip />
        </DataTable.Col>
      }
    />
  ),
};

export default views;
