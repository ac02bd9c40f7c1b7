// 'Logs Actividad': the user's own activity, newest first (GET /perfil/actividad), with the generic list.
import { FilterButton, List, TopToolbar } from 'react-admin';
import { schemaFilters, SchemaDataTable } from '../framework/views/ResourceViews';
import actividadsistema from '../resources/actividadsistema/schema';

const columns = actividadsistema.list.columns.filter((c) => c !== 'id_usuario');
const filters = schemaFilters(actividadsistema).filter((f) => f.key !== 'id_usuario');

export function ActividadPage() {
  return (
    <List
      resource="actividadpropia"
      title="Logs Actividad"
      sort={{ field: 'fecha', order: 'DESC' }}
      filters={filters}
      exporter={false}
      actions={
        <TopToolbar>
          <FilterButton />
        </TopToolbar>
      }
      disableSyncWithLocation
    >
      <SchemaDataTable schema={actividadsistema} columns={columns} rowClick={false} bulk={false} />
    </List>
  );
}
