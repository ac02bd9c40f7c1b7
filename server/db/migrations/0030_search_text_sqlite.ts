// Issue 27 §1: on SQLite, each searched table keeps the searched text of its rows in a `q_text` column — as
// PostgreSQL's generated column of 0025 does — written after each insert and each change of a searched column by
// the `q_text` function every connection registers (server/db/connect.ts: the columns folded and joined as 0025's
// SQL joins them on PostgreSQL), and filled from the rows here. The short scan of a first page and the index's
// candidates test that text in C instead of calling the function per row (~0.4 µs a row against ~5 µs).
// PostgreSQL has had its column since 0025: nothing to do. Self-contained: the tables listed as they are today.
import { stepsMigration } from './kit/steps';

/** Each searched table, its key and its search columns when this migration was written (listed, not derived). */
const SEARCHED: readonly (readonly [table: string, key: string, columns: readonly string[]])[] = [
  ['actividadsistema', 'id_actividad', ['detalle', 'recurso']],
  ['argumentosventa', 'id_argumento', ['titulo', 'argumento']],
  ['autoresponder', 'id_mensaje', ['asunto', 'destinatario']],
  ['blog', 'id_blog', ['titulo', 'resumen']],
  ['cambiosd', 'id_cambio', ['valor_anterior', 'valor_nuevo']],
  ['cambioso', 'id_cambio', ['valor_anterior', 'valor_nuevo']],
  ['citas', 'id_cita', ['lugar', 'notas']],
  ['controlcontratos', 'id_contrato', ['partes', 'observaciones']],
  ['controlllaves', 'id_prestamo', ['prestatario_nombre', 'motivo', 'observaciones']],
  ['controlmedios', 'id_medio', ['observaciones', 'url']],
  ['controlregistros', 'id_registro', ['partida_electronica', 'numero_titulo', 'observaciones']],
  ['corredores', 'id_corredor', ['nombre', 'apellido', 'empresa', 'zona', 'registro_mvcs']],
  ['demandantes', 'id_demandante', ['nombre', 'apellido', 'email', 'telefono', 'documento', 'descripcion']],
  ['etiquetas', 'id_etiqueta', ['nombre']],
  ['glosario', 'id_glosario', ['termino', 'definicion']],
  ['libroreclamaciones', 'id_reclamo', ['numero', 'nombre', 'documento', 'email']],
  ['llaves', 'id_llave', ['codigo', 'casillero', 'descripcion']],
  ['ofertantes', 'id_propiedad', ['codigo', 'descripcion', 'direccion', 'propietario_nombre', 'distrito']],
  ['turnos', 'id_turno', ['lugar', 'notas']],
  ['usuarios', 'id_usuario', ['nombre', 'apellido', 'usuario', 'email']],
];

const q = (name: string) => `"${name}"`;

/** SQLite: the statements that give `table` its searched-text column, its two triggers and its rows' text. */
function searchTextColumn(table: string, key: string, columns: readonly string[]): string[] {
  const text = (row: string | null) => `q_text(${columns.map((c) => (row ? `${row}.${q(c)}` : q(c))).join(', ')})`;
  const write = `update ${q(table)} set "q_text" = ${text('new')} where ${q(key)} = new.${q(key)};`;
  return [
    `alter table ${q(table)} add column "q_text" text`,
    `create trigger ${q(`${table}_q_ti`)} after insert on ${q(table)} begin ${write} end`,
    `create trigger ${q(`${table}_q_tu`)} after update of ${columns.map(q).join(', ')} on ${q(table)} begin ${write} end`,
    `update ${q(table)} set "q_text" = ${text(null)}`,
  ];
}

export const m0030SearchTextSqlite = stepsMigration({
  sqlite: SEARCHED.flatMap(([table, key, columns]) => searchTextColumn(table, key, columns)),
  postgres: [],
});
