// A money amount typed as text (see NumberTextInput), stored as integer cents, with the symbol of the currency
// chosen in the same form's sibling field (S/ or US$; S/ when the form has none, e.g. a filter).
import { InputAdornment } from '@mui/material';
import { useWatch } from 'react-hook-form';
import type { Validator } from 'react-admin';
import type { FieldDef } from '../../schema';
import { NumberTextInput } from '../shared/views/NumberTextInput';

const toAmount = (cents: unknown) => (typeof cents === 'number' && Number.isFinite(cents) ? cents / 100 : null);
const toCents = (amount: number) => Math.round(amount * 100);

export function MoneyTextInput({
  source,
  field,
  label,
  validate,
  helperText,
  alwaysOn,
}: {
  readonly source: string;
  readonly field: FieldDef;
  readonly label: string;
  readonly validate?: Validator;
  readonly helperText?: string;
  readonly alwaysOn?: boolean;
}) {
  const currency: unknown = useWatch({ name: field.currencyField ?? '__no_currency__' });
  return (
    <NumberTextInput
      source={source}
      label={label}
      validate={validate}
      helperText={helperText}
      alwaysOn={alwaysOn}
      min={0}
      toNumber={toAmount}
      fromNumber={toCents}
      startAdornment={<InputAdornment position="start">{currency === 'USD' ? 'US$' : 'S/'}</InputAdornment>}
    />
  );
}
