// Reportes › Propiedades (administrators): the properties that match the filters (estado, tipo, distrito,
// operación, price range in one currency), grouped by one of those dimensions, with counts and price totals per
// currency. One grouped query.
import { sql } from 'kysely';
import { amountToCents, formatMoney } from '../../../lib/money';
import { TIPO_INMUEBLE_CHOICES } from '../../../resources/common';
import { ESTADO_OFERTANTE_CHOICES } from '../../../resources/ofertantes/estados';
import { rowCount, sumOf, type Sum } from '#server/db/aggregates';
import type { Db } from '#server/db/types';
import { ApiError, t } from '#server/http';
import { dinero, type Tabla } from './tabla';

const GROUPS = { estado: 'Estado', tipo_inmueble: 'Tipo de inmueble', distrito: 'Distrito', tipo_operacion: 'Operación' } as const;
type Group = keyof typeof GROUPS;
/** The query names of the report (besides formato and separador). */
export const PROPIEDADES_PARAMS = ['agrupar', 'estado', 'tipo_inmueble', 'distrito', 'tipo_operacion', 'moneda', 'precio_min', 'precio_max'] as const;
const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

function label(group: Group, v: unknown): string {
  if (group === 'estado') return ESTADO_OFERTANTE_CHOICES.find((c) => c.id === v)?.name ?? String(v);
  if (group === 'tipo_inmueble') return TIPO_INMUEBLE_CHOICES.find((c) => c.id === v)?.name ?? String(v);
  if (group === 'tipo_operacion') return v === 'A' ? 'Alquiler' : 'Venta';
  return String(v ?? '—');
}

export async function propiedadesTabla(db: Db, q: Record<string, unknown>): Promise<Tabla> {
  const group = (str(q.agrupar) || 'estado') as Group;
  const errors: Record<string, string> = {};
  if (!(group in GROUPS)) errors.agrupar = t('app.reportes.errors.agrupar');
  const min = str(q.precio_min) ? amountToCents(str(q.precio_min)) : null;
  const max = str(q.precio_max) ? amountToCents(str(q.precio_max)) : null;
  if (str(q.precio_min) && min === null) errors.precio_min = t('app.reportes.errors.numero');
  if (str(q.precio_max) && max === null) errors.precio_max = t('app.reportes.errors.numero');
  const moneda = str(q.moneda);
  if ((min !== null || max !== null) && moneda !== 'PEN' && moneda !== 'USD') errors.moneda = t('app.reportes.errors.moneda');
  const [first] = Object.values(errors);
  if (first !== undefined) throw new ApiError(400, first, errors);
  let query = db
    .selectFrom('ofertantes')
    .select([sql.ref<string>(group).as('grupo'), 'moneda', rowCount.as('n'), sql<Sum>`coalesce(sum(precio), 0)`.as('suma')])
    .groupBy([group, 'moneda']);
  for (const f of ['estado', 'tipo_inmueble', 'distrito', 'tipo_operacion'] as const) if (str(q[f])) query = query.where(f, '=', str(q[f]));
  if (moneda) query = query.where('moneda', '=', moneda);
  if (min !== null) query = query.where('precio', '>=', min);
  if (max !== null) query = query.where('precio', '<=', max);
  const rows = await query.execute();
  const grupos = [...new Set(rows.map((r) => r.grupo))].sort((a, b) => label(group, a).localeCompare(label(group, b), 'es'));
  const valores = grupos.map((g) => {
    const of = (m: string) => rows.find((r) => r.grupo === g && r.moneda === m);
    return {
      grupo: g,
      nombre: label(group, g),
      cantidad_pen: of('PEN')?.n ?? 0,
      suma_pen: sumOf(of('PEN')?.suma),
      cantidad_usd: of('USD')?.n ?? 0,
      suma_usd: sumOf(of('USD')?.suma),
    };
  });
  const sum = (k: 'cantidad_pen' | 'suma_pen' | 'cantidad_usd' | 'suma_usd') => valores.reduce((a, v) => a + v[k], 0);
  const filtros = [
    ...(['estado', 'tipo_inmueble', 'distrito', 'tipo_operacion'] as const)
      .filter((f) => str(q[f]))
      .map((f) => `${GROUPS[f]}: ${label(f, str(q[f]))}`),
    ...(min !== null ? [`desde ${formatMoney(min, moneda)}`] : []),
    ...(max !== null ? [`hasta ${formatMoney(max, moneda)}`] : []),
  ];
  return {
    titulo: 'Reporte de propiedades',
    subtitulo: `Por ${GROUPS[group].toLowerCase()}${filtros.length ? ` · ${filtros.join(' · ')}` : ''}`,
    columnas: [GROUPS[group], 'Total', 'En S/', 'Suma de precios S/', 'En US$', 'Suma de precios US$'],
    filas: valores.map((v) => [
      v.nombre,
      v.cantidad_pen + v.cantidad_usd,
      v.cantidad_pen,
      dinero(v.suma_pen, 'PEN'),
      v.cantidad_usd,
      dinero(v.suma_usd, 'USD'),
    ]),
    total: [
      'Total',
      sum('cantidad_pen') + sum('cantidad_usd'),
      sum('cantidad_pen'),
      dinero(sum('suma_pen'), 'PEN'),
      sum('cantidad_usd'),
      dinero(sum('suma_usd'), 'USD'),
    ],
    nota: 'Los precios se suman por moneda, sin convertir.',
    valores,
    grafico: {
      titulo: `Inmuebles por ${GROUPS[group].toLowerCase()}`,
      etiquetas: valores.map((v) => v.nombre),
      series: [
        { nombre: 'En S/', valores: valores.map((v) => v.cantidad_pen) },
        { nombre: 'En US$', valores: valores.map((v) => v.cantidad_usd) },
      ],
      apilado: true,
    },
    archivo: `reporte-propiedades-${group}`,
  };
}
