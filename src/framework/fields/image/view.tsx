// A picture: its file name is set by the upload screens (typed only as a last resort); shown as the picture.
import { Box } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { avatarUrl, imageUrl } from '../../../lib/images';
import { textInput } from '../shared/views/text';
import type { FieldDefOf } from '../../schema';
import type { DisplayViewProps, FieldView } from '../viewTypes';
import { textOf } from '../../../lib/guards';

/** A user's avatar, or a record's photo at size P from the record's folder. */
function ImageDisplay({ source, field }: DisplayViewProps<FieldDefOf<'image'>>) {
  const record = useRecordContext();
  const file = textOf(record, source);
  if (!record || (!file && field.imageKind !== 'avatar')) return null;
  const src = field.imageKind === 'avatar' ? avatarUrl(file) : imageUrl(file, record.id, 'P');
  return (
    <Box
      component="img"
      src={src}
      alt={field.label}
      sx={{ width: 94, height: field.imageKind === 'avatar' ? 94 : 62, objectFit: 'cover', borderRadius: 1 }}
    />
  );
}

export const imageFieldView: FieldView<FieldDefOf<'image'>> = { Input: textInput(), Display: ImageDisplay, cell: {}, wide: false };
