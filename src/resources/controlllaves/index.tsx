// Control de llaves: the generated views with the loan's actions, an 'overdue' mark, and quick filters.
import { DataTable } from 'react-admin';
import AccessTime from '@mui/icons-material/AccessTime';
import type { ResourceViews } from '../../framework/resource';
import { QuickFilters } from '../../framework/views/QuickFilters';
import { SchemaList, SchemaShow } from '../../framework/views/ResourceViews';
import { BorrowerField } from './BorrowerField';
import { LoanActions, OverdueChip } from '../llaves/LoanActions';
import schema from './schema';

const views: ResourceViews = {
  list: () => (
    <SchemaList
      schema={schema}
      aside={
        <QuickFilters
          title="app.documentos.actions.prestamos"
          icon={<AccessTime />}
          items={[
            { label: 'app.documentos.actions.abiertos', value: { estado: 'abierto', fecha_devolucion_prevista_lte: undefined } },
            { label: 'app.documentos.actions.vencidos', value: { estado: 'abierto', fecha_devolucion_prevista_lte: new Date().toISOString() } },
          ]}
        />
      }
      trailing={
        <>
          <DataTable.Col label="Prestada a" disableSort>
            <BorrowerField />
          </DataTable.Col>
          <DataTable.Col label="" disableSort>
            <OverdueChip />
            <LoanActions compact />
          </DataTable.Col>
        </>
      }
    />
  ),
  show: () => <SchemaShow schema={schema} extraActions={<LoanActions />} />,
};

export default views;
