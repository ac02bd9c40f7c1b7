// The `q` search index of every table with declared search fields, built over the rows already there. Listed, not
// derived. First a trigram index; since 0014 search.ts builds the word index, and 0014 replaces the trigram one.
import type { Kysely } from 'kysely';
import { createSearchIndex } from '../searchIndexes';
import type { Dialect } from '../types';

export const SEARCHED: readonly (readonly [table: string, key: string, columns: readonly string[]])[] = [
  ['ofertantes', 'id_propiedad', ['codigo', 'descripcion', 'direccion', 'propietario_nombre', 'distrito']],
  ['demandantes', 'id_demandante', ['nombre', 'apellido', 'email', 'telefono', 'documento', 'descripcion']],
  ['citas', 'id_cita', ['lugar', 'notas']],
  ['autoresponder', 'id_mensaje', ['asunto', 'destinatario']],
  ['cambioso', 'id_cambio', ['valor_anterior', 'valor_nuevo']],
  ['cambiosd', 'id_cambio', ['valor_anterior', 'valor_nuevo']],
  ['controlllaves', 'id_prestamo', ['prestatario_nombre', 'motivo', 'observaciones']],
  ['controlcontratos', 'id_contrato', ['partes', 'observaciones']],
  ['controlregistros', 'id_registro', ['partida_electronica', 'numero_titulo', 'observaciones']],
  ['corredores', 'id_corredor', ['nombre', 'apellido', 'empresa', 'zona', 'registro_mvcs']],
  ['llaves', 'id_llave', ['codigo', 'casillero', 'descripcion']],
  ['usuarios', 'id_usuario', ['nombre', 'apellido', 'usuario', 'email']],
  ['etiquetas', 'id_etiqueta', ['nombre']],
  ['glosario', 'id_glosario', ['termino', 'definicion']],
  ['libroreclamaciones', 'id_reclamo', ['numero', 'nombre', 'documento', 'email']],
  ['actividadsistema', 'id_actividad', ['detalle', 'recurso']],
  ['turnos', 'id_turno', ['lugar', 'notas']],
  ['blog', 'id_blog', ['titulo', 'resumen']],
  ['argumentosventa', 'id_argumento', ['titulo', 'argumento']],
  ['controlmedios', 'id_medio', ['observaciones', 'url']],
];

export function m0011ListsSearch(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      for (const [table, key, columns] of SEARCHED) await createSearchIndex(db, dialect, table, key, columns);
    },
  };
}
