// Money: typed as an amount with the currency symbol of the form's currency; stored in cents; shown with its currency.
import { InputAdornment } from '@mui/material';
import { FormDataConsumer, NumberInput } from 'react-admin';
import { amountToCents, centsToAmount } from '../../../lib/money';
import type { FieldView, InputViewProps } from '../viewTypes';
import { inputProps } from '../viewTypes';
import { FormattedText } from '../shared/views/text';
import { currencyOf } from '.';

/** '' (react-admin's empty input value) and null stay empty: `centsToAmount('')` would show 0. */
const formatCents = (v: number | string | null | undefined) => (v === null || v === undefined || v === '' ? '' : (centsToAmount(Number(v)) ?? ''));

function MoneyInput(props: InputViewProps) {
  // The symbol follows the currency chosen in the form (not the saved record's, absent on create).
  return (
    <FormDataConsumer>
      {({ formData }) => (
        <NumberInput
          {...inputProps(props)}
          min={0}
          step={0.01}
          format={formatCents}
          parse={(v: string) => amountToCents(v)}
          InputProps={{
            startAdornment: <InputAdornment position="start">{currencyOf(props.field, formData as Record<string, unknown> | undefined) === 'USD' ? 'US$' : 'S/'}</InputAdornment>,
          }}
        />
      )}
    </FormDataConsumer>
  );
}

export const moneyFieldView: FieldView = { Input: MoneyInput, Display: FormattedText };
