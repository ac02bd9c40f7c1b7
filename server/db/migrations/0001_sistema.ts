import type { Kysely } from 'kysely';
import { withAudit, withId } from './kit/tables';
import type { Dialect } from './kit/sql';

export function m0001(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withAudit(
        withId(db.schema.createTable('usuarios'), dialect, 'id_usuario')
          .addColumn('nombre', 'text', (c) => c.notNull())
          .addColumn('apellido', 'text', (c) => c.notNull())
          .addColumn('usuario', 'text', (c) => c.notNull().unique())
          .addColumn('email', 'text', (c) => c.notNull().unique())
          .addColumn('password', 'text', (c) => c.notNull())
          .addColumn('tipo', 'text', (c) => c.notNull())
          .addColumn('documento_tipo', 'text')
          .addColumn('documento', 'text')
          .addColumn('telefono', 'text')
          .addColumn('registro_mvcs', 'text')
          .addColumn('imagen', 'text')
          .addColumn('estado', 'text', (c) => c.notNull().defaultTo('activo')),
      ).execute();
      for (const col of ['nombre', 'apellido', 'tipo', 'estado']) {
        await db.schema.createIndex(`usuarios_${col}_idx`).on('usuarios').column(col).execute();
      }

      await withId(db.schema.createTable('sesiones'), dialect, 'id_sesion')
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('id_usuario', 'integer', (c) => c.notNull().references('usuarios.id_usuario'))
        .addColumn('creado_en', 'text', (c) => c.notNull())
        .addColumn('expira_en', 'text', (c) => c.notNull())
        .addColumn('revocada_en', 'text')
        .addColumn('bloqueada', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('ip', 'text')
        .execute();
      await db.schema.createIndex('sesiones_usuario_idx').on('sesiones').column('id_usuario').execute();

      await withAudit(
        withId(db.schema.createTable('actividadsistema'), dialect, 'id_actividad')
          .addColumn('fecha', 'text', (c) => c.notNull())
          .addColumn('id_usuario', 'integer')
          .addColumn('accion', 'text', (c) => c.notNull())
          .addColumn('recurso', 'text')
          .addColumn('id_registro', 'text')
          .addColumn('ip', 'text')
          .addColumn('detalle', 'text'),
      ).execute();
      for (const col of ['fecha', 'id_usuario', 'accion', 'recurso']) {
        await db.schema.createIndex(`actividadsistema_${col}_idx`).on('actividadsistema').column(col).execute();
      }

      await withAudit(
        withId(db.schema.createTable('etiquetas'), dialect, 'id_etiqueta')
          .addColumn('nombre', 'text', (c) => c.notNull().unique())
          .addColumn('color', 'text', (c) => c.notNull()),
      ).execute();

      await withAudit(
        withId(db.schema.createTable('glosario'), dialect, 'id_glosario')
          .addColumn('termino', 'text', (c) => c.notNull().unique())
          .addColumn('definicion', 'text', (c) => c.notNull()),
      ).execute();

      await db.schema
        .createTable('configuracion')
        .addColumn('clave', 'text', (c) => c.primaryKey())
        .addColumn('valor', 'text')
        .execute();
    },
  };
}
