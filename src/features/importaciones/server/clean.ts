// Cleaning a spreadsheet cell into what the forms send, before the forms' own validation (src/framework/validate.ts)
// judges it: each field type reads its own cells (its `fromSheet`, src/framework/fields/<type>/index.ts: 'S/ 350 000'
// → cents and the currency, '15/03/2026' or the Excel serial 46096 → '2026-03-15', 'Sí' → true, 'JESUS MARIA' →
// 'Jesús María'); here what it changed is said in Spanish, beside the row. A cell that cannot be read is passed on as
// written: the validation refuses it in the form's words.
import { fieldType } from '../../../framework/fields';
import type { FieldDef } from '../../../framework/schema';
import type { SheetValue } from '../../../framework/fields/types';
import { t } from '#server/http';
import type { Cell } from './sheet';

export interface Cleaned {
  readonly value: unknown;
  /** What the cleaning changed, for the preview. */
  readonly nota?: string;
  /** The currency a money cell named ('S/', 'US$'). */
  readonly moneda?: 'PEN' | 'USD';
}

/** What a reading changed, in the preview's words. */
export const changeNote = ({ kind, antes, despues }: NonNullable<SheetValue['change']>): string =>
  t(`app.importar.cambios.${kind}`, { antes, despues });

/** One cell for one field, as its type reads it (only importable fields are read: their type has `fromSheet`). */
export function cleanCell(f: FieldDef, c: Cell): Cleaned {
  const { value, change, currency } = fieldType(f).fromSheet?.(f, c) ?? { value: c };
  return { value, nota: change && changeNote(change), moneda: currency };
}
