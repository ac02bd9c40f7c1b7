// The text of an autoresponder message: plain Spanish, the demandante's name, each property (code, description,
// district, price in its own currency) and the agency's data from the settings.
import { formatMoney } from '../../../lib/money';
import { TIPO_INMUEBLE_CHOICES } from '../../common';
import type { Settings } from '../../../features/configuracion/shared/settings';
import type { TableRowOf } from '#server/db/types';
import type { OfertanteCandidate } from '../../../features/matching/server/candidates';
import { t } from '#server/http';

type Propiedad = Pick<
  OfertanteCandidate,
  | 'codigo'
  | 'descripcion'
  | 'distrito'
  | 'precio'
  | 'moneda'
  | 'tipo_operacion'
  | 'tipo_inmueble'
  | 'dormitorios'
  | 'banos'
  | 'cocheras'
  | 'area_construida'
  | 'area_terreno'
>;

export interface Composed {
  readonly asunto: string;
  readonly cuerpo: string;
}

const text = (v: unknown): string => (v === null || v === undefined ? '' : String(v).trim());
const count = (v: number | null): number | null => (v !== null && Number.isFinite(v) && v > 0 ? v : null);
const area = new Intl.NumberFormat('es-PE', { maximumFractionDigits: 2 });

function features(p: Propiedad): string {
  const tipo = TIPO_INMUEBLE_CHOICES.find((c) => c.id === p.tipo_inmueble)?.name ?? text(p.tipo_inmueble);
  const parts = [`${tipo} en ${p.tipo_operacion === 'A' ? 'alquiler' : 'venta'}`];
  const dormitorios = count(p.dormitorios);
  const banos = count(p.banos);
  const cocheras = count(p.cocheras);
  const m2 = count(p.tipo_inmueble === 'terreno' ? p.area_terreno : (p.area_construida ?? p.area_terreno));
  if (dormitorios) parts.push(t('app.common.conteo.dormitorios', { smart_count: dormitorios }));
  if (banos) parts.push(t('app.common.conteo.banos', { smart_count: banos }));
  if (cocheras) parts.push(t('app.common.conteo.cocheras', { smart_count: cocheras }));
  if (m2) parts.push(`${area.format(m2)} m²`);
  return parts.join(' · ');
}

function propertyBlock(p: Propiedad, n: number): string {
  const precio = formatMoney(p.precio, text(p.moneda) || 'PEN');
  return [
    `${n}. ${text(p.codigo)} — ${text(p.descripcion)}`,
    `   Distrito: ${text(p.distrito)} · Precio: ${precio}${p.tipo_operacion === 'A' ? ' al mes' : ''}`,
    `   ${features(p)}`,
  ].join('\n');
}

export function composeMessage(
  demandante: Pick<TableRowOf<'demandantes'>, 'nombre' | 'apellido'>,
  propiedades: readonly Propiedad[],
  s: Settings,
): Composed {
  const agencia = text(s.agencia_nombre) || 'Inmobiliaria';
  const nombre = `${text(demandante.nombre)} ${text(demandante.apellido)}`.trim();
  const telefono = text(s.agencia_telefono);
  const email = text(s.agencia_email);
  const una = propiedades.length === 1;
  const contacto = [telefono && `Tel. ${telefono}`, email].filter(Boolean).join(' · ');
  const cuerpo = [
    `Estimado(a) ${nombre}:`,
    '',
    una
      ? `En ${agencia} tenemos un inmueble que coincide con lo que usted busca:`
      : `En ${agencia} tenemos ${propiedades.length} inmuebles que coinciden con lo que usted busca:`,
    '',
    propiedades.map((p, i) => propertyBlock(p, i + 1)).join('\n\n'),
    '',
    `Si ${una ? 'le interesa' : 'alguno le interesa'}, responda este correo${telefono ? ` o llámenos al ${telefono}` : ''} para coordinar una visita.`,
    '',
    'Atentamente,',
    agencia,
    ...[s.agencia_ruc ? `RUC ${text(s.agencia_ruc)}` : '', text(s.agencia_direccion), contacto].filter(Boolean),
    '',
    'Recibe este correo porque aceptó recibir ofertas de inmuebles. Si ya no desea recibirlas, responda con la palabra BAJA.',
  ].join('\n');
  return { asunto: `${una ? 'Un nuevo inmueble' : 'Nuevos inmuebles'} para usted — ${agencia}`, cuerpo };
}
