// Date field: a picker (dd/MM/yyyy, Monday first) that still takes typing; stores 'YYYY-MM-DD' with no time zone.
import { PickerInput, type PickerInputProps } from './PickerInput';

export function DatePickerInput(props: PickerInputProps) {
  return <PickerInput kind="date" {...props} />;
}
