// Several lines of plain text. Not filtered or indexed: searched with `q`.
import { stringType } from '../shared/base';
import { textValue } from '../shared/text';

export const longtextField = stringType({ validate: (f, v) => textValue(f, v, 20000), indexable: false, filters: [] });
