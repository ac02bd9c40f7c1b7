// What the letters share: the signing agent, the place and date line, the addressee, the signature block.
import { TIPO_INMUEBLE_CHOICES } from '../../../resources/common';
import type { Db, TableRowOf } from '#server/db/types';

/** A property as the letters and reports read it. */
export type Propiedad = TableRowOf<'ofertantes'>;
import { notFound, t } from '#server/http';
import type { Content } from '#server/pdf';
import { formatDateLong } from '../../../lib/dates';

export interface Signer {
  readonly nombre: string;
  readonly email: string;
  readonly telefono: string;
  readonly registro: string;
}

export const s = (v: unknown): string => (v === null || v === undefined ? '' : String(v).trim());

export async function signerOf(db: Db, idUsuario: number): Promise<Signer> {
  const u = await db
    .selectFrom('usuarios')
    .select(['nombre', 'apellido', 'email', 'telefono', 'registro_mvcs'])
    .where('id_usuario', '=', idUsuario)
    .executeTakeFirst();
  return { nombre: `${s(u?.nombre)} ${s(u?.apellido)}`.trim(), email: s(u?.email), telefono: s(u?.telefono), registro: s(u?.registro_mvcs) };
}

export async function propiedad(db: Db, id: number): Promise<Propiedad> {
  const row = await db.selectFrom('ofertantes').selectAll().where('id_propiedad', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

export const tipoInmueble = (id: unknown) => TIPO_INMUEBLE_CHOICES.find((c) => c.id === id)?.name ?? s(id);
export const operacion = (r: Pick<Propiedad, 'tipo_operacion'>) =>
  t(r.tipo_operacion === 'A' ? 'app.reportes.pdf.alquiler' : 'app.reportes.pdf.venta');

export function dateLine(today: string): Content {
  return { text: t('app.reportes.pdf.lugar_fecha', { fecha: formatDateLong(today) }), alignment: 'right', margin: [0, 0, 0, 14] };
}

export function addressee(nombre: string, referencia?: string): Content {
  return {
    stack: [
      t('app.reportes.pdf.senor'),
      { text: nombre, bold: true },
      t('app.reportes.pdf.presente'),
      ...(referencia ? [{ text: [{ text: `${t('app.reportes.pdf.referencia')}: `, bold: true }, referencia], margin: [0, 8, 0, 0] }] : []),
    ],
    margin: [0, 0, 0, 12],
  } as Content;
}

export const paragraph = (text: string): Content => ({ text, alignment: 'justify', margin: [0, 0, 0, 8] });

export function signature(signer: Signer): Content {
  return {
    stack: [
      { text: t('app.reportes.pdf.atentamente'), margin: [0, 10, 0, 36] },
      { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 180, y2: 0, lineWidth: 0.5 }] },
      { text: signer.nombre, bold: true, margin: [0, 3, 0, 0] },
      t('app.reportes.pdf.agente'),
      ...(signer.registro ? [t('app.reportes.pdf.registro', { numero: signer.registro })] : []),
      { text: [signer.telefono, signer.email].filter(Boolean).join(' · '), style: 'label' },
    ],
    unbreakable: true,
  };
}
