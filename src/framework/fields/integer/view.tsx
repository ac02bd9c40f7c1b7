// A whole number: typed as text (letters refused with a message, '1,250' accepted); shown without thousands grouping.
import { NumberField } from 'react-admin';
import { NumberTextInput } from '../shared/views/NumberTextInput';
import type { FieldDefOf } from '../../schema';
import type { DisplayViewProps, FieldView, InputViewProps } from '../viewTypes';
import { inputProps } from '../viewTypes';
import { rangeWith } from '../shared/views/range';

type Integer = FieldDefOf<'integer'>;

const IntegerInput = (props: InputViewProps<Integer>) => (
  <NumberTextInput {...inputProps(props)} min={props.field.min} max={props.field.max} step={1} />
);

export const integerFieldView: FieldView<Integer> = {
  Input: IntegerInput,
  Display: ({ source }: DisplayViewProps) => (
    <NumberField source={source} locales="es-PE" options={{ maximumFractionDigits: 0, useGrouping: false }} />
  ),
  RangeInput: rangeWith(IntegerInput),
  cell: { nowrap: true, align: 'right' },
  wide: false,
};
