// A react-admin input around a lazily loaded MUI X picker. The form holds what the server stores
// (date 'YYYY-MM-DD', time 'HH:mm', datetime ISO UTC); the picker holds a Date.
// Something typed that is no real date ('31/02/2026') shows the Spanish message at once and keeps a value the
// validators refuse (the schema's form validator, and the input's own check in filter forms), so it is never
// saved nor applied as an empty value.
import { useEffect, useRef, useState } from 'react';
import { ValidationError, useInput, type InputProps, type Validator } from 'react-admin';
import { useT } from '../../../../i18n/useT';
import { LazyPicker } from './LazyPicker';
import { pickerCodec, type PickerKind } from './values';

/** The value an impossible entry leaves in the form: not a date, time or datetime, so every validator refuses it. */
export const INVALID_ENTRY = 'invalid';

export type PickerInputProps = InputProps & { readonly label?: string; readonly helperText?: string };

const asList = (v: Validator | Validator[] | undefined): Validator[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

export function PickerInput({ kind, ...props }: PickerInputProps & { readonly kind: PickerKind }) {
  const translate = useT();
  const codec = pickerCodec[kind];
  const typeCheck: Validator = (v: unknown) => (v === null || v === undefined || v === '' || codec.isStored(v) ? undefined : codec.message);
  const { field, fieldState, isRequired } = useInput({
    ...props,
    validate: [...asList(props.validate), typeCheck],
    format: (v: unknown) => v,
    parse: (v: unknown) => v,
  });
  const [picked, setPicked] = useState<Date | null>(() => codec.toPicker(field.value));
  const [invalid, setInvalid] = useState(false);
  const emitted = useRef<unknown>(field.value);
  useEffect(() => {
    // Only external changes (record load, form reset, filter cleared) rewrite what the picker shows.
    if (field.value === emitted.current) return;
    emitted.current = field.value;
    setPicked(codec.toPicker(field.value));
    setInvalid(false);
  }, [field.value, codec]);

  const onChange = (value: Date | null, bad: boolean) => {
    setPicked(value);
    setInvalid(bad);
    const next = value === null ? null : bad ? INVALID_ENTRY : codec.toStored(value);
    emitted.current = next;
    field.onChange(next);
  };
  const error = fieldState.error?.message;
  return (
    <LazyPicker
      kind={kind}
      stored={field.value}
      value={picked}
      onChange={onChange}
      onBlur={field.onBlur}
      label={props.label}
      name={field.name}
      required={isRequired}
      inputRef={field.ref}
      error={invalid || Boolean(fieldState.invalid && error)}
      // The error is a react-admin message: a key, '@@react-admin@@{json}' (input validators) or { message, args } (form validator).
      helperText={invalid ? translate(codec.message) : error ? <ValidationError error={error} /> : (props.helperText ?? ' ')}
    />
  );
}
