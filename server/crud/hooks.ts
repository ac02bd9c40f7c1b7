import type { Transaction } from 'kysely';
import type { ModuleSchema } from '../../src/framework/schema';
import type { DbValue } from '../../src/framework/validate';
import type { SessionUser } from '../auth/sessions';
import type { Database, Row } from '../db/types';

export interface HookContext {
  readonly trx: Transaction<Database>;
  readonly user: SessionUser;
  readonly schema: ModuleSchema;
  /** DATA_DIR: where uploads live, for hooks that remove a record's files. */
  readonly dataDir: string;
}

/**
 * Server-side behaviour particular to one module, plugged into the generic CRUD. Throw ApiError to refuse.
 * `R`: the module's stored row (`TableRowOf<'llaves'>`), as `current`, `record` and `previous` come from its table.
 */
export interface ModuleHooks<R extends Row = Row> {
  /** May change `data` (e.g. hash a password) before it is stored. */
  beforeWrite?(ctx: HookContext & { mode: 'create' | 'update'; data: Record<string, DbValue>; current?: R }): Promise<void>;
  afterWrite?(ctx: HookContext & { mode: 'create' | 'update'; record: R; previous?: R }): Promise<void>;
  beforeDelete?(ctx: HookContext & { current: R }): Promise<void>;
}

export type HooksRegistry = Readonly<Record<string, ModuleHooks>>;
