import { Migrator, type MigrationProvider } from 'kysely';
import { analyze } from './connect';
import type { Db, Dialect } from './types';
import { MIGRATIONS } from './migrations';

export async function migrate(db: Db, dialect: Dialect): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => Object.fromEntries(MIGRATIONS.map(([name, make]) => [name, make(dialect)])) };
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`La migración ${failed?.migrationName ?? ''} falló`, { cause: error });
  }
  await analyze(db);
}
