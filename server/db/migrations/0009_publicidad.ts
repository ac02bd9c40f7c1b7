import type { Kysely } from 'kysely';
import argumentosventa from '../../../src/resources/argumentosventa/schema';
import blog from '../../../src/resources/blog/schema';
import controlmedios from '../../../src/resources/controlmedios/schema';
import { createModuleTable } from '../schemaTable';
import type { Dialect } from '../types';

// Publicidad: the blog, the sales arguments and the advertising media of the properties.
export function m0009(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      for (const schema of [blog, argumentosventa, controlmedios]) await createModuleTable(db, dialect, schema);
      // The public feed: published entries, newest first.
      await db.schema.createIndex('blog_publicado_idx').on('blog').columns(['estado', 'fecha_publicacion']).execute();
      await db.schema.createIndex('argumentosventa_tipo_orden_idx').on('argumentosventa').columns(['tipo_inmueble', 'orden']).execute();
    },
  };
}
