// A whole number, shown without grouping (a floor, a year count).
import { numberType, numberValue } from '../shared/number';

export const integerField = numberType({
  column: () => 'integer',
  validate: (f, v) => numberValue(f, v, true),
  text: (_f, v) => (typeof v === 'number' ? String(v) : ''),
});
