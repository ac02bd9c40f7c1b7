// A Peruvian phone number (mobile or landline, optional +51).
import type { FieldDefOf } from '../../schema';
import { EQ_FILTERS, type Bounded, type Defaulted, type FieldDefBase, type Filterable } from '../def';
import { stringType } from '../shared/base';
import { checkedText } from '../shared/text';
import { cellText, changed } from '../shared/sheet';

/**
 * Strips spaces, dashes, dots and parentheses, then an optional +51 prefix.
 * '+51 987 654 321' → '987654321', '(01) 234-5678' → '012345678'.
 */
export function normalizePhone(value: string): string {
  return value.replace(/[\s\-().]/g, '').replace(/^\+51/, '');
}

/**
 * Peruvian phone number, after `normalizePhone`: 7 to 9 digits, namely
 * - 9 digits starting with 9: mobile (987654321);
 * - 9 digits starting with 0: landline with trunk + area code (012345678, 044123456);
 * - 8 digits not starting with 0: landline with area code, as dialled after +51 (12345678);
 * - 7 digits not starting with 0: Lima local landline (2345678).
 */
export function isValidPhonePe(value: string): boolean {
  const n = normalizePhone(value);
  if (!/^\d{7,9}$/.test(n)) return false;
  if (n.length === 9) return n.startsWith('9') || n.startsWith('0');
  return !n.startsWith('0');
}

export interface PhoneFieldDef extends FieldDefBase<'phone'>, Bounded, Defaulted<string>, Filterable<typeof EQ_FILTERS> {}

export const phoneField = stringType<FieldDefOf<'phone'>>({
  validate: checkedText(30, isValidPhonePe, 'app.validation.phone'),
  filters: EQ_FILTERS,
  fromSheet: (_f, c) => {
    const s = cellText(c);
    const n = normalizePhone(s);
    return { value: n, change: changed('telefono', s, n) };
  },
  sheetExample: () => '987 654 321',
  sameKey: (v) => (typeof v === 'string' && v !== '' ? normalizePhone(v) : null),
});
