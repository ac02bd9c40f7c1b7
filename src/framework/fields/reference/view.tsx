// The id of another module's record: an autocomplete over that module; shown as its representation, linked.
import { AutocompleteInput, ReferenceField, ReferenceInput } from 'react-admin';
import type { FieldDefOf } from '../../schema';
import type { DisplayViewProps, FieldView, InputViewProps } from '../viewTypes';
import { ListReferenceCell, useListReference } from './listReferences';

type Reference = FieldDefOf<'reference'>;

function ReferenceFieldInput({ source, field, label, alwaysOn, validate }: InputViewProps<Reference>) {
  return (
    <ReferenceInput source={source} reference={field.reference} alwaysOn={alwaysOn}>
      <AutocompleteInput label={label} validate={validate} />
    </ReferenceInput>
  );
}

function ReferenceDisplay({ source, field }: DisplayViewProps<Reference>) {
  // In a list's row: from the records its column read for the whole page (listReferences).
  const listed = useListReference(source);
  if (listed) return <ListReferenceCell column={listed.column} id={listed.id} source={source} />;
  return <ReferenceField source={source} reference={field.reference} link="show" />;
}

export const referenceFieldView: FieldView<Reference> = {
  Input: ReferenceFieldInput,
  Display: ReferenceDisplay,
  cell: { maxWidth: 160 },
  wide: false,
};
