// The full-text `q` of the lists, per dialect (the only place with its query SQL; searchIndexes.ts builds the
// indexes): accent- and case-insensitive matching of word prefixes over a module's declared search fields.
// - SQLite: a contentless FTS5 table (unicode61 tokenizer without diacritics, prefix indexes of 2 to 12 letters) over
//   the table's search columns, kept in step by triggers in the writing transaction; its rowids are the keys, ranked
//   by the default sort when that is a date (ftsRowid), so a word's matches come out of the index in that order.
// - PostgreSQL: a stored generated column (`q_tsv`) holding the row's folded words (unaccent and lower case through
//   the immutable `q_fold`, letters and digits only) as a 'simple' tsvector, with a GIN index; a word of q is a
//   prefix query (`miraf:*`). The planner picks the plan from the column's statistics: a rare word's rows from the
//   GIN index, then sorted; a common word's page by walking the list's (sort, key) index, testing each row's
//   stored words; a count stops at the cap (a LIMIT under the count).
// Every word of q must start a word of the row ('miraf' finds Miraflores, 'Jesus Mar' finds 'Jesús María'); a word
// with punctuation inside is a phrase ('OF-0001' finds the code 'OF-00012'). Text without letters or digits ('%')
// falls back to a folded substring LIKE over the same columns, wildcards taken literally.
import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { ModuleSchema } from '../../src/framework/schema';
import { modules as registryModules } from '../../src/resources/registry';
import type { Db, Dialect } from './types';
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

/** PostgreSQL: the stored generated column with a searched table's words, and its GIN index. */
export const SEARCH_COLUMN = 'q_tsv';
export const pgSearchIndexName = (table: string) => `${table}_q_tsv_gin`;

/** PostgreSQL: the immutable folding function (lower(unaccent(text)) with the dictionary named) searchIndexes.ts creates. */
export const PG_FOLD = 'q_fold';

/** The table recording the column each search index serves pages in the order of (searchIndexes.ts writes it). */
export const SEARCH_ORDERS = 'indices_busqueda';

/**
 * SQLite: the rowid of a row in its FTS5 table: the key, and when the index is ranked by a date column (the SQL of
 * that column of the same row) that date's day number above it, so that rowid order is the order of (date, key) —
 * SQLite's, NULL first — and FTS5 hands a word's matches in that order, lazily, either way. Keys below 2^40.
 */
export function ftsRowid(key: string, date: string | null): string {
  return date ? `((coalesce(cast(julianday(${date}) as integer), 0) << 40) | ${key})` : key;
}

/** The key in an FTS5 rowid (ftsRowid's low bits). */
const rowKey = sql.raw(`rowid & ${2 ** 40 - 1}`);

/** SQLite: the column each table's search index serves pages in the order of, as recorded in the database (read once). */
const orders = new WeakMap<Db, Promise<ReadonlyMap<string, string>>>();
export function searchOrders(db: Db): Promise<ReadonlyMap<string, string>> {
  let found = orders.get(db);
  if (!found) {
    found = db
      .selectFrom('indices_busqueda')
      .select(['tabla', 'orden'])
      .execute()
      .then((rows) => new Map(rows.map((r) => [r.tabla, r.orden])));
    found.catch(() => orders.delete(db));
    orders.set(db, found);
  }
  return found;
}

/** The index of a table's search index (for the plan test and the migration): the GIN index, or the FTS5 table. */
export const searchIndexName = (dialect: Dialect, table: string): string => (dialect === 'postgres' ? pgSearchIndexName(table) : ftsName(table));

/** PostgreSQL: the columns' text in one string, folded by q_fold (as fold() folds it in JavaScript). */
function pgFolded(columns: readonly string[]): string {
  return `${PG_FOLD}(${columns.map((c) => `coalesce(${quoteIdent(c)}, '')`).join(` || ' ' || `)})`;
}

/**
 * PostgreSQL: the words of the columns as a 'simple' tsvector — folded, every run of other characters than a-z and
 * 0-9 a space (so the words are exactly q's tokens, in order, for a phrase): the generated column's expression, and
 * the one computed per row where a module searches other fields than its table's column covers (a view's subset).
 */
export function pgSearchVector(columns: readonly string[]): string {
  return `to_tsvector('simple'::regconfig, regexp_replace(${pgFolded(columns)}, '[^a-z0-9]+', ' ', 'g'))`;
}

