// An attached file's name. Its text is the name.
import type { FieldDefOf } from '../../schema';
import type { FieldDefBase } from '../def';
import { stringType } from '../shared/base';
import { fileName } from '../shared/file';
import type { FileKind } from './kinds';

export interface FileFieldDef extends FieldDefBase<'file'> {
  /** The kinds accepted, checked by content on upload (default: pdf, jpeg, png, webp). */
  readonly accept?: readonly FileKind[];
  /** The largest accepted upload in bytes (default 20 MB). */
  readonly maxBytes?: number;
}

// A cell holds no file: an import leaves the field out.
export const fileField = stringType<FieldDefOf<'file'>>({ validate: fileName, filters: [], fromSheet: undefined });
