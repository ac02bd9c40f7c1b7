// The full-text `q` of the lists, per dialect (the only place with its query SQL; searchIndexes.ts builds the
// indexes): accent- and case-insensitive matching over a module's declared search fields. q's tokens (its runs of
// letters and digits, folded) are all required, in any order and any field: a token of INSIDE_FROM characters or
// more anywhere inside a word ('sús' finds 'Jesús', '4321' the phone '987 654 321', 'miraf' Miraflores), a shorter
// one at the start of a word ('av' finds 'Av. Arequipa', not 'Lavalle'). Both databases answer the same rows: the
// answer is that of q's LIKE patterns ('%sus%', '% av%') on the row's searched text (searchText: the fields folded,
// a number's digit groups joined, every other character than a-z and 0-9 a space).
// - SQLite: one contentless FTS5 table with the trigram tokenizer (no diacritics) over the table's search columns
//   (ftsContent: punctuation as spaces, digit groups joined), rowids the keys, kept in step by triggers in the
//   writing transaction. A long token is a phrase of its trigrams there, found exactly where it is in the searched
//   text; the tokens the index cannot tell exactly (a short one, which must start a word; a digit followed by a
//   letter, which the index may join across a space) are tested on each candidate's searched text. That text is
//   stored in the table's `q_text` column, written by triggers with the `q_text` function connect.ts registers
//   (searchText, in JavaScript: ~5 µs a row, where testing the stored text in C takes ~0.4 µs); a view of another
//   table's rows makes it per row with that function. A q of short tokens only tests the rows themselves.
// - PostgreSQL: a stored generated column (`q_text`) with the searched text (q_fold: unaccent and lower case) and a
//   pg_trgm GIN index on it; the patterns are tested on the column. The planner picks the plan from the column's
//   statistics: a rare token's rows from the GIN index (rechecked on the stored text), then sorted; a common token's
//   page by walking the list's (sort, key) index, testing each row's stored text; a count stops at the cap (a LIMIT
//   under the count).
// Text without letters or digits ('%') falls back to a folded substring LIKE over the same columns, wildcards
// taken literally.
import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { ModuleSchema } from '../../src/framework/schema';
import { modules as registryModules } from '../../src/resources/registry';
import type { Dialect } from './types';
import type { Scalar } from '../../src/framework/fields/types';
import { must } from '../../src/lib/must';

/**
 * Lower case without accents: 'Jesús María' -> 'jesus maria'. Every letter whose Unicode decomposition is a base
 * letter and marks loses the marks (Spanish, Portuguese, French, Czech, Vietnamese… accents), as PostgreSQL's
 * unaccent (q_fold) and SQLite's FTS5 tokenizer (remove_diacritics) fold them.
 */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .normalize('NFC');
}

/** The table holding a module's rows (a view's base table) and the columns its search index covers. */
function searchTable(schema: ModuleSchema, modules: readonly ModuleSchema[]): { table: ModuleSchema; covered: boolean } {
  const table = (schema.viewOf && modules.find((m) => m.name === schema.viewOf)) || schema;
  const indexed = new Set(table.list.search ?? []);
  return { table, covered: (schema.list.search ?? []).every((f) => indexed.has(f)) };
}

export const ftsName = (table: string) => `${table}_q`;
export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** A token of q this long or longer is found inside words (its trigrams); a shorter one starts a word. */
export const INSIDE_FROM = 3;

/**
 * The column with a searched table's searched text: PostgreSQL's stored generated column (pgSearchText, with its
 * trigram index), SQLite's plain column written by triggers (searchIndexes.ts). Never part of a record.
 */
export const SEARCH_COLUMN = 'q_text';
export const pgSearchIndexName = (table: string) => `${table}_q_trgm`;

/** PostgreSQL: the immutable folding function (lower(unaccent(text)) with the dictionary named) searchIndexes.ts creates. */
export const PG_FOLD = 'q_fold';

/** SQLite: the function (connect.ts) that makes a row's searched text from its fields, as PostgreSQL's column holds it. */
export const SQLITE_SEARCH_TEXT = 'q_text';

