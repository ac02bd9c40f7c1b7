// A password: accepted on write (8 to 128 characters, untrimmed), never returned, never shown.
import type { FieldDefOf } from '../../schema';
import type { Bounded, FieldDefBase } from '../def';
import { stringType } from '../shared/base';
import { textValue } from '../shared/text';

export interface PasswordFieldDef extends FieldDefBase<'password'>, Bounded {}

export const passwordField = stringType<FieldDefOf<'password'>>({
  validate: (f, v) => textValue({ ...f, min: f.min ?? 8, max: f.max ?? 128 }, v, 128, false),
  blank: () => undefined,
  optionalOnUpdate: true,
  indexable: false,
  filters: [],
  text: () => '',
  secret: true,
  // Never in a spreadsheet: an import leaves passwords out.
  fromSheet: undefined,
});
