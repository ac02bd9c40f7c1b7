// A number with decimals: typed as text ('1,250.50' and '1250.5'; letters refused); shown es-PE with the field's `decimals` (2 by default).
import { NumberField } from 'react-admin';
import { NumberTextInput } from '../shared/views/NumberTextInput';
import type { FieldDefOf } from '../../schema';
import type { DisplayViewProps, FieldView, InputViewProps } from '../viewTypes';
import { inputProps } from '../viewTypes';
import { rangeWith } from '../shared/views/range';

type Decimal = FieldDefOf<'decimal'>;

const DecimalInput = (props: InputViewProps<Decimal>) => (
  <NumberTextInput {...inputProps(props)} min={props.field.min} max={props.field.max} step={0.01} />
);

export const decimalFieldView: FieldView<Decimal> = {
  Input: DecimalInput,
  RangeInput: rangeWith(DecimalInput),
  cell: { nowrap: true, align: 'right' },
  wide: false,
  Display: ({ source, field }: DisplayViewProps<Decimal>) => (
    <NumberField source={source} locales="es-PE" options={{ maximumFractionDigits: field.decimals ?? 2 }} />
  ),
};
