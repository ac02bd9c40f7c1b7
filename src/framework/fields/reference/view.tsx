// The id of another module's record: an autocomplete over that module; shown as its representation, linked.
import { AutocompleteInput, ReferenceField, ReferenceInput, TextField } from 'react-admin';
import type { DisplayViewProps, FieldView, InputViewProps } from '../viewTypes';

function ReferenceFieldInput({ source, field, label, alwaysOn, validate }: InputViewProps) {
  if (!field.reference) return null;
  return (
    <ReferenceInput source={source} reference={field.reference} alwaysOn={alwaysOn}>
      <AutocompleteInput label={label} validate={validate} />
    </ReferenceInput>
  );
}

function ReferenceDisplay({ source, field }: DisplayViewProps) {
  return field.reference ? <ReferenceField source={source} reference={field.reference} link="show" /> : <TextField source={source} />;
}

export const referenceFieldView: FieldView = { Input: ReferenceFieldInput, Display: ReferenceDisplay };
