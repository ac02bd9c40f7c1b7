// Date and time field: dd/MM/yyyy HH:mm (24 h) in the browser's time zone; stores the instant as ISO UTC.
import { PickerInput, type PickerInputProps } from '../shared/pickers/PickerInput';

export function DateTimePickerInput(props: PickerInputProps) {
  return <PickerInput kind="datetime" {...props} />;
}
