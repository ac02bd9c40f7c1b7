import { sql, type Kysely } from 'kysely';
import { withAudit, withId } from './kit/tables';
import type { Dialect } from './kit/sql';

type Col = readonly [name: string, type: 'text' | 'integer' | 'bigint' | 'double precision', notNull?: boolean];

function index(db: Kysely<unknown>, table: string, cols: readonly string[]) {
  return Promise.all(cols.map((c) => db.schema.createIndex(`${table}_${c}_idx`).on(table).column(c).execute()));
}

export function m0002(dialect: Dialect) {
  const table = async (db: Kysely<unknown>, name: string, key: string, cols: readonly Col[]) => {
    let t = withId(db.schema.createTable(name), dialect, key);
    for (const [c, type, notNull] of cols) t = t.addColumn(c, type, (b) => (notNull ? b.notNull() : b));
    await withAudit(t).execute();
  };
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await table(db, 'ofertantes', 'id_propiedad', [
        ['codigo', 'text'],
        ['descripcion', 'text', true],
        ['estado', 'text', true],
        ['tipo_operacion', 'text', true],
        ['tipo_inmueble', 'text', true],
        ['moneda', 'text', true],
        ['precio', 'bigint', true],
        ['mantenimiento', 'bigint'],
        ['direccion', 'text', true],
        ['referencia', 'text'],
        ['distrito', 'text', true],
        ['provincia', 'text'],
        ['departamento', 'text'],
        ['ubigeo', 'text'],
        ['latitud', 'double precision'],
        ['longitud', 'double precision'],
        ['area_terreno', 'double precision'],
        ['area_construida', 'double precision'],
        ['dormitorios', 'integer'],
        ['banos', 'integer'],
        ['cocheras', 'integer'],
        ['antiguedad', 'integer'],
        ['piso', 'integer'],
        ['partida_registral', 'text'],
        ['exclusividad', 'integer'],
        ['exclusividad_hasta', 'text'],
        ['comision_pct', 'double precision'],
        ['propietario_nombre', 'text', true],
        ['propietario_documento_tipo', 'text'],
        ['propietario_documento', 'text'],
        ['propietario_telefono', 'text'],
        ['propietario_email', 'text'],
        ['consentimiento_datos', 'integer'],
        ['consentimiento_fecha', 'text'],
        ['id_agente', 'integer'],
        ['fecha_captacion', 'text'],
        ['imagen', 'text'],
        ['chk_fotos', 'integer'],
        ['chk_contrato', 'integer'],
        ['chk_partida', 'integer'],
        ['chk_precio', 'integer'],
        ['chk_llave', 'integer'],
      ]);
      await db.schema.createIndex('ofertantes_codigo_uq').on('ofertantes').column('codigo').unique().execute();
      await index(db, 'ofertantes', [
        'estado',
        'tipo_operacion',
        'tipo_inmueble',
        'precio',
        'distrito',
        'area_construida',
        'id_agente',
        'fecha_captacion',
        'moneda',
      ]);

      await table(db, 'demandantes', 'id_demandante', [
        ['nombre', 'text', true],
        ['apellido', 'text', true],
        ['documento_tipo', 'text'],
        ['documento', 'text'],
        ['telefono', 'text'],
        ['email', 'text'],
        ['origen', 'text'],
        ['tipo_operacion', 'text', true],
        ['tipos_inmueble', 'text'],
        ['distritos', 'text'],
        ['moneda', 'text', true],
        ['precio_min', 'bigint'],
        ['precio_max', 'bigint'],
        ['dormitorios_min', 'integer'],
        ['banos_min', 'integer'],
        ['cocheras_min', 'integer'],
        ['area_min', 'double precision'],
        ['financiamiento', 'text'],
        ['descripcion', 'text'],
        ['estado', 'text', true],
        ['id_agente', 'integer'],
        ['consentimiento_marketing', 'integer'],
        ['consentimiento_fecha', 'text'],
      ]);
      await index(db, 'demandantes', ['nombre', 'apellido', 'tipo_operacion', 'precio_min', 'precio_max', 'estado', 'id_agente']);

      await table(db, 'citas', 'id_cita', [
        ['fecha', 'text', true],
        ['hora_inicio', 'text', true],
        ['hora_fin', 'text', true],
        ['tipo', 'text', true],
        ['estado', 'text', true],
        ['id_propiedad', 'integer', true],
        ['id_demandante', 'integer'],
        ['id_agente', 'integer'],
        ['lugar', 'text'],
        ['notas', 'text'],
        ['resultado', 'text'],
      ]);
      await index(db, 'citas', ['fecha', 'hora_inicio', 'tipo', 'estado', 'id_propiedad', 'id_demandante', 'id_agente']);

      for (const name of ['cambioso', 'cambiosd']) {
        await table(db, name, 'id_cambio', [
          ['fecha', 'text', true],
          ['recurso', 'text', true],
          ['id_registro', 'integer', true],
          ['campo', 'text', true],
          ['valor_anterior', 'text'],
          ['valor_nuevo', 'text'],
          ['id_usuario', 'integer'],
        ]);
        await index(db, name, ['fecha', 'id_registro', 'campo', 'id_usuario']);
      }

      await sql`create view agentes as select id_usuario, nombre, apellido, email, telefono, tipo, estado, imagen,
        creado_en, actualizado_en, creado_por, actualizado_por from usuarios`.execute(db);

      // The two carts: one row per (user, item).
      for (const [name, ref] of [
        ['carrito', 'id_propiedad'],
        ['carritode', 'id_demandante'],
      ] as const) {
        await withId(db.schema.createTable(name), dialect, 'id_carrito')
          .addColumn('id_usuario', 'integer', (c) => c.notNull())
          .addColumn(ref, 'integer', (c) => c.notNull())
          .addColumn('creado_en', 'text', (c) => c.notNull())
          .addUniqueConstraint(`${name}_usuario_item_uq`, ['id_usuario', ref])
          .execute();
      }

      await withId(db.schema.createTable('notificaciones'), dialect, 'id')
        .addColumn('id_usuario', 'integer', (c) => c.notNull())
        .addColumn('mensaje', 'text', (c) => c.notNull())
        .addColumn('fecha', 'text', (c) => c.notNull())
        .addColumn('leida', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('recurso', 'text')
        .addColumn('id_registro', 'integer')
        .execute();
      await index(db, 'notificaciones', ['id_usuario', 'fecha']);

      await table(db, 'imagenes', 'id_imagen', [
        ['id_propiedad', 'integer'],
        ['carpeta', 'text', true],
        ['archivo', 'text', true],
        ['titulo', 'text'],
        ['orden', 'integer', true],
        ['etiquetas', 'text'],
        ['ancho', 'integer'],
        ['alto', 'integer'],
        ['bytes', 'integer'],
        ['subido_por', 'integer'],
      ]);
      await index(db, 'imagenes', ['id_propiedad', 'orden']);

      await table(db, 'autoresponder', 'id_mensaje', [
        ['id_demandante', 'integer', true],
        ['propiedades', 'text', true],
        ['destinatario', 'text'],
        ['asunto', 'text', true],
        ['cuerpo', 'text', true],
        ['estado', 'text', true],
        ['enviado_en', 'text'],
        ['error', 'text'],
        ['intentos', 'integer'],
      ]);
      await index(db, 'autoresponder', ['id_demandante', 'estado', 'creado_en']);
      // Which (demandante, property version) pairs already produced a message: new or changed matches only.
      await db.schema
        .createTable('autoresponder_pares')
        .addColumn('id_demandante', 'integer', (c) => c.notNull())
        .addColumn('id_propiedad', 'integer', (c) => c.notNull())
        .addColumn('version', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('autoresponder_pares_pk', ['id_demandante', 'id_propiedad'])
        .execute();
    },
  };
}
