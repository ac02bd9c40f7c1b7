import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db, Dialect } from './types';
import { m0001 } from './migrations/0001_sistema';
import { m0002 } from './migrations/0002_favoritos';
import { m0005 } from './migrations/0005_libro';

/** Every migration, in order. A new module adds its file here. */
function allMigrations(dialect: Dialect): Record<string, Migration> {
  return {
    '0001_sistema': m0001(dialect),
    '0002_favoritos': m0002(dialect),
    '0005_libro': m0005(dialect),
  };
}

export async function migrate(db: Db, dialect: Dialect): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => allMigrations(dialect) };
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`La migración ${failed?.migrationName ?? ''} falló`, { cause: error });
  }
}
