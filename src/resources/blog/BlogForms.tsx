// The blog's create and edit views: the generated forms (the content in the rich-text type's editor) with the blog's
// two ways into the picture library — a toolbar button of the editor and the cover field. Loaded on demand by
// ./index.tsx: the button needs the editor's code.
import { RichTextButtons } from '../../framework/fields/richtext/extensions';
import { SchemaCreate, SchemaEdit } from '../../framework/views/ResourceViews';
import { fieldOf } from '../../framework/schema';
import { CoverInput, LibraryImageButton } from './LibraryImageInputs';
import schema from './schema';

const buttons = [LibraryImageButton];

const inputs = {
  imagen: <CoverInput source="imagen" label={fieldOf(schema, 'imagen').label} helperText={fieldOf(schema, 'imagen').help} />,
};

export function BlogCreate() {
  return (
    <RichTextButtons buttons={buttons}>
      <SchemaCreate schema={schema} inputs={inputs} />
    </RichTextButtons>
  );
}

export function BlogEdit() {
  return (
    <RichTextButtons buttons={buttons}>
      <SchemaEdit schema={schema} inputs={inputs} />
    </RichTextButtons>
  );
}
