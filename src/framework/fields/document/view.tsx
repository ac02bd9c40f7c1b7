// Typed as text, shown as is (a code: on one line in lists).
import type { FieldDefOf } from '../../schema';
import { textView } from '../shared/views/text';
import type { FieldView } from '../viewTypes';

export const documentFieldView: FieldView<FieldDefOf<'document'>> = { ...textView, cell: { nowrap: true }, wide: false };
