// Who may act on an autoresponder message: administrators, and the agent who handles its demandante (id_agente).
import type { SessionUser } from '#server/auth/sessions';
import { isAdmin } from '#server/auth/guard';
import type { Db, TableRowOf } from '#server/db/types';
import { ApiError, t } from '#server/http';

/** The message's demandante (undefined when it no longer exists); 403 unless the caller may act on it. */
export async function assertHandler(db: Db, user: SessionUser, idDemandante: number): Promise<TableRowOf<'demandantes'> | undefined> {
  const demandante = await db.selectFrom('demandantes').selectAll().where('id_demandante', '=', idDemandante).executeTakeFirst();
  if (isAdmin(user)) return demandante;
  if (!demandante || demandante.id_agente !== user.id) throw new ApiError(403, t('app.autoresponder.not_handler'));
  return demandante;
}

/** 409 unless the message is still open (pendiente or error). */
export function assertOpen(message: Pick<TableRowOf<'autoresponder'>, 'estado'>): void {
  if (message.estado === 'enviado') throw new ApiError(409, t('app.autoresponder.already_sent'));
  if (message.estado === 'descartado') throw new ApiError(409, t('app.autoresponder.already_discarded'));
}
