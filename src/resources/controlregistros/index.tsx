// Control de registros: the generated views with the term's warning in the list.
import { DataTable } from 'react-admin';
import type { ResourceViews } from '../../framework/resource';
import { SchemaList } from '../../framework/views/ResourceViews';
import { RecordDeadlineChip } from '../../features/documentos/DeadlineChips';
import schema from './schema';

const views: ResourceViews = {
  list: () => (
    <SchemaList
      schema={schema}
      trailing={
        <DataTable.Col label="" disableSort>
          <RecordDeadlineChip />
        </DataTable.Col>
      }
    />
  ),
};

export default views;
