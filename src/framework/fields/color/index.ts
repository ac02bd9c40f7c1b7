// A colour as '#rrggbb'.
import { stringType } from '../shared/base';
import { pattern } from '../shared/text';

export const colorField = stringType({ validate: pattern(/^#[0-9a-fA-F]{6}$/, 'app.validation.color') });
