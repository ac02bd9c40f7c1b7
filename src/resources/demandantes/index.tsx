// Demandantes: the generated list with 'Agregar al carrito'; the detail in tabs with the compatible properties,
// its citas and (administrators) its history.
import { DataTable } from 'react-admin';
import { AddToCartButton, BulkAddToCartButton, CartRows } from '../../carts';
import type { ResourceViews } from '../../framework/resource';
import { RelatedList } from '../../framework/views/related';
import { SchemaList } from '../../framework/views/ResourceViews';
import { TabbedSchemaShow } from '../../framework/views/TabbedSchemaShow';
import { DemandanteMatches } from '../../features/matching/MatchesPanel';
import cambiosd from '../cambiosd/schema';
import citas from '../citas/schema';
import schema from './schema';

const views: ResourceViews = {
  list: () => (
    <CartRows cart="carritode">
      <SchemaList
        schema={schema}
        bulkExtra={<BulkAddToCartButton cart="carritode" />}
        trailing={
          <DataTable.Col label="" disableSort>
            <AddToCartButton cart="carritode" compact />
          </DataTable.Col>
        }
      />
    </CartRows>
  ),
  show: () => (
    <TabbedSchemaShow
      schema={schema}
      log={cambiosd}
      actions={<AddToCartButton cart="carritode" />}
      tabs={[
        {
          label: 'app.demandantes.tab_cruces',
          path: 'cruces',
          content: (
            <CartRows cart="carrito">
              <DemandanteMatches rowActions={<AddToCartButton cart="carrito" compact />} />
            </CartRows>
          ),
        },
        {
          label: 'app.ofertantes.tab_citas',
          path: 'citas',
          content: <RelatedList schema={citas} target="id_demandante" empty="app.ofertantes.sin_citas" />,
        },
      ]}
    />
  ),
};

export default views;
