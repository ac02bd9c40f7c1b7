// Notifications for a user (the header bell): something that concerns them, with a link to its record.
import type { Db } from './db/types';

export interface NewNotification {
  readonly id_usuario: number;
  readonly mensaje: string;
  /** The module and record it links to (e.g. 'citas', 12). */
  readonly recurso?: string;
  readonly id_registro?: number;
}

/** Longest text of one user-typed value inside a notification. */
export const TYPED_MAX = 120;
/** Longest notification. */
export const MENSAJE_MAX = 500;

/**
 * A user-typed value (a cita's lugar, a name) as it may appear in a notification: plain text on one line — tags
 * stripped, any remaining '<' '>' removed, control characters and runs of blanks made one space — and at most
 * `max` characters. Notifications are text; the browser renders them as text too (NotificationsMenu).
 */
export function plainText(value: unknown, max = TYPED_MAX): string {
  const text = String(value ?? '')
    .replace(/<[^<>]*>/g, ' ')
    .replace(/[<>]/g, '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

export async function notify(db: Db, n: NewNotification | readonly NewNotification[]): Promise<void> {
  const list = (Array.isArray(n) ? n : [n]) as readonly NewNotification[];
  if (list.length === 0) return;
  const fecha = new Date().toISOString();
  await db
    .insertInto('notificaciones')
    // The whole text once more: whatever a composer forgot, no markup is stored.
    .values(
      list.map((x) => ({
        id_usuario: x.id_usuario,
        mensaje: plainText(x.mensaje, MENSAJE_MAX),
        fecha,
        leida: 0,
        recurso: x.recurso ?? null,
        id_registro: x.id_registro ?? null,
      })),
    )
    .execute();
}

/** Every active administrator (for notices that concern the whole office). */
export async function adminIds(db: Db): Promise<number[]> {
  const rows = await db.selectFrom('usuarios').select('id_usuario').where('tipo', '=', 'Administrador').where('estado', '=', 'activo').execute();
  return rows.map((r) => r.id_usuario);
}

/**
 * Runs `say` once per `clave`, ever: the key is written to `avisos` in the same transaction, so a second run, or a run
 * after a restart, says nothing twice (the scheduled notices).
 */
export async function notifyOnce(db: Db, clave: string, say: (trx: Db) => Promise<void>): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const seen = await trx.selectFrom('avisos').select('clave').where('clave', '=', clave).executeTakeFirst();
    if (seen) return false;
    await trx.insertInto('avisos').values({ clave, fecha: new Date().toISOString() }).execute();
    await say(trx);
    return true;
  });
}
