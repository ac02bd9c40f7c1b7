import type { Db } from '../db/types';

export type Accion = 'login' | 'login_failed' | 'logout' | 'lock' | 'unlock' | 'create' | 'update' | 'delete' | 'password_change' | 'export';

export interface ActivityEntry {
  readonly id_usuario: number | null;
  readonly accion: Accion;
  readonly recurso?: string;
  readonly id_registro?: string | number;
  readonly ip?: string;
  readonly detalle?: string;
}

/** Writes one row of actividadsistema (in the caller's transaction when given one). */
export async function logActivity(db: Db, entry: ActivityEntry): Promise<void> {
  await logActivities(db, [entry]);
}

/** Rows per statement: 11 columns each, far below either database's limit of parameters. */
const ROWS_PER_INSERT = 500;

/**
 * Writes rows of actividadsistema in as few statements as it can (an import's batch: one insert for its records,
 * not one round trip each), in their order.
 */
export async function logActivities(db: Db, entries: readonly ActivityEntry[]): Promise<void> {
  const now = new Date().toISOString();
  for (let i = 0; i < entries.length; i += ROWS_PER_INSERT) {
    const values = entries.slice(i, i + ROWS_PER_INSERT).map((entry) => ({
      fecha: now,
      id_usuario: entry.id_usuario,
      accion: entry.accion,
      recurso: entry.recurso ?? null,
      id_registro: entry.id_registro === undefined ? null : String(entry.id_registro),
      ip: entry.ip ?? null,
      detalle: entry.detalle?.slice(0, 500) ?? null,
      creado_en: now,
      actualizado_en: now,
      creado_por: entry.id_usuario,
      actualizado_por: entry.id_usuario,
    }));
    await db.insertInto('actividadsistema').values(values).execute();
  }
}
