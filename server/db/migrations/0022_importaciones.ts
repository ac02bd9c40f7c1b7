// importaciones: one row per import of a spreadsheet (Sistema › Importar, server/importar): who, which module and
// file, the analysis the preview showed (JSON: the mapped columns and every row's values, class and errors), and the
// commit's progress and outcome. importacion_registros: the batch — every record an import created or updated, by
// module and id, so the import can be undone as a whole and a crashed commit removed.
import type { Kysely } from 'kysely';
import { withId } from './kit/tables';
import type { Dialect } from './kit/sql';

export function m0022Importaciones(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withId(db.schema.createTable('importaciones'), dialect, 'id_importacion')
        .addColumn('modulo', 'text', (c) => c.notNull())
        .addColumn('id_usuario', 'integer', (c) => c.notNull())
        .addColumn('archivo', 'text', (c) => c.notNull())
        .addColumn('hoja', 'text')
        .addColumn('estado', 'text', (c) => c.notNull())
        .addColumn('analisis', 'text', (c) => c.notNull())
        .addColumn('resumen', 'text', (c) => c.notNull())
        .addColumn('duplicados', 'text')
        .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('hechas', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('resultado', 'text')
        .addColumn('latido', 'text')
        .addColumn('iniciada_en', 'text')
        .addColumn('creado_en', 'text', (c) => c.notNull())
        .addColumn('actualizado_en', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('importaciones_creado_en_idx').on('importaciones').column('creado_en').execute();
      await db.schema.createIndex('importaciones_estado_idx').on('importaciones').column('estado').execute();
      await db.schema
        .createTable('importacion_registros')
        .addColumn('id_importacion', 'integer', (c) => c.notNull().references('importaciones.id_importacion').onDelete('cascade'))
        .addColumn('modulo', 'text', (c) => c.notNull())
        .addColumn('id_registro', 'integer', (c) => c.notNull())
        .addColumn('accion', 'text', (c) => c.notNull())
        .addColumn('fila', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('importacion_registros_pk', ['id_importacion', 'modulo', 'id_registro'])
        .execute();
      await db.schema.createIndex('importacion_registros_registro_idx').on('importacion_registros').columns(['modulo', 'id_registro']).execute();
    },
  };
}
