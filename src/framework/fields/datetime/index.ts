// An instant, stored as UTC ISO text (sorts as text), shown dd/MM/yyyy HH:mm:ss in Lima time.
import type { FieldDefOf } from '../../schema';
import { formatDateTime } from '../../../lib/dates';
import { RANGE_FILTERS, type Defaulted, type FieldDefBase, type Filterable } from '../def';
import { err } from '../types';
import { stringType } from '../shared/base';

export interface DatetimeFieldDef extends FieldDefBase<'datetime'>, Defaulted<string>, Filterable<typeof RANGE_FILTERS> {}

export const datetimeField = stringType<FieldDefOf<'datetime'>>({
  validate: (_f, v) => {
    if (typeof v !== 'string' || Number.isNaN(Date.parse(v))) return err('app.validation.datetime');
    return new Date(v).toISOString();
  },
  filters: RANGE_FILTERS,
  // A day ('2026-03-15') or an instant: compared as text with the stored ISO value.
  parseFilter: (_f, v) => (typeof v === 'string' && v.length <= 40 && !Number.isNaN(Date.parse(v)) ? v : undefined),
  text: (_f, v) => (typeof v === 'string' ? formatDateTime(v) : ''),
});
