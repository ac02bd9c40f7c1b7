// A Peruvian phone number (mobile or landline, optional +51).
import { isValidPhonePe } from '../../../lib/documents';
import { stringType } from '../shared/base';
import { checkedText } from '../shared/text';

export const phoneField = stringType({ validate: checkedText(30, isValidPhonePe, 'app.validation.phone') });
