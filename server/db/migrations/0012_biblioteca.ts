import type { Kysely } from 'kysely';
import type { Dialect } from './kit/sql';

// Imágenes y Files: files carry labels (JSON list of etiqueta ids, like imagenes.etiquetas) and the property they
// belong to (free uploads of the library, or the record's property when a file field is bound).
export function m0012(_dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('archivos').addColumn('etiquetas', 'text').execute();
      await db.schema.alterTable('archivos').addColumn('id_propiedad', 'integer').execute();
      await db.schema.createIndex('archivos_id_propiedad_idx').on('archivos').column('id_propiedad').execute();
      await db.schema.createIndex('imagenes_subido_por_idx').on('imagenes').column('subido_por').execute();
    },
  };
}
