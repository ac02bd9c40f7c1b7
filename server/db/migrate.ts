import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import { analyze } from './connect';
import type { Db, Dialect } from './types';
import { MIGRATIONS } from './migrations';

/** Migrations in order: each one's name and the migration for a dialect. */
export type MigrationList = readonly (readonly [name: string, make: (dialect: Dialect) => Migration])[];

/** Runs the pending migrations: the app's, or `migrations` (a test adds a module's own to them). */
export async function migrate(db: Db, dialect: Dialect, migrations: MigrationList = MIGRATIONS): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => Object.fromEntries(migrations.map(([name, make]) => [name, make(dialect)])) };
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`La migración ${failed?.migrationName ?? ''} falló`, { cause: error });
  }
  await analyze(db);
}
