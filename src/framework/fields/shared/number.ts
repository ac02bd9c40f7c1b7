// Numbers: integer, decimal, money (cents) and reference (an id).
import type { FieldDef } from '../../schema';
import type { Bounded } from '../def';
import { err, type DbValue, type FieldTypeDefinition, type Scalar, type ValidationError } from '../types';
import { identity } from './base';
import { sheetNumber } from './sheet';

export function numberValue(f: Bounded, v: unknown, integer: boolean): DbValue | ValidationError {
  if (typeof v !== 'number' || !Number.isFinite(v)) return err('app.validation.type_number');
  if (integer && !Number.isInteger(v)) return err('app.validation.type_integer');
  if (Math.abs(v) > Number.MAX_SAFE_INTEGER) return err('app.validation.type_number');
  if (f.min !== undefined && v < f.min) return err('ra.validation.minValue', { min: f.min });
  if (f.max !== undefined && v > f.max) return err('ra.validation.maxValue', { max: f.max });
  return v;
}

/** A number, or its text ('12', '-3.5'); anything else is refused. */
export function parseNumberFilter(_f: FieldDef | undefined, value: unknown): Scalar | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
}

export function numberType<D extends FieldDef>(
  parts: Pick<FieldTypeDefinition<D>, 'column' | 'validate' | 'text' | 'filters'> & Partial<FieldTypeDefinition<D>>,
): FieldTypeDefinition<D> {
  return {
    indexable: true,
    toDb: identity<DbValue>,
    // PostgreSQL may hand numeric columns back as text.
    fromDb: (v) => (typeof v === 'string' && v !== '' && Number.isFinite(Number(v)) ? Number(v) : v),
    json: { type: ['number', 'null'] },
    parseFilter: parseNumberFilter,
    // A number's digits, whatever its `max` (a value, not a length).
    maxChars: () => 255,
    items: () => 0,
    refersTo: () => undefined,
    html: false,
    secret: false,
    // The number itself: Excel sums it (the screen's text groups thousands and carries the currency).
    csv: (_f, v) => (typeof v === 'number' && Number.isFinite(v) ? v : null),
    emptiable: true,
    calendarDay: false,
    fromSheet: sheetNumber,
    ...parts,
  };
}
