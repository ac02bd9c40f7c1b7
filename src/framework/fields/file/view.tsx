// Typed as text, shown as is.
import { textView } from '../shared/views/text';

export const fileFieldView = textView;
