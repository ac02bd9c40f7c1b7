// The public page's counts per property and Lima day (visitas_inmueble): page views, WhatsApp clicks, contacts.
// Counts only: no cookie, no address, nothing about who looked. One atomic upsert per hit, on both databases.
import { sql } from 'kysely';
import type { Db } from '#server/db/types';
import { limaToday, monthStart } from '../../../lib/limaTime';

export type VisitKind = 'vistas' | 'whatsapp' | 'consultas';

export async function countVisit(db: Db, idPropiedad: number, kind: VisitKind, day = limaToday()): Promise<void> {
  await db
    .insertInto('visitas_inmueble')
    .values({ id_propiedad: idPropiedad, fecha: day, [kind]: 1 })
    .onConflict((oc) => oc.columns(['id_propiedad', 'fecha']).doUpdateSet({ [kind]: sql`visitas_inmueble.${sql.ref(kind)} + 1` }))
    .execute();
}

export interface VisitTotals {
  readonly vistas: number;
  readonly whatsapp: number;
  readonly consultas: number;
}

/** The totals from `desde` to `hasta` (Lima days, inclusive) for one property, or for all when `ids` is undefined. */
export async function visitTotals(db: Db, desde: string, hasta: string, ids?: readonly number[]): Promise<VisitTotals> {
  if (ids && ids.length === 0) return { vistas: 0, whatsapp: 0, consultas: 0 };
  let q = db
    .selectFrom('visitas_inmueble')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('vistas'), sql<number>`0`).as('vistas'),
      eb.fn.coalesce(eb.fn.sum<number>('whatsapp'), sql<number>`0`).as('whatsapp'),
      eb.fn.coalesce(eb.fn.sum<number>('consultas'), sql<number>`0`).as('consultas'),
    ])
    .where('fecha', '>=', desde)
    .where('fecha', '<=', hasta);
  if (ids) q = q.where('id_propiedad', 'in', ids);
  const r = await q.executeTakeFirstOrThrow();
  return { vistas: Number(r.vistas), whatsapp: Number(r.whatsapp), consultas: Number(r.consultas) };
}

/** This Lima month so far. */
export const thisMonth = (today = limaToday()) => ({ desde: monthStart(today), hasta: today });

export interface VisitedProperty extends VisitTotals {
  readonly id_propiedad: number;
  readonly codigo: string;
  readonly descripcion: string;
}

/**
 * The dashboard's web figures from `desde` to `hasta`: the totals of the properties of one agent (null: the
 * agency's), and its most-visited published properties, the most viewed first.
 */
export async function mostVisited(
  db: Db,
  desde: string,
  hasta: string,
  agente: number | null,
  limit = 5,
): Promise<{ total: VisitTotals; lista: VisitedProperty[] }> {
  const base = () => {
    const q = db
      .selectFrom('visitas_inmueble as v')
      .innerJoin('ofertantes as o', 'o.id_propiedad', 'v.id_propiedad')
      .where('v.fecha', '>=', desde)
      .where('v.fecha', '<=', hasta);
    return agente === null ? q : q.where('o.id_agente', '=', agente);
  };
  const sums = [
    sql<number>`coalesce(sum(v.vistas), 0)`.as('vistas'),
    sql<number>`coalesce(sum(v.whatsapp), 0)`.as('whatsapp'),
    sql<number>`coalesce(sum(v.consultas), 0)`.as('consultas'),
  ] as const;
  const [total, rows] = await Promise.all([
    base()
      .select([...sums])
      .executeTakeFirstOrThrow(),
    base()
      .where('o.publicar_web', '=', 1)
      .where('o.estado', '=', 'disponible')
      .select(['o.id_propiedad', 'o.codigo', 'o.descripcion', ...sums])
      .groupBy(['o.id_propiedad', 'o.codigo', 'o.descripcion'])
      .orderBy(sql`sum(v.vistas)`, 'desc')
      .orderBy('o.id_propiedad', 'asc')
      .limit(limit)
      .execute(),
  ]);
  const counts = (r: { vistas: unknown; whatsapp: unknown; consultas: unknown }): VisitTotals => ({
    vistas: Number(r.vistas),
    whatsapp: Number(r.whatsapp),
    consultas: Number(r.consultas),
  });
  return {
    total: counts(total),
    lista: rows.map((r) => ({ id_propiedad: Number(r.id_propiedad), codigo: String(r.codigo), descripcion: r.descripcion, ...counts(r) })),
  };
}
