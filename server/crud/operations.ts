// The generic operations of a module — list, show, create, update, remove — written once. Each dialect (the
// form-encoded API of API.md in routes.ts, the standard REST one in rest.ts) only decodes its request into these
// calls and encodes the answer: validation, access rules, owners, hooks, files, change logs and activity rows live
// here and nowhere else.
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import { canAccess } from '../../src/framework/access';
import { must } from '../../src/lib/must';
import type { ModuleSchema } from '../../src/framework/schema';
import { validateRecord } from '../../src/framework/validate';
import { logActivity, type ActivityEntry } from '../auth/activity';
import type { SessionUser } from '../auth/sessions';
import { anyTable, type Database, type Db, type Row } from '../db/types';
import { forbidden, invalid, notFound } from '../http';
import { servedFields, type AfterCommit } from '../../src/framework/fields/server';
import type { Errors } from '../../src/framework/validate';
import type { Kysely } from 'kysely';
import { writeChanges, writeDeletion } from './changeLog';
import type { HooksRegistry, ModuleHooks } from './hooks';
import type { ListParams } from './listParams';
import type { CountOnce, ListAnswer, ListCache } from './listCache';
import { COUNT_CAP, listPage, listRows } from './query';
import { fromDb, fromDbRows, toDb } from './rows';
import type { ColumnsOf } from './responseSchema';
import { sanitizeRecord } from './sanitize';
import { checkReferences, checkUnique, enforceOwner, guardWrite, inUseError } from './writeRules';
import { isForeignKeyViolation } from '../db/connect';

export interface CrudDeps {
  readonly db: Db;
  readonly modules: readonly ModuleSchema[];
  readonly hooks: HooksRegistry;
  readonly dataDir: string;
  /** Totals are exact up to this many matches (COUNT_CAP unless configured). */
  readonly countCap?: number;
  /** The table's columns the schema does not declare: the answers' JSON Schemas list them (responseSchema.ts). */
  readonly columns: ColumnsOf;
  /** List answers and counts kept while the tables they were read from stay the same (listCache.ts); computed when absent. */
  readonly lists?: ListCache;
}

/** Who calls, from where, and where their request logs. */
export interface Caller {
  readonly user: SessionUser;
  readonly ip: string;
  readonly log: FastifyBaseLogger;
}

/** The caller of a request (its session, resolved by the authenticated scope), address and logger. */
export function callerOf(request: FastifyRequest): Caller {
  return { user: request.user, ip: request.ip, log: request.log };
}

/**
 * Each operation takes its request's decoder, called once the caller's role may do the action: a refused role
 * gets its 403 whatever it sent. Bodies come decoded and held to writeCaps(schema, mode).
 */
export interface CrudOperations {
  /** `total` is null when the caller asked for none (`total=0`); `exact` is false when it is a floor (the cap). */
  list(caller: Caller, decode: () => ListParams): Promise<ListAnswer>;
  show(caller: Caller, decode: () => number): Promise<Row>;
  create(caller: Caller, decode: () => unknown): Promise<Row>;
  update(caller: Caller, decode: () => { id: number; input: unknown }): Promise<Row>;
  /** Returns the record as it was. */
  remove(caller: Caller, decode: () => number): Promise<Row>;
  /**
   * The same writes inside a transaction the caller holds (an import's batch: src/features/importaciones/server). Each gives the record
   * as the API returns it (without the field types' decorations) and the work to run once that transaction committed.
   */
  createWithin(
    trx: Transaction<Database>,
    caller: Caller,
    input: unknown,
    /** Given, the create's activity row is added here for the caller to write with its batch's (logActivities). */
    activities?: ActivityEntry[],
  ): Promise<{ row: Row; later: () => Promise<void> }>;
  /**
   * The rules createWithin applies before it writes (validation, owner, references, field types, the module's
   * beforeWrite hook, unique fields), writing nothing: throws the same refusal. An import's preview runs it inside a
   * transaction it rolls back.
   */
  checkCreateWithin(trx: Transaction<Database>, caller: Caller, input: unknown): Promise<void>;
  /** Also gives the stored row before and after the update (the table's columns, as the database holds them). */
  updateWithin(
    trx: Transaction<Database>,
    caller: Caller,
    id: number,
    input: unknown,
  ): Promise<{ row: Row; before: Row; after: Row; later: () => Promise<void> }>;
  /**
   * Puts stored columns back as they were (an import undone): written as they are — they were the record's, so the
   * create and update rules do not judge them again — with the change log, the module's afterWrite hook and the
   * activity row of any update. Refused (403) when the caller may not edit the record. Only while the record's
   * actualizado_en is still `stamp` (nobody changed it since): otherwise it is left as it is and the answer is false.
   */
  restoreWithin(trx: Transaction<Database>, caller: Caller, id: number, columns: Readonly<Row>, stamp: string | null): Promise<boolean>;
  removeWithin(trx: Transaction<Database>, caller: Caller, id: number): Promise<() => Promise<void>>;
}

