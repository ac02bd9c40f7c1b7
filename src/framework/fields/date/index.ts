// A calendar day, stored 'YYYY-MM-DD' (no time zone: nothing shifts), shown dd/MM/yyyy.
import type { FieldDef, FieldDefOf } from '../../schema';
import { RANGE_FILTERS, type Defaulted, type FieldDefBase, type Filterable } from '../def';
import { err, type Scalar } from '../types';
import { stringType } from '../shared/base';
import { formatDate } from '../../../lib/dates';
import { limaToday } from '../../../lib/limaTime';
import { cellText, changed, readDay } from '../shared/sheet';

export interface DateFieldDef extends FieldDefBase<'date'>, Defaulted<string>, Filterable<typeof RANGE_FILTERS> {}

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

export function isRealDate(s: string): boolean {
  if (!DATE_RE.test(s)) return false;
  const [y = 0, m = 0, d = 0] = s.split('-').map(Number);
  const dt = new Date(Date.UTC(y, m - 1, d));
  return dt.getUTCFullYear() === y && dt.getUTCMonth() === m - 1 && dt.getUTCDate() === d;
}

export const parseDateFilter = (_f: FieldDef, v: unknown): Scalar | undefined => (typeof v === 'string' && isRealDate(v) ? v : undefined);

export const dateField = stringType<FieldDefOf<'date'>>({
  validate: (_f, v) => (typeof v === 'string' && isRealDate(v) ? v : err('app.validation.date')),
  calendarDay: true,
  filters: RANGE_FILTERS,
  parseFilter: parseDateFilter,
  text: (_f, v) => formatDate(v),
  // dd/mm/yyyy as the forms show it, other spellings and Excel's serial numbers said as they were read.
  fromSheet: (_f, c) => {
    const s = cellText(c);
    const day = readDay(c);
    if (!day) return { value: s };
    const shown = formatDate(day);
    const asShown = typeof c !== 'number' && /^\d{1,2}\/\d{1,2}\/\d{4}$/.test(s) && shown === s;
    return { value: day, change: asShown ? undefined : changed('fecha', s, shown) };
  },
  sheetExample: () => formatDate(limaToday()),
});
