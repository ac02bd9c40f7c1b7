// The scheduled notice of the key loans: an open loan past its expected return, said once per loan (server/notify.ts
// notifyOnce).
import { formatDateTime } from '../../../lib/dates';
import type { Db } from '#server/db/types';
import type { Job } from '#server/jobs/runner';
import { t } from '#server/http';
import { adminIds, notify, notifyOnce } from '#server/notify';
import { borrowerName } from '../../llaves/server/llaves';
import { inmuebleText } from '../../ofertantes/server/inmuebleText';

const unique = (ids: readonly (number | null)[]) => Array.from(new Set(ids.filter((x): x is number => x !== null && Number.isFinite(x))));

/** Open loans past their expected return: the borrowing agent (or whoever lent the key) and the administrators. */
export async function notifyOverdueLoans(db: Db, now: Date = new Date()): Promise<number> {
  const loans = await db
    .selectFrom('controlllaves as p')
    .innerJoin('llaves as l', 'l.id_llave', 'p.id_llave')
    .selectAll('p')
    .select(['l.codigo', 'l.id_propiedad'])
    .where('p.estado', '=', 'abierto')
    .where('p.fecha_devolucion_prevista', '<', now.toISOString())
    .execute();
  let sent = 0;
  for (const loan of loans) {
    // A loan to an agent whose user is gone (id_agente emptied) falls back, like any other, to whoever lent the key.
    const agent = loan.prestatario_tipo === 'agente' && loan.id_agente !== null ? loan.id_agente : loan.creado_por;
    const said = await notifyOnce(db, `prestamo-vencido:${loan.id_prestamo}`, async (trx) => {
      const mensaje = t('app.documentos.notificaciones.prestamo_vencido', {
        codigo: String(loan.codigo),
        inmueble: await inmuebleText(trx, loan.id_propiedad),
        fecha: formatDateTime(loan.fecha_devolucion_prevista, false),
        quien: await borrowerName(trx, loan),
      });
      const to = unique([agent, ...(await adminIds(trx))]);
      await notify(
        trx,
        to.map((id_usuario) => ({ id_usuario, mensaje, recurso: 'controlllaves', id_registro: loan.id_prestamo })),
      );
    });
    if (said) sent += 1;
  }
  return sent;
}

/** Every 15 minutes; each loan is said once. */
export const controlllavesJobs: readonly Job[] = [
  { name: 'prestamos_vencidos', intervalMs: 15 * 60_000, run: async ({ db, now }) => `avisos: ${await notifyOverdueLoans(db, now)}` },
];
