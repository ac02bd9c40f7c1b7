// An e-mail address, stored in lower case (and filtered so: 'Ana@Example.com' finds 'ana@example.com').
import type { FieldDefOf } from '../../schema';
import { EQ_FILTERS, type Bounded, type Defaulted, type FieldDefBase, type Filterable } from '../def';
import { parseTextFilter, stringType } from '../shared/base';
import { checkedText } from '../shared/text';
import { cellText, changed } from '../shared/sheet';

const EMAIL_RE =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/**
 * Pragmatic e-mail check: dot-atom local part, at least one dot in the
 * domain, alphabetic TLD, max 254 characters. Surrounding whitespace is
 * ignored.
 */
export function isValidEmail(value: string): boolean {
  const v = value.trim();
  return v.length <= 254 && EMAIL_RE.test(v);
}

export interface EmailFieldDef extends FieldDefBase<'email'>, Bounded, Defaulted<string>, Filterable<typeof EQ_FILTERS> {}

export const emailField = stringType<FieldDefOf<'email'>>({
  validate: checkedText(254, isValidEmail, 'ra.validation.email', (s) => s.toLowerCase()),
  filters: EQ_FILTERS,
  parseFilter: (f, v) => parseTextFilter(f, v)?.toString().toLowerCase(),
  fromSheet: (_f, c) => {
    const s = cellText(c);
    const e = s.toLowerCase().replace(/\s+/g, '');
    return { value: e, change: changed('correo', s, e) };
  },
  sheetExample: () => 'nombre@correo.pe',
  sameKey: (v) => (typeof v === 'string' && v !== '' ? v.trim().toLowerCase() : null),
  namesRecord: () => true,
});
