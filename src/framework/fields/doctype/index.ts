// The type of an identity document (DNI, CE, RUC, PASAPORTE): one of its choices; checked with its `document`.
import type { FieldDefOf } from '../../schema';
import { EQ_FILTERS, type Defaulted, type FieldDefBase, type Filterable, type WithChoices } from '../def';
import { choiceType } from '../shared/choice';

export interface DoctypeFieldDef extends FieldDefBase<'doctype'>, WithChoices, Defaulted<string>, Filterable<typeof EQ_FILTERS> {}

export const doctypeField = choiceType<FieldDefOf<'doctype'>>(EQ_FILTERS);
