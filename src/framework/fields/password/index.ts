// A password: accepted on write (8 to 128 characters, untrimmed), never returned, never shown.
import { stringType } from '../shared/base';
import { textValue } from '../shared/text';

export const passwordField = stringType({
  validate: (f, v) => textValue({ ...f, min: f.min ?? 8, max: f.max ?? 128 }, v, 128, false),
  blank: () => undefined,
  optionalOnUpdate: true,
  indexable: false,
  filters: [],
  text: () => '',
});
