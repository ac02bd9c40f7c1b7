// A range filter's bound typed with the type's own input (numbers, times).
import type { FieldDef } from '../../../schema';
import type { InputViewProps, RangeInputProps, ViewComponent } from '../../viewTypes';

export function rangeWith<D extends FieldDef>(Input: ViewComponent<InputViewProps<D>>): ViewComponent<RangeInputProps<D>> {
  return function RangeBound({ source, label, field }: RangeInputProps<D>) {
    return <Input source={source} field={field} mode="filter" label={label} helperText={field.help} />;
  };
}
