// An attached file's name. Its text is the name.
import { stringType } from '../shared/base';
import { fileName } from '../shared/file';

export const fileField = stringType({ validate: fileName, filters: [] });
