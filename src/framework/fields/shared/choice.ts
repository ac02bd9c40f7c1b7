// One choice among the field's declared choices (enum, currency, doctype).
import type { FieldDefOf } from '../../schema';
import type { WithChoices } from '../def';
import { err, type DbValue, type FieldTypeDefinition, type ValidationError } from '../types';
import { parseTextFilter, stringType } from './base';
import { sheetChoice } from './sheet';

export const choiceName = (f: WithChoices, id: unknown): string => f.choices.find((c) => c.id === id)?.name ?? String(id);

export function choiceValue(f: WithChoices, v: unknown): DbValue | ValidationError {
  if (typeof v !== 'string' || !f.choices.some((c) => c.id === v)) return err('app.validation.choice');
  return v;
}

type ChoiceDef = FieldDefOf<'enum' | 'currency' | 'doctype'>;

/** D: the type's member; `filters`: its filter kinds (fields/def.ts EQ_FILTERS). */
export function choiceType<D extends ChoiceDef>(filters: FieldTypeDefinition<D>['filters']): FieldTypeDefinition<D> {
  return stringType<D>({
    validate: choiceValue,
    filters,
    parseFilter: (f, value) => {
      const s = parseTextFilter(f, value);
      return s !== undefined && f.choices.some((c) => c.id === s) ? s : undefined;
    },
    text: (f, v) => (v === null || v === undefined || v === '' ? '' : choiceName(f, v)),
    fromSheet: sheetChoice,
    sheetChoices: (f) => f.choices.map((c) => c.name),
  });
}