/** A column's text folded as `fold()` folds it in JavaScript (lower case, no accents), in either dialect. */
export function foldedColumn(dialect: Dialect, column: string): RawBuilder<string> {
  return dialect === 'postgres' ? sql<string>`${sql.raw(pgFolded([column]))}` : sql<string>`fold(${sql.ref(column)})`;
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

/** PostgreSQL tsquery: the same ('of <-> 0001:* & jesus:*'); the tokens are letters and digits, never syntax. */
function tsQuery(words: readonly string[][]): string {
  return words.map((tokens) => tokens.map((t, i) => (i === tokens.length - 1 ? `${t}:*` : t)).join(' <-> ')).join(' & ');
}

function likePattern(q: string): string {
  return `%${fold(q).replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * A `q` made into the values its SQL takes as parameters (patterns, queries) and the kind of that SQL: a list
 * query with q is compiled once per shape (searchShape) and run with these values (searchValues, withSearchValues).
 * like: a folded substring; fts: SQLite's match; tsv: PostgreSQL's prefix tsquery (`stored`: on the table's
 * generated column, otherwise on the words computed per row).
 */
export type SearchTerms =
  | { readonly kind: 'like'; readonly pattern: Scalar }
  | { readonly kind: 'fts'; readonly query: Scalar }
  | { readonly kind: 'tsv'; readonly tsquery: Scalar; readonly stored: boolean };

/** The terms of q (already trimmed, at most 200 characters) for a listado of `schema`. */
export function searchTerms(dialect: Dialect, schema: ModuleSchema, q: string, modules: readonly ModuleSchema[] = registryModules): SearchTerms {
  const fields = schema.list.search ?? [];
  const words = searchWords(dialect, q);
  const { table, covered } = searchTable(schema, modules);
  const all = covered && fields.length === (table.list.search ?? []).length;
  if (words.length === 0 || (dialect === 'sqlite' && !covered)) return { kind: 'like', pattern: likePattern(q.replace(/\s+/g, ' ')) };
  if (dialect === 'sqlite') return { kind: 'fts', query: ftsQuery(all ? null : fields, words) };
  return { kind: 'tsv', tsquery: tsQuery(words), stored: all && !schema.viewOf };
}

/** The terms with each value replaced by `f`'s answer, in a fixed order (to read them or to put others in place). */
function mapTerms(terms: SearchTerms, f: (value: Scalar) => Scalar): SearchTerms {
  switch (terms.kind) {
    case 'like':
      return { kind: 'like', pattern: f(terms.pattern) };
    case 'fts':
      return { kind: 'fts', query: f(terms.query) };
    case 'tsv':
      return { ...terms, tsquery: f(terms.tsquery) };
  }
}

/** What shapes the SQL of `terms` besides their values. */
export function searchShape(terms: SearchTerms): string {
  return terms.kind === 'tsv' && !terms.stored ? 'tsv computed' : terms.kind;
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

/**
 * SQLite: the keys of the rows of `schema` whose search fields match q through the FTS5 index (at most `limit`), or
 * null when the index cannot answer alone (no letter or digit in q, fields the index does not cover; PostgreSQL,
 * whose planner reads its GIN index or walks the sort index itself).
 */
export function searchKeys(
  dialect: Dialect,
  schema: ModuleSchema,
  terms: SearchTerms,
  limit?: number,
  modules: readonly ModuleSchema[] = registryModules,
): RawBuilder<unknown> | null {
  if (dialect !== 'sqlite' || terms.kind !== 'fts') return null;
  const fts = sql.table(ftsName(searchTable(schema, modules).table.name));
  const match = sql`select ${rowKey} from ${fts} where ${fts} match ${terms.query}`;
  return limit === undefined ? match : sql`${match} limit ${sql.lit(limit)}`;
}

/**
 * SQLite: the keys of a page of the rows matching q in the order of the search index (`order`: its column, from
 * searchOrders; `sort.order` either way), read in that order from the ranked rowids alone; null where the index
 * cannot answer (another sort, a view, PostgreSQL).
 */
export function sortedSearchKeys(
  dialect: Dialect,
  schema: ModuleSchema,
  terms: SearchTerms,
  sort: { field: string; order: 'asc' | 'desc'; limit: number; offset: number },
  order: string | undefined,
): RawBuilder<unknown> | null {
  if (dialect !== 'sqlite' || terms.kind !== 'fts' || schema.viewOf || order === undefined || sort.field !== order) return null;
  const fts = sql.table(ftsName(schema.name));
  const page = sql`limit ${sql.lit(sort.limit)} offset ${sql.lit(sort.offset)}`;
  return sql`select ${rowKey} from ${fts} where ${fts} match ${terms.query} order by rowid ${sql.raw(sort.order)} ${page}`;
}

/**
 * The condition 'the row matches q' for a listado. `walk` (SQLite): the page is read along its sort index, each row
 * tested against the set of matching keys (many matches); otherwise the matches are read first, then sorted.
 * PostgreSQL: the tsquery on the stored words, whatever the plan.
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
  if (terms.kind === 'fts') {
    const keys = must(searchKeys(dialect, schema, terms, undefined, modules), 'el índice de q');
    return walk ? sql<SqlBool>`+${key} in (${keys})` : sql<SqlBool>`${key} in (${keys})`;
  }
  const words = terms.stored ? sql.ref(SEARCH_COLUMN) : sql.raw(pgSearchVector(fields));
  return sql<SqlBool>`${words} @@ to_tsquery('simple'::regconfig, ${terms.tsquery})`;
}