/**
 * The table that recorded the column a search index served pages in the order of (0019's ranked SQLite indexes): no
 * index is ranked any more (0025), so searchIndexes.ts keeps it empty.
 */
export const SEARCH_ORDERS = 'indices_busqueda';

/** The index of a table's search index (for the plan test and the migration): the GIN index, or the FTS5 table. */
export const searchIndexName = (dialect: Dialect, table: string): string => (dialect === 'postgres' ? pgSearchIndexName(table) : ftsName(table));

/** PostgreSQL: the columns' text in one string, folded by q_fold (as fold() folds it in JavaScript). */
function pgFolded(columns: readonly string[]): string {
  return `${PG_FOLD}(${columns.map((c) => `coalesce(${quoteIdent(c)}, '')`).join(` || ' ' || `)})`;
}

/**
 * The searched text of a row, as the patterns of q test it: a space, then the fields folded (lower case, no
 * accents) and joined, the digit groups of a number joined across one space, dot, slash, parenthesis or dash
 * ('987 654 321', '987-654-321' -> 987654321, so its last digits are found), then every run of other characters
 * than a-z and 0-9 one space:
 * ' jesus maria lince 987654321'. The fields are joined by ' | ', which joins no digits.
 * In JavaScript (SQLite's q_text function) and, below, in PostgreSQL's SQL (the generated column's expression).
 */
export function searchText(fields: readonly unknown[]): string {
  const text = fields.map((f) => (typeof f === 'string' ? f : f === null || f === undefined ? '' : String(f))).join(' | ');
  return ` ${fold(text)}`.replace(/([0-9])[ ./()-](?=[0-9])/g, '$1').replace(/[^a-z0-9]+/g, ' ');
}

/** PostgreSQL: the searched text of the columns (searchText), the generated column's expression. */
export function pgSearchText(columns: readonly string[]): string {
  const folded = `${PG_FOLD}(${columns.map((c) => `coalesce(${quoteIdent(c)}, '')`).join(` || ' | ' || `)})`;
  return `regexp_replace(regexp_replace(' ' || ${folded}, '([0-9])[ ./()-](?=[0-9])', '\\1', 'g'), '[^a-z0-9]+', ' ', 'g')`;
}

/**
 * SQLite: a column's text as its trigram index holds it: punctuation (. / ( ) -) as spaces, and the space after a
 * digit removed, so that a number's digit groups are joined as in searchText ('987 654 321' -> 987654321). Letters
 * stay as they are; after a digit the index may join a letter too ('663 Miraflores' -> '663Miraflores'), which
 * searchText does not: a token with a digit before a letter is tested on the searched text (search.ts).
 */
export function ftsContent(column: string): string {
  const spaced = ['.', '/', '(', ')', '-'].reduce((text, ch) => `replace(${text}, '${ch}', ' ')`, column);
  return Array.from({ length: 10 }, (_, d) => d).reduce((text, d) => `replace(${text}, '${d} ', '${d}')`, spaced);
}

/** A column's text folded as `fold()` folds it in JavaScript (lower case, no accents), in either dialect. */
export function foldedColumn(dialect: Dialect, column: string): RawBuilder<string> {
  return dialect === 'postgres' ? sql<string>`${sql.raw(pgFolded([column]))}` : sql<string>`fold(${sql.ref(column)})`;
}

/** The tokens of q: its runs of letters and digits, folded, each once ('OF-0001 Jesús' -> ['of', '0001', 'jesus']). */
export function searchTokens(q: string): string[] {
  return [...new Set(fold(q).match(/[a-z0-9]+/g) ?? [])];
}

/** SQLite FTS5 (trigram tokenizer): every long token a phrase of its trigrams, all required ('"sus" AND "4321"'). */
function phraseQuery(tokens: readonly string[]): string {
  return tokens.map((t) => `"${t}"`).join(' AND ');
}

/** Whether the trigram index finds a token exactly where the searched text has it (search.ts header). */
const exact = (token: string): boolean => token.length >= INSIDE_FROM && !/[0-9][a-z]/.test(token);

