// The id of a record of another module (`reference`). Its text is the id: the name needs the other module.
import { numberType, numberValue } from '../shared/number';

export const referenceField = numberType({
  column: () => 'integer',
  validate: (f, v) => numberValue(f, v, true),
  filters: ['eq', 'in'],
  text: (_f, v) => (typeof v === 'number' || typeof v === 'string' ? String(v) : ''),
});
