// A web address (http or https).
import type { FieldDefOf } from '../../schema';
import { EQ_FILTERS, type Bounded, type Defaulted, type FieldDefBase, type Filterable } from '../def';
import { stringType } from '../shared/base';
import { checkedText } from '../shared/text';

export interface UrlFieldDef extends FieldDefBase<'url'>, Bounded, Defaulted<string>, Filterable<typeof EQ_FILTERS> {}

export const urlField = stringType<FieldDefOf<'url'>>({
  validate: checkedText(2000, (s) => /^https?:\/\/[^\s]+$/i.test(s), 'app.validation.url'),
  filters: EQ_FILTERS,
});
