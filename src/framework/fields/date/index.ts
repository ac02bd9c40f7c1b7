// A calendar day, stored 'YYYY-MM-DD' (no time zone: nothing shifts), shown dd/MM/yyyy.
import type { FieldDef, FieldDefOf } from '../../schema';
import { RANGE_FILTERS, type Defaulted, type FieldDefBase, type Filterable } from '../def';
import { err, type Scalar } from '../types';
import { stringType } from '../shared/base';

export interface DateFieldDef extends FieldDefBase<'date'>, Defaulted<string>, Filterable<typeof RANGE_FILTERS> {}

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

export function isRealDate(s: string): boolean {
  if (!DATE_RE.test(s)) return false;
  const [y = 0, m = 0, d = 0] = s.split('-').map(Number);
  const dt = new Date(Date.UTC(y, m - 1, d));
  return dt.getUTCFullYear() === y && dt.getUTCMonth() === m - 1 && dt.getUTCDate() === d;
}

/** 'YYYY-MM-DD…' -> 'dd/MM/yyyy'; anything else -> ''. */
export function dateText(value: unknown): string {
  const m = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '';
}

export const parseDateFilter = (_f: FieldDef, v: unknown): Scalar | undefined => (typeof v === 'string' && isRealDate(v) ? v : undefined);

export const dateField = stringType<FieldDefOf<'date'>>({
  validate: (_f, v) => (typeof v === 'string' && isRealDate(v) ? v : err('app.validation.date')),
  calendarDay: true,
  filters: RANGE_FILTERS,
  parseFilter: parseDateFilter,
  text: (_f, v) => dateText(v),
});
