// A time of day: a 24-hour time picker, stored and shown as HH:mm.
import { TimePickerInput } from './TimeInput';
import { TextDisplay } from '../shared/views/text';
import type { FieldView, InputViewProps } from '../viewTypes';
import { inputProps } from '../viewTypes';

export const timeFieldView: FieldView = {
  Input: (props: InputViewProps) => <TimePickerInput {...inputProps(props)} />,
  Display: TextDisplay,
};
