// The INEI code of a district: six digits.
import type { FieldDefOf } from '../../schema';
import { EQ_FILTERS, type Defaulted, type FieldDefBase, type Filterable } from '../def';
import { stringType } from '../shared/base';
import { pattern } from '../shared/text';
import { cellText } from '../shared/sheet';

export interface UbigeoFieldDef extends FieldDefBase<'ubigeo'>, Defaulted<string>, Filterable<typeof EQ_FILTERS> {}

export const ubigeoField = stringType<FieldDefOf<'ubigeo'>>({
  validate: pattern(/^\d{6}$/, 'app.validation.ubigeo'),
  filters: EQ_FILTERS,
  // Excel drops a number's leading zeros: 10101 is 010101.
  fromSheet: (_f, c) => ({ value: typeof c === 'number' ? String(c).padStart(6, '0') : cellText(c) }),
  sheetExample: () => '150122',
});
