// The administrators hear once about each unanswered sheet with 3 business days or fewer left (or already late,
// when the job did not run in time). Idempotent: `aviso_plazo` records the notice, so running it again, or twice
// the same day, notifies nobody twice. Meant for the scheduled-job runner (e.g. every hour).
import { addBusinessDays, businessDaysLeft } from '../../../lib/businessDays';
import { formatDate } from '../../../lib/dates';
import { limaToday } from '../../../lib/limaTime';
import schema from '../schema';
import { affected } from '#server/db/aggregates';
import type { Db } from '#server/db/types';
import { t } from '#server/http';
import { adminIds, notify } from '#server/notify';

export const NOTICE_DAYS_LEFT = 3;

/** Returns how many sheets were notified. */
export async function notifyComplaintDeadlines(db: Db, now: Date = new Date()): Promise<number> {
  const today = limaToday(now);
  const bound = addBusinessDays(today, NOTICE_DAYS_LEFT);
  const due = await db
    .selectFrom(schema.name)
    .select([schema.key, 'numero', 'fecha_limite'])
    .where('estado', 'in', ['pendiente', 'en_proceso'])
    .where('aviso_plazo', 'is', null)
    .where('fecha_limite', '<=', bound)
    .orderBy('fecha_limite')
    .execute();
  if (due.length === 0) return 0;
  return db.transaction().execute(async (trx) => {
    const admins = await adminIds(trx);
    let count = 0;
    for (const row of due) {
      // Claim the row first: a concurrent run that claimed it already updates nothing here.
      const claimed = await trx
        .updateTable(schema.name)
        .set({ aviso_plazo: now.toISOString() })
        .where(schema.key, '=', row[schema.key])
        .where('aviso_plazo', 'is', null)
        .executeTakeFirst();
      if (affected(claimed) === 0) continue;
      const fechaLimite = row.fecha_limite;
      const left = businessDaysLeft(today, fechaLimite);
      const args = { numero: row.numero, fecha_limite: formatDate(fechaLimite), smart_count: left };
      const mensaje = left < 0 ? t('app.libro.notificaciones.plazo_vencido', args) : t('app.libro.notificaciones.plazo', args);
      await notify(
        trx,
        admins.map((id_usuario) => ({ id_usuario, mensaje, recurso: schema.name, id_registro: row[schema.key] })),
      );
      count++;
    }
    return count;
  });
}
