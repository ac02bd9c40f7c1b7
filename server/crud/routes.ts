// The generic endpoints of API.md for one module: listado, detalle, registrar, actualizar, eliminar.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Transaction } from 'kysely';
import { canAccess, isRole } from '../../src/framework/access';
import type { ModuleSchema } from '../../src/framework/schema';
import { validateRecord, type DbValue, type Errors } from '../../src/framework/validate';
import { logActivity } from '../auth/activity';
import { requireUser } from '../auth/guard';
import type { SessionUser } from '../auth/sessions';
import { isForeignKeyViolation, isUniqueViolation } from '../db/connect';
import type { Database, Db, Row } from '../db/types';
import { writeBodyLimit, writeCaps } from '../bodyCaps';
import { ApiError, forbidden, formBody, invalid, jsonField, notFound, ok, parseId, t } from '../http';
import { writeChanges, writeDeletion } from './changeLog';
import type { HooksRegistry, ModuleHooks } from './hooks';
import { parseListParams } from './listParams';
import { COUNT_CAP, listPage, listRows } from './query';
import { sanitizeRecord } from './sanitize';
import { fromDb, toDb } from './rows';
import { attachFiles, checkFileFields, detachAll, fileFields, purgeFiles, withFileNames } from '../archivos';

export interface CrudDeps {
  readonly db: Db;
  readonly modules: readonly ModuleSchema[];
  readonly hooks: HooksRegistry;
  readonly dataDir: string;
  /** Totals are exact up to this many matches (COUNT_CAP unless configured). */
  readonly countCap?: number;
}

const listSchema = { querystring: { type: 'object', additionalProperties: true } };

export function registerCrud(app: FastifyInstance, deps: CrudDeps, schema: ModuleSchema): void {
  const { db } = deps;
  const hooks: ModuleHooks = deps.hooks[schema.name] ?? {};
  const base = `/${schema.name}`;
  const tags = [schema.label.many];

  const allow = (user: SessionUser, action: Parameters<typeof canAccess>[2], record?: Row) => {
    if (!canAccess(user.tipo, schema, action, record, user.id)) throw forbidden();
  };
  const load = async (q: Db | Transaction<Database>, id: number) =>
    q.selectFrom(schema.name).selectAll().where(schema.key, '=', id).executeTakeFirst();
  // 'file' fields: the original names beside the stored ones; files replaced, cleared or deleted leave the disk after the commit.
  const hasFiles = fileFields(schema).length > 0;
  const named = async (rows: Row[]) => (hasFiles ? withFileNames(db, schema, rows) : rows);
  const purge = async (names: readonly string[], request: FastifyRequest) => {
    if (names.length) await purgeFiles(deps.dataDir, names, request.log);
  };

  app.get(`${base}/listado`, { schema: { ...listSchema, tags, summary: `Listado de ${schema.label.many}` } }, async (request, reply) => {
    const user = await requireUser(db, request);
    allow(user, 'list');
    const params = parseListParams(schema, request.query as Record<string, unknown>);
    if (params.withTotal === false) return ok(reply, await named((await listPage(db, schema, params)).map((r) => fromDb(schema, r))));
    const { rows, total, exact } = await listRows(db, schema, params, deps.countCap ?? COUNT_CAP);
    return ok(reply, await named(rows.map((r) => fromDb(schema, r))), { total, totalExacto: exact });
  });

  app.get(`${base}/detalle/:id`, { schema: { tags, summary: `Detalle de ${schema.label.one}` } }, async (request, reply) => {
    const user = await requireUser(db, request);
    allow(user, 'show');
    const row = await load(db, parseId((request.params as { id: string }).id));
    if (!row) throw notFound();
    return ok(reply, (await named([fromDb(schema, row)]))[0]);
  });

  if (schema.readOnly) return;

  app.post(`${base}/registrar`, { bodyLimit: writeBodyLimit(schema), schema: { tags, summary: `Registrar ${schema.label.one}` } }, async (request, reply) => {
    const user = await requireUser(db, request);
    allow(user, 'create');
    const { data, errors } = validateRecord(schema, jsonField(request, writeCaps(schema, 'create')), 'create');
    sanitizeRecord(schema, data);
    enforceOwner(schema, user, data, 'create');
    await checkReferences(deps, schema, data, errors);
    if (hasFiles) Object.assign(errors, await checkFileFields(db, schema, data, user.id));
    if (Object.keys(errors).length) throw invalid(errors);
    let removed: string[] = [];
    const record = await db.transaction().execute(async (trx) => {
      await hooks.beforeWrite?.({ trx, user, schema, dataDir: deps.dataDir, mode: 'create', data });
      await checkUnique(trx, schema, data);
      const now = new Date().toISOString();
      const values = { ...toDb(schema, data), creado_en: now, actualizado_en: now, creado_por: user.id, actualizado_por: user.id };
      const inserted = await guardWrite(() => trx.insertInto(schema.name).values(values).returning(schema.key).executeTakeFirstOrThrow(), schema);
      const row = await load(trx, Number(inserted[schema.key]));
      if (!row) throw notFound();
      if (hasFiles) removed = await attachFiles(trx, schema, Number(row[schema.key]), undefined, row, user.id);
      await hooks.afterWrite?.({ trx, user, schema, dataDir: deps.dataDir, mode: 'create', record: row });
      await logActivity(trx, { id_usuario: user.id, accion: 'create', recurso: schema.name, id_registro: Number(row[schema.key]), ip: request.ip });
      return row;
    });
    await purge(removed, request);
    return ok(reply, (await named([fromDb(schema, record)]))[0], { msg: t('app.msg.created'), code: 201 });
  });

  app.post(`${base}/actualizar`, { bodyLimit: writeBodyLimit(schema), schema: { tags, summary: `Actualizar ${schema.label.one}` } }, async (request, reply) => {
    const user = await requireUser(db, request);
    allow(user, 'edit');
    const input = jsonField(request, writeCaps(schema, 'update'));
    const id = parseId(String((input as Record<string, unknown> | null)?.[schema.key] ?? (input as Record<string, unknown> | null)?.id ?? ''));
    let removed: string[] = [];
    const record = await db.transaction().execute(async (trx) => {
      const current = await load(trx, id);
      if (!current) throw notFound();
      allow(user, 'edit', current);
      const { data, errors } = validateRecord(schema, input, 'update', fromDb(schema, current));
      sanitizeRecord(schema, data);
      enforceOwner(schema, user, data, 'update');
      await checkReferences({ ...deps, db: trx }, schema, data, errors); // inside the transaction: SQLite has one connection
      if (hasFiles) Object.assign(errors, await checkFileFields(trx, schema, data, user.id, current));
      if (Object.keys(errors).length) throw invalid(errors);
      await hooks.beforeWrite?.({ trx, user, schema, dataDir: deps.dataDir, mode: 'update', data, current });
      await checkUnique(trx, schema, data, id);
      const values = { ...toDb(schema, data), actualizado_en: new Date().toISOString(), actualizado_por: user.id };
      await guardWrite(() => trx.updateTable(schema.name).set(values).where(schema.key, '=', id).execute(), schema);
      const row = await load(trx, id);
      if (!row) throw notFound();
      if (hasFiles) removed = await attachFiles(trx, schema, id, current, row, user.id);
      await writeChanges(trx, schema, current, row, user.id);
      await hooks.afterWrite?.({ trx, user, schema, dataDir: deps.dataDir, mode: 'update', record: row, previous: current });
      await logActivity(trx, { id_usuario: user.id, accion: 'update', recurso: schema.name, id_registro: id, ip: request.ip, detalle: Object.keys(data).join(', ') });
      return row;
    });
    await purge(removed, request);
    return ok(reply, (await named([fromDb(schema, record)]))[0], { msg: t('app.msg.updated') });
  });

  if (schema.noDelete) return;

  app.post(`${base}/eliminar`, { schema: { tags, summary: `Eliminar ${schema.label.one}` } }, async (request: FastifyRequest, reply) => {
    const user = await requireUser(db, request);
    allow(user, 'delete');
    const id = parseId(formBody(request, ['id']).id);
    let removed: string[] = [];
    await db.transaction().execute(async (trx) => {
      const current = await load(trx, id);
      if (!current) throw notFound();
      allow(user, 'delete', current);
      await hooks.beforeDelete?.({ trx, user, schema, dataDir: deps.dataDir, current });
      if (hasFiles) removed = await detachAll(trx, schema, current);
      await guardWrite(() => trx.deleteFrom(schema.name).where(schema.key, '=', id).execute(), schema);
      await writeDeletion(trx, schema, current, user.id);
      await logActivity(trx, { id_usuario: user.id, accion: 'delete', recurso: schema.name, id_registro: id, ip: request.ip });
    });
    await purge(removed, request);
    return ok(reply, { [schema.key]: id, id }, { msg: t('app.msg.deleted') });
  });
}

