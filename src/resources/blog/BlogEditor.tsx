// The blog's create and edit views with the real rich-text editor (Tiptap through ra-input-rich-text). Loaded on
// demand by ./index.tsx: the editor weighs a few hundred KB and stays out of the first page.
import { RichTextInput } from 'ra-input-rich-text';
import { SchemaCreate, SchemaEdit } from '../../framework/views/ResourceViews';
import schema from './schema';

const contenido = <RichTextInput source="contenido" label={schema.fields.contenido.label} fullWidth isRequired />;

export function BlogCreate() {
  return <SchemaCreate schema={schema} inputs={{ contenido }} />;
}

export function BlogEdit() {
  return <SchemaEdit schema={schema} inputs={{ contenido }} />;
}
