// One choice of the field's list: a select (with 'Todos' as a filter), shown by its name.
import { SelectField, SelectInput } from 'react-admin';
import type { DisplayViewProps, FieldView, InputViewProps } from '../../viewTypes';
import { inputProps } from '../../viewTypes';

export function ChoiceInput(props: InputViewProps) {
  const choices = [...(props.field.choices ?? [])];
  return <SelectInput {...inputProps(props)} choices={choices} emptyText={props.mode === 'filter' ? 'app.common.all' : undefined} />;
}

export function ChoiceDisplay({ source, field }: DisplayViewProps) {
  return <SelectField source={source} choices={[...(field.choices ?? [])]} />;
}

export const choiceView: FieldView = { Input: ChoiceInput, Display: ChoiceDisplay };
