// Notifications for a user (the header bell): something that concerns them, with a link to its record.
import type { Db } from './db/types';

export interface NewNotification {
  readonly id_usuario: number;
  readonly mensaje: string;
  /** The module and record it links to (e.g. 'citas', 12). */
  readonly recurso?: string;
  readonly id_registro?: number;
}

export async function notify(db: Db, n: NewNotification | readonly NewNotification[]): Promise<void> {
  const list = (Array.isArray(n) ? n : [n]) as readonly NewNotification[];
  if (list.length === 0) return;
  const fecha = new Date().toISOString();
  await db
    .insertInto('notificaciones')
    .values(list.map((x) => ({ id_usuario: x.id_usuario, mensaje: x.mensaje.slice(0, 500), fecha, leida: 0, recurso: x.recurso ?? null, id_registro: x.id_registro ?? null })))
    .execute();
}

/** Every active administrator (for notices that concern the whole office). */
export async function adminIds(db: Db): Promise<number[]> {
  const rows = await db.selectFrom('usuarios').select('id_usuario').where('tipo', '=', 'Administrador').where('estado', '=', 'activo').execute();
  return rows.map((r) => Number(r.id_usuario));
}
