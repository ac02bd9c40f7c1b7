// A file attached to the record: uploaded with progress from the form, downloaded with the token.
import type { FieldDefOf } from '../../schema';
import type { FieldView } from '../viewTypes';
import { FileField } from './FileField';
import { FileInput } from './FileInput';

export const fileFieldView: FieldView<FieldDefOf<'file'>> = {
  Input: ({ source, field, label }) => <FileInput source={source} field={field} label={label} />,
  Display: ({ source, field, compact }) => <FileField source={source} field={field} compact={compact} />,
  cell: {},
  wide: false,
};
