// What a write of a demandante sets off: when a consenting, active demandante is created or their requirement,
// consent, state or email changes, the available properties that match are queued for them at once (not only
// at the next write of a matching property). Like the ofertante side, in a savepoint that never fails the write.
import type { Transaction } from 'kysely';
import type { Database, TableRowOf } from '#server/db/types';
import { generateMessages } from '../../../resources/autoresponder/server/generate';
import { inSavepoint } from './onOfertanteWrite';
import { REQUISITO_FIELDS } from '../../../lib/matching';

const RELEVANT = [...REQUISITO_FIELDS, 'estado', 'consentimiento_marketing', 'email'] as const;

export async function afterDemandanteWrite(ctx: {
  trx: Transaction<Database>;
  mode: 'create' | 'update';
  record: TableRowOf<'demandantes'>;
  previous?: TableRowOf<'demandantes'>;
}): Promise<void> {
  const { trx, mode, record, previous } = ctx;
  const changed = mode === 'create' || RELEVANT.some((f) => (previous?.[f] ?? '') !== (record[f] ?? ''));
  if (!changed || record.estado !== 'activo' || record.consentimiento_marketing !== 1 || !record.email) return;
  await inSavepoint(trx, 'cruce_demandante', () => generateMessages(trx, { demandanteIds: [record.id_demandante] }));
}
