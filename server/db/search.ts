// The full-text `q` of the lists, per dialect (the only place with its SQL): accent- and case-insensitive matching
// of word prefixes over a module's declared search fields, served by a word index.
// - SQLite: an FTS5 table (unicode61 tokenizer without diacritics, prefix indexes) over the table's search columns,
//   external content (the table itself), kept in step by triggers in the writing transaction.
// - PostgreSQL: a GIN index on the 'simple' tsvector of the folded (lower case, no accents, letters and digits only)
//   concatenation of the same columns.
// Every word of q must start a word of the row ('miraf' finds Miraflores, 'Jesus Mar' finds 'Jesús María'); a word
// with punctuation inside is a phrase ('OF-0001' finds the code 'OF-00012'). Text without letters or digits ('%')
// falls back to a folded substring LIKE over the same columns, wildcards taken literally.
import { sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
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

const ftsName = (table: string) => `${table}_q`;
const pgIndexName = (table: string) => `${table}_q_tsv`;
const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The index names of a table's search index (for the plan test and the migration). */
export const searchIndexName = (dialect: Dialect, table: string): string => (dialect === 'postgres' ? pgIndexName(table) : ftsName(table));

/** PostgreSQL: the folded text (letters and digits only) of the columns, identical in the index and in the query. */
function pgFolded(columns: readonly string[]): string {
  const joined = columns.map((c) => `coalesce(${quoteIdent(c)}::text, '')`).join(` || ' ' || `);
  const from = FOLD_FROM + FOLD_FROM.toUpperCase();
  return `translate(lower(${joined}), '${from}', '${FOLD_TO}${FOLD_TO}')`;
}

/** PostgreSQL: the words of the columns as a 'simple' tsvector (the expression of the GIN index). */
function pgWords(columns: readonly string[]): string {
  return `to_tsvector('simple'::regconfig, regexp_replace(${pgFolded(columns)}, '[^a-z0-9]+', ' ', 'g'))`;
}

/**
 * The words of q, each a list of tokens (letters and digits, folded): 'OF-0001 Jesús' -> [['of', '0001'], ['jesus']].
 * SQLite's tokenizer keeps any letter in a word, PostgreSQL's index only the folded Latin ones.
 */
export function searchWords(dialect: Dialect, q: string): string[][] {
  const token = dialect === 'postgres' ? /[a-z0-9]+/g : /[\p{L}\p{N}]+/gu;
  return fold(q)
    .split(/\s+/)
    .map((word) => word.match(token) ?? [])
    .filter((tokens) => tokens.length > 0);
}

/** SQLite FTS5: every word a prefix phrase, all required ('"of 0001" * AND "jesus" *'). */
function ftsQuery(fields: readonly string[] | null, words: readonly string[][]): string {
  const all = words.map((tokens) => `"${tokens.join(' ')}" *`).join(' AND ');
  return fields ? `{${fields.join(' ')}} : (${all})` : all;
}

/** PostgreSQL tsquery: the same ('of <-> 0001:* & jesus:*'). */
function tsQuery(words: readonly string[][]): string {
  return words.map((tokens) => tokens.map((t, i) => (i === tokens.length - 1 ? `${t}:*` : t)).join(' <-> ')).join(' & ');
}

function likePattern(q: string): string {
  return `%${fold(q).replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * SQLite: the keys of the rows of `schema` whose search fields match q through the word index (at most `limit`),
 * or null when the index cannot answer (no letter or digit in q, or fields the index does not cover).
 */
export function searchKeys(
  dialect: Dialect,
  schema: ModuleSchema,
  q: string,
  limit?: number,
  modules: readonly ModuleSchema[] = registryModules,
): RawBuilder<unknown> | null {
  const { table, covered } = searchTable(schema, modules);
  const words = searchWords(dialect, q);
  if (dialect !== 'sqlite' || !covered || words.length === 0) return null;
  const fts = sql.table(ftsName(table.name));
  const fields = schema.list.search ?? [];
  const all = fields.length === (table.list.search ?? []).length;
  const match = sql`select rowid from ${fts} where ${fts} match ${ftsQuery(all ? null : fields, words)}`;
  return limit === undefined ? match : sql`${match} limit ${sql.lit(limit)}`;
}

/**
 * The condition 'the row matches q' for a listado (q already trimmed, at most 200 characters). `walk`: the page is
 * read along its sort index, each row tested (many matches: SQLite tests them against the set of matching keys);
 * otherwise the matches are read first, then sorted (PostgreSQL always does so for a page: its tsvector is costly
 * to compute for each row walked).
 */
export function searchCondition(
  dialect: Dialect,
  schema: ModuleSchema,
  q: string,
  walk = false,
  modules: readonly ModuleSchema[] = registryModules,
): Expression<SqlBool> {
  const fields = schema.list.search ?? [];
  const words = searchWords(dialect, q);
  const key = sql.ref(schema.key);
  if (dialect === 'postgres') {
    if (words.length === 0) return sql<SqlBool>`${sql.raw(pgFolded(fields))} like ${likePattern(q.replace(/\s+/g, ' '))}`;
    const matches = sql<SqlBool>`${sql.raw(pgWords(fields))} @@ to_tsquery('simple'::regconfig, ${tsQuery(words)})`;
    return walk ? matches : sql<SqlBool>`${key} = any(array(select ${key} from ${sql.table(schema.name)} where ${matches}))`;
  }
  const keys = searchKeys(dialect, schema, q, undefined, modules);
  if (keys) return walk ? sql<SqlBool>`+${key} in (${keys})` : sql<SqlBool>`${key} in (${keys})`;
  const pattern = likePattern(q.replace(/\s+/g, ' '));
  return sql<SqlBool>`(${sql.join(
    fields.map((f) => sql`fold(${sql.ref(f)}) like ${pattern} escape '\\'`),
    sql` or `,
  )})`;
}

/** Creates the search index of a table over `columns` (a module's declared search fields), filled from its rows. */
export async function createSearchIndex(db: MigrationDb, dialect: Dialect, name: string, key: string, columns: readonly string[]): Promise<void> {
  if (columns.length === 0) return;
  const table = quoteIdent(name);
  if (dialect === 'postgres') {
    await sql.raw(`create index if not exists ${quoteIdent(pgIndexName(name))} on ${table} using gin ((${pgWords(columns)}))`).execute(db);
    return;
  }
  const fts = quoteIdent(ftsName(name));
  const cols = columns.map(quoteIdent).join(', ');
  const values = (row: 'new' | 'old') => columns.map((c) => `${row}.${quoteIdent(c)}`).join(', ');
  const k = quoteIdent(key);
  const trigger = (suffix: string) => quoteIdent(`${ftsName(name)}_${suffix}`);
  const remove = `insert into ${fts}(${fts}, rowid, ${cols}) values ('delete', old.${k}, ${values('old')});`;
  const add = `insert into ${fts}(rowid, ${cols}) values (new.${k}, ${values('new')});`;
  const options = `content=${table}, content_rowid=${k}, tokenize='unicode61 remove_diacritics 2', prefix='2 3 4'`;
  await sql.raw(`create virtual table if not exists ${fts} using fts5(${cols}, ${options})`).execute(db);
  await sql.raw(`create trigger if not exists ${trigger('ai')} after insert on ${table} begin ${add} end`).execute(db);
  await sql.raw(`create trigger if not exists ${trigger('ad')} after delete on ${table} begin ${remove} end`).execute(db);
  await sql.raw(`create trigger if not exists ${trigger('au')} after update of ${cols} on ${table} begin ${remove} ${add} end`).execute(db);
  await sql.raw(`insert into ${fts}(${fts}) values ('rebuild')`).execute(db);
}

/** Drops the trigram search index of migration 0011 (FTS5 trigram on SQLite, pg_trgm on PostgreSQL), if there. */
export async function dropTrigramSearchIndex(db: MigrationDb, dialect: Dialect, name: string): Promise<void> {
  if (dialect === 'postgres') {
    await sql.raw(`drop index if exists ${quoteIdent(`${name}_q_trgm`)}`).execute(db);
    return;
  }
  for (const suffix of ['ai', 'ad', 'au']) await sql.raw(`drop trigger if exists ${quoteIdent(`${name}_fts_${suffix}`)}`).execute(db);
  await sql.raw(`drop table if exists ${quoteIdent(`${name}_fts`)}`).execute(db);
}
