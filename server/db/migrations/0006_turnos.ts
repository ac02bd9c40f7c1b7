// Calendario: the agents' shifts (one per agent and day) and the private ICS feed secrets (only their sha256).
// turnos as its schema made it when this migration was written: its list indexes came with 0010, its search with 0011.
import type { Kysely } from 'kysely';
import type { Dialect } from './kit/sql';
import { createTable, type TableDef } from './kit/tables';

const TURNOS: TableDef = {
  name: 'turnos',
  key: 'id_turno',
  columns: [
    { name: 'id_usuario', type: 'integer', notNull: true, references: 'usuarios.id_usuario' },
    { name: 'fecha', type: 'text', notNull: true },
    { name: 'turno', type: 'text', notNull: true, default: 'manana' },
    { name: 'lugar', type: 'text' },
    { name: 'notas', type: 'text' },
  ],
  indexes: [
    { name: 'turnos_id_usuario_idx', columns: ['id_usuario'] },
    { name: 'turnos_fecha_idx', columns: ['fecha'] },
    { name: 'turnos_turno_idx', columns: ['turno'] },
  ],
};

export function m0006(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await createTable(db, dialect, TURNOS);
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
