import { sql, type Kysely } from 'kysely';
import type { Dialect } from './kit/sql';

// Avatars in the image library: a user's profile picture is an `imagenes` row too (folder 'usuarios', no property,
// `id_usuario` = its owner), so the library lists, filters, labels and deletes it with the other pictures in one
// query. usuarios.imagen keeps naming the current file (identity, header); the existing avatars get their row here.
export function m0016(_dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('imagenes').addColumn('id_usuario', 'integer').execute();
      await db.schema.createIndex('imagenes_id_usuario_idx').on('imagenes').column('id_usuario').execute();
      await sql`INSERT INTO imagenes (id_propiedad, id_usuario, carpeta, archivo, titulo, orden, subido_por, creado_en, actualizado_en, creado_por, actualizado_por)
        SELECT NULL, id_usuario, 'usuarios', imagen, NULL, 0, id_usuario, actualizado_en, actualizado_en, id_usuario, id_usuario
        FROM usuarios WHERE imagen IS NOT NULL`.execute(db);
    },
  };
}
