// The id of a record of another module (`reference`). Its text is the id: the name needs the other module.
import type { FieldDefOf } from '../../schema';
import { EQ_FILTERS, type FieldDefBase, type Filterable } from '../def';
import { numberType, numberValue } from '../shared/number';

export interface ReferenceFieldDef extends FieldDefBase<'reference'>, Filterable<typeof EQ_FILTERS> {
  /** The module it points to (its name). */
  readonly reference: string;
  /**
   * `false` where the row outlives the record it names (a change log, the activity log, a sent message): no foreign
   * key, so deleting the record is not refused and the link may then name nothing. Otherwise the table has a
   * foreign key to the record's key (createModuleTable; the schema-drift test checks both).
   */
  readonly foreignKey?: false;
}

export const referenceField = numberType<FieldDefOf<'reference'>>({
  column: () => 'integer',
  validate: (f, v) => numberValue(f, v, true),
  filters: EQ_FILTERS,
  refersTo: (f) => f.reference,
  text: (_f, v) => (typeof v === 'number' || typeof v === 'string' ? String(v) : ''),
  sheetExample: () => 1,
});
