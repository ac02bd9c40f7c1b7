// A time of day: the browser's time input; shown as stored (HH:mm).
import { TextDisplay, textInput } from '../shared/views/text';
import type { FieldView } from '../viewTypes';

export const timeFieldView: FieldView = { Input: textInput('time'), Display: TextDisplay };
