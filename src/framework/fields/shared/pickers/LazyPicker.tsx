// The pickers' chunk behind React.lazy, with a light fallback: a read-only text field showing the stored value
// the way the picker will, so the form does not jump while the chunk loads (a first date field, once per session).
import { lazy, Suspense } from 'react';
import { TextField } from '@mui/material';
import type { PickerFieldProps } from './PickerField';
import { pickerCodec } from './values';

const PickerField = lazy(() => import('./PickerField').then((m) => ({ default: m.PickerField })));

/** Starts loading the chunk early (e.g. when a form opens); harmless if it is already loaded. */
export const preloadPickers = () => void import('./PickerField');

export function LazyPicker(props: PickerFieldProps & { readonly stored: unknown }) {
  const { stored, ...picker } = props;
  const fallback = (
    <TextField
      label={picker.label}
      name={picker.name}
      required={picker.required}
      value={pickerCodec[picker.kind].show(stored)}
      size="small"
      margin="dense"
      helperText={picker.helperText}
      error={picker.error}
      slotProps={{ input: { readOnly: true } }}
    />
  );
  return (
    <Suspense fallback={fallback}>
      <PickerField {...picker} />
    </Suspense>
  );
}
