// Rich text: typed as HTML in a multiline input for now; shown formatted (tags stripped in lists).
import { RichTextField } from 'react-admin';
import type { FieldDefOf } from '../../schema';
import type { DisplayViewProps, FieldView } from '../viewTypes';
import { MultilineInput } from '../shared/views/text';

function RichTextDisplay({ source, compact }: DisplayViewProps) {
  return <RichTextField source={source} stripTags={compact} />;
}

export const richtextFieldView: FieldView<FieldDefOf<'richtext'>> = {
  Input: MultilineInput,
  Display: RichTextDisplay,
  cell: { maxWidth: 260 },
  wide: true,
};
