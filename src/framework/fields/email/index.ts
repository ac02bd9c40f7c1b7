// An e-mail address, stored in lower case (and filtered so: 'Ana@Example.com' finds 'ana@example.com').
import { isValidEmail } from '../../../lib/documents';
import type { FieldDefOf } from '../../schema';
import { EQ_FILTERS, type Bounded, type Defaulted, type FieldDefBase, type Filterable } from '../def';
import { parseTextFilter, stringType } from '../shared/base';
import { checkedText } from '../shared/text';

export interface EmailFieldDef extends FieldDefBase<'email'>, Bounded, Defaulted<string>, Filterable<typeof EQ_FILTERS> {}

export const emailField = stringType<FieldDefOf<'email'>>({
  validate: checkedText(254, isValidEmail, 'ra.validation.email', (s) => s.toLowerCase()),
  filters: EQ_FILTERS,
  parseFilter: (f, v) => parseTextFilter(f, v)?.toString().toLowerCase(),
});
