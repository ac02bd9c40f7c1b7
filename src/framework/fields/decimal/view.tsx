// A number with decimals: a number input stepping by 0.01; shown es-PE with the field's `decimals` (2 by default).
import { NumberField, NumberInput } from 'react-admin';
import type { DisplayViewProps, FieldView, InputViewProps } from '../viewTypes';
import { inputProps } from '../viewTypes';

export const decimalFieldView: FieldView = {
  Input: (props: InputViewProps) => <NumberInput {...inputProps(props)} min={props.field.min} max={props.field.max} step={0.01} />,
  Display: ({ source, field }: DisplayViewProps) => (
    <NumberField source={source} locales="es-PE" options={{ maximumFractionDigits: field.decimals ?? 2 }} />
  ),
};
