// A colour: the browser's colour picker; shown as a swatch and its code.
import { Box, Stack } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { textInput } from '../shared/views/text';
import type { DisplayViewProps, FieldView } from '../viewTypes';

function ColorDisplay({ source }: DisplayViewProps) {
  const record = useRecordContext();
  const value = record?.[source];
  if (typeof value !== 'string' || !value) return null;
  return (
    <Stack direction="row" spacing={1} alignItems="center">
      <Box sx={{ width: 18, height: 18, borderRadius: 0.5, bgcolor: value, border: 1, borderColor: 'divider' }} />
      <span>{value}</span>
    </Stack>
  );
}

export const colorFieldView: FieldView = { Input: textInput('color'), Display: ColorDisplay };
