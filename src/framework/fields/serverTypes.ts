// A field type's server side (server only: the browser never imports it): what the generic CRUD, the answers' JSON
// Schemas and the API ask of a type beyond converting and checking one value (./types.ts). The file type stores its
// uploads this way; a type without server behaviour declares nothing. One object per type that has any
// (fields/<type>/server.ts), listed in ./server.ts.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, Db, Row } from '#server/db/types';
import type { FieldDef, ModuleSchema } from '../schema';
import type { Errors } from './types';

/** The module's fields of one type, by name. */
export type FieldsOf<D extends FieldDef> = readonly (readonly [name: string, field: D])[];

/** Work to do once the write's transaction has committed (removing replaced files); nothing when it rolls back. */
export type AfterCommit = (log: FastifyBaseLogger) => Promise<void>;

interface Scope<D extends FieldDef> {
  readonly schema: ModuleSchema;
  /** The module's fields of this type (at least one). */
  readonly fields: FieldsOf<D>;
}

export interface FieldServerDeps {
  readonly db: Db;
  readonly modules: readonly ModuleSchema[];
  readonly dataDir: string;
}

export interface FieldServer<D extends FieldDef = FieldDef> {
  /**
   * Per-field errors for the values a write brings (`data`: validated; `current`: the stored row on update), before
   * anything is stored: e.g. a file value that is not the caller's pending upload.
   */
  check?(
    ctx: Scope<D> & { readonly q: Kysely<Database>; readonly data: Readonly<Row>; readonly userId: number; readonly current?: Readonly<Row> },
  ): Promise<Errors>;
  /** Inside the write's transaction, once the row is stored (`before`: the row as it was on update). */
  afterWrite?(
    ctx: Scope<D> & {
      readonly trx: Kysely<Database>;
      readonly dataDir: string;
      readonly recordId: number;
      readonly before?: Readonly<Row>;
      readonly after: Readonly<Row>;
      readonly userId: number;
    },
  ): Promise<AfterCommit | undefined>;
  /** Inside the delete's transaction, before the row goes. */
  beforeDelete?(
    ctx: Scope<D> & { readonly trx: Kysely<Database>; readonly dataDir: string; readonly record: Readonly<Row> },
  ): Promise<AfterCommit | undefined>;
  /** A page of rows on their way out (listado, detalle, the REST dialect): columns added, in one query for the page. */
  decorate?(ctx: Scope<D> & { readonly q: Kysely<Database>; readonly rows: readonly Row[] }): Promise<Row[]>;
  /** The tables `decorate` reads besides the module's own: a cached list is kept only while their versions stay (server/crud/listCache.ts). */
  readonly reads?: readonly string[];
  /** The JSON Schemas of the columns `decorate` adds (the answers are serialised with them; OpenAPI shows them). */
  properties?(fields: FieldsOf<D>): Readonly<Record<string, object>>;
  /** The type's own API routes (uploads, downloads), given every module that has fields of the type. */
  routes?(api: FastifyInstance, deps: FieldServerDeps, modules: readonly Scope<D>[]): void;
}
