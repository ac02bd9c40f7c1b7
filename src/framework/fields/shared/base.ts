// The parts most field types share: identity conversions, text filters, the plain text of a value.
import type { FieldDef } from '../../schema';
import type { DbValue, FieldTypeDefinition, Scalar } from '../types';
import { MAX_TEXT } from './text';
import { sheetText } from './sheet';

export const identity = <T>(v: T): T => v;

/** Text compared as text: a string (or number) of at most 200 characters. */
export function parseTextFilter(_f: FieldDef, value: unknown): Scalar | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const s = String(value);
  return s.length > 200 ? undefined : s;
}

export const plainText = (_f: FieldDef, v: unknown): string => (v === null || v === undefined ? '' : String(v));

/** A text column holding the value as given: the defaults of most string types (D: the type's FieldDef member). */
export function stringType<D extends FieldDef>(
  parts: Pick<FieldTypeDefinition<D>, 'validate' | 'filters'> & Partial<FieldTypeDefinition<D>>,
): FieldTypeDefinition<D> {
  return {
    column: () => 'text',
    indexable: true,
    toDb: identity<DbValue>,
    fromDb: identity<unknown>,
    json: { type: ['string', 'null'] },
    parseFilter: parseTextFilter,
    text: plainText,
    // The longest short text (255), or the field's own `max` when larger.
    maxChars: (f) => Math.max(f.max ?? 0, MAX_TEXT),
    items: () => 0,
    refersTo: () => undefined,
    html: false,
    secret: false,
    emptiable: true,
    calendarDay: false,
    fromSheet: sheetText,
    ...parts,
  };
}
