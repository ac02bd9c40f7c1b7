// The query of the standard REST dialect (react-admin's ra-data-simple-rest): sort=["campo","ASC"],
// range=[0,24], filter={...}, decoded into the listado's own parameters and checked by the same parser
// (parseListParams): the same declared sorts and filters, the same caps.
import type { ModuleSchema } from '../../src/framework/schema';
import { ApiError, t } from '../http';
import { MAX_PER_PAGE, parseListParams, type ListParams } from './listParams';
import { isRecord } from '../../src/lib/guards';
import { must } from '../../src/lib/must';

const KNOWN = new Set(['sort', 'range', 'filter']);

function json(value: unknown, error: () => ApiError): unknown {
  if (typeof value !== 'string') throw error();
  try {
    return JSON.parse(value) as unknown;
  } catch {
    throw error();
  }
}

const sortError = () => new ApiError(400, t('app.errors.rest_sort'), { sort: t('app.errors.rest_sort') });
const rangeError = () =>
  new ApiError(400, t('app.errors.rest_range', { max: MAX_PER_PAGE }), { range: t('app.errors.rest_range', { max: MAX_PER_PAGE }) });
const filterError = () => new ApiError(400, t('app.errors.rest_filter'), { filter: t('app.errors.rest_filter') });

function parseSort(raw: unknown): { sort: string; order: string } {
  const v = json(raw, sortError);
  if (!Array.isArray(v) || v.length !== 2 || typeof v[0] !== 'string' || typeof v[1] !== 'string' || v[0] === '') throw sortError();
  return { sort: v[0], order: v[1] };
}

/** The first row and the page size of a range; the range must be a whole page (what ra-data-simple-rest sends). */
export function parseRange(raw: unknown): { start: number; page: number; perPage: number } {
  const v = json(raw, rangeError);
  if (!Array.isArray(v) || v.length !== 2 || !v.every((n) => Number.isSafeInteger(n) && n >= 0)) throw rangeError();
  const [start, end] = v as [number, number];
  const perPage = end - start + 1;
  if (perPage < 1 || perPage > MAX_PER_PAGE || start % perPage !== 0) throw rangeError();
  return { start, page: start / perPage + 1, perPage };
}

/** A REST list call as the list calls it takes: where its rows start, and one page — or one per page of ids. */
export interface RestQuery {
  readonly start: number;
  readonly pages: readonly [ListParams, ...ListParams[]];
}

/**
 * The REST query as ListParams; without a range, the first page — or, for an id list (getMany), every listed id:
 * as many pages of MAX_PER_PAGE ids as it takes, uncounted (the total is the rows found).
 */
export function parseRestQuery(schema: ModuleSchema, query: Readonly<Record<string, unknown>>): RestQuery {
  for (const key of Object.keys(query)) {
    if (!KNOWN.has(key)) throw new ApiError(400, t('app.errors.rest_param', { campo: key.length > 40 ? `${key.slice(0, 39)}…` : key }));
  }
  const sort = query.sort === undefined ? {} : parseSort(query.sort);
  const filter = query.filter === undefined ? {} : json(query.filter, filterError);
  if (!isRecord(filter)) throw filterError();
  if (query.range === undefined && Array.isArray(filter.id)) {
    const ids = [...new Set(filter.id)];
    const pages: ListParams[] = [];
    for (let i = 0; i === 0 || i < ids.length; i += MAX_PER_PAGE) {
      const page = { ...filter, id: ids.slice(i, i + MAX_PER_PAGE) };
      pages.push(parseListParams(schema, { ...sort, filter: JSON.stringify(page), perPage: String(MAX_PER_PAGE), total: '0' }));
    }
    return { start: 0, pages: [must(pages[0], 'la primera página'), ...pages.slice(1)] };
  }
  const range = query.range === undefined ? { start: 0, page: 1, perPage: undefined } : parseRange(query.range);
  const params = parseListParams(schema, {
    ...sort,
    filter: JSON.stringify(filter),
    page: String(range.page),
    ...(range.perPage === undefined ? {} : { perPage: String(range.perPage) }),
  });
  return { start: range.start, pages: [params] };
}
