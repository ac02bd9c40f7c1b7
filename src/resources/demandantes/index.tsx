// Demandantes: generated list and forms; the detail in tabs with its citas and history.
import type { ResourceViews } from '../../framework/resource';
import { TabbedSchemaShow } from '../../framework/views/TabbedSchemaShow';
import { RelatedList } from '../../framework/views/related';
import citas from '../citas/schema';
import schema from './schema';

const views: ResourceViews = {
  show: () => (
    <TabbedSchemaShow
      schema={schema}
      tabs={[{ label: 'app.ofertantes.tab_citas', path: 'citas', content: <RelatedList schema={citas} target="id_demandante" empty="app.ofertantes.sin_citas" /> }]}
    />
  ),
};

export default views;
