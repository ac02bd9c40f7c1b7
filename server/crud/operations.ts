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
import { logActivity } from '../auth/activity';
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
   * The same writes inside a transaction the caller holds (an import's batch: server/importar). Each gives the record
   * as the API returns it (without the field types' decorations) and the work to run once that transaction committed.
   */
  createWithin(trx: Transaction<Database>, caller: Caller, input: unknown): Promise<{ row: Row; later: () => Promise<void> }>;
  updateWithin(trx: Transaction<Database>, caller: Caller, id: number, input: unknown): Promise<{ row: Row; later: () => Promise<void> }>;
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
  // import's batch of many (server/importar), the same validation, hooks, change log and activity either way.
  const createIn = async (trx: Transaction<Database>, caller: Caller, input: unknown) => {
    const { user } = caller;
    const { data, errors } = validateRecord(schema, input, 'create');
    sanitizeRecord(schema, data);
    enforceOwner(schema, user, data, 'create');
    await checkReferences(trx, deps.modules, schema, data, errors); // inside the transaction: SQLite has one connection
    await checkServed(trx, errors, data, user.id);
    if (Object.keys(errors).length) throw invalid(errors);
    await hooks.beforeWrite?.({ trx, user, schema, dataDir, mode: 'create', data });
    await checkUnique(trx, schema, data);
    const now = new Date().toISOString();
    const values = { ...toDb(schema, data), creado_en: now, actualizado_en: now, creado_por: user.id, actualizado_por: user.id };
    const inserted = await guardWrite(
      () => anyTable(trx).insertInto(schema.name).values(values).returning(schema.key).executeTakeFirstOrThrow(),
      schema,
    );
    const row = await load(trx, Number(inserted[schema.key]));
    if (!row) throw notFound();
    const later = await afterWriteServed(trx, Number(row[schema.key]), row, user.id);
    await hooks.afterWrite?.({ trx, user, schema, dataDir, mode: 'create', record: row });
    await logActivity(trx, { id_usuario: user.id, accion: 'create', recurso: schema.name, id_registro: Number(row[schema.key]), ip: caller.ip });
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
    const row = await load(trx, id);
    if (!row) throw notFound();
    const later = await afterWriteServed(trx, id, row, user.id, current);
    await writeChanges(trx, schema, current, row, user.id);
    await hooks.afterWrite?.({ trx, user, schema, dataDir, mode: 'update', record: row, previous: current });
    await logActivity(trx, {
      id_usuario: user.id,
      accion: 'update',
      recurso: schema.name,
      id_registro: id,
      ip: caller.ip,
      detalle: Object.keys(data).join(', '),
    });
    return { row, later };
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

    async createWithin(trx, caller, input) {
      allow(caller.user, 'create');
      const { row, later } = await createIn(trx, caller, input);
      return { row: fromDb(schema, row), later: async () => afterCommit(later, caller) };
    },

    async updateWithin(trx, caller, id, input) {
      const { row, later } = await updateIn(trx, caller, id, input);
      return { row: fromDb(schema, row), later: async () => afterCommit(later, caller) };
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
