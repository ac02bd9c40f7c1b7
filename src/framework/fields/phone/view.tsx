// A phone number: a tel input, shown as typed.
import { TextDisplay, textInput } from '../shared/views/text';
import type { FieldView } from '../viewTypes';

export const phoneFieldView: FieldView = { Input: textInput('tel'), Display: TextDisplay };
