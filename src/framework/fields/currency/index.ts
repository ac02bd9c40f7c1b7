// The currency of the record's money fields (PEN, USD): one of its choices.
import type { FieldDefOf } from '../../schema';
import { EQ_FILTERS, type Defaulted, type FieldDefBase, type Filterable, type WithChoices } from '../def';
import { choiceType } from '../shared/choice';

export interface CurrencyFieldDef extends FieldDefBase<'currency'>, WithChoices, Defaulted<string>, Filterable<typeof EQ_FILTERS> {}

export const currencyField = choiceType<FieldDefOf<'currency'>>(EQ_FILTERS);
