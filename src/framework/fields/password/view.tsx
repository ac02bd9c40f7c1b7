// A password: a masked input; never displayed.
import type { FieldDefOf } from '../../schema';
import type { FieldView } from '../viewTypes';
import { SecretInput } from '../shared/views/text';

export const passwordFieldView: FieldView<FieldDefOf<'password'>> = { Input: SecretInput, Display: () => null, cell: {}, wide: false };
