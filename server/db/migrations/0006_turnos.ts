import type { Kysely } from 'kysely';
import turnos from '../../../src/resources/turnos/schema';
import { createModuleTable } from '../schemaTable';
import type { Dialect } from '../types';

// Calendario: the agents' shifts (one per agent and day) and the private ICS feed secrets (only their sha256).
export function m0006(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await createModuleTable(db, dialect, turnos);
      await db.schema.createIndex('turnos_usuario_fecha_uq').on('turnos').columns(['id_usuario', 'fecha']).unique().execute();

      await db.schema
        .createTable('calendario_ics')
        .addColumn('id_usuario', 'integer', (c) => c.primaryKey())
        .addColumn('secreto_hash', 'text', (c) => c.notNull())
        .addColumn('creado_en', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('calendario_ics_hash_uq').on('calendario_ics').column('secreto_hash').unique().execute();
    },
  };
}
