// A time of day, 'HH:mm' on 24 hours.
import { stringType } from '../shared/base';
import { pattern } from '../shared/text';

const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;

export const timeField = stringType({
  validate: pattern(TIME_RE, 'app.validation.time'),
  filters: ['eq', 'in', 'range'],
  parseFilter: (_f, v) => (typeof v === 'string' && TIME_RE.test(v) ? v : undefined),
});
