// A Peruvian phone number (mobile or landline, optional +51).
import { isValidPhonePe } from '../../../lib/documents';
import type { FieldDefOf } from '../../schema';
import { EQ_FILTERS, type Bounded, type Defaulted, type FieldDefBase, type Filterable } from '../def';
import { stringType } from '../shared/base';
import { checkedText } from '../shared/text';

export interface PhoneFieldDef extends FieldDefBase<'phone'>, Bounded, Defaulted<string>, Filterable<typeof EQ_FILTERS> {}

export const phoneField = stringType<FieldDefOf<'phone'>>({ validate: checkedText(30, isValidPhonePe, 'app.validation.phone'), filters: EQ_FILTERS });
