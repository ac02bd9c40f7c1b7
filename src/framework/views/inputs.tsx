// The form input for one schema field, by type (create and edit views, filters).
import { useEffect, useState } from 'react';
import { InputAdornment, TextField as MuiTextField } from '@mui/material';
import {
  AutocompleteInput, BooleanInput, DateTimeInput, FormDataConsumer, NumberInput, PasswordInput, ReferenceInput, SelectArrayInput,
  SelectInput, TextInput, ValidationError, required, useInput, useTranslate, type InputProps, type Validator,
} from 'react-admin';
import { DISTRITOS } from '../../lib/ubigeo';
import { displayDateToIso, isoDateToDisplay } from '../../lib/dates';
import { amountToCents, centsToAmount } from '../../lib/money';
import type { FieldDef } from '../schema';

const DISTRITO_CHOICES = DISTRITOS.map((d) => ({ id: d.nombre, name: d.nombre }));

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

/** '' (react-admin's empty input value) and null stay empty: `centsToAmount('')` would show 0. */
const formatCents = (v: number | string | null | undefined) => (v === null || v === undefined || v === '' ? '' : (centsToAmount(Number(v)) ?? ''));

function MoneyInput({ source, field, label, validate, helperText, alwaysOn }: {
  readonly source: string;
  readonly field: FieldDef;
  readonly label: string;
  readonly validate?: Validator;
  readonly helperText?: string;
  readonly alwaysOn?: boolean;
}) {
  // The symbol follows the currency chosen in the form (not the saved record's, absent on create).
  return (
    <FormDataConsumer>
      {({ formData }) => {
        const currency = field.currencyField ? (formData as Record<string, unknown> | undefined)?.[field.currencyField] : 'PEN';
        return (
          <NumberInput
            source={source}
            label={label}
            validate={validate}
            helperText={helperText}
            alwaysOn={alwaysOn}
            min={0}
            step={0.01}
            format={formatCents}
            parse={(v: string) => amountToCents(v)}
            InputProps={{ startAdornment: <InputAdornment position="start">{currency === 'USD' ? 'US$' : 'S/'}</InputAdornment> }}
          />
        );
      }}
    </FormDataConsumer>
  );
}

interface Props {
  readonly source: string;
  readonly field: FieldDef;
  readonly mode?: 'create' | 'edit' | 'filter';
  readonly label?: string;
  readonly alwaysOn?: boolean;
}

export function SchemaInput({ source, field, mode = 'create', label = field.label, alwaysOn }: Props) {
  const common = { source, label, helperText: field.help, alwaysOn, validate: field.required && mode !== 'filter' ? required() : undefined } as const;
  const filter = mode === 'filter';
  switch (field.type) {
    case 'boolean':
      return filter ? <SelectInput {...common} choices={[{ id: true, name: 'Sí' }, { id: false, name: 'No' }] as never} /> : <BooleanInput {...common} />;
    case 'enum':
    case 'currency':
    case 'doctype':
      return <SelectInput {...common} choices={field.choices as never} emptyText={filter ? 'app.common.all' : undefined} />;
    case 'multienum':
      return filter ? <SelectInput {...common} choices={field.choices as never} /> : <SelectArrayInput {...common} choices={field.choices as never} />;
    case 'integer':
    case 'decimal':
      return <NumberInput {...common} min={field.min} max={field.max} step={field.type === 'integer' ? 1 : 0.01} />;
    case 'money':
      return <MoneyInput {...common} field={field} />;
    case 'date':
      return <DayMonthYearInput {...common} />;
    case 'datetime':
      return <DateTimeInput {...common} />;
    case 'time':
      return <TextInput {...common} type="time" InputLabelProps={{ shrink: true }} />;
    case 'password':
      return <PasswordInput {...common} autoComplete="new-password" />;
    case 'longtext':
    case 'richtext':
      return filter ? <TextInput {...common} /> : <TextInput {...common} multiline minRows={3} fullWidth />;
    case 'district':
      return <AutocompleteInput {...common} choices={DISTRITO_CHOICES} onCreate={(text?: string) => (text ? { id: text, name: text } : undefined)} createItemLabel="Usar «%{item}»" />;
    case 'reference':
      return field.reference ? (
        <ReferenceInput source={source} reference={field.reference} alwaysOn={alwaysOn}>
          <AutocompleteInput label={label} />
        </ReferenceInput>
      ) : null;
    case 'email':
      return <TextInput {...common} type="email" />;
    case 'phone':
      return <TextInput {...common} type="tel" />;
    case 'url':
      return <TextInput {...common} type="url" fullWidth />;
    case 'color':
      return <TextInput {...common} type="color" sx={{ minWidth: 120 }} />;
    default:
      return <TextInput {...common} />;
  }
}
