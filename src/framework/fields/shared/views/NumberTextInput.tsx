// A number typed as text: '1,250.50' and '1250.5' are 1250.5; '12abc' is refused with a message instead of
// silently becoming 12 (what an <input type="number"> does). The form keeps the typed text while it is not a
// number, so both the schema's form validator and this input's own check (filter forms) refuse it.
import type { MessageKey } from '../../../../i18n/keys';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { TextField } from '@mui/material';
import { ValidationError, useInput, type InputProps, type Validator } from 'react-admin';
import { useT } from '../../../../i18n/useT';
import { amountToText, parseAmount } from '../amount';

export interface NumberTextInputProps extends InputProps {
  readonly label?: string;
  readonly helperText?: string;
  readonly min?: number;
  readonly max?: number;
  /** 1 (or any whole step): whole numbers only. */
  readonly step?: number;
  /** Stored value -> number shown (money: cents -> amount). */
  readonly toNumber?: (stored: unknown) => number | null;
  /** Number typed -> stored value (money: amount -> cents). */
  readonly fromNumber?: (n: number) => number;
  readonly startAdornment?: ReactNode;
}

const asList = (v: Validator | Validator[] | undefined): Validator[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
const identity = (stored: unknown) => (typeof stored === 'number' && Number.isFinite(stored) ? stored : null);

/** The i18n key of what is wrong with `text`, or null. */
export function numberTextError(text: string, wholeOnly: boolean): MessageKey | null {
  const n = parseAmount(text);
  // '1.250,50' or '12,5': the European way, named so the person knows what to type instead.
  if (n === undefined)
    return /^\s*-?\d{1,3}(\.\d{3})+(,\d+)?\s*$|^\s*-?\d+,\d{1,2}\s*$/.test(text) ? 'app.validation.number_format' : 'app.validation.type_number';
  if (n !== null && wholeOnly && !Number.isInteger(n)) return 'app.validation.type_integer';
  return null;
}

/** Out of [min, max] (in the unit typed): shown at once; the schema validator refuses it on save too. */
function rangeProblem(text: string, min?: number, max?: number): [MessageKey, Record<string, number>] | null {
  const n = parseAmount(text);
  if (typeof n !== 'number') return null;
  if (min !== undefined && n < min) return ['ra.validation.minValue', { min }];
  if (max !== undefined && n > max) return ['ra.validation.maxValue', { max }];
  return null;
}

export function NumberTextInput({ toNumber = identity, fromNumber = (n) => n, startAdornment, min, max, step, ...props }: NumberTextInputProps) {
  const translate = useT();
  const wholeOnly = step !== undefined && Number.isInteger(step);
  const typeCheck: Validator = (v: unknown) => (typeof v === 'string' && v !== '' ? (numberTextError(v, wholeOnly) ?? undefined) : undefined);
  const { field, fieldState, isRequired } = useInput({
    ...props,
    validate: [...asList(props.validate), typeCheck],
    format: (v: unknown) => v,
    parse: (v: unknown) => v,
  });
  const [text, setText] = useState(() => amountToText(toNumber(field.value)));
  const emitted = useRef<unknown>(field.value);
  useEffect(() => {
    if (field.value === emitted.current) return;
    emitted.current = field.value;
    setText(amountToText(toNumber(field.value)));
    // Only external changes (record load, reset, filter cleared) rewrite the text.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [field.value]);

  const typed = text.trim() === '' ? null : numberTextError(text, wholeOnly);
  const range = typed ? null : rangeProblem(text, min, max);
  const problem = typed ? translate(typed) : range ? translate(range[0], range[1]) : null;
  const onChange = (value: string) => {
    setText(value);
    const n = parseAmount(value);
    const next = n === null ? null : n === undefined || numberTextError(value, wholeOnly) ? value : fromNumber(n);
    emitted.current = next;
    field.onChange(next);
  };
  const error = fieldState.error?.message;
  return (
    <TextField
      label={props.label}
      name={field.name}
      inputRef={field.ref}
      required={isRequired}
      value={text}
      onChange={(e) => onChange(e.target.value)}
      onBlur={field.onBlur}
      size="small"
      margin="dense"
      error={Boolean(problem) || Boolean(fieldState.invalid && error)}
      helperText={problem ?? (error ? <ValidationError error={error} /> : (props.helperText ?? ' '))}
      slotProps={{
        input: startAdornment ? { startAdornment } : undefined,
        htmlInput: { inputMode: wholeOnly ? 'numeric' : 'decimal', 'aria-label': props.label },
      }}
    />
  );
}
