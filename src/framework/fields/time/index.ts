// A time of day, 'HH:mm' on 24 hours.
import type { FieldDefOf } from '../../schema';
import { RANGE_FILTERS, type Defaulted, type FieldDefBase, type Filterable } from '../def';
import { stringType } from '../shared/base';
import { pattern } from '../shared/text';
import { cellText } from '../shared/sheet';

export interface TimeFieldDef extends FieldDefBase<'time'>, Defaulted<string>, Filterable<typeof RANGE_FILTERS> {}

const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;

export const timeField = stringType<FieldDefOf<'time'>>({
  validate: pattern(TIME_RE, 'app.validation.time'),
  filters: RANGE_FILTERS,
  parseFilter: (_f, v) => (typeof v === 'string' && TIME_RE.test(v) ? v : undefined),
  // Excel keeps a time as the fraction of a day.
  fromSheet: (_f, c) => {
    if (typeof c !== 'number' || c < 0 || c >= 1) return { value: cellText(c) };
    const minutes = Math.round(c * 24 * 60);
    return { value: `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}` };
  },
  sheetExample: () => '10:30',
});
