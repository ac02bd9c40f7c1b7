// An e-mail address, stored in lower case.
import { isValidEmail } from '../../../lib/documents';
import { stringType } from '../shared/base';
import { checkedText } from '../shared/text';

export const emailField = stringType({ validate: checkedText(254, isValidEmail, 'ra.validation.email', (s) => s.toLowerCase()) });
