// The dashboard's charts (GET /api/dashboard/graficos): one grouped query per chart — pipeline by estado, captaciones
// and closings per month over the 12 months that end with the period, available properties by district, citas of
// the period by day of the week. An agent's charts count their own records only.
import { sql } from 'kysely';
import { ESTADO_OFERTANTE_CHOICES } from '../../../resources/ofertantes/estados';
import { rowCount } from '#server/db/aggregates';
import type { Db } from '#server/db/types';
import { byAgent } from './dashboard';
import { addMonths, monthStart, weekdayIndex } from '../../../lib/limaTime';
import type { Range } from './fechas';

const TOP_DISTRITOS = 10;
/** Monday first (es-PE weeks). */
export const DIAS = ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'] as const;

export async function pipeline(db: Db, agente: number | null) {
  const rows = await byAgent(
    db
      .selectFrom('ofertantes')
      .select(['estado', rowCount.as('n')])
      .groupBy('estado'),
    'id_agente',
    agente,
  ).execute();
  return ESTADO_OFERTANTE_CHOICES.map((c) => ({ estado: c.id, nombre: c.name, cantidad: rows.find((r) => r.estado === c.id)?.n ?? 0 }));
}

/** 'AAAA-MM' of the 12 months ending with the month of `hasta`, oldest first. */
export function last12Months(hasta: string): string[] {
  const first = monthStart(hasta);
  return Array.from({ length: 12 }, (_, i) => addMonths(first, i - 11).slice(0, 7));
}

export async function meses(db: Db, hasta: string, agente: number | null) {
  const months = last12Months(hasta);
  const desde = `${months[0]}-01`;
  const fin = `${months[11]}-31`;
  const mes = (column: string) => sql<string>`substr(${sql.ref(column)}, 1, 7)`;
  const [cap, cie] = await Promise.all([
    byAgent(
      db
        .selectFrom('ofertantes')
        .select([mes('fecha_captacion').as('mes'), rowCount.as('n')])
        .where('fecha_captacion', '>=', desde)
        .where('fecha_captacion', '<=', fin)
        .groupBy(mes('fecha_captacion')),
      'id_agente',
      agente,
    ).execute(),
    byAgent(
      db
        .selectFrom('controlcontratos')
        .select([mes('fecha_firma').as('mes'), rowCount.as('n')])
        .where('tipo', 'in', ['compraventa', 'arrendamiento'])
        .where('fecha_firma', '>=', desde)
        .where('fecha_firma', '<=', fin)
        .groupBy(mes('fecha_firma')),
      'id_agente',
      agente,
    ).execute(),
  ]);
  const at = (rows: readonly { mes: string; n: number }[], m: string) => rows.find((r) => r.mes === m)?.n ?? 0;
  return months.map((m) => ({ mes: m, captaciones: at(cap, m), cierres: at(cie, m) }));
}

/** Available properties per district, the largest first; the districts past the first ten summed in `otros`. */
export async function distritos(db: Db, agente: number | null) {
  const rows = await byAgent(
    db
      .selectFrom('ofertantes')
      .select(['distrito', rowCount.as('n')])
      .where('estado', '=', 'disponible')
      .groupBy('distrito'),
    'id_agente',
    agente,
  ).execute();
  const all = rows
    .map((r) => ({ distrito: r.distrito ?? '—', cantidad: r.n }))
    .sort((a, b) => b.cantidad - a.cantidad || a.distrito.localeCompare(b.distrito, 'es'));
  return {
    lista: all.slice(0, TOP_DISTRITOS),
    otros: all.slice(TOP_DISTRITOS).reduce((a, r) => a + r.cantidad, 0),
    n_otros: Math.max(0, all.length - TOP_DISTRITOS),
  };
}

/** Citas of the period per day of the week: grouped by date in SQL (both dialects), weekdays summed here. */
export async function diasSemana(db: Db, r: Range, agente: number | null) {
  const rows = await byAgent(
    db
      .selectFrom('citas')
      .select(['fecha', rowCount.as('n')])
      .where('fecha', '>=', r.desde)
      .where('fecha', '<=', r.hasta)
      .groupBy('fecha'),
    'id_agente',
    agente,
  ).execute();
  const totals = DIAS.map(() => 0);
  for (const row of rows) {
    const day = weekdayIndex(row.fecha.slice(0, 10));
    totals[day] = (totals[day] ?? 0) + row.n;
  }
  return DIAS.map((dia, i) => ({ dia, citas: totals[i] }));
}

export async function graficos(db: Db, r: Range, agente: number | null) {
  const [p, m, d, s] = await Promise.all([pipeline(db, agente), meses(db, r.hasta, agente), distritos(db, agente), diasSemana(db, r, agente)]);
  return { periodo: r, id_agente: agente, pipeline: p, meses: m, distritos: d, dias_semana: s };
}
