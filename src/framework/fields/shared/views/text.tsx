// Text inputs (by HTML input type) and the plain text display most types use.
import { Typography } from '@mui/material';
import { PasswordInput, TextField, TextInput, useRecordContext } from 'react-admin';
import type { DisplayViewProps, FieldView, InputViewProps } from '../../viewTypes';
import { inputProps } from '../../viewTypes';
import { fieldText } from '../..';

/** The value as text; codes the server assigns (OF-000123) stay on one line in lists. */
export function TextDisplay({ source, field, compact }: DisplayViewProps) {
  return <TextField source={source} sx={field.readOnly && compact ? { whiteSpace: 'nowrap' } : undefined} />;
}

/** The type's text of the value (dates, money, names): one formatting for the screen, the CSV and the history. */
export function FormattedText({ source, field }: DisplayViewProps) {
  const record = useRecordContext();
  const value = record ? fieldText(field, record[source], record) : '';
  if (!value) return null;
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {value}
    </Typography>
  );
}

/** A text input of the HTML `type` (text when none); `fullWidth` for long values (addresses), else the theme's width. */
export function textInput(type?: 'email' | 'tel' | 'url', { fullWidth }: { readonly fullWidth?: true } = {}): FieldView['Input'] {
  return function TypedTextInput(props: InputViewProps) {
    return <TextInput {...inputProps(props)} type={type} fullWidth={fullWidth} />;
  };
}

export function MultilineInput(props: InputViewProps) {
  const common = inputProps(props);
  return props.mode === 'filter' ? <TextInput {...common} /> : <TextInput {...common} multiline minRows={3} fullWidth />;
}

export function SecretInput(props: InputViewProps) {
  return <PasswordInput {...inputProps(props)} autoComplete="new-password" />;
}

/** The input and display of plain text (text, document, ubigeo). */
export const textView: Pick<FieldView, 'Input' | 'Display'> = { Input: textInput(), Display: TextDisplay };
