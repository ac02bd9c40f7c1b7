// A whole number, shown without grouping (a floor, a year count).
import type { FieldDefOf } from '../../schema';
import { RANGE_FILTERS, type Bounded, type Defaulted, type FieldDefBase, type Filterable } from '../def';
import { numberType, numberValue } from '../shared/number';

export interface IntegerFieldDef extends FieldDefBase<'integer'>, Bounded, Defaulted<number>, Filterable<typeof RANGE_FILTERS> {}

export const integerField = numberType<FieldDefOf<'integer'>>({
  column: () => 'integer',
  filters: RANGE_FILTERS,
  validate: (f, v) => numberValue(f, v, true),
  text: (_f, v) => (typeof v === 'number' ? String(v) : ''),
  sheetExample: () => 3,
});
