// Every field type's server side (server only: the browser never imports this file nor the types' server.ts). A type
// with server behaviour adds one line here; `satisfies` checks each against its own member of FieldDef. The plain
// parts are in ./index.ts, the React parts in ./views.ts.
import type { FieldDef, FieldDefOf, FieldType, ModuleSchema } from '../schema';
import { fieldsOfType } from './index';
import type { FieldServer, FieldServerDeps, FieldsOf } from './serverTypes';
import { fileFieldServer } from './file/server';
import { keysOf } from '../../lib/keys';

const fieldServers = {
  file: fileFieldServer,
} satisfies { readonly [T in FieldType]?: FieldServer<FieldDefOf<T>> };

type ServedType = keyof typeof fieldServers;
const SERVED_TYPES = keysOf(fieldServers);

/** For any field (each server is only ever given fields of its own type). */
const serverOf = (type: ServedType): FieldServer => fieldServers[type];

/** A module's field types that have a server side, each with the module's fields of that type. */
export interface ServedFields {
  readonly server: FieldServer;
  readonly fields: FieldsOf<FieldDef>;
}

const served = new WeakMap<ModuleSchema, readonly ServedFields[]>();

/** The server sides a module's writes, deletes and answers go through (none for most modules). */
export function servedFields(schema: ModuleSchema): readonly ServedFields[] {
  const known = served.get(schema);
  if (known) return known;
  const out: ServedFields[] = [];
  for (const type of SERVED_TYPES) {
    const fields = fieldsOfType(schema, type);
    if (fields.length) out.push({ server: serverOf(type), fields });
  }
  served.set(schema, out);
  return out;
}

/** Registers the API routes of every field type that has some, for the modules that declare fields of it. */
export function registerFieldRoutes(api: Parameters<NonNullable<FieldServer['routes']>>[0], deps: FieldServerDeps): void {
  for (const type of SERVED_TYPES) {
    const server = serverOf(type);
    const modules = deps.modules.flatMap((schema) => {
      const fields = fieldsOfType(schema, type);
      return fields.length ? [{ schema, fields }] : [];
    });
    server.routes?.(api, deps, modules);
  }
}

export type { AfterCommit, FieldServer, FieldServerDeps, FieldsOf } from './serverTypes';
