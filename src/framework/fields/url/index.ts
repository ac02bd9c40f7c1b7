// A web address (http or https).
import type { FieldDefOf } from '../../schema';
import { EQ_FILTERS, type Bounded, type Defaulted, type FieldDefBase, type Filterable } from '../def';
import { stringType } from '../shared/base';
import { checkedText } from '../shared/text';

export interface UrlFieldDef extends FieldDefBase<'url'>, Bounded, Defaulted<string>, Filterable<typeof EQ_FILTERS> {}

const LIMIT = 2000;

export const urlField = stringType<FieldDefOf<'url'>>({
  validate: checkedText(LIMIT, (s) => /^https?:\/\/[^\s]+$/i.test(s), 'app.validation.url'),
  filters: EQ_FILTERS,
  maxChars: (f) => f.max ?? LIMIT,
});
