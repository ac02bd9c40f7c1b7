// A web address (http or https).
import { stringType } from '../shared/base';
import { checkedText } from '../shared/text';

export const urlField = stringType({ validate: checkedText(2000, (s) => /^https?:\/\/[^\s]+$/i.test(s), 'app.validation.url') });
