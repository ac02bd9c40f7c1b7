// Cleaning a spreadsheet cell into what the forms send, before the forms' own validation (src/framework/validate.ts)
// judges it: each field type reads its own cells (its `fromSheet`, src/framework/fields/<type>/index.ts: 'S/ 350 000'
// → cents and the currency, '15/03/2026' or the Excel serial 46096 → '2026-03-15', 'Sí' → true, 'JESUS MARIA' →
// 'Jesús María'); here what it changed is said in Spanish, beside the row. A cell that cannot be read is passed on as
// written: the validation refuses it in the form's words.
import { fieldType } from '../../../framework/fields';
import type { FieldDef } from '../../../framework/schema';
import { t } from '#server/http';
import type { Cell } from './sheet';

export interface Cleaned {
  readonly value: unknown;
  /** What the cleaning changed, for the preview. */
  readonly nota?: string;
  /** The currency a money cell named ('S/', 'US$'). */
  readonly moneda?: 'PEN' | 'USD';
}

/** One cell for one field, as its type reads it. */
export function cleanCell(f: FieldDef, c: Cell): Cleaned {
  const { value, change, currency } = fieldType(f).fromSheet(f, c);
  const nota = change && t(`app.importar.cambios.${change.kind}`, { antes: change.antes, despues: change.despues });
  return { value, nota, moneda: currency };
}

/** A DNI typed as a number loses its leading zeros in Excel: '1234567' under DNI is '01234567'. */
export function padDni(value: unknown, tipo: unknown): Cleaned | null {
  if (tipo !== 'DNI' || typeof value !== 'string' || !/^\d{5,7}$/.test(value)) return null;
  const padded = value.padStart(8, '0');
  return { value: padded, nota: t('app.importar.cambios.documento', { despues: padded }) };
}
