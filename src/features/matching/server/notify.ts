// Notifications of issue 3 §4: a property that becomes available (created as, or changed to, 'disponible'), or
// whose operation, type, price, currency or district changes while available, notifies the agent of each active
// demandante it matches: 'Nuevo inmueble OF-000123 coincide con el requerimiento de Ana Quispe'.
// Never twice for the same (demandante, property version): the notification itself is the guard (same agent,
// property and text, dated at or after the property's last write).
import type { Db, TableRowOf } from '#server/db/types';
import { t } from '#server/http';
import { MENSAJE_MAX, notify, plainText, type NewNotification } from '#server/notify';
import { demandantesFor } from './ranked';

const MATCH_FIELDS = ['tipo_operacion', 'tipo_inmueble', 'precio', 'moneda', 'distrito'] as const;
/** Equal, a null counting as empty. */
const same = (a: string | number | null, b: string | number | null) => (a ?? '') === (b ?? '');

type Ofertante = TableRowOf<'ofertantes'>;

/** Whether this write makes the property newly offered to the demandantes it matches. */
export function isNewOffer(mode: 'create' | 'update', record: Ofertante, previous?: Ofertante): boolean {
  if (record.estado !== 'disponible') return false;
  if (mode === 'create' || !previous || previous.estado !== 'disponible') return true;
  return MATCH_FIELDS.some((f) => !same(previous[f], record[f]));
}

/** Notifies the agents of the matching active demandantes; returns how many notifications were written. */
export async function notifyMatchingAgents(db: Db, record: Ofertante): Promise<number> {
  const id = record.id_propiedad;
  const since = record.actualizado_en;
  const pending: NewNotification[] = [];
  for (const { row } of await demandantesFor(db, record)) {
    const agente = row.id_agente;
    if (agente === null || agente <= 0) continue;
    const nombre = plainText(`${row.nombre ?? ''} ${row.apellido ?? ''}`);
    const mensaje = plainText(t('app.cruce.aviso', { codigo: plainText(record.codigo ?? id), nombre }), MENSAJE_MAX);
    const already = await db
      .selectFrom('notificaciones')
      .select('id')
      .where('id_usuario', '=', agente)
      .where('recurso', '=', 'ofertantes')
      .where('id_registro', '=', id)
      .where('mensaje', '=', mensaje)
      .where('fecha', '>=', since)
      .executeTakeFirst();
    if (!already) pending.push({ id_usuario: agente, mensaje, recurso: 'ofertantes', id_registro: id });
  }
  await notify(db, pending);
  return pending.length;
}
