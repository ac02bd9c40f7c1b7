// A colour as '#rrggbb', or '#rrggbbaa' when translucent (what the colour picker stores).
import type { FieldDefOf } from '../../schema';
import { EQ_FILTERS, type Defaulted, type FieldDefBase, type Filterable } from '../def';
import { stringType } from '../shared/base';
import { pattern } from '../shared/text';

export interface ColorFieldDef extends FieldDefBase<'color'>, Defaulted<string>, Filterable<typeof EQ_FILTERS> {}

export const colorField = stringType<FieldDefOf<'color'>>({
  validate: pattern(/^#[0-9a-fA-F]{6}(?:[0-9a-fA-F]{2})?$/, 'app.validation.color'),
  filters: EQ_FILTERS,
});
