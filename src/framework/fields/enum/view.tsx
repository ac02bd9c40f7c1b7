// A select of the field's choices, shown by the choice's name.
import type { FieldDefOf } from '../../schema';
import { choiceView } from '../shared/views/choice';
import type { FieldView } from '../viewTypes';

export const enumFieldView: FieldView<FieldDefOf<'enum'>> = { ...choiceView, cell: { nowrap: true }, wide: false };
