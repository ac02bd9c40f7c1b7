// Correlative numbers per year, gap-free and never reused: the counter row of the year is incremented by one
// atomic upsert (INSERT … ON CONFLICT DO UPDATE … RETURNING) inside the transaction that inserts the sheet. SQLite
// runs one write transaction at a time; PostgreSQL locks the counter row until the transaction ends, so a
// concurrent filing waits for it, and a failed insert rolls the increment back with it.
import { sql, type Transaction } from 'kysely';
import type { Database } from '#server/db/types';

export async function nextCorrelative(trx: Transaction<Database>, anio: number): Promise<number> {
  const row = await trx
    .insertInto('libro_correlativos')
    .values({ anio, ultimo: 1 })
    .onConflict((oc) => oc.column('anio').doUpdateSet({ ultimo: sql`libro_correlativos.ultimo + 1` }))
    .returning('ultimo')
    .executeTakeFirstOrThrow();
  return row.ultimo;
}

/** '000000123-2026' */
export function formatNumero(correlativo: number, anio: number): string {
  return `${String(correlativo).padStart(9, '0')}-${anio}`;
}
