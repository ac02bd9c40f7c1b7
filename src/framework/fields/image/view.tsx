// A picture: its file name is set by the upload screens (typed only as a last resort); shown as the picture.
import { Box } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { textInput } from '../shared/views/text';
import type { FieldDefOf } from '../../schema';
import type { DisplayViewProps, FieldView } from '../viewTypes';
import { textOf } from '../../../lib/guards';
import { imageUrls } from './urls';

/** A user's avatar, or a record's photo from the record's folder (served where the app's ImageUrls say). */
function ImageDisplay({ source, field }: DisplayViewProps<FieldDefOf<'image'>>) {
  const record = useRecordContext();
  if (!record) return null;
  const file = textOf(record, source);
  const avatar = field.imageKind === 'avatar';
  const src = avatar ? imageUrls().avatar(file) : file ? imageUrls().picture(file, record.id) : undefined;
  if (!src) return null;
  return <Box component="img" src={src} alt={field.label} sx={{ width: 94, height: avatar ? 94 : 62, objectFit: 'cover', borderRadius: 1 }} />;
}

export const imageFieldView: FieldView<FieldDefOf<'image'>> = { Input: textInput(), Display: ImageDisplay, cell: {}, wide: false };
