// 'Compartir' in the ofertantes list's bulk bar: the ticked properties (on this page or others) as one message,
// through the same menu the cart and the match panels use.
import { useGetMany, useListContext } from 'react-admin';
import { useT } from '../../../i18n/useT';
import { ShareMenu } from './ShareMenu';
import { shareableOfertante } from './shareText';

export function BulkShareMenu() {
  const translate = useT();
  const { selectedIds, resource } = useListContext();
  const { data = [] } = useGetMany(resource, { ids: selectedIds }, { enabled: selectedIds.length > 0 });
  const properties = data.map(shareableOfertante);
  if (properties.length === 0) return null;
  return (
    <ShareMenu
      properties={properties}
      label={translate('app.ofertantes.compartir.titulo_n', { smart_count: properties.length })}
      testId="bulk-ofertantes"
    />
  );
}
