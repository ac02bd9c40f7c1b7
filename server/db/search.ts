// The full-text `q` of the lists, per dialect (the only place with its query SQL; searchIndexes.ts builds the
// indexes): accent- and case-insensitive matching of word prefixes over a module's declared search fields.
// - SQLite: a contentless FTS5 table (unicode61 tokenizer without diacritics, prefix indexes of 2 to 12 letters) over
//   the table's search columns, kept in step by triggers in the writing transaction; its rowids are the keys, ranked
//   by the default sort when that is a date (ftsRowid), so a word's matches come out of the index in that order.
// - PostgreSQL: the folded words (lower case, no accents, letters and digits only) of the same columns, stored once
//   per row in a word table (`<table>_q_words`: word, key; primary key (word, key) in byte order), and every prefix
//   of them once per row with the row's default sort value in a prefix table (`<table>_q_prefixes`: index (prefix,
//   sort, key)), both kept in step by triggers in the writing transaction. A word of q is one range of the word
//   table's index, or one value of the prefix table's, whose entries are in the default order: matches are found,
//   counted and (in the default order) paged from an index alone, without visiting the table's rows.
// Every word of q must start a word of the row ('miraf' finds Miraflores, 'Jesus Mar' finds 'Jesús María'); a word
// with punctuation inside is a phrase ('OF-0001' finds the code 'OF-00012'). Text without letters or digits ('%')
// falls back to a folded substring LIKE over the same columns, wildcards taken literally.
import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { ModuleSchema } from '../../src/framework/schema';
import { modules as registryModules } from '../../src/resources/registry';
import type { Db, Dialect } from './types';
import type { Scalar } from '../../src/framework/fields/types';
import { must } from '../../src/lib/must';

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

export const ftsName = (table: string) => `${table}_q`;
export const pgWordTable = (table: string) => `${table}_q_words`;
export const pgWordKey = (table: string) => `${table}_q_words_pk`;
export const pgPrefixTable = (table: string) => `${table}_q_prefixes`;
export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

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

/** The column each table's search index serves pages in the order of, as recorded in the database (read once). */
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

/** The index names of a table's search index (for the plan test and the migration). */
export const searchIndexName = (dialect: Dialect, table: string): string => (dialect === 'postgres' ? pgWordKey(table) : ftsName(table));

/** PostgreSQL: the index of a table's prefix table (prefix, default sort, key). */
export const sortedSearchIndexName = (table: string): string => `${pgPrefixTable(table)}_ix`;

/** PostgreSQL: the folded text of the columns (of `row`: a trigger's old or new), identical in the index and in the query. */
export function pgFolded(columns: readonly string[], row?: 'old' | 'new'): string {
  const joined = columns.map((c) => `coalesce(${row ? `${row}.` : ''}${quoteIdent(c)}::text, '')`).join(` || ' ' || `);
  const from = FOLD_FROM + FOLD_FROM.toUpperCase();
  return `translate(lower(${joined}), '${from}', '${FOLD_TO}${FOLD_TO}')`;
}

/** A column's text folded as `fold()` folds it in JavaScript (lower case, no accents), in either dialect. */
export function foldedColumn(dialect: Dialect, column: string): RawBuilder<string> {
  return dialect === 'postgres' ? sql<string>`${sql.raw(pgFolded([column]))}` : sql<string>`fold(${sql.ref(column)})`;
}

/** PostgreSQL: the words of the columns as a 'simple' tsvector (a phrase of q is checked on it, row by row). */
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

/** PostgreSQL: one word of q in the word table, a word equal to `from` or (`to`) a range of words starting with it. */
interface PgWord {
  readonly from: Scalar;
  readonly to: Scalar | null;
}

/**
 * A `q` made into the values its SQL takes as parameters (patterns, folded words) and the kind of that SQL: a list
 * query with q is compiled once per shape (searchShape) and run with these values (searchValues, withSearchValues).
 * like: a folded substring; fts: SQLite's match; tsv: PostgreSQL's words computed per row; words: PostgreSQL's word
 * table (`tsquery`: the order of a phrase's tokens, checked on the row).
 */
