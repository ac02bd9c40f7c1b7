// The commit of an analysed import: the rows to write, in batches of BATCH rows, each batch one transaction through the
// module's own create (or update) path — validation, hooks (matching, change log, activity), permissions — with
// every record it writes listed under the import's id (importacion_registros). Progress is kept in the import's row,
// so any instance answers GET /importaciones/{id}. A failure the rows did not cause (the database, a hook) removes
// what earlier batches wrote: an import is whole or absent. An import whose runner stopped (the process died) is
// found by its stale heartbeat and removed the same way (recoverStale).
import type { Kysely } from 'kysely';
import type { ModuleSchema } from '../../src/framework/schema';
import { writableFields } from '../../src/framework/schema';
import type { Caller, CrudOperations } from '../crud/operations';
import { anyTable, type Database, type Db } from '../db/types';
import { ApiError, t } from '../http';
import type { Duplicados, Fallida, FilaAnalizada, Resultado } from '../../src/resources/importaciones/types';

export const BATCH = 200;
/** An import whose heartbeat is older than this is taken for dead. */
export const STALE_MS = 2 * 60_000;

export { DUPLICADOS } from '../../src/resources/importaciones/types';
export type { Duplicados, Fallida, Resultado } from '../../src/resources/importaciones/types';

/** The rows a commit writes, and how: create, update of the record it repeats, or skipped. */
export function plan(filas: readonly FilaAnalizada[], duplicados: Duplicados): { fila: FilaAnalizada; update?: number }[] {
  const out: { fila: FilaAnalizada; update?: number }[] = [];
  for (const fila of filas) {
    if (fila.clase === 'nuevo') out.push({ fila });
    else if (fila.clase === 'duplicado' && duplicados === 'importar') out.push({ fila });
    else if (fila.clase === 'duplicado' && duplicados === 'actualizar' && fila.duplicado?.id !== undefined)
      out.push({ fila, update: fila.duplicado.id });
  }
  return out;
}

const errorText = (e: ApiError) => {
  const details = Object.values(e.errors ?? {});
  return details.length ? details.join(' ') : e.msg;
};

/** Removes every record of the import (last first), in one transaction; returns the after-commit work. */
export async function removeBatch(db: Db, id: number, ops: (modulo: string) => CrudOperations | undefined, caller: Caller): Promise<void> {
  const later: (() => Promise<void>)[] = [];
  await db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('importacion_registros')
      .select(['modulo', 'id_registro'])
      .where('id_importacion', '=', id)
      .where('accion', '=', 'creado')
      .orderBy('id_registro', 'desc')
      .execute();
    for (const row of rows) {
      const op = ops(row.modulo);
      if (op) later.push(await op.removeWithin(trx, caller, row.id_registro));
    }
    await trx.deleteFrom('importacion_registros').where('id_importacion', '=', id).execute();
  });
  for (const task of later) await task();
}

export interface CommitContext {
  readonly db: Db;
  readonly schema: ModuleSchema;
  readonly ops: CrudOperations;
  readonly caller: Caller;
  readonly id: number;
  readonly filas: readonly FilaAnalizada[];
  readonly duplicados: Duplicados;
}

const beat = (db: Kysely<Database>, id: number, hechas: number) =>
  db
    .updateTable('importaciones')
    .set({ hechas, latido: new Date().toISOString(), actualizado_en: new Date().toISOString() })
    .where('id_importacion', '=', id)
    .execute();

