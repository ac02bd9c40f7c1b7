// Corredores: the generated views with the expired-registry flag in the list.
import { DataTable } from 'react-admin';
import type { ResourceViews } from '../../framework/resource';
import { SchemaList } from '../../framework/views/ResourceViews';
import { ExpiredRegistryChip } from '../../features/documentos/DeadlineChips';
import schema from './schema';

const views: ResourceViews = {
  list: () => (
    <SchemaList
      schema={schema}
      trailing={
        <DataTable.Col label="" disableSort>
          <ExpiredRegistryChip />
        </DataTable.Col>
      }
    />
  ),
};

export default views;
