// Two changes of issue 27, each for the tables as they are today (self-contained: its own SQL, nothing live):
// 1. PostgreSQL: the `q` word and prefix tables of 0017 and 0018 (every prefix of every word, once per row: five
//    times the table's size) and their triggers give way to what PostgreSQL has built in: a stored generated tsvector
//    column `q_tsv` per searched table — its searched columns folded by `q_fold` (lower(unaccent(text)), made
//    IMMUTABLE with the dictionary named), every run of other characters than a-z and 0-9 a space, a 'simple'
//    configuration — with a GIN index; `indices_busqueda` no longer names an order for PostgreSQL (its planner walks
//    the (sort, key) index itself). SQLite keeps its FTS5 indexes.
// 2. Both dialects: per-table data versions for the list cache (server/db/tableVersions.ts): the table
//    `versiones_tablas` and, on every table a list reads (each module's and `archivos`, whose names go out with the
//    files), triggers that move the table's version in the writing transaction — SQLite after each row (one row per
//    table, incremented), PostgreSQL after each statement (a row added; the sum is the version).
// Its SQL is written here as it was that day; server/db/searchIndexes.ts and tableVersions.ts make the same for a
// module table added later (schemaTable.ts createTableObjects).
import { sql, type Kysely } from 'kysely';
import { quoteIdent as q, sqlLiteral, type Dialect } from './kit/sql';

/** Each searched table and its search columns when this migration was written (listed, not derived). */
const SEARCHED: readonly (readonly [table: string, columns: readonly string[]])[] = [
  ['ofertantes', ['codigo', 'descripcion', 'direccion', 'propietario_nombre', 'distrito']],
  ['demandantes', ['nombre', 'apellido', 'email', 'telefono', 'documento', 'descripcion']],
  ['citas', ['lugar', 'notas']],
  ['autoresponder', ['asunto', 'destinatario']],
  ['cambioso', ['valor_anterior', 'valor_nuevo']],
  ['cambiosd', ['valor_anterior', 'valor_nuevo']],
  ['controlllaves', ['prestatario_nombre', 'motivo', 'observaciones']],
  ['controlcontratos', ['partes', 'observaciones']],
  ['controlregistros', ['partida_electronica', 'numero_titulo', 'observaciones']],
  ['corredores', ['nombre', 'apellido', 'empresa', 'zona', 'registro_mvcs']],
  ['llaves', ['codigo', 'casillero', 'descripcion']],
  ['usuarios', ['nombre', 'apellido', 'usuario', 'email']],
  ['etiquetas', ['nombre']],
  ['glosario', ['termino', 'definicion']],
  ['libroreclamaciones', ['numero', 'nombre', 'documento', 'email']],
  ['actividadsistema', ['detalle', 'recurso']],
  ['turnos', ['lugar', 'notas']],
  ['blog', ['titulo', 'resumen']],
  ['argumentosventa', ['titulo', 'argumento']],
  ['controlmedios', ['observaciones', 'url']],
];

/** The words of the columns, as the generated column computes them. */
const words = (columns: readonly string[]) =>
  `to_tsvector('simple'::regconfig, regexp_replace(q_fold(${columns.map((c) => `coalesce(${q(c)}, '')`).join(` || ' ' || `)}), '[^a-z0-9]+', ' ', 'g'))`;

/** The tables a list reads when this migration was written: every module's table, and the files' names. */
const VERSIONED: readonly string[] = [...SEARCHED.map(([table]) => table), 'archivos'];

/** Part 2: the versions table and the triggers that keep each table's version. */
async function tableVersions(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === 'sqlite') {
    await sql.raw(`create table if not exists "versiones_tablas" (tabla text primary key, version integer not null) without rowid`).execute(db);
    for (const table of VERSIONED) {
      const bump = `insert into "versiones_tablas" (tabla, version) values (${sqlLiteral(table)}, 1) on conflict (tabla) do update set version = version + 1;`;
      for (const [suffix, event] of [
        ['ai', 'insert'],
        ['au', 'update'],
        ['ad', 'delete'],
      ] as const)
        await sql.raw(`create trigger if not exists ${q(`${table}_version_${suffix}`)} after ${event} on ${q(table)} begin ${bump} end`).execute(db);
    }
    return;
  }
  await sql.raw(`create table if not exists "versiones_tablas" (tabla text not null, version bigint not null)`).execute(db);
  await sql.raw(`create index if not exists "versiones_tablas_tabla_ix" on "versiones_tablas" (tabla, version)`).execute(db);
  await sql
    .raw(
      `create or replace function "versiones_anotar"() returns trigger language plpgsql as ` +
        `$f$ begin insert into "versiones_tablas" (tabla, version) values (tg_table_name, 1); return null; end $f$`,
    )
    .execute(db);
  for (const table of VERSIONED)
    await sql
      .raw(
        `create or replace trigger ${q(`${table}_version`)} after insert or update or delete or truncate on ${q(table)} ` +
          `for each statement execute function "versiones_anotar"()`,
      )
      .execute(db);
}

export function m0021SearchTsvectorVersions(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await tableVersions(db, dialect);
      if (dialect !== 'postgres') return;
      for (const [table] of SEARCHED) {
        for (const sync of [`${table}_q_sync`, `${table}_q_sort_sync`]) {
          await sql.raw(`drop trigger if exists ${q(sync)} on ${q(table)}`).execute(db);
          await sql.raw(`drop function if exists ${q(sync)}()`).execute(db);
        }
        await sql.raw(`drop table if exists ${q(`${table}_q_words`)}, ${q(`${table}_q_prefixes`)}`).execute(db);
        await sql.raw(`drop index if exists ${q(`${table}_q_tsv`)}`).execute(db);
      }
      await sql`create extension if not exists unaccent`.execute(db);
      const found = await sql<{ schema: string }>`select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
        where e.extname = 'unaccent'`.execute(db);
      const schema = q(found.rows[0]?.schema ?? 'public');
      await sql
        .raw(
          `create or replace function q_fold(text) returns text language sql immutable strict parallel safe ` +
            `return lower(${schema}.unaccent(${sqlLiteral(`${schema}.unaccent`)}::regdictionary, $1))`,
        )
        .execute(db);
      for (const [table, columns] of SEARCHED) {
        await sql.raw(`alter table ${q(table)} add column if not exists q_tsv tsvector generated always as (${words(columns)}) stored`).execute(db);
        await sql.raw(`create index if not exists ${q(`${table}_q_tsv_gin`)} on ${q(table)} using gin (q_tsv)`).execute(db);
      }
      await sql`delete from indices_busqueda`.execute(db);
    },
  };
}
