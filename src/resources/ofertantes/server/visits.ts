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
