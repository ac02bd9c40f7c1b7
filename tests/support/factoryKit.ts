// What the record factories share (src/resources/<module>/testing/factory.ts, one per module; recordFactories.ts gathers
// them): the context, the shape of a factory, fresh values and the ways to put a row in place.
import type { App } from '#server/app';
import { anyTable } from '#server/db/types';
import { expectSuccess, post } from '../api/helpers';

export interface FactoryContext {
  readonly app: App;
  /** An administrator's token: rows are put in place with it. */
  readonly admin: string;
}

export interface RecordFactory {
  /** A body `registrar` accepts (the owner, when given, as the module's owner field). */
  valid(ctx: FactoryContext, owner?: number): Promise<Record<string, unknown>>;
  /** Fields `actualizar` accepts on a row made by `create`. */
  change(): Record<string, unknown>;
  /** Puts a row in place, owned by `owner` when the module has an owner; returns its key. */
  create?(ctx: FactoryContext, owner?: number): Promise<number>;
}

let seq = 0;
/** A number no other call of this test file got: codes, names and dates stay unique. */
export const next = () => ++seq;
export const isoDay = (daysFromNow: number) => new Date(Date.now() + daysFromNow * 86_400_000).toISOString().slice(0, 10);
export const hour = 3_600_000;

/** The first row's key of `table` (modules whose rows are never typed in). */
export async function firstId(app: App, table: string, key: string): Promise<number> {
  const row = await anyTable(app.connection.db).selectFrom(table).select(key).orderBy(key, 'asc').executeTakeFirstOrThrow();
  return Number(row[key]);
}

/** Registers a row through the API as the administrator; returns its key. */
export async function registrar(ctx: FactoryContext, module: string, key: string, body: Record<string, unknown>): Promise<number> {
  const r = await post(ctx.app, `/api/${module}/registrar`, { json: body }, ctx.admin);
  expectSuccess(r, 201);
  return Number(r.body.data[key]);
}

/** The first active agent. */
export async function firstAgent(app: App): Promise<number> {
  const row = await app.connection.db
    .selectFrom('usuarios')
    .select('id_usuario')
    .where('tipo', '=', 'Agente')
    .where('estado', '=', 'activo')
    .orderBy('id_usuario', 'asc')
    .executeTakeFirstOrThrow();
  return Number(row.id_usuario);
}
