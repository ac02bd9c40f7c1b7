// Documentos, Legal and Directorios: brokers, the key inventory and its loans, contracts, SUNARP procedures.
// The five tables as their schemas made them when this migration was written (main from db78ec2, an hour after it,
// gave oficina_registral its default; the release before 0010, 26cb720, has them so): columns, unique fields and the
// indexes of sorted and filtered fields. Their list indexes came with 0010, their search with 0011.
import { sql, type Kysely } from 'kysely';
import type { Dialect } from './kit/sql';
import { createTable, type TableDef } from './kit/tables';

const TABLES: readonly TableDef[] = [
  {
    name: 'corredores',
    key: 'id_corredor',
    columns: [
      { name: 'nombre', type: 'text', notNull: true },
      { name: 'apellido', type: 'text', notNull: true },
      { name: 'empresa', type: 'text' },
      { name: 'documento_tipo', type: 'text', default: 'DNI' },
      { name: 'documento', type: 'text' },
      { name: 'ruc', type: 'text' },
      { name: 'registro_mvcs', type: 'text' },
      { name: 'registro_vigencia', type: 'text' },
      { name: 'telefono', type: 'text' },
      { name: 'email', type: 'text' },
      { name: 'zona', type: 'text' },
      { name: 'comision_compartida_pct', type: 'double precision' },
      { name: 'notas', type: 'text' },
      { name: 'estado', type: 'text', notNull: true, default: 'activo' },
    ],
    indexes: [
      { name: 'corredores_nombre_idx', columns: ['nombre'] },
      { name: 'corredores_apellido_idx', columns: ['apellido'] },
      { name: 'corredores_empresa_idx', columns: ['empresa'] },
      { name: 'corredores_registro_vigencia_idx', columns: ['registro_vigencia'] },
      { name: 'corredores_zona_idx', columns: ['zona'] },
      { name: 'corredores_estado_idx', columns: ['estado'] },
    ],
  },
  {
    name: 'llaves',
    key: 'id_llave',
    columns: [
      { name: 'codigo', type: 'text' },
      { name: 'id_propiedad', type: 'integer', notNull: true, references: 'ofertantes.id_propiedad' },
      { name: 'casillero', type: 'text' },
      { name: 'copias', type: 'integer', notNull: true, default: 1 },
      { name: 'descripcion', type: 'text' },
      { name: 'estado', type: 'text', default: 'disponible' },
    ],
    indexes: [
      { name: 'llaves_codigo_idx', columns: ['codigo'] },
      { name: 'llaves_id_propiedad_idx', columns: ['id_propiedad'] },
      { name: 'llaves_casillero_idx', columns: ['casillero'] },
      { name: 'llaves_estado_idx', columns: ['estado'] },
    ],
  },
  {
    name: 'controlllaves',
    key: 'id_prestamo',
    columns: [
      { name: 'id_llave', type: 'integer', notNull: true, references: 'llaves.id_llave' },
      { name: 'prestatario_tipo', type: 'text', notNull: true, default: 'agente' },
      { name: 'id_agente', type: 'integer', references: 'usuarios.id_usuario' },
      { name: 'id_corredor', type: 'integer', references: 'corredores.id_corredor' },
      { name: 'prestatario_nombre', type: 'text' },
      { name: 'prestatario_documento_tipo', type: 'text', default: 'DNI' },
      { name: 'prestatario_documento', type: 'text' },
      { name: 'fecha_salida', type: 'text', notNull: true },
      { name: 'fecha_devolucion_prevista', type: 'text', notNull: true },
      { name: 'fecha_devolucion', type: 'text' },
      { name: 'estado', type: 'text', default: 'abierto' },
      { name: 'motivo', type: 'text' },
      { name: 'id_cita', type: 'integer', references: 'citas.id_cita' },
      { name: 'observaciones', type: 'text' },
    ],
    indexes: [
      { name: 'controlllaves_id_llave_idx', columns: ['id_llave'] },
      { name: 'controlllaves_prestatario_tipo_idx', columns: ['prestatario_tipo'] },
      { name: 'controlllaves_id_agente_idx', columns: ['id_agente'] },
      { name: 'controlllaves_id_corredor_idx', columns: ['id_corredor'] },
      { name: 'controlllaves_fecha_salida_idx', columns: ['fecha_salida'] },
      { name: 'controlllaves_fecha_devolucion_prevista_idx', columns: ['fecha_devolucion_prevista'] },
      { name: 'controlllaves_fecha_devolucion_idx', columns: ['fecha_devolucion'] },
      { name: 'controlllaves_estado_idx', columns: ['estado'] },
      { name: 'controlllaves_id_cita_idx', columns: ['id_cita'] },
    ],
  },
  {
    name: 'controlcontratos',
    key: 'id_contrato',
    columns: [
      { name: 'tipo', type: 'text', notNull: true, default: 'exclusividad' },
      { name: 'id_propiedad', type: 'integer', notNull: true, references: 'ofertantes.id_propiedad' },
      { name: 'id_demandante', type: 'integer', references: 'demandantes.id_demandante' },
      { name: 'id_agente', type: 'integer', references: 'usuarios.id_usuario' },
      { name: 'partes', type: 'text', notNull: true },
      { name: 'fecha_firma', type: 'text' },
      { name: 'fecha_inicio', type: 'text', notNull: true },
      { name: 'fecha_fin', type: 'text' },
      { name: 'moneda', type: 'text', notNull: true, default: 'PEN' },
      { name: 'monto', type: 'bigint' },
      { name: 'garantia_meses', type: 'integer' },
      { name: 'adelanto_meses', type: 'integer' },
      { name: 'comision', type: 'bigint' },
      { name: 'estado', type: 'text', notNull: true, default: 'borrador' },
      { name: 'archivo', type: 'text' },
      { name: 'observaciones', type: 'text' },
    ],
    indexes: [
      { name: 'controlcontratos_tipo_idx', columns: ['tipo'] },
      { name: 'controlcontratos_id_propiedad_idx', columns: ['id_propiedad'] },
      { name: 'controlcontratos_id_demandante_idx', columns: ['id_demandante'] },
      { name: 'controlcontratos_id_agente_idx', columns: ['id_agente'] },
      { name: 'controlcontratos_fecha_firma_idx', columns: ['fecha_firma'] },
      { name: 'controlcontratos_fecha_inicio_idx', columns: ['fecha_inicio'] },
      { name: 'controlcontratos_fecha_fin_idx', columns: ['fecha_fin'] },
      { name: 'controlcontratos_estado_idx', columns: ['estado'] },
    ],
  },
  {
    name: 'controlregistros',
    key: 'id_registro',
    columns: [
      { name: 'id_propiedad', type: 'integer', notNull: true, references: 'ofertantes.id_propiedad' },
      { name: 'tipo_tramite', type: 'text', notNull: true, default: 'compraventa' },
      { name: 'partida_electronica', type: 'text', notNull: true },
      { name: 'oficina_registral', type: 'text', notNull: true, default: 'lima' },
      { name: 'numero_titulo', type: 'text' },
      { name: 'fecha_presentacion', type: 'text', notNull: true },
      { name: 'estado', type: 'text', notNull: true, default: 'presentado' },
      { name: 'fecha_vencimiento', type: 'text' },
      { name: 'cargas_gravamenes', type: 'text' },
      { name: 'observaciones', type: 'text' },
      { name: 'archivo', type: 'text' },
    ],
    indexes: [
      { name: 'controlregistros_id_propiedad_idx', columns: ['id_propiedad'] },
      { name: 'controlregistros_tipo_tramite_idx', columns: ['tipo_tramite'] },
      { name: 'controlregistros_oficina_registral_idx', columns: ['oficina_registral'] },
      { name: 'controlregistros_fecha_presentacion_idx', columns: ['fecha_presentacion'] },
      { name: 'controlregistros_estado_idx', columns: ['estado'] },
      { name: 'controlregistros_fecha_vencimiento_idx', columns: ['fecha_vencimiento'] },
    ],
  },
];

export function m0004(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      for (const table of TABLES) await createTable(db, dialect, table);
      // One open loan per key, whatever races: the second insert fails on this index.
      await db.schema
        .createIndex('controlllaves_abierto_uq')
        .on('controlllaves')
        .column('id_llave')
        .unique()
        .where(sql.ref('estado'), '=', 'abierto')
        .execute();
      // What the scheduled notices already said (one row per notice key), so a restart never repeats one.
      await db.schema
        .createTable('avisos')
        .addColumn('clave', 'text', (c) => c.primaryKey())
        .addColumn('fecha', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
