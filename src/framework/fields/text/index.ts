// A line of text (at most 255 characters unless the field says otherwise).
import type { FieldDefOf } from '../../schema';
import { EQ_FILTERS, type Bounded, type Defaulted, type FieldDefBase, type Filterable } from '../def';
import { stringType } from '../shared/base';
import { MAX_TEXT, textValue } from '../shared/text';
import { cellText } from '../shared/sheet';

export interface TextFieldDef extends FieldDefBase<'text'>, Bounded, Defaulted<string>, Filterable<typeof EQ_FILTERS> {}

export const textField = stringType<FieldDefOf<'text'>>({
  validate: (f, v) => textValue(f, v, MAX_TEXT),
  filters: EQ_FILTERS,
  // A cell typed by hand often carries doubled spaces: one line of text, single-spaced.
  fromSheet: (_f, c) => ({ value: cellText(c).replace(/\s+/g, ' ') }),
  namesRecord: (f) => f.unique === true,
});
