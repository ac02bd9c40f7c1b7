// An instant: a date-time picker (24 h), stored as ISO UTC; shown dd/MM/yyyy HH:mm:ss in Lima time.
import { DateTimePickerInput } from './DateTimeInput';
import type { FieldView, InputViewProps } from '../viewTypes';
import { inputProps } from '../viewTypes';
import { FormattedText } from '../shared/views/text';

export const datetimeFieldView: FieldView = {
  Input: (props: InputViewProps) => <DateTimePickerInput {...inputProps(props)} />,
  Display: FormattedText,
};
