// A picture's file name (a user's avatar, or a record's photo in its own folder). Its text is the name.
import { stringType } from '../shared/base';
import { fileName } from '../shared/file';

export const imageField = stringType({ validate: fileName, filters: [] });
