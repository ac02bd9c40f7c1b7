// The form input for one schema field (create and edit views, filters): the field type's own input.
import { required } from 'react-admin';
import { fieldView } from '../fields/views';
import type { FieldDef } from '../schema';

interface Props {
  readonly source: string;
  readonly field: FieldDef;
  readonly mode?: 'create' | 'edit' | 'filter';
  readonly label?: string;
  readonly alwaysOn?: boolean;
}

export function SchemaInput({ source, field, mode = 'create', label = field.label, alwaysOn }: Props) {
  const { Input } = fieldView(field);
  const validate = field.required && mode !== 'filter' ? required() : undefined;
  return <Input source={source} field={field} mode={mode} label={label} alwaysOn={alwaysOn} helperText={field.help} validate={validate} />;
}
