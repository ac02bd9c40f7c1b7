// The sales dashboard's figures (GET /api/dashboard/resumen): one query per widget, each an indexed aggregate over
// the period and the previous period of the same length. An agent gets their own figures; an administrator the
// agency's, or one agent's with id_agente. Money is summed per currency; the S/ equivalent uses the configured
// exchange rate and says so.
import { sql, type SelectQueryBuilder } from 'kysely';
import { rowCount, sumOf, type Sum } from '#server/db/aggregates';
import type { Database, Db } from '#server/db/types';
import { exchangeRate } from '#server/settings';
import { addDays, daysBetween } from '../../../lib/limaTime';
import type { Range } from './fechas';

export interface Periods {
  readonly actual: Range;
  readonly anterior: Range;
}

export function periodsOf(range: Range): Periods {
  const days = daysBetween(range.desde, range.hasta) + 1;
  return { actual: range, anterior: { desde: addDays(range.desde, -days), hasta: addDays(range.desde, -1) } };
}

export interface Comparada {
  readonly actual: number;
  readonly anterior: number;
}

/** How many rows have `column` in [desde, hasta] (ISO dates compare as text); null when no row is summed. */
const inRange = (column: string, r: Range) =>
  sql<number | null>`sum(case when ${sql.ref(column)} >= ${r.desde} and ${sql.ref(column)} <= ${r.hasta} then 1 else 0 end)`;
const sumInRange = (column: string, value: string, r: Range) =>
  sql<Sum>`sum(case when ${sql.ref(column)} >= ${r.desde} and ${sql.ref(column)} <= ${r.hasta} then ${sql.ref(value)} else 0 end)`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the builders of any table
type Q = SelectQueryBuilder<Database, any, any>;
/** The query limited to one agent's rows (null: the whole agency). */
export const byAgent = <T extends Q>(q: T, column: string, agente: number | null): T => (agente === null ? q : (q.where(column, '=', agente) as T));

export async function captaciones(db: Db, p: Periods, agente: number | null): Promise<Comparada> {
  const q = db
    .selectFrom('ofertantes')
    .select([inRange('fecha_captacion', p.actual).as('actual'), inRange('fecha_captacion', p.anterior).as('anterior')])
    .where('fecha_captacion', '>=', p.anterior.desde)
    .where('fecha_captacion', '<=', p.actual.hasta);
  const r = await byAgent(q, 'id_agente', agente).executeTakeFirst();
  return { actual: r?.actual ?? 0, anterior: r?.anterior ?? 0 };
}

export async function disponibles(db: Db, agente: number | null): Promise<{ venta: number; alquiler: number }> {
  const q = db
    .selectFrom('ofertantes')
    .select(['tipo_operacion', rowCount.as('n')])
    .where('estado', '=', 'disponible')
    .groupBy('tipo_operacion');
  const rows = await byAgent(q, 'id_agente', agente).execute();
  const of = (op: string) => rows.find((r) => r.tipo_operacion === op)?.n ?? 0;
  return { venta: of('V'), alquiler: of('A') };
}

export async function citas(db: Db, p: Periods, agente: number | null): Promise<{ realizadas: Comparada; programadas: Comparada }> {
  const est = (estado: string, r: Range) =>
    sql<number | null>`sum(case when estado = ${estado} and fecha >= ${r.desde} and fecha <= ${r.hasta} then 1 else 0 end)`;
  const q = db
    .selectFrom('citas')
    .select([
      est('realizada', p.actual).as('ra'),
      est('realizada', p.anterior).as('rp'),
      est('programada', p.actual).as('pa'),
      est('programada', p.anterior).as('pp'),
    ])
    .where('fecha', '>=', p.anterior.desde)
    .where('fecha', '<=', p.actual.hasta);
  const r = await byAgent(q, 'id_agente', agente).executeTakeFirst();
  return { realizadas: { actual: r?.ra ?? 0, anterior: r?.rp ?? 0 }, programadas: { actual: r?.pa ?? 0, anterior: r?.pp ?? 0 } };
}

export async function contratos(db: Db, p: Periods, agente: number | null): Promise<Comparada> {
  const q = db
    .selectFrom('controlcontratos')
    .select([inRange('fecha_firma', p.actual).as('actual'), inRange('fecha_firma', p.anterior).as('anterior')])
    .where('fecha_firma', '>=', p.anterior.desde)
    .where('fecha_firma', '<=', p.actual.hasta);
  const r = await byAgent(q, 'id_agente', agente).executeTakeFirst();
  return { actual: r?.actual ?? 0, anterior: r?.anterior ?? 0 };
}

