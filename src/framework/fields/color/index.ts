// A colour as '#rrggbb', or '#rrggbbaa' when translucent (what the colour picker stores).
import { stringType } from '../shared/base';
import { pattern } from '../shared/text';

export const colorField = stringType({ validate: pattern(/^#[0-9a-fA-F]{6}(?:[0-9a-fA-F]{2})?$/, 'app.validation.color') });
