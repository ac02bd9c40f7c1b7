// Free text checked by length (text, longtext, richtext, document, district, email, phone, url, password).
import type { MessageKey } from '../../../i18n/keys';
import type { FieldDef } from '../../schema';
import type { Bounded } from '../def';
import { err, type DbValue, type ValidationError } from '../types';

export const MAX_TEXT = 255;

/** Trimmed text (passwords untrimmed) within the field's min/max, or the type's own limit. */
export function textValue(f: Bounded, v: unknown, limit: number, trim = true): string | ValidationError {
  if (typeof v !== 'string') return err('app.validation.type_text');
  const s = trim ? v.trim() : v;
  const max = f.max ?? limit;
  if (s.length > max) return err('ra.validation.maxLength', { max });
  if (f.min !== undefined && s.length < f.min) return err('ra.validation.minLength', { min: f.min });
  return s;
}

/** Text of at most `limit` characters that must also pass `check` (else the error `key`). */
export function checkedText(limit: number, check: (s: string) => boolean, key: MessageKey, normalize = (s: string) => s) {
  return (f: FieldDef, v: unknown): DbValue | ValidationError => {
    const t = textValue(f, v, limit);
    if (typeof t !== 'string') return t;
    return check(t) ? normalize(t) : err(key);
  };
}

/** A string matching `re` exactly, else the error `key`. */
export function pattern(re: RegExp, key: MessageKey) {
  return (_f: FieldDef, v: unknown): DbValue | ValidationError => (typeof v === 'string' && re.test(v) ? v : err(key));
}
