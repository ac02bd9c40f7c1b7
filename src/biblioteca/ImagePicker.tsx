// Choosing a picture of the library (for the blog's cover and its text): the library's filters, a grid, and an
// upload that shows the new pictures first.
import type { SubKey } from '../i18n/keys';
import { useState } from 'react';
import { Box, Button, Card, CardActionArea, CardMedia, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useT } from '../i18n/useT';
import { imageUrl } from '../lib/images';
import type { LibraryImage } from './api';
import { ImageFilters, NO_IMAGE_FILTERS, useLibraryImages, type ImageFilterValues } from './ImageFilters';
import { useEtiquetas } from './Labels';
import { LibraryPager } from './LibraryPager';
import { UploadDialog } from './UploadDialog';

export function ImagePicker({
  open,
  onClose,
  onPick,
  title,
}: {
  open: boolean;
  onClose: () => void;
  onPick: (img: LibraryImage) => void;
  title: string;
}) {
  const translate = useT();
  const tr = (k: SubKey<'app.publicidad.biblioteca.'>) => translate(`app.publicidad.biblioteca.${k}`);
  const queryClient = useQueryClient();
  const etiquetas = useEtiquetas();
  const [filters, setFilters] = useState<ImageFilterValues>(NO_IMAGE_FILTERS);
  const [page, setPage] = useState(0);
  const [uploading, setUploading] = useState(false);
  const { data } = useLibraryImages(filters, page, 12);
  const rows = data?.data ?? [];
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Box sx={{ pt: 1 }}>
          <ImageFilters
            value={filters}
            onChange={(v) => {
              setFilters(v);
              setPage(0);
            }}
            etiquetas={etiquetas}
            compact
          />
        </Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 1.5 }}>
          {rows.map((r) => (
            <Card key={r.id} variant="outlined">
              <CardActionArea onClick={() => onPick(r)} aria-label={`${tr('usar')}: ${r.titulo ?? r.archivo}`}>
                <CardMedia component="img" height={100} image={imageUrl(r.archivo, r.carpeta, 'P')} alt={r.titulo ?? r.archivo} loading="lazy" />
                <Typography variant="caption" noWrap component="div" sx={{ p: 0.5 }}>
                  {r.titulo || r.codigo || r.archivo}
                </Typography>
              </CardActionArea>
            </Card>
          ))}
        </Box>
        {rows.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            {tr('sin_imagenes')}
          </Typography>
        ) : null}
        <LibraryPager total={data?.total ?? 0} page={page} perPage={12} options={[12]} onPage={setPage} onPerPage={() => undefined} />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setUploading(true)}>{tr('subir_y_usar')}</Button>
        <Box sx={{ flex: 1 }} />
        <Button onClick={onClose}>{tr('cancelar')}</Button>
      </DialogActions>
      <UploadDialog
        kind="imagenes"
        open={uploading}
        etiquetas={etiquetas}
        onClose={() => setUploading(false)}
        onDone={() => {
          setUploading(false);
          setFilters(NO_IMAGE_FILTERS);
          setPage(0);
          void queryClient.invalidateQueries({ queryKey: ['biblioteca', 'imagenes'] });
        }}
      />
    </Dialog>
  );
}
