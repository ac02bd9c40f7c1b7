// An instant: a date-time picker (24 h), stored as ISO UTC; shown dd/MM/yyyy HH:mm:ss in Lima time. A range filter
// takes days (date pickers): the server compares them as text with the stored ISO value.
import { DateTimePickerInput } from './DateTimeInput';
import { DatePickerInput } from '../date/DateInput';
import type { FieldDefOf } from '../../schema';
import type { FieldView, InputViewProps, RangeInputProps } from '../viewTypes';
import { inputProps } from '../viewTypes';
import { FormattedText } from '../shared/views/text';

export const datetimeFieldView: FieldView<FieldDefOf<'datetime'>> = {
  Input: (props: InputViewProps) => <DateTimePickerInput {...inputProps(props)} />,
  Display: FormattedText,
  RangeInput: ({ source, label }: RangeInputProps) => <DatePickerInput source={source} label={label} />,
  cell: { nowrap: true },
  wide: false,
};
