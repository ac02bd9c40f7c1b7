// The blog's create and edit views with the real rich-text editor (Tiptap through ra-input-rich-text). Loaded on
// demand by ./index.tsx: the editor weighs a few hundred KB and stays out of the first page.
import {
  ClearButtons,
  FormatButtons,
  LevelSelect,
  LinkButtons,
  ListButtons,
  QuoteButtons,
  RichTextInput,
  RichTextInputToolbar,
} from 'ra-input-rich-text';
import { SchemaCreate, SchemaEdit } from '../../framework/views/ResourceViews';
import { CoverInput, LibraryImageButton } from './LibraryImageInputs';
import schema from './schema';
import { fieldOf } from '../../framework/schema';

const toolbar = (
  <RichTextInputToolbar>
    <LevelSelect size="small" />
    <FormatButtons size="small" />
    <ListButtons size="small" />
    <LinkButtons size="small" />
    <LibraryImageButton size="small" />
    <QuoteButtons size="small" />
    <ClearButtons size="small" />
  </RichTextInputToolbar>
);

const inputs = {
  contenido: <RichTextInput source="contenido" label={fieldOf(schema, 'contenido').label} fullWidth isRequired toolbar={toolbar} />,
  imagen: <CoverInput source="imagen" label={fieldOf(schema, 'imagen').label} helperText={fieldOf(schema, 'imagen').help} />,
};

export function BlogCreate() {
  return <SchemaCreate schema={schema} inputs={inputs} />;
}

export function BlogEdit() {
  return <SchemaEdit schema={schema} inputs={inputs} />;
}
