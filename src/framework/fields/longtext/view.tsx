// Several lines: a multiline input; in lists cut to 120 characters with the whole text on hover.
import { TextField, useRecordContext } from 'react-admin';
import type { FieldDefOf } from '../../schema';
import type { DisplayViewProps, FieldView } from '../viewTypes';
import { MultilineInput } from '../shared/views/text';

function LongTextDisplay({ source, compact }: DisplayViewProps) {
  const record = useRecordContext();
  if (!compact) return <TextField source={source} sx={{ whiteSpace: 'pre-line' }} />;
  const value = record?.[source];
  if (typeof value !== 'string') return null;
  return <span title={value}>{value.length > 120 ? `${value.slice(0, 117)}…` : value}</span>;
}

export const longtextFieldView: FieldView<FieldDefOf<'longtext'>> = {
  Input: MultilineInput,
  Display: LongTextDisplay,
  cell: { maxWidth: 260 },
  wide: true,
};