export function crudOperations(deps: CrudDeps, schema: ModuleSchema): CrudOperations {
  const { db, dataDir } = deps;
  const hooks: ModuleHooks = deps.hooks[schema.name] ?? {};
  const allow = (user: SessionUser, action: Parameters<typeof canAccess>[2], record?: Row) => {
    if (!canAccess(user.tipo, schema, action, record, user.id)) throw forbidden();
  };
  const load = async (q: Db | Transaction<Database>, id: number) =>
    anyTable(q).selectFrom(schema.name).selectAll().where(schema.key, '=', id).executeTakeFirst();
  // Field types with a server side (files): their checks, their work in the write's transaction and after its
  // commit, and the columns they add to the answers (fields/server.ts). None for most modules.
  const served = servedFields(schema);
  /** The tables a list of the module reads (their versions: the list cache's): its own (a view's: the one under it) and its field types'. */
  const readTables = [...new Set([schema.viewOf ?? schema.name, ...served.flatMap(({ server }) => server.reads ?? [])])];
  const decorate = async (records: Row[]) => {
    let out = records;
    for (const { server, fields } of served) if (server.decorate) out = await server.decorate({ q: db, schema, fields, rows: out });
    return out;
  };
  const checkServed = async (q: Kysely<Database>, errors: Errors, data: Readonly<Row>, userId: number, current?: Row) => {
    for (const { server, fields } of served)
      if (server.check) Object.assign(errors, await server.check({ q, schema, fields, data, userId, current }));
  };
  const afterWriteServed = async (trx: Kysely<Database>, recordId: number, after: Row, userId: number, before?: Row) => {
    const later: AfterCommit[] = [];
    for (const { server, fields } of served) {
      const task = await server.afterWrite?.({ trx, schema, fields, dataDir, recordId, before, after, userId });
      if (task) later.push(task);
    }
    return later;
  };
  const beforeDeleteServed = async (trx: Kysely<Database>, record: Row) => {
    const later: AfterCommit[] = [];
    for (const { server, fields } of served) {
      const task = await server.beforeDelete?.({ trx, schema, fields, dataDir, record });
      if (task) later.push(task);
    }
    return later;
  };
  // A list page's rows are fresh from the query and held by nobody else: converted where they lie.
  const publicRows = async (rows: Row[]) => decorate(fromDbRows(schema, rows));
  const publicRow = async (row: Row) => must((await decorate([fromDb(schema, row)]))[0], 'la fila pública');
  const afterCommit = async (tasks: readonly AfterCommit[], caller: Caller) => {
    for (const task of tasks) await task(caller.log);
  };

  // The writes themselves, inside a transaction the caller holds: one record's (create, update, remove) or an
  // import's batch of many (src/features/importaciones/server), the same validation, hooks, change log and activity either way.
  /**
   * A create's rules, before anything is written: the schema's validation, the owner, references, the field types'
   * checks, the module's beforeWrite hook and unique fields. Throws the refusal; gives the values to store.
   */
  const prepareCreate = async (trx: Transaction<Database>, caller: Caller, input: unknown) => {
    const { user } = caller;
    const { data, errors } = validateRecord(schema, input, 'create');
    sanitizeRecord(schema, data);
    enforceOwner(schema, user, data, 'create');
    await checkReferences(trx, deps.modules, schema, data, errors); // inside the transaction: SQLite has one connection
    await checkServed(trx, errors, data, user.id);
    if (Object.keys(errors).length) throw invalid(errors);
    await hooks.beforeWrite?.({ trx, user, schema, dataDir, mode: 'create', data });
    await checkUnique(trx, schema, data);
    return data;
  };

  /** `activities`: where a batch of creates collects its activity rows, written together (logActivities); else written here. */
  const createIn = async (trx: Transaction<Database>, caller: Caller, input: unknown, activities?: ActivityEntry[]) => {
    const { user } = caller;
    const data = await prepareCreate(trx, caller, input);
    const now = new Date().toISOString();
    // Stamped on toDb's own copy: a spread of a whole record into a new object was most of a batch's garbage (#29).
    const values = Object.assign(toDb(schema, data), { creado_en: now, actualizado_en: now, creado_por: user.id, actualizado_por: user.id });
    // The stored row as the insert wrote it (RETURNING *: one round trip, not an insert and a read).
    const row = await guardWrite(() => anyTable(trx).insertInto(schema.name).values(values).returningAll().executeTakeFirstOrThrow(), schema);
    const later = await afterWriteServed(trx, Number(row[schema.key]), row, user.id);
    await hooks.afterWrite?.({ trx, user, schema, dataDir, mode: 'create', record: row });
    const entry: ActivityEntry = { id_usuario: user.id, accion: 'create', recurso: schema.name, id_registro: Number(row[schema.key]), ip: caller.ip };
    if (activities) activities.push(entry);
    else await logActivity(trx, entry);
    return { row, later };
  };

  /**
   * What follows every update of a record, once its row is written: the row read back, the field types' work when
   * `fieldTypes` (files attached or released: an update's, not a restore's, whose columns were the record's and
   * whose released files are gone), the change log, the module's afterWrite hook and the activity row naming the
   * fields written.
   */
  const afterUpdate = async (
    trx: Transaction<Database>,
    caller: Caller,
    id: number,
    current: Row,
    written: readonly string[],
    fieldTypes: boolean,
  ): Promise<{ row: Row; later: AfterCommit[] }> => {
    const { user } = caller;
    const row = await load(trx, id);
    if (!row) throw notFound();
    const later = fieldTypes ? await afterWriteServed(trx, id, row, user.id, current) : [];
    await writeChanges(trx, schema, current, row, user.id);
    await hooks.afterWrite?.({ trx, user, schema, dataDir, mode: 'update', record: row, previous: current });
    await logActivity(trx, {
      id_usuario: user.id,
      accion: 'update',
      recurso: schema.name,
      id_registro: id,
      ip: caller.ip,
      detalle: written.join(', '),
    });
    return { row, later };
  };

  const updateIn = async (trx: Transaction<Database>, caller: Caller, id: number, input: unknown) => {
    const { user } = caller;
    allow(user, 'edit');
    const current = await load(trx, id);
    if (!current) throw notFound();
    allow(user, 'edit', current);
    const { data, errors } = validateRecord(schema, input, 'update', fromDb(schema, current));
    sanitizeRecord(schema, data);
    enforceOwner(schema, user, data, 'update');
    await checkReferences(trx, deps.modules, schema, data, errors); // inside the transaction: SQLite has one connection
    await checkServed(trx, errors, data, user.id, current);
    if (Object.keys(errors).length) throw invalid(errors);
    await hooks.beforeWrite?.({ trx, user, schema, dataDir, mode: 'update', data, current });
    await checkUnique(trx, schema, data, id);
    const values = { ...toDb(schema, data), actualizado_en: new Date().toISOString(), actualizado_por: user.id };
    await guardWrite(() => anyTable(trx).updateTable(schema.name).set(values).where(schema.key, '=', id).execute(), schema);
    const { row, later } = await afterUpdate(trx, caller, id, current, Object.keys(data), true);
    return { row, current, later };
  };

  const restoreIn = async (trx: Transaction<Database>, caller: Caller, id: number, columns: Readonly<Row>, stamp: string | null) => {
    const { user } = caller;
    const current = await load(trx, id);
    if (!current) return true; // deleted since: nothing to put back
    if (current.actualizado_en !== stamp) return false;
    allow(user, 'edit', current);
    const values = Object.fromEntries(Object.entries(columns).filter(([name]) => schema.fields[name] !== undefined));
    if (Object.keys(values).length === 0) return true;
    await guardWrite(
      () =>
        anyTable(trx)
          .updateTable(schema.name)
          .set({ ...values, actualizado_en: new Date().toISOString(), actualizado_por: user.id })
          .where(schema.key, '=', id)
          .execute(),
      schema,
    );
    await afterUpdate(trx, caller, id, current, Object.keys(values), false);
    return true;
  };

  const removeIn = async (trx: Transaction<Database>, caller: Caller, id: number) => {
    const { user } = caller;
    const current = await load(trx, id);
    if (!current) throw notFound();
    allow(user, 'delete', current);
    await hooks.beforeDelete?.({ trx, user, schema, dataDir, current });
    const later = await beforeDeleteServed(trx, current);
    await anyTable(trx).deleteFrom(schema.name).where(schema.key, '=', id).execute();
    await writeDeletion(trx, schema, current, user.id);
    await logActivity(trx, { id_usuario: user.id, accion: 'delete', recurso: schema.name, id_registro: id, ip: caller.ip });
    return { record: current, later };
  };

  return {
    async list({ user }, decode) {
      allow(user, 'list');
      const params = decode();
      const cap = deps.countCap ?? COUNT_CAP;
      const answer = async (counted?: CountOnce): Promise<ListAnswer> => {
        if (params.withTotal === false) return { rows: await publicRows(await listPage(db, schema, params)), total: null, exact: true };
        const { rows, total, exact } = await listRows(db, schema, params, cap, counted);
        return { rows: await publicRows(rows), total, exact };
      };
      if (!deps.lists) return answer();
      // The answer depends on the module and the parameters only (the role was checked above); the count on the filter;
      // both on the rows of the module's table (a view's: the table under it) and on the files' names.
      const key = `${schema.name} ${JSON.stringify(params)}`;
      return deps.lists.list(db, readTables, key, `${schema.name} ${cap} ${JSON.stringify([params.conditions, params.q])}`, answer);
    },

    async show({ user }, decode) {
      allow(user, 'show');
      const row = await load(db, decode());
      if (!row) throw notFound();
      return publicRow(row);
    },

    async create(caller, decode) {
      allow(caller.user, 'create');
      const input = decode();
      const { row, later } = await db.transaction().execute((trx) => createIn(trx, caller, input));
      await afterCommit(later, caller);
      return publicRow(row);
    },

    async checkCreateWithin(trx, caller, input) {
      allow(caller.user, 'create');
      await prepareCreate(trx, caller, input);
    },

    async createWithin(trx, caller, input, activities) {
      allow(caller.user, 'create');
      const { row, later } = await createIn(trx, caller, input, activities);
      return { row: fromDb(schema, row), later: async () => afterCommit(later, caller) };
    },

    async updateWithin(trx, caller, id, input) {
      const { row, current, later } = await updateIn(trx, caller, id, input);
      return { row: fromDb(schema, row), before: current, after: row, later: async () => afterCommit(later, caller) };
    },

    async restoreWithin(trx, caller, id, columns, stamp) {
      allow(caller.user, 'edit');
      return restoreIn(trx, caller, id, columns, stamp);
    },

    async removeWithin(trx, caller, id) {
      allow(caller.user, 'delete');
      const { later } = await removeIn(trx, caller, id);
      return async () => afterCommit(later, caller);
    },

    async update(caller, decode) {
      allow(caller.user, 'edit');
      const { id, input } = decode();
      const { row, later } = await db.transaction().execute((trx) => updateIn(trx, caller, id, input));
      await afterCommit(later, caller);
      return publicRow(row);
    },

    async remove(caller, decode) {
      allow(caller.user, 'delete');
      const id = decode();
      const { record, later } = await db
        .transaction()
        .execute((trx) => removeIn(trx, caller, id))
        .catch(async (e: unknown) => {
          // Records of other modules still point at it: rolled back, and the 409 says which.
          if (isForeignKeyViolation(e)) throw await inUseError(db, deps.modules, schema, id);
          throw e;
        });
      await afterCommit(later, caller);
      return fromDb(schema, record);
    },
  };
}
