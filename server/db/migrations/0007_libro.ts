import type { Kysely } from 'kysely';
import { withAudit, withId } from './kit/tables';
import type { Dialect } from './kit/sql';

// The Libro de Reclamaciones (issue 10): the sheets, the correlative counter per year, and the constancia links.
export function m0007(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      let t = withId(db.schema.createTable('libroreclamaciones'), dialect, 'id_reclamo')
        .addColumn('numero', 'text', (c) => c.notNull())
        .addColumn('anio', 'integer', (c) => c.notNull())
        .addColumn('correlativo', 'integer', (c) => c.notNull())
        .addColumn('fecha', 'text', (c) => c.notNull())
        .addColumn('fecha_limite', 'text', (c) => c.notNull());
      for (const col of ['nombre', 'documento_tipo', 'documento', 'domicilio']) t = t.addColumn(col, 'text', (c) => c.notNull());
      for (const col of ['telefono', 'email', 'apoderado', 'moneda']) t = t.addColumn(col, 'text');
      t = t
        .addColumn('menor_edad', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('bien_tipo', 'text', (c) => c.notNull())
        .addColumn('monto_reclamado', 'bigint')
        .addColumn('descripcion_bien', 'text', (c) => c.notNull())
        .addColumn('tipo', 'text', (c) => c.notNull())
        .addColumn('detalle', 'text', (c) => c.notNull())
        .addColumn('pedido', 'text', (c) => c.notNull())
        .addColumn('acepta', 'integer', (c) => c.notNull())
        .addColumn('estado', 'text', (c) => c.notNull())
        .addColumn('acciones', 'text')
        .addColumn('respuesta', 'text')
        .addColumn('fecha_respuesta', 'text')
        .addColumn('aviso_plazo', 'text')
        .addUniqueConstraint('libroreclamaciones_anio_correlativo_uq', ['anio', 'correlativo']);
      await withAudit(t).execute();
      await db.schema.createIndex('libroreclamaciones_numero_uq').on('libroreclamaciones').column('numero').unique().execute();
      for (const c of ['fecha', 'fecha_limite', 'tipo', 'estado', 'fecha_respuesta', 'creado_en']) {
        await db.schema.createIndex(`libroreclamaciones_${c}_idx`).on('libroreclamaciones').column(c).execute();
      }

      // The last number given each year, taken with an atomic upsert in the filing's transaction: no gaps, no reuse.
      await db.schema
        .createTable('libro_correlativos')
        .addColumn('anio', 'integer', (c) => c.primaryKey())
        .addColumn('ultimo', 'integer', (c) => c.notNull())
        .execute();

      // The constancia links: only the SHA-256 of the random token is kept.
      await db.schema
        .createTable('libro_constancias')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('id_reclamo', 'integer', (c) => c.notNull().references('libroreclamaciones.id_reclamo'))
        .addColumn('creado_en', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
