// The scheduled notices of the contracts: a contract in force about to end, and one that ended (then 'vencido'),
// each said once per contract and end date (server/notify.ts notifyOnce).
import type { NotNull } from 'kysely';
import { TIPO_CONTRATO_CHOICES } from '../schema';
import { formatDate } from '../../../lib/dates';
import { addDays, limaToday } from '../../../lib/limaTime';
import type { Db, TableRowOf } from '#server/db/types';
import type { Job } from '#server/jobs/runner';
import { t } from '#server/http';
import { adminIds, notify, notifyOnce } from '#server/notify';
import { inmuebleText } from '../../ofertantes/server/inmuebleText';

async function contractNotice(db: Db, c: TableRowOf<'controlcontratos'>, key: 'contrato_por_vencer' | 'contrato_vencido'): Promise<boolean> {
  return notifyOnce(db, `${key}:${c.id_contrato}:${c.fecha_fin}`, async (trx) => {
    const tipo = TIPO_CONTRATO_CHOICES.find((x) => x.id === c.tipo)?.name.toLowerCase() ?? c.tipo;
    const mensaje = t(`app.documentos.notificaciones.${key}`, {
      tipo,
      inmueble: await inmuebleText(trx, c.id_propiedad),
      fecha: formatDate(c.fecha_fin),
    });
    const to = c.id_agente !== null ? [c.id_agente] : await adminIds(trx);
    await notify(
      trx,
      to.map((id_usuario) => ({ id_usuario, mensaje, recurso: 'controlcontratos', id_registro: c.id_contrato })),
    );
  });
}

/** Contracts in force: 30 days before fecha_fin the agent hears once; once fecha_fin has passed, vencido. */
export async function contractDeadlines(db: Db, now: Date = new Date()): Promise<{ avisos: number; vencidos: number }> {
  const today = limaToday(now);
  const limit = addDays(today, 30);
  const vigentes = await db
    .selectFrom('controlcontratos')
    .selectAll()
    .where('estado', '=', 'vigente')
    .where('fecha_fin', 'is not', null)
    .where('fecha_fin', '<=', limit)
    .$narrowType<{ fecha_fin: NotNull }>()
    .execute();
  let avisos = 0;
  let vencidos = 0;
  for (const c of vigentes) {
    if (c.fecha_fin < today) {
      await db
        .updateTable('controlcontratos')
        .set({ estado: 'vencido', actualizado_en: now.toISOString() })
        .where('id_contrato', '=', c.id_contrato)
        .where('estado', '=', 'vigente')
        .execute();
      vencidos += 1;
      if (await contractNotice(db, c, 'contrato_vencido')) avisos += 1;
    } else if (await contractNotice(db, c, 'contrato_por_vencer')) {
      avisos += 1;
    }
  }
  return { avisos, vencidos };
}

/** Every hour; each notice is said once. */
export const controlcontratosJobs: readonly Job[] = [
  {
    name: 'contratos_por_vencer',
    intervalMs: 60 * 60_000,
    run: async ({ db, now }) => {
      const r = await contractDeadlines(db, now);
      return `avisos: ${r.avisos}, vencidos: ${r.vencidos}`;
    },
  },
];
