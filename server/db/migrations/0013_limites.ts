// limites: the counters of the rate limits (failed logins, the public endpoints), shared by every app instance on
// the database (server/limits/counters.ts). One row per key; `expira` (ms since the epoch) is when it is forgotten.
import type { Kysely } from 'kysely';

export function m0013() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('limites')
        .addColumn('clave', 'text', (c) => c.primaryKey())
        .addColumn('cuenta', 'integer', (c) => c.notNull())
        .addColumn('desde', 'bigint', (c) => c.notNull())
        .addColumn('ultimo', 'bigint', (c) => c.notNull())
        .addColumn('expira', 'bigint', (c) => c.notNull())
        .execute();
      // The sweep of expired counters.
      await db.schema.createIndex('limites_expira_idx').on('limites').column('expira').execute();
    },
  };
}
