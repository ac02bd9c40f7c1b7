// PostgreSQL: a prefix table per searched table (search.ts: `<table>_q_prefixes`, every prefix of its folded words
// with the row's default sort value and key, kept in step by a trigger), from which the first pages of a `q` in the
// default order and their count are read from one index. SQLite: nothing to do (FTS5 answers).
import type { Kysely } from 'kysely';
import { createSearchIndex } from '../searchIndexes';
import type { Dialect } from '../types';
import { SEARCHED } from './0011_lists_search';

/** The default sort column of each searched table when this migration was written (listed, not derived). */
export const DEFAULT_SORT: Readonly<Record<string, string>> = {
  ofertantes: 'fecha_captacion',
  demandantes: 'apellido',
  citas: 'fecha',
  autoresponder: 'creado_en',
  cambioso: 'fecha',
  cambiosd: 'fecha',
  controlllaves: 'fecha_salida',
  controlcontratos: 'fecha_inicio',
  controlregistros: 'fecha_presentacion',
  corredores: 'apellido',
  llaves: 'codigo',
  usuarios: 'apellido',
  etiquetas: 'nombre',
  glosario: 'termino',
  libroreclamaciones: 'numero',
  actividadsistema: 'fecha',
  turnos: 'fecha',
  blog: 'fecha_publicacion',
  argumentosventa: 'orden',
  controlmedios: 'fecha_inicio',
};

export function m0018SearchPrefixTables(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      if (dialect !== 'postgres') return;
      for (const [table, key, columns] of SEARCHED) await createSearchIndex(db, dialect, table, key, columns, DEFAULT_SORT[table]);
    },
  };
}