/** Writes the import; resolves when it is done (completada) or undone after a failure (fallida). Never throws. */
export async function runCommit(ctx: CommitContext): Promise<void> {
  const { db, schema, ops, caller, id } = ctx;
  const todo = plan(ctx.filas, ctx.duplicados);
  const updatable = new Set(writableFields(schema, 'update'));
  let creados = 0;
  let actualizados = 0;
  const fallidas: Fallida[] = [];
  try {
    for (let i = 0; i < todo.length; i += BATCH) {
      const later: (() => Promise<void>)[] = [];
      const chunk = todo.slice(i, i + BATCH);
      const counts = { creados: 0, actualizados: 0, fallidas: [] as Fallida[] };
      await db.transaction().execute(async (trx) => {
        for (const { fila, update } of chunk) {
          try {
            if (update !== undefined) {
              const input = Object.fromEntries(Object.entries(fila.valores).filter(([k]) => updatable.has(k)));
              const done = await ops.updateWithin(trx, caller, update, input);
              later.push(done.later);
              await trx
                .insertInto('importacion_registros')
                .values({ id_importacion: id, modulo: schema.name, id_registro: update, accion: 'actualizado', fila: fila.fila })
                .onConflict((oc) => oc.doNothing())
                .execute();
              counts.actualizados += 1;
            } else {
              const done = await ops.createWithin(trx, caller, fila.valores);
              later.push(done.later);
              const recordId = Number(done.row[schema.key]);
              await trx
                .insertInto('importacion_registros')
                .values({ id_importacion: id, modulo: schema.name, id_registro: recordId, accion: 'creado', fila: fila.fila })
                .execute();
              counts.creados += 1;
            }
          } catch (e) {
            // A row the rules refuse now (a record created meanwhile with the same unique value): reported, the rest
            // goes on. Refusals are raised before the row's statements, so the transaction is untouched.
            if (e instanceof ApiError && e.statusCode < 500) counts.fallidas.push({ fila: fila.fila, motivo: errorText(e) });
            else throw e;
          }
        }
        await beat(trx, id, Math.min(todo.length, i + chunk.length));
      });
      creados += counts.creados;
      actualizados += counts.actualizados;
      fallidas.push(...counts.fallidas);
      for (const task of later) await task();
    }
    const resultado: Resultado = { creados, actualizados, omitidos: ctx.filas.filter((f) => f.clase !== 'error').length - todo.length, fallidas };
    await db
      .updateTable('importaciones')
      .set({ estado: 'completada', resultado: JSON.stringify(resultado), actualizado_en: new Date().toISOString() })
      .where('id_importacion', '=', id)
      .execute();
  } catch (e) {
    caller.log.error({ err: e, importacion: id }, 'importación fallida: se deshace');
    await fail(db, id, ops, caller, t('app.importar.errors.failed'));
  }
}

async function fail(db: Db, id: number, ops: CrudOperations, caller: Caller, error: string): Promise<void> {
  try {
    await removeBatch(db, id, () => ops, caller);
  } finally {
    const resultado: Resultado = { creados: 0, actualizados: 0, omitidos: 0, fallidas: [], error };
    await db
      .updateTable('importaciones')
      .set({ estado: 'fallida', resultado: JSON.stringify(resultado), actualizado_en: new Date().toISOString() })
      .where('id_importacion', '=', id)
      .execute();
  }
}

/** Imports left 'en_curso' by a runner that stopped (no heartbeat for STALE_MS): their records removed, marked failed. */
export async function recoverStale(
  db: Db,
  opsOf: (modulo: string) => CrudOperations | undefined,
  callerFor: (userId: number) => Promise<Caller | null>,
  now = Date.now(),
): Promise<void> {
  const stale = await db
    .selectFrom('importaciones')
    .select(['id_importacion', 'modulo', 'id_usuario'])
    .where('estado', '=', 'en_curso')
    .where('latido', '<', new Date(now - STALE_MS).toISOString())
    .execute();
  for (const row of stale) {
    const ops = opsOf(row.modulo);
    const caller = await callerFor(row.id_usuario);
    if (!ops || !caller) continue;
    await fail(db, row.id_importacion, ops, caller, t('app.importar.errors.crashed'));
  }
}

/** The records of an import that were changed after it (their last change is not the import's). */
export async function touchedCount(db: Db, schema: ModuleSchema, id: number): Promise<number> {
  const rows = await db
    .selectFrom('importacion_registros')
    .select('id_registro')
    .where('id_importacion', '=', id)
    .where('accion', '=', 'creado')
    .execute();
  let n = 0;
  for (let i = 0; i < rows.length; i += 500) {
    const ids = rows.slice(i, i + 500).map((r) => r.id_registro);
    const records = await anyTable(db).selectFrom(schema.name).select(['creado_en', 'actualizado_en']).where(schema.key, 'in', ids).execute();
    n += records.filter((r) => r.actualizado_en !== r.creado_en).length;
  }
  return n;
}
