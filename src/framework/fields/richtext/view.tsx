// Rich text: written in the Tiptap editor (loaded with the first form that has such a field, never with the first
// page), shown formatted (tags stripped in lists). A filter, should a screen ask for one, is a plain text box.
import { lazy, Suspense } from 'react';
import { Skeleton } from '@mui/material';
import { RichTextField, TextInput } from 'react-admin';
import type { FieldDefOf } from '../../schema';
import type { DisplayViewProps, FieldView, InputViewProps } from '../viewTypes';
import { inputProps } from '../viewTypes';

const RichTextEditor = lazy(() => import('./RichTextEditor').then((m) => ({ default: m.RichTextEditor })));

function RichTextInput(props: InputViewProps) {
  if (props.mode === 'filter') return <TextInput {...inputProps(props)} />;
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={180} sx={{ width: '100%', my: 1 }} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}

function RichTextDisplay({ source, compact }: DisplayViewProps) {
  return <RichTextField source={source} stripTags={compact} />;
}

export const richtextFieldView: FieldView<FieldDefOf<'richtext'>> = {
  Input: RichTextInput,
  Display: RichTextDisplay,
  cell: { maxWidth: 260 },
  wide: true,
};
