// The id of a record of another module (`reference`). Its text is the id: the name needs the other module.
import type { FieldDefOf } from '../../schema';
import { EQ_FILTERS, type FieldDefBase, type Filterable } from '../def';
import { numberType, numberValue } from '../shared/number';

export interface ReferenceFieldDef extends FieldDefBase<'reference'>, Filterable<typeof EQ_FILTERS> {
  /** The module it points to (its name). */
  readonly reference: string;
}

export const referenceField = numberType<FieldDefOf<'reference'>>({
  column: () => 'integer',
  validate: (f, v) => numberValue(f, v, true),
  filters: EQ_FILTERS,
  refersTo: (f) => f.reference,
  text: (_f, v) => (typeof v === 'number' || typeof v === 'string' ? String(v) : ''),
});
