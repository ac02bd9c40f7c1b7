// Date field: a picker (dd/MM/yyyy, Monday first) that still takes typing; stores 'YYYY-MM-DD' with no time zone.
// DatePickerInput is the react-admin input (forms, list filters); DateFilterPicker the same picker for a page's
// own filter bar outside a form (controlled: '' or 'YYYY-MM-DD'; an impossible date is shown as an error, not applied).
import { useEffect, useState } from 'react';
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LazyPicker } from '../shared/pickers/LazyPicker';
import { PickerInput, type PickerInputProps } from '../shared/pickers/PickerInput';
import { pickerCodec } from '../shared/pickers/values';

export function DatePickerInput(props: PickerInputProps) {
  return <PickerInput kind="date" {...props} />;
}

type Width = number | string | { readonly xs: number | string; readonly sm: number | string };

export function DateFilterPicker({ label, value, onChange, width }: { label: string; value: string; onChange: (v: string) => void; width: Width }) {
  const translate = useTranslate();
  const codec = pickerCodec.date;
  const [picked, setPicked] = useState<Date | null>(() => codec.toPicker(value));
  const [invalid, setInvalid] = useState(false);
  useEffect(() => {
    // A value changed from outside (filters cleared) rewrites what the picker shows.
    if ((picked === null ? '' : codec.toStored(picked)) !== value && !invalid) setPicked(codec.toPicker(value));
  }, [value, picked, invalid, codec]);
  return (
    <Box sx={{ width, '& .MuiFormControl-root': { width: '100%' } }}>
      <LazyPicker
        kind="date"
        stored={value}
        value={picked}
        label={label}
        error={invalid}
        helperText={invalid ? translate(codec.message) : undefined}
        onChange={(v, bad) => {
          setPicked(v);
          setInvalid(bad);
          if (!bad) onChange(v === null ? '' : codec.toStored(v));
        }}
      />
    </Box>
  );
}
