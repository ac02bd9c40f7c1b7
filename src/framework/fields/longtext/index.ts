// Several lines of plain text. Not filtered or indexed: searched with `q`.
import type { FieldDefOf } from '../../schema';
import type { Bounded, Defaulted, FieldDefBase } from '../def';
import { stringType } from '../shared/base';
import { textValue } from '../shared/text';

export interface LongtextFieldDef extends FieldDefBase<'longtext'>, Bounded, Defaulted<string> {}

const LIMIT = 20_000;

export const longtextField = stringType<FieldDefOf<'longtext'>>({
  validate: (f, v) => textValue(f, v, LIMIT),
  indexable: false,
  filters: [],
  maxChars: (f) => f.max ?? LIMIT,
});
