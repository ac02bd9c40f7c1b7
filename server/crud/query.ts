import { sql, type Compilable, type SelectQueryBuilder } from 'kysely';
import type { ModuleSchema } from '../../src/framework/schema';
import {
  rowTerms,
  SEARCH_COLUMN,
  searchCondition,
  searchKeys,
  searchShape,
  searchTerms,
  searchValues,
  withSearchValues,
  type SearchTerms,
} from '../db/search';
import { rowCount } from '../db/aggregates';
import { dialectOf } from '../db/connect';
import { jsonListHas } from '../db/textMatch';
import { anyTable, type Db, type Dialect, type Row } from '../db/types';
import { runShaped } from '../db/queryShapes';
import type { Condition, ListParams, Scalar } from './listParams';
import type { Count, CountOnce } from './listCache';
import { must } from '../../src/lib/must';

type Select<O> = SelectQueryBuilder<Record<string, Row>, string, O>;

/** List parameters, with q already made into the values of its SQL (a compiled shape's, see shapeOf). */
type Query = ListParams & { readonly terms?: SearchTerms };

/** The search terms of the query's q (null: no q, or a module without search fields). */
function termsOf(db: Db, schema: ModuleSchema, params: Query): SearchTerms | null {
  if (params.terms) return params.terms;
  return params.q && (schema.list.search ?? []).length ? searchTerms(dialectOf(db), schema, params.q) : null;
}

/** Totals are exact up to this many matches; beyond it the answer says 'more than' (counting stops there). */
export const COUNT_CAP = 10_000;

/**
 * With q, totals are exact up to this many matches (or the lower configured cap), then 'más de 1 000', as GitHub's
 * search says '1k+': a search's matches are counted in its index, and past a thousand the count would cost more
 * than the page (README «Decisiones de producto»).
 */
export const SEARCH_COUNT_CAP = 1_000;

/** The cap of a list's total: `cap`, or SEARCH_COUNT_CAP when q searches. */
export function totalCap(db: Db, schema: ModuleSchema, params: ListParams, cap: number): number {
  return termsOf(db, schema, params) ? Math.min(cap, SEARCH_COUNT_CAP) : cap;
}

export function applyConditions<O>(qb: Select<O>, conditions: readonly Condition[]): Select<O> {
  let q = qb;
  for (const c of conditions) {
    const col = sql.ref(c.field);
    if (c.kind === 'eq') q = c.value === null ? q.where(col, 'is', null) : q.where(col, '=', c.value);
    else if (c.kind === 'in') q = c.values.length ? q.where(col, 'in', c.values) : q.where(sql<boolean>`1 = 0`);
    else if (c.kind === 'contains') q = q.where(jsonListHas(c.field, c.value));
    else q = q.where(col, c.kind === 'gte' ? '>=' : '<=', c.value);
  }
  return q;
}

/** Accent- and case-insensitive word-prefix search over the module's declared search fields (the dialect's index, search.ts). */
export function applySearch<O>(qb: Select<O>, schema: ModuleSchema, terms: SearchTerms | null, dialect: Dialect, walk = false): Select<O> {
  return terms ? qb.where(searchCondition(dialect, schema, terms, walk)) : qb;
}

/** The rows matching `params`, before paging (`walk`: see searchCondition). */
function filtered(db: Db, schema: ModuleSchema, params: Query, walk = false) {
  const terms = termsOf(db, schema, params);
  return applySearch(applyConditions(anyTable(db).selectFrom(schema.name), params.conditions), schema, terms, dialectOf(db), walk);
}

/** From this many matches of q, a first page is read along the sort index rather than sorted from the matches. */
const WALK_FROM = 1000;

/**
 * How many rows match q alone (the filters aside), counted in its index up to `limit`: SQLite's FTS5 index, or
 * PostgreSQL's trigram GIN index (whose heap scan stops at the limit). Null without q, or for a q without letters
 * or digits (no index to ask).
 */
