// Several choices: a multiple select (one choice as a filter); shown as chips with the choices' names.
import { Chip, Stack } from '@mui/material';
import { SelectArrayInput, SelectInput, useRecordContext } from 'react-admin';
import type { FieldDefOf } from '../../schema';
import type { DisplayViewProps, FieldView, InputViewProps } from '../viewTypes';
import { inputProps } from '../viewTypes';
import { choiceName } from '../shared/choice';

type Multienum = FieldDefOf<'multienum'>;

function MultiChoiceInput(props: InputViewProps<Multienum>) {
  const choices = [...props.field.choices];
  const common = inputProps(props);
  return props.mode === 'filter' ? <SelectInput {...common} choices={choices} /> : <SelectArrayInput {...common} choices={choices} />;
}

function ChipsDisplay({ source, field }: DisplayViewProps<Multienum>) {
  const record = useRecordContext();
  const raw: unknown = record?.[source];
  const values = Array.isArray(raw) ? raw.filter((v): v is string => typeof v === 'string') : [];
  return (
    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
      {values.map((v) => (
        <Chip key={v} size="small" label={choiceName(field, v)} />
      ))}
    </Stack>
  );
}

export const multienumFieldView: FieldView<Multienum> = { Input: MultiChoiceInput, Display: ChipsDisplay, cell: { maxWidth: 220 }, wide: true };
