// A calendar day: typed dd-mm-aaaa (DayMonthYearInput), shown dd/MM/yyyy. Swapping in a picker is the Input line.
import type { FieldView, InputViewProps } from '../viewTypes';
import { inputProps } from '../viewTypes';
import { FormattedText } from '../shared/views/text';
import { DayMonthYearInput } from './DayMonthYearInput';

export const dateFieldView: FieldView = {
  Input: (props: InputViewProps) => <DayMonthYearInput {...inputProps(props)} />,
  Display: FormattedText,
};
