// The analysed rows of an import, kept in `importacion_filas` (migration 0031): written batch by batch as the
// analysis goes, read page by page by the preview's answer, the commit and the failed rows' file. No step holds the
// whole analysis in memory (on a 10 000-row file, megabytes of JSON and the objects behind it).
import type { Db } from '#server/db/types';
import type { Clase, FilaAnalizada } from '../shared/types';

/** Rows read per query. */
export const PAGE = 500;

/** Stores `filas`, the rows of the analysis from position `from` on, and beats the analysis's heartbeat. */
export async function storeRows(db: Db, id: number, from: number, filas: readonly FilaAnalizada[]): Promise<void> {
  if (!filas.length) return;
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    // 250 rows × 4 values a statement: under the parameter limits of both databases.
    for (let i = 0; i < filas.length; i += 250)
      await trx
        .insertInto('importacion_filas')
        .values(filas.slice(i, i + 250).map((f, j) => ({ id_importacion: id, orden: from + i + j, clase: f.clase, fila: JSON.stringify(f) })))
        .execute();
    await trx.updateTable('importaciones').set({ latido: now, actualizado_en: now }).where('id_importacion', '=', id).execute();
  });
}

/** The stored rows' JSON, a page at a time, in the file's order; only those of `clases` when given. */
export async function* storedJson(db: Db, id: number, clases?: readonly Clase[]): AsyncGenerator<string[]> {
  for (let after = -1; ;) {
    let q = db.selectFrom('importacion_filas').select(['orden', 'fila']).where('id_importacion', '=', id).where('orden', '>', after);
    if (clases) q = q.where('clase', 'in', clases);
    const rows = await q.orderBy('orden').limit(PAGE).execute();
    if (!rows.length) return;
    yield rows.map((r) => r.fila);
    after = rows[rows.length - 1]?.orden ?? after;
    if (rows.length < PAGE) return;
  }
}

/** The stored rows, a page at a time, in the file's order; only those of `clases` when given. */
export async function* storedRows(db: Db, id: number, clases?: readonly Clase[]): AsyncGenerator<FilaAnalizada[]> {
  for await (const page of storedJson(db, id, clases)) yield page.map((f) => JSON.parse(f) as FilaAnalizada);
}
