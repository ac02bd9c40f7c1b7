// Parses and checks the query of a listado call against the module schema: only declared sorts and filters.
import { fieldType } from '../../src/framework/fields';
import { parseNumberFilter } from '../../src/framework/fields/shared/number';
import type { Scalar } from '../../src/framework/fields/types';
import type { FieldDef, ModuleSchema } from '../../src/framework/schema';
import { sortableFields } from '../../src/framework/schema';
import { ApiError, t } from '../http';
import { isRecord } from '../../src/lib/guards';

export const MAX_PER_PAGE = 100;
const DEFAULT_PER_PAGE = 25;

export type { Scalar };
export type Condition =
  | { readonly kind: 'eq'; readonly field: string; readonly value: Scalar | null }
  | { readonly kind: 'in'; readonly field: string; readonly values: readonly Scalar[] }
  | { readonly kind: 'gte' | 'lte'; readonly field: string; readonly value: Scalar }
  | { readonly kind: 'contains'; readonly field: string; readonly value: string };

export interface ListParams {
  readonly page: number;
  readonly perPage: number;
  readonly sort: string;
  readonly order: 'ASC' | 'DESC';
  readonly conditions: readonly Condition[];
  readonly q?: string;
  /** `total=0`: the caller shows no total (getMany, reference look-ups), so none is counted. */
  readonly withTotal?: boolean;
}

const filterError = (campo: string) => new ApiError(400, t('app.errors.bad_filter', { campo }), { [campo]: t('app.errors.bad_filter', { campo }) });
const valueError = (campo: string) =>
  new ApiError(400, t('app.errors.bad_filter_value', { campo }), { [campo]: t('app.errors.bad_filter_value', { campo }) });

function intParam(value: unknown, fallback: number, min: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  const n = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(n) || n < min || n > max) throw new ApiError(400, t('app.errors.bad_page'));
  return n;
}

/** A filter value checked and converted by its field's type (the key's own values are ids). */
function checkValue(campo: string, f: FieldDef | undefined, value: unknown): Scalar {
  const v = f ? fieldType(f).parseFilter(f, value) : parseNumberFilter(undefined, value);
  if (v === undefined) throw valueError(campo);
  return v;
}

function parseFilter(schema: ModuleSchema, raw: unknown): { conditions: Condition[]; q?: string } {
  if (!isRecord(raw)) throw filterError('filter');
  const conditions: Condition[] = [];
  let q: string | undefined;
  for (const [key, value] of Object.entries(raw)) {
    if (value === undefined || value === null || value === '') continue;
    if (key === 'q') {
      if (typeof value !== 'string' || value.length > 200) throw valueError('q');
      q = value.trim() || undefined;
      continue;
    }
    if (key === 'id' || key === schema.key) {
      const list = Array.isArray(value) ? value : [value];
      if (list.length > MAX_PER_PAGE) throw valueError(key);
      conditions.push({ kind: 'in', field: schema.key, values: list.map((v) => checkValue(key, undefined, v)) });
      continue;
    }
    const [, base, bound] = /^(.+)_(gte|lte)$/.exec(key) ?? [];
    const fieldName = base !== undefined && schema.fields[base]?.filter === 'range' ? base : key;
    const f = schema.fields[fieldName];
    if (!f?.filter || f.writeOnly) throw filterError(key);
    if (base !== undefined && fieldName === base) {
      conditions.push({ kind: bound === 'gte' ? 'gte' : 'lte', field: fieldName, value: checkValue(key, f, value) });
    } else if (f.filter === 'range') {
      throw filterError(key);
    } else if (f.filter === 'contains') {
      conditions.push({ kind: 'contains', field: fieldName, value: String(checkValue(key, f, value)) });
    } else if (Array.isArray(value)) {
      if (value.length > MAX_PER_PAGE) throw valueError(key);
      conditions.push({ kind: 'in', field: fieldName, values: value.map((v) => checkValue(key, f, v)) });
    } else {
      conditions.push({ kind: 'eq', field: fieldName, value: checkValue(key, f, value) });
    }
  }
  return { conditions: [...conditions, ...checkRanges(schema, conditions)], q };
}

