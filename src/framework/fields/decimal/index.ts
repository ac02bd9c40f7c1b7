// A number with decimals (areas, coordinates, percentages), shown es-PE with `decimals` digits at most.
import { numberType, numberValue } from '../shared/number';

export const decimalField = numberType({
  column: () => 'double precision',
  validate: (f, v) => numberValue(f, v, false),
  text: (f, v) => (typeof v === 'number' ? new Intl.NumberFormat('es-PE', { maximumFractionDigits: f.decimals ?? 2 }).format(v) : ''),
});
