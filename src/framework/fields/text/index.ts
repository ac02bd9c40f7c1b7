// A line of text (at most 255 characters unless the field says otherwise).
import type { FieldDefOf } from '../../schema';
import { EQ_FILTERS, type Bounded, type Defaulted, type FieldDefBase, type Filterable } from '../def';
import { stringType } from '../shared/base';
import { MAX_TEXT, textValue } from '../shared/text';

export interface TextFieldDef extends FieldDefBase<'text'>, Bounded, Defaulted<string>, Filterable<typeof EQ_FILTERS> {}

export const textField = stringType<FieldDefOf<'text'>>({ validate: (f, v) => textValue(f, v, MAX_TEXT), filters: EQ_FILTERS });
