import type { Kysely } from 'kysely';
import { withAudit, withId } from '../columns';
import type { Dialect } from '../types';

// Calendario: the agents' shifts (one per agent and day) and the private ICS feed secrets (only their sha256).
export function m0006(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withAudit(
        withId(db.schema.createTable('turnos'), dialect, 'id_turno')
          .addColumn('id_usuario', 'integer', (c) => c.notNull())
          .addColumn('fecha', 'text', (c) => c.notNull())
          .addColumn('turno', 'text', (c) => c.notNull())
          .addColumn('lugar', 'text')
          .addColumn('notas', 'text'),
      ).execute();
      await db.schema.createIndex('turnos_usuario_fecha_uq').on('turnos').columns(['id_usuario', 'fecha']).unique().execute();
      await db.schema.createIndex('turnos_fecha_idx').on('turnos').column('fecha').execute();
      await db.schema.createIndex('turnos_turno_idx').on('turnos').column('turno').execute();

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
