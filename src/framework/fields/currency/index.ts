// The currency of the record's money fields (PEN, USD): one of its choices.
import { choiceType } from '../shared/choice';

export const currencyField = choiceType();
