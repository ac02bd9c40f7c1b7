// Notifications about citas (issue 3 §4): the agent of a cita hears when it is assigned to them, taken from them,
// changed (fecha, horas, lugar, estado), cancelled or deleted — when someone else did it (an agent's own edits
// notify nobody). Written in the same transaction as the change; each links to the cita.
import { formatMoney } from '../../../lib/money';
import { formatDate } from '../../../lib/dates';
import { fieldOf } from '../../../framework/schema';
import citas from '../schema';
import type { ModuleHooks } from '#server/crud/hooks';
import type { Db, TableRowOf } from '#server/db/types';
import { t } from '#server/http';
import { notify, plainText, type NewNotification } from '#server/notify';

/** Fields whose change concerns the agent (notas and resultado do not). */
const WATCHED = ['fecha', 'hora_inicio', 'hora_fin', 'lugar', 'estado', 'id_propiedad', 'tipo'] as const;

type Cita = TableRowOf<'citas'>;

const agentOf = (row: Cita | undefined): number | null => row?.id_agente ?? null;

const choiceName = (field: 'tipo' | 'estado', id: string) => fieldOf(citas, field).choices.find((c) => c.id === id)?.name ?? id;

/** 'Visita del 21/11/2026 a las 10:00 · OF-000123 · Av. Larco 1150' */
export async function citaText(trx: Db, row: Cita): Promise<string> {
  const parts = [t('app.notificaciones.cita_texto', { tipo: choiceName('tipo', row.tipo), fecha: formatDate(row.fecha), hora: row.hora_inicio })];
  const prop = await trx
    .selectFrom('ofertantes')
    .select(['codigo', 'precio', 'moneda'])
    .where('id_propiedad', '=', row.id_propiedad)
    .executeTakeFirst();
  if (prop?.codigo) parts.push(prop.codigo);
  else if (prop) parts.push(formatMoney(prop.precio, prop.moneda));
  const lugar = plainText(row.lugar);
  if (lugar) parts.push(lugar);
  return parts.join(' · ');
}

const link = (row: Cita) => ({ recurso: 'citas', id_registro: row.id_cita });

export const citasHooks: ModuleHooks<Cita> = {
  async afterWrite({ trx, user, mode, record, previous }) {
    const now = agentOf(record);
    const before = agentOf(previous);
    const concerns = (agent: number | null): agent is number => agent !== null && agent !== user.id;
    const due: { id_usuario: number; key: 'cita_asignada' | 'cita_reasignada' | 'cita_cancelada' | 'cita_cambiada'; campos?: string }[] = [];

    if (mode === 'create' || now !== before) {
      if (concerns(now)) due.push({ id_usuario: now, key: 'cita_asignada' });
      if (mode === 'update' && concerns(before)) due.push({ id_usuario: before, key: 'cita_reasignada' });
    } else if (previous && concerns(now)) {
      const changed = WATCHED.filter((f) => (previous[f] ?? '') !== (record[f] ?? ''));
      if (record.estado === 'cancelada' && previous.estado !== 'cancelada') due.push({ id_usuario: now, key: 'cita_cancelada' });
      else if (changed.length)
        due.push({ id_usuario: now, key: 'cita_cambiada', campos: changed.map((f) => fieldOf(citas, f).label.toLowerCase()).join(', ') });
    }
    if (due.length === 0) return;
    const cita = await citaText(trx, record);
    const out: NewNotification[] = due.map((d) => ({
      id_usuario: d.id_usuario,
      mensaje: t(`app.notificaciones.${d.key}`, { cita, campos: d.campos ?? '' }),
      ...link(record),
    }));
    await notify(trx, out);
  },

  async beforeDelete({ trx, user, current }) {
    const agent = agentOf(current);
    if (agent === null || agent === user.id) return;
    // The record is going away: the notification keeps no link.
    await notify(trx, { id_usuario: agent, mensaje: t('app.notificaciones.cita_eliminada', { cita: await citaText(trx, current) }) });
  },
};
