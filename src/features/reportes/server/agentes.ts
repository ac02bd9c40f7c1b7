// Reportes › Agentes (administrators): per agent and date range — captaciones, citas by estado, contracts signed,
// operations closed (sale and lease contracts) and their amounts per currency. One grouped query per figure.
import { sql } from 'kysely';
import { formatDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { rowCount, sumOf, type Sum } from '#server/db/aggregates';
import type { Db } from '#server/db/types';

import type { Range } from './fechas';
import { dinero, type Celda, type Tabla } from './tabla';

export async function agentesTabla(db: Db, r: Range, tipoCambio: number): Promise<Tabla> {
  const [usuarios, cap, cit, con, cie] = await Promise.all([
    db.selectFrom('usuarios').select(['id_usuario', 'nombre', 'apellido']).where('estado', '=', 'activo').orderBy('apellido').execute(),
    db
      .selectFrom('ofertantes')
      .select(['id_agente', rowCount.as('n')])
      .where('fecha_captacion', '>=', r.desde)
      .where('fecha_captacion', '<=', r.hasta)
      .groupBy('id_agente')
      .execute(),
    db
      .selectFrom('citas')
      .select(['id_agente', 'estado', rowCount.as('n')])
      .where('fecha', '>=', r.desde)
      .where('fecha', '<=', r.hasta)
      .groupBy(['id_agente', 'estado'])
      .execute(),
    db
      .selectFrom('controlcontratos')
      .select(['id_agente', rowCount.as('n')])
      .where('fecha_firma', '>=', r.desde)
      .where('fecha_firma', '<=', r.hasta)
      .groupBy('id_agente')
      .execute(),
    db
      .selectFrom('controlcontratos')
      .select(['id_agente', 'moneda', rowCount.as('n'), sql<Sum>`coalesce(sum(monto), 0)`.as('monto')])
      .where('tipo', 'in', ['compraventa', 'arrendamiento'])
      .where('fecha_firma', '>=', r.desde)
      .where('fecha_firma', '<=', r.hasta)
      .groupBy(['id_agente', 'moneda'])
      .execute(),
  ]);
  const of = <T extends { id_agente: number | null }>(rows: readonly T[], id: number, pred: (x: T) => boolean = () => true) =>
    rows.filter((x) => x.id_agente === id && pred(x));
  const valores = usuarios.map((u) => {
    const citas = (estado: string) => of(cit, u.id_usuario, (x) => x.estado === estado)[0]?.n ?? 0;
    const cierre = (moneda: string) => of(cie, u.id_usuario, (x) => x.moneda === moneda)[0];
    return {
      id_agente: u.id_usuario,
      agente: `${u.nombre} ${u.apellido}`,
      captaciones: of(cap, u.id_usuario)[0]?.n ?? 0,
      citas_programadas: citas('programada'),
      citas_realizadas: citas('realizada'),
      citas_canceladas: citas('cancelada'),
      citas_no_asistio: citas('no_asistio'),
      contratos: of(con, u.id_usuario)[0]?.n ?? 0,
      cierres: (cierre('PEN')?.n ?? 0) + (cierre('USD')?.n ?? 0),
      monto_pen: sumOf(cierre('PEN')?.monto),
      monto_usd: sumOf(cierre('USD')?.monto),
    };
  });
  const sum = (k: Exclude<keyof (typeof valores)[number], 'agente'>) => valores.reduce((a, v) => a + v[k], 0);
  const fila = (v: (typeof valores)[number]): Celda[] => [
    v.agente,
    v.captaciones,
    v.citas_programadas,
    v.citas_realizadas,
    v.citas_canceladas,
    v.citas_no_asistio,
    v.contratos,
    v.cierres,
    dinero(v.monto_pen, 'PEN'),
    dinero(v.monto_usd, 'USD'),
  ];
  const totalPen = sum('monto_pen');
  const totalUsd = sum('monto_usd');
  return {
    titulo: 'Reporte de agentes',
    subtitulo: `Del ${formatDate(r.desde)} al ${formatDate(r.hasta)}`,
    columnas: [
      'Agente',
      'Captaciones',
      'Citas programadas',
      'Citas realizadas',
      'Citas canceladas',
      'No asistió',
      'Contratos',
      'Operaciones cerradas',
      'Monto S/',
      'Monto US$',
    ],
    filas: valores.map(fila),
    total: [
      'Total',
      ...(['captaciones', 'citas_programadas', 'citas_realizadas', 'citas_canceladas', 'citas_no_asistio', 'contratos', 'cierres'] as const).map(
        (k) => sum(k),
      ),
      dinero(totalPen, 'PEN'),
      dinero(totalUsd, 'USD'),
    ],
    nota: `Operaciones cerradas: contratos de compraventa y arrendamiento firmados en el periodo. Los montos se muestran por moneda; equivalente total en soles al tipo de cambio configurado (S/ ${tipoCambio.toFixed(2)} por US$ 1): ${formatMoney(Math.round(totalPen + totalUsd * tipoCambio), 'PEN')}.`,
    valores,
    grafico: {
      titulo: 'Captaciones, contratos y operaciones cerradas por agente',
      etiquetas: valores.map((v) => v.agente),
      series: [
        { nombre: 'Captaciones', valores: valores.map((v) => v.captaciones) },
        { nombre: 'Contratos', valores: valores.map((v) => v.contratos) },
        { nombre: 'Operaciones cerradas', valores: valores.map((v) => v.cierres) },
      ],
    },
    archivo: `reporte-agentes-${r.desde}-${r.hasta}`,
  };
}
