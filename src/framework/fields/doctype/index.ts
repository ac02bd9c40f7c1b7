// The type of an identity document (DNI, CE, RUC, PASAPORTE): one of its choices; checked with its `document`.
import { choiceType } from '../shared/choice';

export const doctypeField = choiceType();
