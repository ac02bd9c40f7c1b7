// Issue 27: the lists' `q` finds a token of three characters or more inside words ('sús' finds 'Jesús', '4321' the
// phone '987 654 321'), a shorter one at a word's start, on both databases alike — for the tables as they are today
// (self-contained: its own SQL, nothing live):
// - SQLite: each search index (`<table>_q`, FTS5, contentless) is made again with the trigram tokenizer without
//   diacritics in place of the word index with its prefix indexes, over the same columns, its text with . / ( ) -
//   as spaces and the space after a digit removed (a number's digit groups joined); its rowids are the keys again
//   (0019's ranking by date is dropped: out-of-order rowids made FTS5 flush its index at nearly every row), so
//   `indices_busqueda` is emptied; same three triggers, filled from the rows;
// - PostgreSQL: the `pg_trgm` extension (a trusted one); per searched table the generated `q_tsv` column of 0021 and
//   its GIN index give way to a stored generated column `q_text` — a space, then the searched columns folded by
//   q_fold and joined by ' | ', a number's digit groups joined across one space . / ( ) or -, every run of other
//   characters than a-z and 0-9 one space — with a pg_trgm GIN index `<table>_q_trgm`.
// server/db/searchIndexes.ts makes the same for a module table added later (schemaTable.ts createTableObjects).
import { sql, type Kysely } from 'kysely';
import { quoteIdent as q, type Dialect } from './kit/sql';

/** Each searched table, its key and its search columns when this migration was written (listed, not derived). */
const SEARCHED: readonly (readonly [table: string, key: string, columns: readonly string[]])[] = [
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

/** SQLite: a column's text as its index holds it: . / ( ) - as spaces, then the space after each digit removed. */
const indexed = (column: string) =>
  Array.from({ length: 10 }, (_, d) => d).reduce(
    (text, d) => `replace(${text}, '${d} ', '${d}')`,
    ['.', '/', '(', ')', '-'].reduce((text, ch) => `replace(${text}, '${ch}', ' ')`, column),
  );

/** SQLite: the statements that make `table`'s trigram index. */
function trigramIndex(table: string, key: string, columns: readonly string[]): string[] {
  const fts = q(`${table}_q`);
  const cols = columns.map(q).join(', ');
  const values = (row: string | null) => columns.map((c) => indexed(row ? `${row}.${q(c)}` : q(c))).join(', ');
  const remove = `delete from ${fts} where rowid = old.${q(key)};`;
  const add = `insert into ${fts}(rowid, ${cols}) values (new.${q(key)}, ${values('new')});`;
  const trigger = (suffix: string) => q(`${table}_q_${suffix}`);
  const options = `content='', contentless_delete=1, tokenize='trigram remove_diacritics 1'`;
  return [
    ...['ai', 'ad', 'au'].map((suffix) => `drop trigger if exists ${trigger(suffix)}`),
    `drop table if exists ${fts}`,
    `create virtual table ${fts} using fts5(${cols}, ${options})`,
    `create trigger ${trigger('ai')} after insert on ${q(table)} begin ${add} end`,
    `create trigger ${trigger('ad')} after delete on ${q(table)} begin ${remove} end`,
    `create trigger ${trigger('au')} after update of ${cols} on ${q(table)} begin ${remove} ${add} end`,
    `insert into ${fts}(rowid, ${cols}) select ${q(key)}, ${values(null)} from ${q(table)}`,
  ];
}

/**
 * PostgreSQL: the searched text of the columns, as the generated q_text column computes it: the columns folded and
 * joined by ' | ', a number's digit groups joined across one space . / ( ) or - ('987 654 321' -> 987654321), every
 * other run of characters than a-z and 0-9 one space.
 */
const text = (columns: readonly string[]) =>
  `regexp_replace(regexp_replace(' ' || q_fold(${columns.map((c) => `coalesce(${q(c)}, '')`).join(` || ' | ' || `)}), ` +
  `'([0-9])[ ./()-](?=[0-9])', '\\1', 'g'), '[^a-z0-9]+', ' ', 'g')`;

export function m0025SearchTrigrams(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      if (dialect === 'sqlite') {
        for (const [table, key, columns] of SEARCHED) for (const statement of trigramIndex(table, key, columns)) await sql.raw(statement).execute(db);
        await sql`delete from indices_busqueda`.execute(db);
        return;
      }
      await sql`create extension if not exists pg_trgm`.execute(db);
      for (const [table, , columns] of SEARCHED) {
        await sql.raw(`drop index if exists ${q(`${table}_q_tsv_gin`)}`).execute(db);
        await sql.raw(`alter table ${q(table)} drop column if exists q_tsv`).execute(db);
        await sql.raw(`alter table ${q(table)} add column if not exists q_text text generated always as (${text(columns)}) stored`).execute(db);
        await sql.raw(`create index if not exists ${q(`${table}_q_trgm`)} on ${q(table)} using gin (q_text gin_trgm_ops)`).execute(db);
      }
    },
  };
}
