// File attachments of the 'file' field type, and the state of the scheduled jobs.
//
// archivos: one row per stored file under DATA_DIR/archivos/<archivo>. Pending (id_registro null) from the upload
// until the record that names it is saved; the sweep job removes pending rows older than 24 h with their files.
// trabajos: one row per job (server/jobs): a lease so two processes never run the same job at once, and the
// outcome of its last run.
import type { Kysely } from 'kysely';
import { withId } from './kit/tables';
import type { Dialect } from './kit/sql';

export function m0005(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withId(db.schema.createTable('archivos'), dialect, 'id_archivo')
        .addColumn('modulo', 'text', (c) => c.notNull())
        .addColumn('campo', 'text', (c) => c.notNull())
        .addColumn('id_registro', 'integer')
        .addColumn('archivo', 'text', (c) => c.notNull())
        .addColumn('nombre', 'text', (c) => c.notNull())
        .addColumn('mime', 'text', (c) => c.notNull())
        .addColumn('bytes', 'bigint', (c) => c.notNull())
        .addColumn('subido_por', 'integer')
        .addColumn('creado_en', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('archivos_archivo_uq').on('archivos').column('archivo').unique().execute();
      await db.schema.createIndex('archivos_modulo_registro_idx').on('archivos').columns(['modulo', 'id_registro']).execute();
      // The sweep looks for old pending rows.
      await db.schema.createIndex('archivos_creado_en_idx').on('archivos').column('creado_en').execute();

      await db.schema
        .createTable('trabajos')
        .addColumn('nombre', 'text', (c) => c.primaryKey())
        .addColumn('bloqueado_hasta', 'text')
        .addColumn('ultima_ejecucion', 'text')
        .addColumn('ultimo_resultado', 'text')
        .addColumn('ultimo_error', 'text')
        .execute();
    },
  };
}
