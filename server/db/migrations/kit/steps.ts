// Migrations kit (frozen; see sql.ts): a migration written by `npm run db:migracion` is its SQL for each database,
// run in order in one transaction — on SQLite with the table rebuilds (sqliteRebuild.ts) its ALTER TABLE cannot do.
import { sql, type Kysely, type Migration, type Transaction } from 'kysely';
import { rebuildSqliteTableWith, withSqliteRebuilds, type ColumnChanges } from './sqliteRebuild';
import type { Dialect } from './sql';

/** A SQLite step: a statement, or a table rebuilt with `changes` made to its columns. */
export type SqliteStep = string | { readonly rebuild: string; readonly changes: ColumnChanges };

export interface MigrationSteps {
  readonly sqlite: readonly SqliteStep[];
  readonly postgres: readonly string[];
}

async function runSqlite(trx: Transaction<unknown>, steps: readonly SqliteStep[]): Promise<void> {
  for (const step of steps) {
    if (typeof step === 'string') await sql.raw(step).execute(trx);
    else await rebuildSqliteTableWith(trx, step.rebuild, step.changes);
  }
}

/** The migration that runs `steps` on its database. */
export function stepsMigration(steps: MigrationSteps): (dialect: Dialect) => Migration {
  return (dialect) => ({
    async up(db: Kysely<unknown>): Promise<void> {
      if (dialect === 'postgres') {
        // Kysely's migrator runs a PostgreSQL migration in a transaction already.
        for (const statement of steps.postgres) await sql.raw(statement).execute(db);
        return;
      }
      if (steps.sqlite.some((s) => typeof s !== 'string')) await withSqliteRebuilds(db, (trx) => runSqlite(trx, steps.sqlite));
      else await db.transaction().execute((trx) => runSqlite(trx, steps.sqlite));
    },
  });
}