export interface Cierre {
  readonly operacion: 'vendido' | 'alquilado';
  readonly moneda: 'PEN' | 'USD';
  readonly cantidad: Comparada;
  /** Cents, in `moneda`. */
  readonly monto: Comparada;
}

/** Operations closed: sale contracts (vendido) and leases (alquilado) signed in the period, per currency. */
export async function cierres(db: Db, p: Periods, agente: number | null): Promise<Cierre[]> {
  const q = db
    .selectFrom('controlcontratos')
    .select([
      'tipo',
      'moneda',
      inRange('fecha_firma', p.actual).as('ca'),
      inRange('fecha_firma', p.anterior).as('cp'),
      sumInRange('fecha_firma', 'monto', p.actual).as('ma'),
      sumInRange('fecha_firma', 'monto', p.anterior).as('mp'),
    ])
    .where('tipo', 'in', ['compraventa', 'arrendamiento'])
    .where('fecha_firma', '>=', p.anterior.desde)
    .where('fecha_firma', '<=', p.actual.hasta)
    .groupBy(['tipo', 'moneda']);
  const rows = await byAgent(q, 'id_agente', agente).execute();
  const out: Cierre[] = [];
  for (const operacion of ['vendido', 'alquilado'] as const) {
    for (const moneda of ['PEN', 'USD'] as const) {
      const r = rows.find((x) => x.tipo === (operacion === 'vendido' ? 'compraventa' : 'arrendamiento') && x.moneda === moneda);
      out.push({
        operacion,
        moneda,
        cantidad: { actual: r?.ca ?? 0, anterior: r?.cp ?? 0 },
        monto: { actual: sumOf(r?.ma), anterior: sumOf(r?.mp) },
      });
    }
  }
  return out;
}

export async function agenda(db: Db, hoy: string, agente: number | null) {
  const q = db
    .selectFrom('citas as c')
    .innerJoin('ofertantes as o', 'o.id_propiedad', 'c.id_propiedad')
    .leftJoin('demandantes as d', 'd.id_demandante', 'c.id_demandante')
    .select(['c.id_cita', 'c.fecha', 'c.hora_inicio', 'c.tipo', 'c.estado', 'o.codigo', 'o.descripcion', 'd.nombre', 'd.apellido'])
    .where('c.fecha', '>=', hoy)
    .where('c.fecha', '<=', addDays(hoy, 1))
    .where('c.estado', '=', 'programada')
    .orderBy('c.fecha')
    .orderBy('c.hora_inicio')
    .limit(50);
  const rows = await byAgent(q, 'c.id_agente', agente).execute();
  return rows.map((r) => ({
    id_cita: r.id_cita,
    fecha: r.fecha,
    hora: r.hora_inicio,
    tipo: r.tipo,
    inmueble: `${r.codigo} · ${r.descripcion}`,
    demandante: `${r.nombre ?? ''} ${r.apellido ?? ''}`.trim(),
  }));
}

/** Everything the dashboard shows; the widgets' queries run side by side. */
export async function resumen(db: Db, range: Range, agente: number | null, hoy: string) {
  const p = periodsOf(range);
  const [cap, disp, cit, con, cie, age, tipoCambio] = await Promise.all([
    captaciones(db, p, agente),
    disponibles(db, agente),
    citas(db, p, agente),
    contratos(db, p, agente),
    cierres(db, p, agente),
    agenda(db, hoy, agente),
    exchangeRate(db),
  ]);
  // The S/ equivalent of the closings: US$ converted at the configured rate (never a blind sum of currencies).
  const equivalente = (k: 'actual' | 'anterior') =>
    Math.round(cie.reduce((acc, c) => acc + (c.moneda === 'USD' ? c.monto[k] * tipoCambio : c.monto[k]), 0));
  return {
    periodo: p.actual,
    anterior: p.anterior,
    id_agente: agente,
    captaciones: cap,
    disponibles: disp,
    citas: cit,
    contratos: con,
    cierres: cie,
    cierres_equivalente_pen: { actual: equivalente('actual'), anterior: equivalente('anterior'), tipo_cambio: tipoCambio },
    agenda: age,
  };
}
