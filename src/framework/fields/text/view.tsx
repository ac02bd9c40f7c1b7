// A line of text: a text input, shown as is.
import { textView } from '../shared/views/text';

export const textFieldView = textView;
