// Control de llaves: the generated views with the loan's actions, an 'overdue' mark, and quick filters.
import { Card, CardContent } from '@mui/material';
import { DataTable, FilterList, FilterListItem } from 'react-admin';
import AccessTime from '@mui/icons-material/AccessTime';
import type { ResourceViews } from '../../framework/resource';
import { SchemaList, SchemaShow } from '../../framework/views/ResourceViews';
import { BorrowerField } from '../../documentos/BorrowerField';
import { LoanActions, OverdueChip } from '../../documentos/LoanActions';
import schema from './schema';

function QuickFilters() {
  return (
    <Card sx={{ order: -1, mr: 2, mt: 8, width: 200, display: { xs: 'none', md: 'block' }, alignSelf: 'flex-start' }}>
      <CardContent>
        <FilterList label="Préstamos" icon={<AccessTime />}>
          <FilterListItem label="app.documentos.actions.abiertos" value={{ estado: 'abierto', fecha_devolucion_prevista_lte: undefined }} />
          <FilterListItem label="app.documentos.actions.vencidos" value={{ estado: 'abierto', fecha_devolucion_prevista_lte: new Date().toISOString() }} />
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
