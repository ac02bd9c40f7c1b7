// The id of another module's record: an autocomplete over that module; shown as its representation, linked.
import { AutocompleteInput, ReferenceField, ReferenceInput } from 'react-admin';
import type { FieldDefOf } from '../../schema';
import type { DisplayViewProps, FieldView, InputViewProps } from '../viewTypes';

type Reference = FieldDefOf<'reference'>;

function ReferenceFieldInput({ source, field, label, alwaysOn, validate }: InputViewProps<Reference>) {
  return (
    <ReferenceInput source={source} reference={field.reference} alwaysOn={alwaysOn}>
      <AutocompleteInput label={label} validate={validate} />
    </ReferenceInput>
  );
}

function ReferenceDisplay({ source, field }: DisplayViewProps<Reference>) {
  return <ReferenceField source={source} reference={field.reference} link="show" />;
}

export const referenceFieldView: FieldView<Reference> = {
  Input: ReferenceFieldInput,
  Display: ReferenceDisplay,
  cell: { maxWidth: 160 },
  wide: false,
};
