// A line of text: a text input, shown as is.
import type { FieldDefOf } from '../../schema';
import { textView } from '../shared/views/text';
import type { FieldView } from '../viewTypes';

export const textFieldView: FieldView<FieldDefOf<'text'>> = { ...textView, cell: { maxWidth: 220 }, wide: false };
