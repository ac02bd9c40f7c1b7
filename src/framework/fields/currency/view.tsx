// A select of the field's choices, shown by the choice's name.
import { choiceView } from '../shared/views/choice';

export const currencyFieldView = choiceView;