export type SearchTerms =
  | { readonly kind: 'like'; readonly pattern: Scalar }
  | { readonly kind: 'fts'; readonly query: Scalar }
  | { readonly kind: 'tsv'; readonly tsquery: Scalar }
  | { readonly kind: 'words'; readonly words: readonly PgWord[]; readonly tsquery: Scalar | null };

/** The terms of q (already trimmed, at most 200 characters) for a listado of `schema`. */
export function searchTerms(dialect: Dialect, schema: ModuleSchema, q: string, modules: readonly ModuleSchema[] = registryModules): SearchTerms {
  const fields = schema.list.search ?? [];
  const words = searchWords(dialect, q);
  const { table, covered } = searchTable(schema, modules);
  const all = covered && fields.length === (table.list.search ?? []).length;
  if (words.length === 0 || (dialect === 'sqlite' && !covered)) return { kind: 'like', pattern: likePattern(q.replace(/\s+/g, ' ')) };
  if (dialect === 'sqlite') return { kind: 'fts', query: ftsQuery(all ? null : fields, words) };
  const phrases = words.filter((tokens) => tokens.length > 1);
  const tsquery = tsQuery(phrases.length ? phrases : words);
  if (!all) return { kind: 'tsv', tsquery };
  // A phrase by its longest token (its whole order is checked on the row).
  const pgWords = words.map((tokens): PgWord => {
    const longest = tokens.reduce((best, t, i) => (t.length >= (tokens[best]?.length ?? 0) ? i : best), 0);
    const token = must(tokens[longest], 'una palabra de q');
    if (longest !== tokens.length - 1) return { from: token, to: null };
    return { from: token, to: token.slice(0, -1) + String.fromCharCode(token.charCodeAt(token.length - 1) + 1) };
  });
  return { kind: 'words', words: pgWords, tsquery: phrases.length ? tsquery : null };
}

/** The terms with each value replaced by `f`'s answer, in a fixed order (to read them or to put others in place). */
function mapTerms(terms: SearchTerms, f: (value: Scalar) => Scalar): SearchTerms {
  switch (terms.kind) {
    case 'like':
      return { kind: 'like', pattern: f(terms.pattern) };
    case 'fts':
      return { kind: 'fts', query: f(terms.query) };
    case 'tsv':
      return { kind: 'tsv', tsquery: f(terms.tsquery) };
    case 'words': {
      const words = terms.words.map((w) => ({ from: f(w.from), to: w.to === null ? null : f(w.to) }));
      return { kind: 'words', words, tsquery: terms.tsquery === null ? null : f(terms.tsquery) };
    }
  }
}

