// A time of day: a 24-hour time picker, stored and shown as HH:mm.
import { TimePickerInput } from './TimeInput';
import type { FieldDefOf } from '../../schema';
import { TextDisplay } from '../shared/views/text';
import type { FieldView, InputViewProps } from '../viewTypes';
import { inputProps } from '../viewTypes';
import { rangeWith } from '../shared/views/range';

const TimeInput = (props: InputViewProps) => <TimePickerInput {...inputProps(props)} />;

export const timeFieldView: FieldView<FieldDefOf<'time'>> = {
  Input: TimeInput,
  Display: TextDisplay,
  RangeInput: rangeWith(TimeInput),
  cell: { nowrap: true },
  wide: false,
};