function likePattern(q: string): string {
  return `%${fold(q).replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * A `q` made into the values its SQL takes as parameters (patterns, queries) and the kind of that SQL: a list
 * query with q is compiled once per shape (searchShape) and run with these values (searchValues, withSearchValues).
 * like: a folded substring (q without letters or digits); text: the tokens' LIKE patterns on the searched text
 * ('%token%' inside words, '% token%' at a word's start) — `patterns` every token's (PostgreSQL tests them all),
 * `match` SQLite's FTS5 query of the long tokens (null: none, or fields the index does not cover) and `checked` the
 * patterns SQLite tests on the rows (all of them without `match`; with it, those the index does not tell exactly);
 * `stored`: on the table's `q_text` column (PostgreSQL's generated one, SQLite's kept by triggers), otherwise on the
 * text computed per row (a view's, a module whose fields the table's index does not all cover).
 */
export type SearchTerms =
  | { readonly kind: 'like'; readonly pattern: Scalar }
  | {
      readonly kind: 'text';
      readonly patterns: readonly Scalar[];
      readonly match: Scalar | null;
      readonly checked: readonly Scalar[];
      readonly stored: boolean;
    };

const tokenPattern = (token: string): string => (token.length >= INSIDE_FROM ? `%${token}%` : `% ${token}%`);

/** The terms of q (already trimmed, at most 200 characters) for a listado of `schema`. */
export function searchTerms(dialect: Dialect, schema: ModuleSchema, q: string, modules: readonly ModuleSchema[] = registryModules): SearchTerms {
  const tokens = searchTokens(q);
  if (tokens.length === 0) return { kind: 'like', pattern: likePattern(q.replace(/\s+/g, ' ')) };
  const { table, covered } = searchTable(schema, modules);
  const all = covered && (schema.list.search ?? []).length === (table.list.search ?? []).length;
  const patterns = tokens.map(tokenPattern);
  const stored = all && !schema.viewOf;
  if (dialect === 'postgres') return { kind: 'text', patterns, match: null, checked: [], stored };
  const long = tokens.filter((t) => t.length >= INSIDE_FROM);
  if (!covered || long.length === 0) return { kind: 'text', patterns, match: null, checked: patterns, stored };
  return { kind: 'text', patterns: [], match: phraseQuery(long), checked: tokens.filter((t) => !exact(t)).map(tokenPattern), stored };
}

/**
 * The terms of q tested on each row's searched text, without the index (the short scan of a first page along its
 * sort order, query.ts): PostgreSQL's own terms (its patterns are always tested on the text), on SQLite every
 * token's pattern on the text q_text makes. Null when q has no letter or digit.
 */
export function rowTerms(dialect: Dialect, schema: ModuleSchema, q: string, modules: readonly ModuleSchema[] = registryModules): SearchTerms | null {
  const terms = searchTerms(dialect, schema, q, modules);
  if (terms.kind === 'like') return null;
  if (dialect === 'postgres') return terms;
  const patterns = searchTokens(q).map(tokenPattern);
  return { kind: 'text', patterns, match: null, checked: patterns, stored: terms.stored };
}

/** The terms with each value replaced by `f`'s answer, in a fixed order (to read them or to put others in place). */
function mapTerms(terms: SearchTerms, f: (value: Scalar) => Scalar): SearchTerms {
  if (terms.kind === 'like') return { kind: 'like', pattern: f(terms.pattern) };
  return { ...terms, match: terms.match === null ? null : f(terms.match), patterns: terms.patterns.map(f), checked: terms.checked.map(f) };
}

/** What shapes the SQL of `terms` besides their values. */
export function searchShape(terms: SearchTerms): string {
  if (terms.kind === 'like') return 'like';
  return `text ${terms.patterns.length} ${terms.match === null ? '-' : 'm'} ${terms.checked.length} ${terms.stored ? 's' : 'c'}`;
}

/** The values of `terms`, in the order withSearchValues takes them. */
export function searchValues(terms: SearchTerms): Scalar[] {
  const values: Scalar[] = [];
  mapTerms(terms, (v) => (values.push(v), v));
  return values;
}

/** `terms` with `values` (searchValues' order) in place of theirs. */
export function withSearchValues(terms: SearchTerms, values: readonly Scalar[]): SearchTerms {
  let i = 0;
  return mapTerms(terms, () => must(values[i++], 'un valor de q'));
}

/** The searched text of `fields` (of the table `alias`, or the query's own), in the dialect's SQL. */
function textOf(dialect: Dialect, fields: readonly string[], stored: boolean, alias?: string): Expression<string> {
  const ref = (f: string) => (alias ? sql.ref<string>(`${alias}.${f}`) : sql.ref<string>(f));
  if (dialect === 'postgres') return stored ? ref(SEARCH_COLUMN) : sql<string>`${sql.raw(pgSearchText(fields))}`;
  return stored ? ref(SEARCH_COLUMN) : sql<string>`${sql.raw(SQLITE_SEARCH_TEXT)}(${sql.join(fields.map(ref))})`;
}

/** Every pattern of the terms on the searched text. */
function patternsOn(text: Expression<string>, patterns: readonly Scalar[]): Expression<SqlBool> {
  return sql<SqlBool>`(${sql.join(
    patterns.map((p) => sql`${text} like ${p}`),
    sql` and `,
  )})`;
}

/** SQLite: the name the table of q's fields takes where the rows of the index's candidates are tested. */
const CANDIDATE = 'q_row';

/**
 * SQLite: the keys of the rows of `schema` whose search fields match q through the FTS5 index (at most `limit`): the
 * index's matches, each row read and its searched text tested when a token needs it. Null when the index cannot
 * answer (no token long enough, no letter or digit in q, fields it does not cover; PostgreSQL, whose planner reads
 * its GIN index or walks the sort index itself).
 */
export function searchKeys(
  dialect: Dialect,
  schema: ModuleSchema,
  terms: SearchTerms,
  limit?: number,
  modules: readonly ModuleSchema[] = registryModules,
): RawBuilder<unknown> | null {
  if (dialect !== 'sqlite' || terms.kind !== 'text' || terms.match === null) return null;
  const { table } = searchTable(schema, modules);
  const fts = sql.table(ftsName(table.name));
  const rowid = sql.ref(`${ftsName(table.name)}.rowid`);
  const matched = sql`${fts} match ${terms.match}`;
  const match =
    terms.checked.length === 0
      ? sql`select ${rowid} from ${fts} where ${matched}`
      : sql`select ${rowid} from ${fts} cross join ${sql.table(table.name)} as ${sql.table(CANDIDATE)} on ${sql.ref(`${CANDIDATE}.${table.key}`)} = ${rowid}
          where ${matched} and ${patternsOn(textOf(dialect, schema.list.search ?? [], terms.stored, CANDIDATE), terms.checked)}`;
  return limit === undefined ? match : sql`${match} limit ${sql.lit(limit)}`;
}

/**
 * The condition 'the row matches q' for a listado. `walk` (SQLite): the page is read along its sort index, each row
 * tested against the set of matching keys (many matches); otherwise the matches are read first, then sorted.
 * PostgreSQL: the patterns on the stored searched text, whatever the plan.
 */
export function searchCondition(
  dialect: Dialect,
  schema: ModuleSchema,
  terms: SearchTerms,
  walk = false,
  modules: readonly ModuleSchema[] = registryModules,
): Expression<SqlBool> {
  const fields = schema.list.search ?? [];
  const key = sql.ref(schema.key);
  if (terms.kind === 'like') {
    if (dialect === 'postgres') return sql<SqlBool>`${sql.raw(pgFolded(fields))} like ${terms.pattern}`;
    return sql<SqlBool>`(${sql.join(
      fields.map((f) => sql`fold(${sql.ref(f)}) like ${terms.pattern} escape '\\'`),
      sql` or `,
    )})`;
  }
  const keys = searchKeys(dialect, schema, terms, undefined, modules);
  if (keys) return walk ? sql<SqlBool>`+${key} in (${keys})` : sql<SqlBool>`${key} in (${keys})`;
  return patternsOn(textOf(dialect, fields, terms.stored), dialect === 'postgres' ? terms.patterns : terms.checked);
}
