// A whole number: typed as text (letters refused with a message, '1,250' accepted); shown without thousands grouping.
import { NumberField } from 'react-admin';
import { NumberTextInput } from '../shared/views/NumberTextInput';
import type { DisplayViewProps, FieldView, InputViewProps } from '../viewTypes';
import { inputProps } from '../viewTypes';

export const integerFieldView: FieldView = {
  Input: (props: InputViewProps) => <NumberTextInput {...inputProps(props)} min={props.field.min} max={props.field.max} step={1} />,
  Display: ({ source }: DisplayViewProps) => (
    <NumberField source={source} locales="es-PE" options={{ maximumFractionDigits: 0, useGrouping: false }} />
  ),
};
