// One choice of the field's list: a select (with 'Todos' as a filter), shown by its name.
import { Chip } from '@mui/material';
import { SelectField, SelectInput, useRecordContext } from 'react-admin';
import type { FieldDefOf } from '../../../schema';
import type { DisplayViewProps, FieldView, InputViewProps } from '../../viewTypes';
import { inputProps } from '../../viewTypes';

type ChoiceDef = FieldDefOf<'enum' | 'currency' | 'doctype'>;

export function ChoiceInput(props: InputViewProps<ChoiceDef>) {
  const choices = [...props.field.choices];
  return <SelectInput {...inputProps(props)} choices={choices} emptyText={props.mode === 'filter' ? 'app.common.all' : undefined} />;
}

/** The choice's name; a coloured chip when the schema gives its choices colours. */
export function ChoiceDisplay({ source, field }: DisplayViewProps<ChoiceDef>) {
  const record = useRecordContext();
  const choice = field.choices.find((c) => c.id === record?.[source]);
  if (choice?.color)
    return <Chip size="small" color={choice.color} label={choice.name} variant={choice.color === 'default' ? 'outlined' : 'filled'} />;
  return <SelectField source={source} choices={[...field.choices]} />;
}

export const choiceView: Pick<FieldView<ChoiceDef>, 'Input' | 'Display'> = { Input: ChoiceInput, Display: ChoiceDisplay };
