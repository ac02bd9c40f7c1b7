// The full-text `q` of the lists, per dialect (the only place with its SQL): accent- and case-insensitive substring
// matching over a module's declared search fields, served by an index.
// - SQLite: an FTS5 table with the trigram tokenizer (remove_diacritics) over the table's search columns, external
//   content (the table itself), kept in step by triggers in the writing transaction.
// - PostgreSQL: a GIN pg_trgm index on the folded (lower case, no accents) concatenation of the same columns.
// Both match any substring of three characters or more ('Jesus Mar' finds 'Jesús María', as the user types);
// shorter text falls back to a folded LIKE over the same columns.
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { ModuleSchema } from '../../src/framework/schema';
import { modules as registryModules } from '../../src/resources/registry';
import type { Dialect } from './types';

type MigrationDb = Pick<Kysely<unknown>, 'schema' | 'getExecutor'>;

// Spanish (and the neighbouring Latin) accents, folded after lower-casing: the same map in JavaScript and SQL.
const FOLD_FROM = 'áàâäãåéèêëíìîïóòôöõúùûüñçý';
const FOLD_TO = 'aaaaaaeeeeiiiiooooouuuuncy';
const FOLD = new Map([...FOLD_FROM].map((ch, i) => [ch, FOLD_TO[i]]));

/** Lower case without accents: 'Jesús María' -> 'jesus maria'. */
export function fold(text: string): string {
  let out = '';
  for (const ch of text.toLowerCase()) out += FOLD.get(ch) ?? ch;
  return out;
}

/** The table holding a module's rows (a view's base table) and the columns its search index covers. */
function searchTable(schema: ModuleSchema, modules: readonly ModuleSchema[]): { table: ModuleSchema; covered: boolean } {
  const table = (schema.viewOf && modules.find((m) => m.name === schema.viewOf)) || schema;
  const indexed = new Set(table.list.search ?? []);
  return { table, covered: (schema.list.search ?? []).every((f) => indexed.has(f)) };
}

const ftsName = (table: string) => `${table}_fts`;
const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** PostgreSQL: the folded text the trigram index is built on (identical in the index and in the query). */
function pgFolded(columns: readonly string[]): string {
  const joined = columns.map((c) => `coalesce(${quoteIdent(c)}::text, '')`).join(` || chr(10) || `);
  return `translate(lower(${joined}), '${FOLD_FROM}', '${FOLD_TO}')`;
}

function likePattern(q: string): string {
  return `%${fold(q).replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** The condition 'the row matches q' for a listado (q already trimmed, at most 200 characters). */
export function searchCondition(dialect: Dialect, schema: ModuleSchema, q: string, modules: readonly ModuleSchema[] = registryModules): Expression<SqlBool> {
  const fields = schema.list.search ?? [];
  const text = q.replace(/\s+/g, ' ');
  const { table, covered } = searchTable(schema, modules);
  if (dialect === 'postgres') {
    return sql<SqlBool>`${sql.raw(pgFolded(fields))} like ${likePattern(text)}`;
  }
  if (covered && [...text].length >= 3) {
    const match = `{${fields.join(' ')}} : "${text.replace(/"/g, '""')}"`;
    return sql<SqlBool>`${sql.ref(schema.key)} in (select rowid from ${sql.table(ftsName(table.name))} where ${sql.table(ftsName(table.name))} match ${match})`;
  }
  const pattern = likePattern(text);
  return sql<SqlBool>`(${sql.join(fields.map((f) => sql`fold(${sql.ref(f)}) like ${pattern} escape '\\'`), sql` or `)})`;
}

/** Creates the search index of a table over `columns` (a module's declared search fields). */
export async function createSearchIndex(db: MigrationDb, dialect: Dialect, name: string, key: string, columns: readonly string[]): Promise<void> {
  if (columns.length === 0) return;
  const table = quoteIdent(name);
  if (dialect === 'postgres') {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql.raw(`create index if not exists ${quoteIdent(`${name}_q_trgm`)} on ${table} using gin ((${pgFolded(columns)}) gin_trgm_ops)`).execute(db);
    return;
  }
  const fts = quoteIdent(ftsName(name));
  const cols = columns.map(quoteIdent).join(', ');
  const values = (row: 'new' | 'old') => columns.map((c) => `${row}.${quoteIdent(c)}`).join(', ');
  const k = quoteIdent(key);
  const trigger = (suffix: string) => quoteIdent(`${name}_fts_${suffix}`);
  const remove = `insert into ${fts}(${fts}, rowid, ${cols}) values ('delete', old.${k}, ${values('old')});`;
  const add = `insert into ${fts}(rowid, ${cols}) values (new.${k}, ${values('new')});`;
  await sql.raw(`create virtual table if not exists ${fts} using fts5(${cols}, content=${table}, content_rowid=${k}, tokenize='trigram remove_diacritics 1')`).execute(db);
  await sql.raw(`create trigger if not exists ${trigger('ai')} after insert on ${table} begin ${add} end`).execute(db);
  await sql.raw(`create trigger if not exists ${trigger('ad')} after delete on ${table} begin ${remove} end`).execute(db);
  await sql.raw(`create trigger if not exists ${trigger('au')} after update of ${cols} on ${table} begin ${remove} ${add} end`).execute(db);
  await sql.raw(`insert into ${fts}(${fts}) values ('rebuild')`).execute(db);
}
