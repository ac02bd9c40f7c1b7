// The ofertante form's map as an input of latitud/longitud. Leaflet comes in its own chunk, loaded when a form
// with this input opens (not with the first page).
import { Skeleton } from '@mui/material';
import { lazy, Suspense } from 'react';

const CoordinatesMap = lazy(() => import('./CoordinatesMap'));

export function CoordinatesInput() {
  return (
    <Suspense fallback={<Skeleton variant="rectangular" height={360} sx={{ width: '100%', maxWidth: 900, my: 2 }} />}>
      <CoordinatesMap />
    </Suspense>
  );
}
