// A calendar day: a date picker (es, Monday first, dd/MM/yyyy, typing allowed; loaded with the first form that
// shows one), stored YYYY-MM-DD, shown dd/MM/yyyy.
import { DatePickerInput } from './DateInput';
import type { FieldView, InputViewProps } from '../viewTypes';
import { inputProps } from '../viewTypes';
import { FormattedText } from '../shared/views/text';

export const dateFieldView: FieldView = {
  Input: (props: InputViewProps) => <DatePickerInput {...inputProps(props)} />,
  Display: FormattedText,
};
