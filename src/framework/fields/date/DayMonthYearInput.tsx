// The seed's date input: a text field typed day-month-year, stored YYYY-MM-DD (no time zone involved).
import { useEffect, useState } from 'react';
import { TextField as MuiTextField } from '@mui/material';
import { ValidationError, useInput, useTranslate, type InputProps } from 'react-admin';
import { displayDateToIso, isoDateToDisplay } from '../../../lib/dates';

/** Date typed as day-month-year ('21-11-2026'), split on '-' (seed §5); stored as YYYY-MM-DD. */
export function DayMonthYearInput(props: InputProps & { readonly label?: string; readonly helperText?: string }) {
  const translate = useTranslate();
  const { field, fieldState, isRequired } = useInput({ ...props, format: (v: unknown) => v, parse: (v: unknown) => v });
  const [text, setText] = useState(isoDateToDisplay(field.value as string | null));
  useEffect(() => {
    const shown = displayDateToIso(text);
    if ((field.value ?? null) !== shown) setText(isoDateToDisplay(field.value as string | null));
    // Only external changes of the value (form reset, record load) rewrite the text.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [field.value]);
  const invalid = text.trim() !== '' && displayDateToIso(text) === null;
  const error = fieldState.error?.message;
  return (
    <MuiTextField
      label={props.label}
      required={isRequired}
      value={text}
      placeholder="dd-mm-aaaa"
      size="small"
      margin="dense"
      onChange={(e) => {
        setText(e.target.value);
        field.onChange(displayDateToIso(e.target.value));
      }}
      onBlur={field.onBlur}
      name={field.name}
      inputRef={field.ref}
      error={invalid || Boolean(fieldState.invalid && error)}
      // The error is a react-admin message: a key, '@@react-admin@@{json}' (input validators) or { message, args } (form validator).
      helperText={invalid ? translate('app.validation.date') : error ? <ValidationError error={error} /> : (props.helperText ?? ' ')}
      inputProps={{ inputMode: 'numeric', 'aria-label': props.label }}
    />
  );
}
