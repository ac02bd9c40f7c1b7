// A stored file's name (image, file): a plain name, no folders, no '..'.
import type { FieldDef } from '../../schema';
import { err, type DbValue, type ValidationError } from '../types';

const FILE_RE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,120}$/;

export const fileName = (_f: FieldDef, v: unknown): DbValue | ValidationError =>
  typeof v === 'string' && FILE_RE.test(v) && !v.includes('..') ? v : err('app.validation.file');
