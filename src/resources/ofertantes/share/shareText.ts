// What sharing a property sends (issue 30): its public page's address and the Spanish message a client receives by
// WhatsApp or in the clipboard — one property, or several as one message listing each code, price and link. Only a
// published property (schema's isPublished) has a page; the others stay out of every message.
import { translate } from '../../../i18n/translate';
import { formatMoney } from '../../../lib/money';
import { isPublished, listingPath } from '../schema';

export interface ShareableProperty {
  readonly id: number;
  readonly codigo: string;
  readonly descripcion: string;
  /** Cents. */
  readonly precio: number | null;
  readonly moneda: string;
  readonly publicado: boolean;
  /** Its estado when known: says why an unpublished one has no page. */
  readonly estado?: string;
}

/** An ofertante record (detail, match row) as something to share. */
export function shareableOfertante(r: Readonly<Record<string, unknown>>): ShareableProperty {
  return {
    id: Number(r.id_propiedad ?? r.id),
    codigo: String(r.codigo ?? ''),
    descripcion: String(r.descripcion ?? ''),
    precio: r.precio === null || r.precio === undefined ? null : Number(r.precio),
    moneda: String(r.moneda ?? 'PEN'),
    publicado: isPublished(r),
    estado: typeof r.estado === 'string' ? r.estado : undefined,
  };
}

/** The address of its public page on this site. */
export const pageUrl = (p: ShareableProperty, origin: string) => `${origin.replace(/\/+$/, '')}${listingPath(p.codigo, p.descripcion)}`;

const fields = (p: ShareableProperty, origin: string) => ({
  codigo: p.codigo,
  titulo: p.descripcion,
  precio: formatMoney(p.precio, p.moneda),
  url: pageUrl(p, origin),
});

/** The message for the published ones among `list` (one: a short note; several: a numbered list), or '' for none. */
export function shareMessage(list: readonly ShareableProperty[], origin: string): string {
  const shown = list.filter((p) => p.publicado);
  const [first] = shown;
  if (!first) return '';
  if (shown.length === 1) return translate('app.ofertantes.compartir.uno', fields(first, origin));
  const items = shown.map((p, i) => translate('app.ofertantes.compartir.item', { n: i + 1, ...fields(p, origin) }));
  return [translate('app.ofertantes.compartir.varios_intro'), ...items].join('\n\n');
}
