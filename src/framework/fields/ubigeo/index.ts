// The INEI code of a district: six digits.
import { stringType } from '../shared/base';
import { pattern } from '../shared/text';

export const ubigeoField = stringType({ validate: pattern(/^\d{6}$/, 'app.validation.ubigeo') });
