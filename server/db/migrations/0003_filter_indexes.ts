// Indexes the schemas' filters needed but 0001/0002 did not create (found by tests/api/schema-drift.test.ts).
// Listed by name, not derived from the schemas: a migration must mean the same thing whenever it runs.
import type { Kysely } from 'kysely';
import type { Dialect } from './kit/sql';
import { createIndexes } from './kit/tables';

export function m0003(_dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await createIndexes(db, 'actividadsistema', ['id_registro', 'ip']);
      await createIndexes(db, 'ofertantes', ['dormitorios']);
      await createIndexes(db, 'demandantes', ['origen', 'moneda', 'consentimiento_marketing']);
    },
  };
}