/** The values `conditions` filter `field` by (eq or in); undefined when none does. */
function chosenValues(conditions: readonly Condition[], field: string): readonly Scalar[] | undefined {
  const chosen = conditions.find((c) => c.field === field && (c.kind === 'eq' || c.kind === 'in'));
  if (chosen?.kind === 'eq') return chosen.value === null ? [] : [chosen.value];
  return chosen?.kind === 'in' ? chosen.values : undefined;
}

/**
 * Ranges must not be inverted, and a range may need another condition beside it, as its field's type says
 * (fields/<type>/index.ts `rangeCondition`: a money range compares in one currency, the currency filter's, else
 * the currency field's default, whose condition is then added). Returns the conditions to add.
 */
function checkRanges(schema: ModuleSchema, conditions: readonly Condition[]): Condition[] {
  const added: Condition[] = [];
  for (const c of conditions) {
    if (c.kind !== 'gte') continue;
    const upper = conditions.find((u) => u.kind === 'lte' && u.field === c.field);
    if (upper?.kind === 'lte' && c.value > upper.value) throw rangeError(schema.fields[c.field], c.field);
  }
  const ctx = { fields: schema.fields, chosen: (name: string) => chosenValues(conditions, name) };
  for (const name of new Set(conditions.flatMap((c) => (c.kind === 'gte' || c.kind === 'lte' ? [c.field] : [])))) {
    const f = schema.fields[name];
    const extra = f ? fieldType(f).rangeCondition?.(f, ctx) : undefined;
    if (!extra) continue;
    if ('error' in extra) {
      const text = t(extra.error.message, extra.error.args);
      throw new ApiError(400, text, { [extra.name]: text });
    }
    if (!added.some((c) => c.field === extra.name)) added.push({ kind: 'eq', field: extra.name, value: extra.value });
  }
  return added;
}

const rangeError = (f: FieldDef | undefined, name: string) => {
  const text = t('app.errors.bad_range', { campo: f?.label ?? name });
  return new ApiError(400, text, { [`${name}_gte`]: text });
};

export function parseListParams(schema: ModuleSchema, query: Record<string, unknown>): ListParams {
  const known = new Set(['page', 'perPage', 'sort', 'order', 'filter', 'q', 'total']);
  for (const key of Object.keys(query)) if (!known.has(key)) throw filterError(key);
  const page = intParam(query.page, 1, 1, 1_000_000);
  const perPage = intParam(query.perPage, DEFAULT_PER_PAGE, 1, MAX_PER_PAGE);
  const sort = typeof query.sort === 'string' && query.sort !== '' ? query.sort : schema.list.sort.field;
  const sortable = sortableFields(schema);
  if (sort !== 'id' && !sortable.includes(sort)) {
    throw new ApiError(400, t('app.errors.bad_sort', { campo: sort }), { sort: t('app.errors.bad_sort', { campo: sort }) });
  }
  const orderRaw = typeof query.order === 'string' && query.order !== '' ? query.order.toUpperCase() : schema.list.sort.order;
  if (orderRaw !== 'ASC' && orderRaw !== 'DESC') throw new ApiError(400, t('app.errors.bad_sort', { campo: String(query.order) }));
  let filterRaw: unknown = {};
  if (typeof query.filter === 'string' && query.filter !== '') {
    try {
      filterRaw = JSON.parse(query.filter) as unknown;
    } catch {
      throw filterError('filter');
    }
  } else if (query.filter !== undefined && query.filter !== '') {
    throw filterError('filter');
  }
  const { conditions, q: qFilter } = parseFilter(schema, filterRaw);
  let q = qFilter;
  if (typeof query.q === 'string' && query.q.trim() !== '') {
    if (query.q.length > 200) throw valueError('q');
    q = query.q.trim();
  }
  if (q !== undefined && !schema.list.search?.length) throw filterError('q');
  if (query.total !== undefined && query.total !== '0' && query.total !== '1') throw valueError('total');
  const withTotal = query.total !== '0';
  return { page, perPage, sort: sort === 'id' ? schema.key : sort, order: orderRaw, conditions, q, withTotal };
}