/**
 * The owner field: filled with the caller when a record is created without one; a role that may only edit its
 * own records cannot hand a record to someone else.
 */
function enforceOwner(schema: ModuleSchema, user: SessionUser, data: Record<string, DbValue>, mode: 'create' | 'update') {
  const field = schema.ownerField;
  if (!field) return;
  if (mode === 'create' && (data[field] === null || data[field] === undefined)) data[field] = user.id;
  const rule = isRole(user.tipo) ? schema.access[user.tipo].update : undefined;
  if (rule === 'own' && data[field] !== undefined && data[field] !== user.id) throw new ApiError(403, t('app.errors.owner_only'));
}

/** Declared unique fields: a clear 409 naming the field, before the database constraint would fire. */
async function checkUnique(trx: Transaction<Database>, schema: ModuleSchema, data: Record<string, DbValue>, id?: number) {
  for (const [name, f] of Object.entries(schema.fields)) {
    if (!f.unique || data[name] === undefined || data[name] === null) continue;
    let q = trx.selectFrom(schema.name).select(schema.key).where(sql<string>`lower(${sql.ref(name)})`, '=', String(data[name]).toLowerCase());
    if (id !== undefined) q = q.where(schema.key, '!=', id);
    if (await q.executeTakeFirst()) {
      const msg = t('app.errors.duplicate', { campo: f.label.toLowerCase() });
      throw new ApiError(409, msg, { [name]: msg });
    }
  }
}

/** Reference fields must point to an existing record of their module. */
async function checkReferences(deps: CrudDeps, schema: ModuleSchema, data: Record<string, DbValue>, errors: Errors) {
  for (const [name, f] of Object.entries(schema.fields)) {
    const value = data[name];
    if (f.type !== 'reference' || typeof value !== 'number' || errors[name]) continue;
    const target = deps.modules.find((m) => m.name === f.reference);
    if (!target) continue;
    const found = await deps.db.selectFrom(target.name).select(target.key).where(target.key, '=', value).executeTakeFirst();
    if (!found) errors[name] = { message: 'app.errors.not_found' };
  }
}

async function guardWrite<T>(write: () => Promise<T>, schema: ModuleSchema): Promise<T> {
  try {
    return await write();
  } catch (e) {
    if (isUniqueViolation(e)) throw new ApiError(409, t('app.errors.duplicate', { campo: schema.label.one.toLowerCase() }));
    if (isForeignKeyViolation(e)) throw new ApiError(409, t('app.errors.in_use'));
    throw e;
  }
}
