// One of the field's choices; its text is the choice's name.
import { choiceType } from '../shared/choice';

export const enumField = choiceType();
