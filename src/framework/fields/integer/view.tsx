// A whole number: a number input stepping by 1; shown without thousands grouping.
import { NumberField, NumberInput } from 'react-admin';
import type { DisplayViewProps, FieldView, InputViewProps } from '../viewTypes';
import { inputProps } from '../viewTypes';

export const integerFieldView: FieldView = {
  Input: (props: InputViewProps) => <NumberInput {...inputProps(props)} min={props.field.min} max={props.field.max} step={1} />,
  Display: ({ source }: DisplayViewProps) => (
    <NumberField source={source} locales="es-PE" options={{ maximumFractionDigits: 0, useGrouping: false }} />
  ),
};