async function indexMatches(db: Db, schema: ModuleSchema, params: ListParams, limit: number): Promise<number | null> {
  const terms = termsOf(db, schema, params);
  if (!terms || terms.kind !== 'text' || (dialectOf(db) === 'sqlite' && !searchKeys('sqlite', schema, terms))) return null;
  const { total, exact } = await countRows(db, schema, { ...params, conditions: [] }, limit - 1);
  return exact ? total : limit;
}

/**
 * Whether a page with q is read along the sort index, testing each row (many matches, a first page in the default
 * order), rather than from the matches, sorted: first the short scan (scanQuery), then, on SQLite, the walk
 * against the set of matching keys.
 */
function walksSortIndex(schema: ModuleSchema, params: ListParams, matches: number | null): boolean {
  const first = (params.page - 1) * params.perPage < DEFERRED_FROM && params.sort === schema.list.sort.field;
  return first && matches !== null && matches >= WALK_FROM;
}

/**
 * The query of one page (stable order: the sort, then the key). Past the first pages the keys are found first
 * from the index alone (a deferred join: skipping rows then costs index entries, not table rows), then only the
 * page's rows are read.
 */
export function pageQuery(db: Db, schema: ModuleSchema, params: Query, walk = false) {
  const direction = params.order === 'ASC' ? 'asc' : 'desc';
  const ordered = <O>(qb: Select<O>) => qb.orderBy(sql.ref(params.sort), direction).orderBy(sql.ref(schema.key), direction);
  const offset = (params.page - 1) * params.perPage;
  if (offset < DEFERRED_FROM)
    return ordered(filtered(db, schema, params, walk).selectAll())
      .limit(params.perPage)
      .offset(offset);
  const keys = ordered(filtered(db, schema, params, walk).select(sql.ref(schema.key).as('k')))
    .limit(params.perPage)
    .offset(offset);
  return ordered(anyTable(db).selectFrom(schema.name).selectAll().where(sql.ref(schema.key), 'in', keys));
}

/** Offsets from which a page is read through its keys first. */
const DEFERRED_FROM = 500;

/**
 * How many rows the short scan of a first page reads along its sort order at most. Both databases test the stored
 * searched text of a row in C (q_text), and the scan stops at the page's last match: a common word's page is found
 * in a few hundred rows ('departamento', one property in four, in ~100; 'miraflores', one in 21, in ~700; 'javier
 * prado', one in 36, in ~1 200), cheaper than reading the matches from the index and sorting them (PostgreSQL: the
 * heap rows of all 2 800 matches of 'javier prado', ~6 ms) or walking the sort index against them (SQLite builds the
 * set of 'miraflores'' 4 700 matches first, ~1.5 ms). The scan runs only for a q with WALK_FROM matches or more
 * (at 100 000 rows, one row in 100: a page in ~2 500 rows); when it does not fill a page it costs at most ~1 ms on
 * SQLite (keys and searched text only) and ~6 ms on PostgreSQL, as much as the reading it then gives way to.
 */
export const SCAN_ROWS: Readonly<Record<Dialect, number>> = { postgres: 3000, sqlite: 3000 };

/** The columns the short scan reads of each row: its key, its order and what q's terms test. */
function scanColumns(schema: ModuleSchema, params: Query, terms: SearchTerms | null): string[] {
  const tested = terms?.kind === 'text' && terms.stored ? [SEARCH_COLUMN] : (schema.list.search ?? []);
  return [...new Set([schema.key, params.sort, ...tested])];
}

/**
 * The short scan: the first `rows` rows of the filtered list in its order, each tested on its searched text (no
 * search index: rowTerms), then paged. Its page is the list's when it is full; a short one says only that the
 * matches are sparser (the caller reads the page the other way). On SQLite only the key, the order and the
 * searched text go through the scan and the page's rows are then read by key (whole rows through it cost 2–3×
 * more); PostgreSQL reads each row's heap tuple either way, and a second lookup per row would only add to it.
 */
