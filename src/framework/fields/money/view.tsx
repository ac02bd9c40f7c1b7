// Money: typed as an amount with the currency symbol of the form's currency; stored in cents; shown with its currency.
import { MoneyTextInput } from './MoneyInput';
import type { FieldDefOf } from '../../schema';
import type { FieldView, InputViewProps } from '../viewTypes';
import { FormattedText } from '../shared/views/text';

type Money = FieldDefOf<'money'>;

export const moneyFieldView: FieldView<Money> = {
  Input: ({ source, field, label, validate, helperText, alwaysOn }: InputViewProps<Money>) => (
    <MoneyTextInput source={source} field={field} label={label} validate={validate} helperText={helperText} alwaysOn={alwaysOn} />
  ),
  Display: FormattedText,
};