/** What shapes the SQL of `terms` besides their values. */
export function searchShape(terms: SearchTerms): string {
  if (terms.kind !== 'words') return terms.kind;
  return `words ${terms.words.map((w) => (w.to === null ? '=' : '>')).join('')}${terms.tsquery === null ? '' : ' phrase'}`;
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

/** PostgreSQL: a word equal to `from`, or in its range: one range of the word table's index. */
function pgTokenMatch({ from, to }: PgWord): RawBuilder<unknown> {
  return to === null ? sql`word = ${from}` : sql`word >= ${from} and word < ${to}`;
}

/**
 * PostgreSQL: the keys whose words hold every word of q, from the word table's index alone; `distinct` for counting
 * them (one range may hold a row twice: 'mira' finds 'Miraflores' and 'mirador'). Each further word is a hashed
 * subplan (`(…) is true` is never made a join): its range read once, whatever the planner guesses of a word's
 * frequency — a join chosen from a range wrongly thought rare rescans the other range for every key.
 */
function pgKeys(table: string, words: readonly PgWord[], distinct = false): RawBuilder<unknown> {
  const wordTable = sql.table(pgWordTable(table));
  const [first, ...rest] = words.map(pgTokenMatch);
  const also = rest.map((match) => sql` and (row_key in (select row_key from ${wordTable} where ${match})) is true`);
  return sql`select ${sql.raw(distinct ? 'distinct ' : '')}row_key from ${wordTable} where ${must(first, 'una palabra de q')}${sql.join(also, sql``)}`;
}

/**
 * PostgreSQL: the keys whose words start with every word of q, from the prefix table's index (each row once: a
 * prefix is stored once per row), in the order of the default sort when `order` is given.
 */
function pgPrefixKeys(table: string, words: readonly PgWord[], order?: 'asc' | 'desc'): RawBuilder<unknown> {
  const prefixes = sql.table(pgPrefixTable(table));
  const [first, ...rest] = words.map((w) => sql`prefix = ${w.from}`);
  const also = rest.map((match) => sql` and (row_key in (select row_key from ${prefixes} where ${match})) is true`);
  const sorted = order ? sql` order by sort_value ${sql.raw(order)}, row_key ${sql.raw(order)}` : sql``;
  return sql`select row_key from ${prefixes} where ${must(first, 'una palabra de q')}${sql.join(also, sql``)}${sorted}`;
}

/**
 * The keys of the rows of `schema` whose search fields match q through the word index (at most `limit`), or null
 * when the index cannot answer alone (no letter or digit in q, fields the index does not cover; on PostgreSQL also
 * a word with punctuation inside, whose order of tokens is checked on the row).
 */
export function searchKeys(
  dialect: Dialect,
  schema: ModuleSchema,
  terms: SearchTerms,
  limit?: number,
  modules: readonly ModuleSchema[] = registryModules,
): RawBuilder<unknown> | null {
  const { table } = searchTable(schema, modules);
  let match: RawBuilder<unknown>;
  if (dialect === 'postgres' && terms.kind === 'words' && terms.tsquery === null) match = pgPrefixKeys(table.name, terms.words);
  else if (dialect === 'sqlite' && terms.kind === 'fts') {
    const fts = sql.table(ftsName(table.name));
    match = sql`select ${rowKey} from ${fts} where ${fts} match ${terms.query}`;
  } else return null;
  return limit === undefined ? match : sql`${match} limit ${sql.lit(limit)}`;
}

/**
 * The keys of a page of the rows matching q in the order of the search index (`order`: its column, from
 * searchOrders; `sort.order` either way), read in that order from the index alone — PostgreSQL's prefix table,
 * SQLite's ranked rowids; null where the index cannot answer (another sort, a phrase on PostgreSQL, a view).
 */
export function sortedSearchKeys(
  dialect: Dialect,
  schema: ModuleSchema,
  terms: SearchTerms,
  sort: { field: string; order: 'asc' | 'desc'; limit: number; offset: number },
  order: string | undefined,
): RawBuilder<unknown> | null {
  if (schema.viewOf || order === undefined || sort.field !== order) return null;
  const page = sql`limit ${sql.lit(sort.limit)} offset ${sql.lit(sort.offset)}`;
  if (dialect === 'sqlite' && terms.kind === 'fts') {
    const fts = sql.table(ftsName(schema.name));
    return sql`select ${rowKey} from ${fts} where ${fts} match ${terms.query} order by rowid ${sql.raw(sort.order)} ${page}`;
  }
  if (dialect !== 'postgres' || terms.kind !== 'words' || terms.tsquery !== null) return null;
  return sql`${pgPrefixKeys(schema.name, terms.words, sort.order)} ${page}`;
}

/**
 * The condition 'the row matches q' for a listado. `walk`: the page is read along its sort index, each row tested
 * against the set of matching keys (many matches); otherwise the matches are read first, then sorted. PostgreSQL:
 * `(key in (…)) is true` keeps the set a hashed subplan tested per row instead of a join the planner would build
 * over the whole sort index; `= any(array(…))` reads the matches' rows through the primary key rather than hashing
 * the whole table.
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
  // Fields other than the table's words (a view's subset): the words of each row, computed.
  const inOrder = (tsquery: Scalar) => sql<SqlBool>`${sql.raw(pgWords(fields))} @@ to_tsquery('simple'::regconfig, ${tsquery})`;
  if (terms.kind === 'tsv') return inOrder(terms.tsquery);
  // Walking: each row tested against the keys, hashed once. Otherwise the keys, then their rows by primary key.
  const matching = pgKeys(searchTable(schema, modules).table.name, terms.words);
  const keys = walk ? sql<SqlBool>`(${key} in (${matching})) is true` : sql<SqlBool>`${key} = any(array(${matching}))`;
  return terms.tsquery === null ? keys : sql<SqlBool>`(${keys} and ${inOrder(terms.tsquery)})`;
}