export function scanQuery(db: Db, schema: ModuleSchema, params: Query, rows = SCAN_ROWS[dialectOf(db)]) {
  const direction = params.order === 'ASC' ? 'asc' : 'desc';
  const ordered = <O>(qb: Select<O>) => qb.orderBy(sql.ref(params.sort), direction).orderBy(sql.ref(schema.key), direction);
  const terms = params.terms ?? (params.q ? rowTerms(dialectOf(db), schema, params.q) : null);
  const scanned = <O>(first: Select<O>) =>
    ordered(applySearch(anyTable(db).selectFrom(first.limit(rows).as(schema.name)), schema, terms, dialectOf(db)));
  const page = <O>(qb: Select<O>) => qb.limit(params.perPage).offset((params.page - 1) * params.perPage);
  const filteredRows = ordered(applyConditions(anyTable(db).selectFrom(schema.name), params.conditions));
  if (dialectOf(db) === 'postgres') return page(scanned(filteredRows.selectAll()).selectAll());
  const columns = scanColumns(schema, params, terms).map((c) => sql.ref(c).as(c));
  const keys = page(scanned(filteredRows.select(columns)).select(sql.ref(schema.key).as('k')));
  return ordered(anyTable(db).selectFrom(schema.name).selectAll().where(sql.ref(schema.key), 'in', keys));
}

/** The short scan's page when it is full (null: the matches are sparser than the scan reads). */
async function scannedPage(db: Db, schema: ModuleSchema, params: ListParams): Promise<Row[] | null> {
  const terms = params.q ? rowTerms(dialectOf(db), schema, params.q) : null;
  if (!terms) return null;
  const shape = shapeOf(db, schema, params, terms);
  const rows = shape
    ? await runShaped(db, `scan ${shape.key}`, shape.values, (slots) => scanQuery(db, schema, shape.template(slots)))
    : await scanQuery(db, schema, { ...params, terms }).execute();
  return rows.length === params.perPage ? rows : null;
}

/**
 * A list query's shape: its key names everything that shapes the SQL (the module, and every list parameter but
 * the filter values and q's, q by the shape of its terms: a parameter added later enters the key by itself),
 * `values` are the filter values then q's terms' values it takes as parameters and `template` gives the params with
 * each of them replaced by the one it gets. Null for a `contains` filter, whose SQL carries a value it derives.
 */
function shapeOf(db: Db, schema: ModuleSchema, params: ListParams, withTerms: SearchTerms | null = termsOf(db, schema, params)) {
  if (params.conditions.some((c) => c.kind === 'contains')) return null;
  const terms = withTerms;
  const values: Scalar[] = [];
  const conditions: string[] = [];
  for (const c of params.conditions) {
    if (c.kind === 'in') values.push(...c.values);
    else if (c.kind !== 'contains' && c.value !== null) values.push(c.value);
    conditions.push(c.kind === 'in' ? `in ${c.values.length}` : c.kind === 'eq' && c.value === null ? 'null' : c.kind, c.field);
  }
  const searched = values.length;
  if (terms) values.push(...searchValues(terms));
  const template = (slots: readonly Scalar[]): Query => {
    let i = 0;
    const withSlots = params.conditions.map((c): Condition => {
      if (c.kind === 'in') return { ...c, values: c.values.map(() => must(slots[i++], 'el valor del filtro')) };
      return c.kind === 'contains' || c.value === null ? c : { ...c, value: must(slots[i++], 'el valor del filtro') };
    });
    return { ...params, conditions: withSlots, ...(terms ? { terms: withSearchValues(terms, slots.slice(searched)) } : {}) };
  };
  const q = terms ? searchShape(terms) : undefined;
  return { key: JSON.stringify([schema.name, schema.key, { ...params, conditions, q }]), values, template };
}

