// Time field: a 24-hour picker (HH:mm) that still takes typing; stores 'HH:mm'.
import { PickerInput, type PickerInputProps } from '../shared/pickers/PickerInput';

export function TimePickerInput(props: PickerInputProps) {
  return <PickerInput kind="time" {...props} />;
}
