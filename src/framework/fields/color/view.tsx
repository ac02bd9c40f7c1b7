// A colour: the colour picker (ColorInput); shown as a swatch and its code.
import { Stack } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { ColorSwatch } from '../../color/ColorPickerButton';
import { ColorInput } from './ColorInput';
import type { FieldDefOf } from '../../schema';
import type { DisplayViewProps, FieldView, InputViewProps } from '../viewTypes';
import { inputProps } from '../viewTypes';

function ColorDisplay({ source }: DisplayViewProps) {
  const record = useRecordContext();
  const value = record?.[source];
  if (typeof value !== 'string' || !value) return null;
  return (
    <Stack direction="row" spacing={1} alignItems="center" component="span">
      <ColorSwatch color={value} size={18} />
      <span>{value}</span>
    </Stack>
  );
}

function ColorFieldInput(props: InputViewProps) {
  return <ColorInput {...inputProps(props)} />;
}

export const colorFieldView: FieldView<FieldDefOf<'color'>> = { Input: ColorFieldInput, Display: ColorDisplay, cell: {}, wide: false };
