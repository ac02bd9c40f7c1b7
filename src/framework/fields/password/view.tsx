// A password: a masked input; never displayed.
import type { FieldView } from '../viewTypes';
import { SecretInput } from '../shared/views/text';

export const passwordFieldView: FieldView = { Input: SecretInput, Display: () => null };
