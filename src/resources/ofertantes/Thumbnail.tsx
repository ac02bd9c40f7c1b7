import { Box } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { imageUrl } from '../../lib/images';

/** The main photo at size P (188X125), small, for list rows. */
export function Thumbnail() {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Box
      component="img"
      src={imageUrl(record.imagen as string | null, record.id_propiedad as number, 'P')}
      alt=""
      loading="lazy"
      sx={{ width: 72, height: 48, objectFit: 'cover', borderRadius: 1, display: 'block', bgcolor: 'action.hover' }}
    />
  );
}
