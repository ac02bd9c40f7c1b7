// The `q` search index becomes a word index (search.ts: FTS5 unicode61 with prefix indexes on SQLite, a 'simple'
// tsvector GIN on PostgreSQL) in place of 0011's trigram one, for every table 0011 indexed: the rows stay, the new
// index is filled from them, and its triggers (SQLite) keep it in step from then on.
// PostgreSQL also gets each list's default sort followed by the key, so that a deep page is counted off an
// index-only scan (SQLite's one-column index already holds the rowid).
import type { Kysely } from 'kysely';
import { createListIndexes, listIndex } from '../schemaTable';
import { createSearchIndex, dropTrigramSearchIndex, type SearchOrder } from '../searchIndexes';
import type { Dialect } from '../types';
import { SEARCHED } from './0011_lists_search';
import { must } from '../../../src/lib/must';

/** The default sort column of each searched table when this migration was written (listed, not derived; 0018 reuses it). */
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

/** The tables of DEFAULT_SORT whose sort column holds dates (0019 ranks their SQLite search index by it). */
const DATE_SORTED: ReadonlySet<string> = new Set(['ofertantes', 'citas', 'controlcontratos', 'controlregistros', 'turnos', 'blog', 'controlmedios']);

/** A searched table's default order when this migration was written, as createSearchIndex takes it. */
export function defaultOrder(table: string): SearchOrder {
  return { column: must(DEFAULT_SORT[table], `el orden de ${table}`), date: DATE_SORTED.has(table) };
}

export function m0015SearchWords(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      for (const [table, key, columns] of SEARCHED) {
        await dropTrigramSearchIndex(db, dialect, table);
        await createSearchIndex(db, dialect, table, key, columns);
        if (dialect === 'postgres') await createListIndexes(db, table, [listIndex(table, key, [must(DEFAULT_SORT[table], `el orden de ${table}`)])]);
      }
    },
  };
}
