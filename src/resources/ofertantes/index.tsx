// Ofertantes: the generated list with the main photo and 'Agregar al carrito'; the detail in tabs with its
// photos, its public page (sharing, visits), the compatible demand, its citas, its keys, contracts and (administrators) SUNARP procedures and history.
import { DataTable, useCanAccess } from 'react-admin';
import { AddToCartButton, BulkAddToCartButton, CartRows } from '../../carts';
import { PropertyContracts, PropertyKeys, PropertyRecords } from './DocumentosTabs';
import type { ResourceViews } from '../../framework/resource';
import { RelatedList } from '../../framework/views/related';
import { SchemaCreate, SchemaEdit, SchemaList } from '../../framework/views/ResourceViews';
import { TabbedSchemaShow, type ShowTab } from '../../framework/views/TabbedSchemaShow';
import { CoordinatesInput } from '../../features/map/CoordinatesInput';
import { OfertanteMatches } from '../../features/matching/MatchesPanel';
import { PhotoManager } from './PhotoManager';
import { PropertyAds, PropertyArguments } from './PublicidadTabs';
import { BulkShareMenu, ShareRecordButton } from './share';
import cambioso from '../cambioso/schema';
import citas from '../citas/schema';
import schema from './schema';
import { Thumbnail } from './Thumbnail';
import { WebTab } from './WebTab';

function OfertanteShow() {
  const { canAccess: canReadRecords } = useCanAccess({ resource: 'controlregistros', action: 'list' });
  const { canAccess: canReadAds } = useCanAccess({ resource: 'controlmedios', action: 'list' });
  const tabs: ShowTab[] = [
    { label: 'app.ofertantes.tab_fotos', path: 'fotos', content: <PhotoManager /> },
    { label: 'app.ofertantes.tab_web', path: 'web', content: <WebTab /> },
    {
      label: 'app.ofertantes.tab_cruces',
      path: 'cruces',
      content: (
        <CartRows cart="carritode">
          <OfertanteMatches rowActions={<AddToCartButton cart="carritode" compact />} />
        </CartRows>
      ),
    },
    {
      label: 'app.ofertantes.tab_citas',
      path: 'citas',
      content: <RelatedList schema={citas} target="id_propiedad" empty="app.ofertantes.sin_citas" />,
    },
    { label: 'app.documentos.tabs.llaves', path: 'llaves', content: <PropertyKeys /> },
    { label: 'app.documentos.tabs.contratos', path: 'contratos', content: <PropertyContracts /> },
  ];
  if (canReadRecords) tabs.push({ label: 'app.documentos.tabs.registros', path: 'registros', content: <PropertyRecords /> });
  if (canReadAds) tabs.push({ label: 'app.publicidad.medios.tab', path: 'publicidad', content: <PropertyAds /> });
  tabs.push({ label: 'app.publicidad.argumentos.tab', path: 'argumentos', content: <PropertyArguments /> });
  return (
    <TabbedSchemaShow
      schema={schema}
      log={cambioso}
      actions={
        <>
          <ShareRecordButton />
          <AddToCartButton cart="carrito" />
        </>
      }
      tabs={tabs}
    />
  );
}

const views: ResourceViews = {
  list: () => (
    <CartRows cart="carrito">
      <SchemaList
        schema={schema}
        bulkExtra={
          <>
            <BulkShareMenu />
            <BulkAddToCartButton cart="carrito" />
          </>
        }
        leading={
          <DataTable.Col label="" disableSort>
            <Thumbnail />
          </DataTable.Col>
        }
        trailing={
          <DataTable.Col label="" disableSort>
            <AddToCartButton cart="carrito" compact />
          </DataTable.Col>
        }
      />
    </CartRows>
  ),
  create: () => <SchemaCreate schema={schema} formExtra={<CoordinatesInput />} />,
  edit: () => <SchemaEdit schema={schema} formExtra={<CoordinatesInput />} extraActions={<ShareRecordButton />} />,
  show: OfertanteShow,
};

export default views;
