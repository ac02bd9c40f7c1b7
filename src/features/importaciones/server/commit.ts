// The commit of an analysed import: the rows to write, in batches of BATCH rows, each batch one transaction through the
// module's own create (or update) path — validation, hooks (matching, change log, activity), permissions — with
// every record it writes listed under the import's id (importacion_registros). Progress is kept in the import's row,
// so any instance answers GET /importaciones/{id}. A failure the rows did not cause (the database, a hook) removes
// what earlier batches wrote: an import is whole or absent. An import whose runner stopped (the process died) is
// found by its stale heartbeat and removed the same way (recoverStale).
import type { Kysely, Transaction } from 'kysely';
import type { ModuleSchema } from '../../../framework/schema';
import { writableFields } from '../../../framework/schema';
import type { Caller, CrudOperations } from '#server/crud/operations';
import { logActivities, type ActivityEntry } from '#server/auth/activity';
import { anyTable, type Database, type Db, type Row } from '#server/db/types';
import { ApiError, t } from '#server/http';
import type { MessageKey } from '../../../i18n/keys';
import type { Duplicados, Fallida, FilaAnalizada, Resultado } from '../shared/types';
import { storedRows } from './storedRows';

export const BATCH = 200;
/** An import whose heartbeat is older than this is taken for dead. */
export const STALE_MS = 2 * 60_000;

export { DUPLICADOS } from '../shared/types';
export type { Duplicados, Fallida, Resultado } from '../shared/types';

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

/**
 * Who removes an import's records: the state it must be in and the one it leaves it in (with `resultado`, when
 * given), and the refusal when it is no longer in the first — someone else got there first.
 */
export interface Claim {
  readonly from: 'completada' | 'en_curso';
  readonly to: 'deshecha' | 'fallida';
  readonly resultado?: Resultado;
  readonly refusal: MessageKey;
}

/** Thrown when the import is no longer in the claim's `from` state (409, in Spanish). */
export class ClaimLost extends ApiError {}

/**
 * Undoes the import in one transaction: first its row moves from `claim.from` to `claim.to` (an update that waits for
 * any other holder of the row and then finds it moved: two undos at the same moment, or a runner and a recovery,
 * remove the batch once — the second gets ClaimLost); then the records it updated get their previous columns back
 * while nobody changed them since (the others are left as they are), then the records it created are removed (last
 * first). Returns the ids of the updated records left, once the after-commit work ran.
 */
export async function removeBatch(db: Db, id: number, ops: CrudOperations, caller: Caller, claim: Claim): Promise<number[]> {
  const later: (() => Promise<void>)[] = [];
  const left: number[] = [];
  await db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('importaciones')
      .set({
        estado: claim.to,
        actualizado_en: new Date().toISOString(),
        ...(claim.resultado ? { resultado: JSON.stringify(claim.resultado) } : {}),
      })
      .where('id_importacion', '=', id)
      .where('estado', '=', claim.from)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) throw new ClaimLost(409, t(claim.refusal));
    const rows = await trx
      .selectFrom('importacion_registros')
      .select(['id_registro', 'accion', 'anterior', 'sello'])
      .where('id_importacion', '=', id)
      .orderBy('id_registro', 'desc')
      .execute();
    for (const row of rows) {
      if (row.accion !== 'actualizado') continue;
      const anterior = JSON.parse(row.anterior ?? '{}') as Row;
      if (!(await ops.restoreWithin(trx, caller, row.id_registro, anterior, row.sello))) left.push(row.id_registro);
    }
    for (const row of rows) if (row.accion === 'creado') later.push(await ops.removeWithin(trx, caller, row.id_registro));
    await trx.deleteFrom('importacion_registros').where('id_importacion', '=', id).execute();
  });
  for (const task of later) await task();
  return left.sort((a, b) => a - b);
}

/** The columns of the module an update changed, as they were before it. */
function changedColumns(schema: ModuleSchema, before: Row, after: Row): Row {
  const out: Row = {};
  for (const name of Object.keys(schema.fields))
    if (name in before && JSON.stringify(before[name]) !== JSON.stringify(after[name])) out[name] = before[name];
  return out;
}

/**
 * Lists an updated record under the import with what undo needs: its columns as they were and the actualizado_en the
 * import left. A record the import updates twice (two rows repeat it) keeps its values from before the first.
 */
async function recordUpdate(trx: Transaction<Database>, id: number, schema: ModuleSchema, recordId: number, fila: number, before: Row, after: Row) {
  const where = { id_importacion: id, modulo: schema.name, id_registro: recordId };
  // As the record stands once the update's hooks ran (one of them may have written it again).
  const now = await anyTable(trx).selectFrom(schema.name).select('actualizado_en').where(schema.key, '=', recordId).executeTakeFirst();
  const sello = typeof now?.actualizado_en === 'string' ? now.actualizado_en : null;
  const changed = changedColumns(schema, before, after);
  const earlier = await trx
    .selectFrom('importacion_registros')
    .select('anterior')
    .where('id_importacion', '=', id)
    .where('modulo', '=', schema.name)
    .where('id_registro', '=', recordId)
    .executeTakeFirst();
  if (!earlier) {
    await trx
      .insertInto('importacion_registros')
      .values({ ...where, accion: 'actualizado', fila, anterior: JSON.stringify(changed), sello })
      .execute();
    return;
  }
  const anterior = { ...changed, ...(JSON.parse(earlier.anterior ?? '{}') as Row) };
  await trx
    .updateTable('importacion_registros')
    .set({ anterior: JSON.stringify(anterior), sello })
    .where('id_importacion', '=', id)
    .where('modulo', '=', schema.name)
    .where('id_registro', '=', recordId)
    .execute();
}

