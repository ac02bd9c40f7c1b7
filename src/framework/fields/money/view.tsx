// Money: typed as an amount with the currency symbol of the form's currency; stored in cents; shown with its currency.
// A range filter's bounds take the amount with a switch that sets the module's currency filter, when it has one:
// the server compares the range in that currency.
import { MoneyTextInput } from './MoneyInput';
import type { FieldDefOf } from '../../schema';
import type { FieldView, InputViewProps, RangeInputProps } from '../viewTypes';
import { FormattedText } from '../shared/views/text';

type Money = FieldDefOf<'money'>;

export const moneyFieldView: FieldView<Money> = {
  Input: ({ source, field, label, validate, helperText, alwaysOn }: InputViewProps<Money>) => (
    <MoneyTextInput source={source} field={field} label={label} validate={validate} helperText={helperText} alwaysOn={alwaysOn} />
  ),
  Display: FormattedText,
  RangeInput: ({ source, label, field, schema }: RangeInputProps<Money>) => {
    const currency = schema.fields[field.currencyField];
    return <MoneyTextInput source={source} field={field} label={label} currencyFilter={currency?.filter ? currency : undefined} />;
  },
  cell: { nowrap: true, align: 'right' },
  wide: false,
};
