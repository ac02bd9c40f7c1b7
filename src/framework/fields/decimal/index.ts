// A number with decimals (areas, coordinates, percentages), shown es-PE with `decimals` digits at most.
import type { FieldDefOf } from '../../schema';
import { RANGE_FILTERS, type Bounded, type Defaulted, type FieldDefBase, type Filterable } from '../def';
import { numberType, numberValue } from '../shared/number';

export interface DecimalFieldDef extends FieldDefBase<'decimal'>, Bounded, Defaulted<number>, Filterable<typeof RANGE_FILTERS> {
  /** Digits shown after the point (default 2). */
  readonly decimals?: number;
}

export const decimalField = numberType<FieldDefOf<'decimal'>>({
  column: () => 'double precision',
  filters: RANGE_FILTERS,
  validate: (f, v) => numberValue(f, v, false),
  text: (f, v) => (typeof v === 'number' ? new Intl.NumberFormat('es-PE', { maximumFractionDigits: f.decimals ?? 2 }).format(v) : ''),
  sheetExample: () => 120.5,
});
