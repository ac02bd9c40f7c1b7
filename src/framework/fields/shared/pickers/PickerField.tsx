// The MUI X pickers (date-fns, es locale: Monday first, dd/MM/yyyy, 24 h). Heavy: only ever imported through
// React.lazy (see LazyPicker.tsx), so neither MUI X nor date-fns enters the first page's bundle. The
// LocalizationProvider lives here, inside the lazy chunk, one per picker (a context: cheap).
import type { ReactNode, Ref } from 'react';
import { es } from 'date-fns/locale/es';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { esES } from '@mui/x-date-pickers/locales';
import type { PickerKind } from './values';

export interface PickerFieldProps {
  readonly kind: PickerKind;
  readonly value: Date | null;
  /** `invalid`: what is typed is no real date or time (31/02/2026, 25:00). */
  readonly onChange: (value: Date | null, invalid: boolean) => void;
  readonly onBlur?: () => void;
  readonly label?: ReactNode;
  readonly name?: string;
  readonly required?: boolean;
  readonly error?: boolean;
  readonly helperText?: ReactNode;
  readonly inputRef?: Ref<HTMLInputElement>;
  readonly disabled?: boolean;
}

export const PICKER_FORMAT: Readonly<Record<PickerKind, string>> = { date: 'dd/MM/yyyy', time: 'HH:mm', datetime: 'dd/MM/yyyy HH:mm' };

const localeText = esES.components.MuiLocalizationProvider.defaultProps.localeText;

export function PickerField({ kind, value, onChange, onBlur, label, name, required, error, helperText, inputRef, disabled }: PickerFieldProps) {
  const common = {
    label,
    value,
    disabled,
    format: PICKER_FORMAT[kind],
    onChange: (v: Date | null, context: { validationError: unknown }) =>
      onChange(v, v !== null && (Number.isNaN(v.getTime()) || context.validationError !== null)),
    // A plain MUI TextField (not the sectioned one): it follows the theme like react-admin's inputs and takes an inputRef.
    enableAccessibleFieldDOMStructure: false as const,
    slotProps: {
      textField: { name, required, error, helperText, onBlur, inputRef, size: 'small' as const, margin: 'dense' as const },
    },
  };
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={es} localeText={localeText}>
      {kind === 'date' ? <DatePicker {...common} /> : null}
      {kind === 'time' ? <TimePicker {...common} ampm={false} /> : null}
      {kind === 'datetime' ? <DateTimePicker {...common} ampm={false} /> : null}
    </LocalizationProvider>
  );
}
