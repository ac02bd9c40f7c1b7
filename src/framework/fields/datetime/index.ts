// An instant, stored as UTC ISO text (sorts as text), shown dd/MM/yyyy HH:mm:ss in Lima time.
import { formatDateTime } from '../../../lib/dates';
import { err } from '../types';
import { stringType } from '../shared/base';

export const datetimeField = stringType({
  validate: (_f, v) => {
    if (typeof v !== 'string' || Number.isNaN(Date.parse(v))) return err('app.validation.datetime');
    return new Date(v).toISOString();
  },
  filters: ['eq', 'in', 'range'],
  // A day ('2026-03-15') or an instant: compared as text with the stored ISO value.
  parseFilter: (_f, v) => (typeof v === 'string' && v.length <= 40 && !Number.isNaN(Date.parse(v)) ? v : undefined),
  text: (_f, v) => (typeof v === 'string' ? formatDateTime(v) : ''),
});
