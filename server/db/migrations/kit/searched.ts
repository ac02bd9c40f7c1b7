// Migrations kit (frozen; see sql.ts): the tables migration 0011 gave a `q` search index, and what the migrations
// that remade that index (0015, 0017, 0018, 0019) took from them: the key, the searched columns, the default sort
// when 0015 was written and whether it holds dates. Listed, not derived from the schemas.
export interface SearchedTable {
  readonly table: string;
  readonly key: string;
  readonly columns: readonly string[];
  /** The list's default sort column. */
  readonly sort: string;
  /** The sort column holds dates (0019 ranks SQLite's index by it). */
  readonly date: boolean;
}

export const SEARCHED: readonly SearchedTable[] = [
  {
    table: 'ofertantes',
    key: 'id_propiedad',
    columns: ['codigo', 'descripcion', 'direccion', 'propietario_nombre', 'distrito'],
    sort: 'fecha_captacion',
    date: true,
  },
  {
    table: 'demandantes',
    key: 'id_demandante',
    columns: ['nombre', 'apellido', 'email', 'telefono', 'documento', 'descripcion'],
    sort: 'apellido',
    date: false,
  },
  { table: 'citas', key: 'id_cita', columns: ['lugar', 'notas'], sort: 'fecha', date: true },
  { table: 'autoresponder', key: 'id_mensaje', columns: ['asunto', 'destinatario'], sort: 'creado_en', date: false },
  { table: 'cambioso', key: 'id_cambio', columns: ['valor_anterior', 'valor_nuevo'], sort: 'fecha', date: false },
  { table: 'cambiosd', key: 'id_cambio', columns: ['valor_anterior', 'valor_nuevo'], sort: 'fecha', date: false },
  { table: 'controlllaves', key: 'id_prestamo', columns: ['prestatario_nombre', 'motivo', 'observaciones'], sort: 'fecha_salida', date: false },
  { table: 'controlcontratos', key: 'id_contrato', columns: ['partes', 'observaciones'], sort: 'fecha_inicio', date: true },
  {
    table: 'controlregistros',
    key: 'id_registro',
    columns: ['partida_electronica', 'numero_titulo', 'observaciones'],
    sort: 'fecha_presentacion',
    date: true,
  },
  { table: 'corredores', key: 'id_corredor', columns: ['nombre', 'apellido', 'empresa', 'zona', 'registro_mvcs'], sort: 'apellido', date: false },
  { table: 'llaves', key: 'id_llave', columns: ['codigo', 'casillero', 'descripcion'], sort: 'codigo', date: false },
  { table: 'usuarios', key: 'id_usuario', columns: ['nombre', 'apellido', 'usuario', 'email'], sort: 'apellido', date: false },
  { table: 'etiquetas', key: 'id_etiqueta', columns: ['nombre'], sort: 'nombre', date: false },
  { table: 'glosario', key: 'id_glosario', columns: ['termino', 'definicion'], sort: 'termino', date: false },
  { table: 'libroreclamaciones', key: 'id_reclamo', columns: ['numero', 'nombre', 'documento', 'email'], sort: 'numero', date: false },
  { table: 'actividadsistema', key: 'id_actividad', columns: ['detalle', 'recurso'], sort: 'fecha', date: false },
  { table: 'turnos', key: 'id_turno', columns: ['lugar', 'notas'], sort: 'fecha', date: true },
  { table: 'blog', key: 'id_blog', columns: ['titulo', 'resumen'], sort: 'fecha_publicacion', date: true },
  { table: 'argumentosventa', key: 'id_argumento', columns: ['titulo', 'argumento'], sort: 'orden', date: false },
  { table: 'controlmedios', key: 'id_medio', columns: ['observaciones', 'url'], sort: 'fecha_inicio', date: true },
];