export interface CommitContext {
  readonly db: Db;
  readonly schema: ModuleSchema;
  readonly ops: CrudOperations;
  readonly caller: Caller;
  readonly id: number;
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
  const updatable = new Set(writableFields(schema, 'update'));
  let creados = 0;
  let actualizados = 0;
  let hechas = 0;
  let omitidos = 0;
  const fallidas: Fallida[] = [];
  try {
    // The rows that are not errors, read a page at a time from the stored analysis (storedRows.ts); each page's rows
    // to write, in batches of BATCH.
    for await (const page of storedRows(db, id, ['nuevo', 'duplicado'])) {
      const todo = plan(page, ctx.duplicados);
      omitidos += page.length - todo.length;
      for (let i = 0; i < todo.length; i += BATCH) {
        const later: (() => Promise<void>)[] = [];
        const chunk = todo.slice(i, i + BATCH);
        const counts = { creados: 0, actualizados: 0, fallidas: [] as Fallida[] };
        await db.transaction().execute(async (trx) => {
          // The batch's created records and their activity rows, written together at its end (one statement each).
          const created: { id_importacion: number; modulo: string; id_registro: number; accion: 'creado'; fila: number }[] = [];
          const activities: ActivityEntry[] = [];
          for (const { fila, update } of chunk) {
            try {
              if (update !== undefined) {
                const input = Object.fromEntries(Object.entries(fila.valores).filter(([k]) => updatable.has(k)));
                const done = await ops.updateWithin(trx, caller, update, input);
                later.push(done.later);
                await recordUpdate(trx, id, schema, update, fila.fila, done.before, done.after);
                counts.actualizados += 1;
              } else {
                const done = await ops.createWithin(trx, caller, fila.valores, activities);
                later.push(done.later);
                created.push({
                  id_importacion: id,
                  modulo: schema.name,
                  id_registro: Number(done.row[schema.key]),
                  accion: 'creado',
                  fila: fila.fila,
                });
                counts.creados += 1;
              }
            } catch (e) {
              // A row the rules refuse now (a record created meanwhile with the same unique value): reported, the rest
              // goes on. Refusals are raised before the row's statements, so the transaction is untouched.
              if (e instanceof ApiError && e.statusCode < 500) counts.fallidas.push({ fila: fila.fila, motivo: errorText(e) });
              else throw e;
            }
          }
          if (created.length) await trx.insertInto('importacion_registros').values(created).execute();
          await logActivities(trx, activities);
          await beat(trx, id, hechas + chunk.length);
        });
        hechas += chunk.length;
        creados += counts.creados;
        actualizados += counts.actualizados;
        fallidas.push(...counts.fallidas);
        for (const task of later) await task();
      }
    }
    const resultado: Resultado = { creados, actualizados, omitidos, fallidas };
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

/**
 * A commit that failed or died: its records removed and the import marked failed, once (a runner's own failure and a
 * recovery, or two recoveries, may meet here: the one that does not get the claim leaves it to the other).
 */
async function fail(db: Db, id: number, ops: CrudOperations, caller: Caller, error: string): Promise<void> {
  const resultado: Resultado = { creados: 0, actualizados: 0, omitidos: 0, fallidas: [], error };
  try {
    await removeBatch(db, id, ops, caller, { from: 'en_curso', to: 'fallida', resultado, refusal: 'app.importar.errors.not_ready' });
  } catch (e) {
    if (e instanceof ClaimLost) return;
    throw e;
  } finally {
    // The removal itself failed (the database): the import is still marked failed, as it was before.
    await db
      .updateTable('importaciones')
      .set({ estado: 'fallida', resultado: JSON.stringify(resultado), actualizado_en: new Date().toISOString() })
      .where('id_importacion', '=', id)
      .where('estado', '=', 'en_curso')
      .execute();
  }
}

/**
 * Imports left 'en_curso' by a runner that stopped (no heartbeat for STALE_MS): their records removed, marked failed.
 * Analyses a process left half done ('analizando', no heartbeat either) are removed with their rows.
 */
export async function recoverStale(
  db: Db,
  opsOf: (modulo: string) => CrudOperations | undefined,
  callerFor: (userId: number) => Promise<Caller | null>,
  now = Date.now(),
): Promise<void> {
  await db
    .deleteFrom('importaciones')
    .where('estado', '=', 'analizando')
    .where('latido', '<', new Date(now - STALE_MS).toISOString())
    .execute();
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

/** The records an import created that were changed after it (their last change is not their creation), by id. */
export async function touchedCreated(db: Db, schema: ModuleSchema, id: number): Promise<number[]> {
  const rows = await db
    .selectFrom('importacion_registros')
    .select('id_registro')
    .where('id_importacion', '=', id)
    .where('accion', '=', 'creado')
    .execute();
  const touched: number[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    const ids = rows.slice(i, i + 500).map((r) => r.id_registro);
    const records = await anyTable(db)
      .selectFrom(schema.name)
      .select([schema.key, 'creado_en', 'actualizado_en'])
      .where(schema.key, 'in', ids)
      .execute();
    for (const r of records) if (r.actualizado_en !== r.creado_en) touched.push(Number(r[schema.key]));
  }
  return touched.sort((a, b) => a - b);
}
