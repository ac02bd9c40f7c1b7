// A phone number: a tel input, shown as typed.
import { TextDisplay, textInput } from '../shared/views/text';
import type { FieldDefOf } from '../../schema';
import type { FieldView } from '../viewTypes';

export const phoneFieldView: FieldView<FieldDefOf<'phone'>> = { Input: textInput('tel'), Display: TextDisplay, cell: { nowrap: true }, wide: false };
