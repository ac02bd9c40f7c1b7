// What a write of an ofertante sets off (called from the ofertantes afterWrite hook, inside its transaction):
// the agents' notifications of new matches and the autoresponder's pending messages (and, when it stops being
// available, its withdrawal from the pending messages nobody reviewed yet). All run in a savepoint:
// if anything here fails, its own changes are rolled back and the ofertante write still succeeds.
import { sql, type Transaction } from 'kysely';
import type { Database, TableRowOf } from '#server/db/types';
import { generateMessages, withdrawProperty } from '../../../resources/autoresponder/server/generate';
import { isNewOffer, notifyMatchingAgents } from './notify';

export async function afterOfertanteWrite(ctx: {
  trx: Transaction<Database>;
  mode: 'create' | 'update';
  record: TableRowOf<'ofertantes'>;
  previous?: TableRowOf<'ofertantes'>;
}): Promise<void> {
  const { trx, mode, record, previous } = ctx;
  if (record.estado !== 'disponible') {
    // Leaving 'disponible': out of the pending messages not yet reviewed.
    if (previous?.estado === 'disponible') await inSavepoint(trx, 'cruce_ofertante', () => withdrawProperty(trx, record.id_propiedad));
    return;
  }
  await inSavepoint(trx, 'cruce_ofertante', async () => {
    if (isNewOffer(mode, record, previous)) await notifyMatchingAgents(trx, record);
    await generateMessages(trx, { propertyIds: [record.id_propiedad] });
  });
}

/** Runs `work` so that its failure undoes only its own changes (SAVEPOINT: SQLite and PostgreSQL alike). */
export async function inSavepoint(trx: Transaction<Database>, name: string, work: () => Promise<unknown>): Promise<void> {
  await sql`savepoint ${sql.raw(name)}`.execute(trx);
  try {
    await work();
    await sql`release savepoint ${sql.raw(name)}`.execute(trx);
  } catch (e) {
    await sql`rollback to savepoint ${sql.raw(name)}`.execute(trx);
    await sql`release savepoint ${sql.raw(name)}`.execute(trx);
    console.error('Cruce de ofertante: no se pudieron generar avisos ni mensajes', e);
  }
}
