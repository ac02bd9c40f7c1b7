// The audit columns of demo rows (the seed writes straight into the tables, as the CRUD would have stamped them).
import type { Database, Db, NewRow, Row } from '../types';

/** Rows stamped at `now` by their own agent (`id_agente`), as if each agent had typed theirs in. */
export function withAudit(rows: readonly Row[], now: string): Row[] {
  return rows.map((row) => ({
    ...row,
    creado_en: now,
    actualizado_en: now,
    creado_por: row.id_agente ?? null,
    actualizado_por: row.id_agente ?? null,
  }));
}

/** Stamps rows at `now` by the first administrator (the office's records). */
export async function adminAudit(db: Db, now: string): Promise<{ by: number | null; audit: (rows: Row[]) => Row[] }> {
  const admin = await db.selectFrom('usuarios').select('id_usuario').where('tipo', '=', 'Administrador').orderBy('id_usuario').executeTakeFirst();
  const by = admin ? admin.id_usuario : null;
  return { by, audit: (rows: Row[]) => rows.map((row) => ({ ...row, creado_en: now, actualizado_en: now, creado_por: by, actualizado_por: by })) };
}

/** A demo row of `T` before the seed adds the audit columns. */
export type DemoRow<T extends keyof Database> = Omit<NewRow<T>, 'creado_en' | 'actualizado_en' | 'creado_por' | 'actualizado_por'>;
