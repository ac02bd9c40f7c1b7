// Money: integer cents (never negative unless `min` says so), in the currency held by the sibling `currencyField`.
import type { FieldDef } from '../../schema';
import { formatMoney } from '../../../lib/money';
import type { RecordLike } from '../types';
import { numberType, numberValue } from '../shared/number';

/** The currency of a money field in `record` (PEN when the record has none). */
export function currencyOf(f: FieldDef, record: RecordLike | undefined): string {
  const c = f.currencyField ? record?.[f.currencyField] : undefined;
  return typeof c === 'string' && c !== '' ? c : 'PEN';
}

export const moneyField = numberType({
  column: () => 'bigint',
  validate: (f, v) => numberValue({ ...f, min: f.min ?? 0 }, v, true),
  text: (f, v, record) => (typeof v === 'number' ? formatMoney(v, currencyOf(f, record)) : ''),
});
