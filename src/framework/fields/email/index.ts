// An e-mail address, stored in lower case (and filtered so: 'Ana@Example.com' finds 'ana@example.com').
import { isValidEmail } from '../../../lib/documents';
import { parseTextFilter, stringType } from '../shared/base';
import { checkedText } from '../shared/text';

export const emailField = stringType({
  validate: checkedText(254, isValidEmail, 'ra.validation.email', (s) => s.toLowerCase()),
  parseFilter: (f, v) => parseTextFilter(f, v)?.toString().toLowerCase(),
});
