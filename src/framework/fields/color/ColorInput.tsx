// A react-admin input for a colour: the colour picker's button (swatch and label) and the stored value beside it.
// The form holds what the API stores: '#rrggbb', or '#rrggbbaa' when translucent.
import { FormControl, FormHelperText, Stack, Typography } from '@mui/material';
import { InputHelperText, useInput, useResourceContext, useTranslateLabel, type InputProps } from 'react-admin';
import { ColorPickerButton } from '../../color/ColorPickerButton';

export type ColorInputProps = InputProps & { readonly label?: string; readonly helperText?: string };

export function ColorInput(props: ColorInputProps) {
  const resource = useResourceContext(props);
  const translateLabel = useTranslateLabel();
  const { field, fieldState, isRequired } = useInput(props);
  const label = `${translateLabel({ label: props.label, source: props.source, resource })}${isRequired ? ' *' : ''}`;
  const value = typeof field.value === 'string' ? field.value : '';
  const error = fieldState.invalid ? fieldState.error?.message : undefined;
  return (
    <FormControl error={Boolean(error)} margin="dense" sx={{ minWidth: 220 }}>
      <Stack direction="row" spacing={1.5} alignItems="center">
        <ColorPickerButton value={value} label={label} disabled={props.disabled} onChange={(next) => field.onChange(next)} />
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
          {value}
        </Typography>
      </Stack>
      <FormHelperText>
        <InputHelperText error={error} helperText={props.helperText} />
      </FormHelperText>
    </FormControl>
  );
}