/** One page of a module's rows (`matches`: indexMatches, when already counted). */
export async function listPage(db: Db, schema: ModuleSchema, params: ListParams, matches?: number | null): Promise<Row[]> {
  const counted = matches !== undefined ? matches : await indexMatches(db, schema, params, WALK_FROM);
  const walk = walksSortIndex(schema, params, counted);
  const scanned = walk ? await scannedPage(db, schema, params) : null;
  if (scanned) return scanned;
  const shape = shapeOf(db, schema, params);
  if (shape) return runShaped(db, `page ${walk} ${shape.key}`, shape.values, (slots) => pageQuery(db, schema, shape.template(slots), walk));
  return pageQuery(db, schema, params, walk).execute();
}

/**
 * The queries that count the matches up to `cap`. On SQLite, `more` first finds whether a row lies past the first
 * `cap` (stepping over index entries skipped by an offset takes a third less time than counting them through a
 * subquery, so a common filter is told 'more than' sooner) and `count` then counts them all, knowing they are at
 * most `cap`; PostgreSQL counts once, stopping at cap + 1.
 */
export function countQueries(db: Db, schema: ModuleSchema, params: Query, cap = COUNT_CAP) {
  const sqlite = dialectOf(db) === 'sqlite';
  // q alone on SQLite: the matching keys counted in the FTS5 index, without reading the table.
  const terms = termsOf(db, schema, params);
  const keys = terms && params.conditions.length === 0 ? searchKeys(dialectOf(db), schema, terms) : null;
  const rows = keys
    ? anyTable(db)
        .selectFrom(sql`(${keys})`.as('k'))
        .select(sql.lit(1).as('one'))
    : filtered(db, schema, params).select(sql.lit(1).as('one'));
  return {
    more: sqlite ? rows.limit(1).offset(cap) : null,
    count: db.selectFrom((sqlite ? rows : rows.limit(cap + 1)).as('m')).select(rowCount.as('total')),
  };
}

/** How many rows match, counted up to `cap` (exact: false when there are more). */
export async function countRows(db: Db, schema: ModuleSchema, params: ListParams, cap = COUNT_CAP): Promise<Count> {
  const shape = shapeOf(db, schema, params);
  const run = async <R>(name: string, pick: (queries: ReturnType<typeof countQueries>) => Compilable<R>): Promise<R[]> =>
    shape
      ? runShaped(db, `${name} ${shape.key} ${cap}`, shape.values, (slots) => pick(countQueries(db, schema, shape.template(slots), cap)))
      : (await db.executeQuery(pick(countQueries(db, schema, params, cap)).compile())).rows;
  const more = (q: ReturnType<typeof countQueries>) => {
    if (!q.more) throw new Error('Falta la consulta de más filas');
    return q.more;
  };
  if (dialectOf(db) === 'sqlite' && (await run('more', more)).length > 0) return { total: cap, exact: false };
  const [row] = await run('count', (q) => q.count);
  const n = row?.total ?? 0;
  return n > cap ? { total: cap, exact: false } : { total: n, exact: true };
}

/** One page of a module's rows and the total matching `params` (exact up to `cap`). */
export async function listRows(
  db: Db,
  schema: ModuleSchema,
  params: ListParams,
  cap = COUNT_CAP,
  counted: CountOnce = (count) => count(),
): Promise<{ rows: Row[]; total: number; exact: boolean }> {
  const capped = totalCap(db, schema, params, cap);
  const matches = await indexMatches(db, schema, params, Math.max(capped + 1, WALK_FROM));
  const rows = await listPage(db, schema, params, matches);
  const offset = (params.page - 1) * params.perPage;
  // A short page that is not empty tells the total without counting.
  if (rows.length > 0 && rows.length < params.perPage) return { rows, total: offset + rows.length, exact: true };
  if (rows.length === 0 && offset === 0) return { rows, total: 0, exact: true };
  // q alone: already counted in the index.
  if (matches !== null && params.conditions.length === 0) return { rows, total: Math.min(matches, capped), exact: matches <= capped };
  return { rows, ...(await counted(() => countRows(db, schema, params, capped))) };
}
