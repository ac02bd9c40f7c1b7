// Control de medios: the generated views, the cost per lead among the columns, ads past their end flagged, and
// quick filters for the active ones and the active ones already past their end.
import { DataTable } from 'react-admin';
import Campaign from '@mui/icons-material/Campaign';
import type { ResourceViews } from '../../framework/resource';
import { QuickFilters } from '../../framework/views/QuickFilters';
import { SchemaList } from '../../framework/views/ResourceViews';
import { OverdueAdChip } from './MediaFlags';
import { yesterdayIso } from './dates';
import schema from './schema';

const views: ResourceViews = {
  list: () => (
    <SchemaList
      schema={schema}
      aside={
        <QuickFilters
          title="app.publicidad.medios.filtros"
          icon={<Campaign />}
          items={[
            { label: 'app.publicidad.medios.activos', value: { estado: 'activo', fecha_fin_lte: undefined } },
            { label: 'app.publicidad.medios.activos_vencidos', value: { estado: 'activo', fecha_fin_lte: yesterdayIso() } },
          ]}
        />
      }
      trailing={
        <DataTable.Col label="" disableSort>
          <OverdueAdChip />
        </DataTable.Col>
      }
    />
  ),
};

export default views;
