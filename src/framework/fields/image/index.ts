// A picture's file name (a user's avatar, or a record's photo in its own folder). Its text is the name.
import type { FieldDefOf } from '../../schema';
import type { FieldDefBase } from '../def';
import { stringType } from '../shared/base';
import { fileName } from '../shared/file';

export interface ImageFieldDef extends FieldDefBase<'image'> {
  /** 'avatar' for user pictures (uploads/usuarios/mini); otherwise the record's own folder (its id). */
  readonly imageKind?: 'avatar' | 'record';
}

// A cell holds no photo: an import leaves the field out.
export const imageField = stringType<FieldDefOf<'image'>>({ validate: fileName, filters: [], fromSheet: undefined });
