// Sharing from the match panels (issue 30): a matched property goes to the demandante's WhatsApp (its phone, as
// 51…) with the page's link; on a demandante's matches, the ticked properties go as one message.
import { useListContext, useRecordContext, type RaRecord } from 'react-admin';
import { useT } from '../../i18n/useT';
import { ShareMenu, shareableOfertante, type ShareableProperty } from '../../resources/ofertantes/share';
import type { DemandanteMatch } from './types';

/** The demandante in context (its detail's record). */
type Client = Readonly<Record<string, unknown>>;

const phoneOf = (c: Client) => (typeof c.telefono === 'string' ? c.telefono : null);
const nameOf = (c: Client) => [c.nombre, c.apellido].filter((x) => typeof x === 'string' && x).join(' ');

/** On an ofertante's matches: this property to the row's demandante. */
export function ShareWithMatchedDemandante({ property }: { readonly property: ShareableProperty }) {
  const d = useRecordContext<DemandanteMatch & RaRecord>();
  if (!d) return null;
  return <ShareMenu compact properties={[property]} phone={phoneOf(d)} recipient={nameOf(d)} testId={`match-${d.id_demandante}`} />;
}

/** On a demandante's matches: the row's property to this demandante. */
export function ShareMatchedProperty({ client }: { readonly client: Client }) {
  const row = useRecordContext();
  if (!row) return null;
  const property = shareableOfertante(row);
  return <ShareMenu compact properties={[property]} phone={phoneOf(client)} recipient={nameOf(client)} testId={`match-${property.id}`} />;
}

/** On a demandante's matches, for the ticked rows: one message with each property. */
export function ShareTickedProperties({ client }: { readonly client: Client }) {
  const translate = useT();
  const { selectedIds, data = [] } = useListContext();
  const ticked = new Set(selectedIds);
  const properties = data.filter((r) => ticked.has(r.id)).map(shareableOfertante);
  return (
    <ShareMenu
      properties={properties}
      phone={phoneOf(client)}
      recipient={nameOf(client)}
      label={translate('app.ofertantes.compartir.titulo_n', { smart_count: properties.length })}
      testId="matches-ticked"
    />
  );
}
