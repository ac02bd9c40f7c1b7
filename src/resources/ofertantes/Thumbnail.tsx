import { Box } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { RaRecordOf } from '../../framework/records';
import { imageUrl } from '../../lib/images';
import type ofertantes from './schema';

/** The main photo at size P (188X125), small, for list rows (an ofertante's, or a match's: MatchesPanel). */
export function Thumbnail() {
  const record = useRecordContext<Pick<RaRecordOf<typeof ofertantes>, 'id' | 'id_propiedad' | 'imagen'>>();
  if (!record) return null;
  return (
    <Box
      component="img"
      src={imageUrl(record.imagen, record.id_propiedad, 'P')}
      alt=""
      loading="lazy"
      sx={{ width: 72, height: 48, objectFit: 'cover', borderRadius: 1, display: 'block', bgcolor: 'action.hover' }}
    />
  );
}
