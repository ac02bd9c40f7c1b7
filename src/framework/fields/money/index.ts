// Money: integer cents (never negative unless `min` says so), in the currency held by the sibling `currencyField`.
import type { FieldDef, FieldDefOf } from '../../schema';
import { centsToAmount, formatMoney } from '../../../lib/money';
import { RANGE_FILTERS, type Bounded, type Defaulted, type FieldDefBase, type Filterable } from '../def';
import { err, isValidationError, type RecordLike, type Scalar, type ValidationError } from '../types';
import { numberType, numberValue } from '../shared/number';
import { cellText, readCurrency, sheetNumber } from '../shared/sheet';

export interface MoneyFieldDef extends FieldDefBase<'money'>, Bounded, Defaulted<number>, Filterable<typeof RANGE_FILTERS> {
  /** The sibling field holding its currency. */
  readonly currencyField: string;
}

/** The currency of a money field in `record` (PEN when the record has none). */
export function currencyOf(f: FieldDefOf<'money'>, record: RecordLike | undefined): string {
  const c = record?.[f.currencyField];
  return typeof c === 'string' && c !== '' ? c : 'PEN';
}

/**
 * The currency a range filter on money field `f` compares in: the one chosen in its currency field's filter
 * (`chosen`), else that field's default (PEN). Amounts in another currency never match: 'desde S/ 500,000' is not
 * 'desde US$ 500,000'. More than one chosen currency is refused.
 */
export function rangeCurrency(
  f: FieldDefOf<'money'>,
  currency: FieldDef | undefined,
  chosen: readonly Scalar[] | undefined,
): string | ValidationError {
  if (chosen === undefined || chosen.length === 0) return typeof currency?.default === 'string' ? currency.default : 'PEN';
  const [only] = chosen;
  if (chosen.length > 1 || typeof only !== 'string')
    return err('app.errors.range_one_currency', { campo: f.label, moneda: currency?.label ?? f.currencyField });
  return only;
}

export const moneyField = numberType<FieldDefOf<'money'>>({
  column: () => 'bigint',
  filters: RANGE_FILTERS,
  validate: (f, v) => numberValue({ min: f.min ?? 0, max: f.max }, v, true),
  // A range compares in one currency: the one the query filters by, else the currency field's default, then added.
  rangeCondition: (f, { fields, chosen }) => {
    const values = chosen(f.currencyField);
    const currency = rangeCurrency(f, fields[f.currencyField], values);
    if (isValidationError(currency)) return { name: f.currencyField, error: currency };
    return values === undefined ? { name: f.currencyField, value: currency } : undefined;
  },
  text: (f, v, record) => (typeof v === 'number' ? formatMoney(v, currencyOf(f, record)) : ''),
  // The amount in its currency's units; the currency is its own column (the currency field).
  csv: (_f, v) => (typeof v === 'number' ? centsToAmount(v) : null),
  // 'S/ 350 000' → 35000000 cents in soles, 'US$350,000' → cents in dollars (the currency field takes it).
  fromSheet: (f, c) => {
    const read = sheetNumber(f, c);
    if (typeof read.value !== 'number') return { value: cellText(c) };
    return { ...read, value: Math.round(read.value * 100), currency: typeof c === 'string' ? readCurrency(c) : undefined };
  },
  sheetExample: () => 'S/ 350 000',
  // The currency a cell named ('US$ 350,000') fills the currency field when no column fed it.
  fromSheetRow: (f, name, { values, currency }) =>
    currency && name in values && !(f.currencyField in values)
      ? { campo: f.currencyField, value: currency, change: { kind: 'moneda', antes: '', despues: currency } }
      : undefined,
});
