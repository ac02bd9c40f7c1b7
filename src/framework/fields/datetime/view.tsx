// An instant: react-admin's date-time input (local time); shown dd/MM/yyyy HH:mm:ss in Lima time.
import { DateTimeInput } from 'react-admin';
import type { FieldView, InputViewProps } from '../viewTypes';
import { inputProps } from '../viewTypes';
import { FormattedText } from '../shared/views/text';

export const datetimeFieldView: FieldView = {
  Input: (props: InputViewProps) => <DateTimeInput {...inputProps(props)} />,
  Display: FormattedText,
};
