// One of the field's choices; its text is the choice's name.
import type { FieldDefOf } from '../../schema';
import { EQ_FILTERS, type Defaulted, type FieldDefBase, type Filterable, type WithChoices } from '../def';
import { choiceType } from '../shared/choice';

export interface EnumFieldDef extends FieldDefBase<'enum'>, WithChoices, Defaulted<string>, Filterable<typeof EQ_FILTERS> {}

export const enumField = choiceType<FieldDefOf<'enum'>>(EQ_FILTERS);
