// A line of text (at most 255 characters unless the field says otherwise).
import { stringType } from '../shared/base';
import { MAX_TEXT, textValue } from '../shared/text';

export const textField = stringType({ validate: (f, v) => textValue(f, v, MAX_TEXT) });
