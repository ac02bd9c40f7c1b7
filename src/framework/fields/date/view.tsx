// A calendar day: a date picker (es, Monday first, dd/MM/yyyy, typing allowed; loaded with the first form that
// shows one), stored YYYY-MM-DD, shown dd/MM/yyyy; a range filter's bounds are pickers too.
import { DatePickerInput } from './DateInput';
import type { FieldDefOf } from '../../schema';
import type { FieldView, InputViewProps, RangeInputProps } from '../viewTypes';
import { inputProps } from '../viewTypes';
import { FormattedText } from '../shared/views/text';

export const dateFieldView: FieldView<FieldDefOf<'date'>> = {
  Input: (props: InputViewProps) => <DatePickerInput {...inputProps(props)} />,
  Display: FormattedText,
  RangeInput: ({ source, label }: RangeInputProps) => <DatePickerInput source={source} label={label} />,
  cell: { nowrap: true },
  wide: false,
};
