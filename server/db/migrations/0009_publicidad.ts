// Publicidad: the blog, the sales arguments and the advertising media of the properties, as their schemas made
// them when this migration was written (main at 26cb720): their list indexes came with 0010, their search with 0011.
import type { Kysely } from 'kysely';
import type { Dialect } from './kit/sql';
import { createTable, type TableDef } from './kit/tables';

const TABLES: readonly TableDef[] = [
  {
    name: 'blog',
    key: 'id_blog',
    columns: [
      { name: 'titulo', type: 'text', notNull: true },
      { name: 'slug', type: 'text' },
      { name: 'resumen', type: 'text' },
      { name: 'contenido', type: 'text', notNull: true },
      { name: 'imagen', type: 'text' },
      { name: 'categoria', type: 'text', notNull: true, default: 'consejos' },
      { name: 'estado', type: 'text', notNull: true, default: 'borrador' },
      { name: 'fecha_publicacion', type: 'text' },
      { name: 'id_autor', type: 'integer', references: 'usuarios.id_usuario' },
    ],
    indexes: [
      { name: 'blog_slug_uq', columns: ['slug'], unique: true },
      { name: 'blog_titulo_idx', columns: ['titulo'] },
      { name: 'blog_categoria_idx', columns: ['categoria'] },
      { name: 'blog_estado_idx', columns: ['estado'] },
      { name: 'blog_fecha_publicacion_idx', columns: ['fecha_publicacion'] },
      { name: 'blog_id_autor_idx', columns: ['id_autor'] },
    ],
  },
  {
    name: 'argumentosventa',
    key: 'id_argumento',
    columns: [
      { name: 'tipo_inmueble', type: 'text', notNull: true, default: 'general' },
      { name: 'titulo', type: 'text', notNull: true },
      { name: 'argumento', type: 'text', notNull: true },
      { name: 'orden', type: 'integer' },
    ],
    indexes: [
      { name: 'argumentosventa_tipo_inmueble_idx', columns: ['tipo_inmueble'] },
      { name: 'argumentosventa_orden_idx', columns: ['orden'] },
    ],
  },
  {
    name: 'controlmedios',
    key: 'id_medio',
    columns: [
      { name: 'medio', type: 'text', notNull: true, default: 'urbania' },
      { name: 'id_propiedad', type: 'integer', notNull: true, references: 'ofertantes.id_propiedad' },
      { name: 'fecha_inicio', type: 'text', notNull: true },
      { name: 'fecha_fin', type: 'text' },
      { name: 'moneda', type: 'text', notNull: true, default: 'PEN' },
      { name: 'costo', type: 'bigint' },
      { name: 'url', type: 'text' },
      { name: 'estado', type: 'text', notNull: true, default: 'activo' },
      { name: 'contactos', type: 'integer', default: 0 },
      { name: 'costo_por_contacto', type: 'bigint' },
      { name: 'observaciones', type: 'text' },
    ],
    indexes: [
      { name: 'controlmedios_medio_idx', columns: ['medio'] },
      { name: 'controlmedios_id_propiedad_idx', columns: ['id_propiedad'] },
      { name: 'controlmedios_fecha_inicio_idx', columns: ['fecha_inicio'] },
      { name: 'controlmedios_fecha_fin_idx', columns: ['fecha_fin'] },
      { name: 'controlmedios_estado_idx', columns: ['estado'] },
      { name: 'controlmedios_contactos_idx', columns: ['contactos'] },
      { name: 'controlmedios_costo_por_contacto_idx', columns: ['costo_por_contacto'] },
    ],
  },
];

export function m0009(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      for (const table of TABLES) await createTable(db, dialect, table);
      // The public feed: published entries, newest first.
      await db.schema.createIndex('blog_publicado_idx').on('blog').columns(['estado', 'fecha_publicacion']).execute();
      await db.schema.createIndex('argumentosventa_tipo_orden_idx').on('argumentosventa').columns(['tipo_inmueble', 'orden']).execute();
    },
  };
}
