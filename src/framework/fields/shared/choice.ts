// One choice among the field's declared choices (enum, currency, doctype).
import type { FieldDef } from '../../schema';
import { err, type DbValue, type FieldTypeDefinition, type ValidationError } from '../types';
import { parseTextFilter, stringType } from './base';

export const choiceName = (f: FieldDef, id: unknown): string => f.choices?.find((c) => c.id === id)?.name ?? String(id);

export function choiceValue(f: FieldDef, v: unknown): DbValue | ValidationError {
  if (typeof v !== 'string' || !(f.choices ?? []).some((c) => c.id === v)) return err('app.validation.choice');
  return v;
}

export function choiceType(): FieldTypeDefinition {
  return stringType({
    validate: choiceValue,
    parseFilter: (f, value) => {
      const s = parseTextFilter(f, value);
      return s !== undefined && (f.choices ?? []).some((c) => c.id === s) ? s : undefined;
    },
    text: (f, v) => (v === null || v === undefined || v === '' ? '' : choiceName(f, v)),
  });
}
