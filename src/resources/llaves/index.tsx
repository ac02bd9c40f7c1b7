// Sistema › Llaves: the generated views with 'Prestar' (an available key) and 'Llave encontrada' (a lost one).
import { DataTable } from 'react-admin';
import type { ResourceViews } from '../../framework/resource';
import { SchemaList, SchemaShow } from '../../framework/views/ResourceViews';
import { RelatedList } from '../../framework/views/related';
import { KeyActions } from './LoanActions';
import controlllaves from '../controlllaves/schema';
import schema from './schema';

const views: ResourceViews = {
  list: () => (
    <SchemaList
      schema={schema}
      trailing={
        <DataTable.Col label="" disableSort>
          <KeyActions compact />
        </DataTable.Col>
      }
    />
  ),
  show: () => (
    <SchemaShow schema={schema} extraActions={<KeyActions />}>
      <RelatedList schema={controlllaves} target="id_llave" empty="app.documentos.tabs.sin_prestamos" />
    </SchemaShow>
  ),
};

export default views;
