// Imágenes y Files › Imágenes: every photo as a grid of P thumbnails, filtered on the server by property, date and
// uploader; a lightbox shows the G size with links to the three sizes.
import { useState } from 'react';
import { Box, Card, CardActionArea, CardContent, CardMedia, Dialog, DialogContent, DialogTitle, Link, Stack, TablePagination, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useTranslate } from 'react-admin';
import { apiGet } from '../dataProvider/http';
import { formatDateTime } from '../lib/dates';
import { IMAGE_SIZES, imageUrl, type ImageSize } from '../lib/images';

interface LibraryImage {
  readonly id: number;
  readonly id_propiedad: number | null;
  readonly codigo: string | null;
  readonly carpeta: string;
  readonly archivo: string;
  readonly titulo: string | null;
  readonly creado_en: string;
  readonly subido_por: string;
}

export function ImagesLibrary() {
  const translate = useTranslate();
  const tr = (k: string) => translate(`app.publicidad.biblioteca.${k}`);
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(24);
  const [propiedad, setPropiedad] = useState('');
  const [desde, setDesde] = useState('');
  const [open, setOpen] = useState<LibraryImage | null>(null);
  const { data } = useQuery({
    queryKey: ['biblioteca', 'imagenes', page, perPage, propiedad, desde],
    queryFn: () => apiGet<LibraryImage[]>('/biblioteca/imagenes/listado', { page: page + 1, perPage, id_propiedad: /^\d+$/.test(propiedad) ? propiedad : undefined, desde: desde || undefined }),
  });
  const rows = data?.data ?? [];
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={tr('imagenes')} />
      <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
        <TextField size="small" sx={{ width: 240 }} label={`${tr('inmueble')} (id)`} value={propiedad} onChange={(e) => { setPropiedad(e.target.value.replace(/\D/g, '')); setPage(0); }} />
        <TextField size="small" sx={{ width: 240 }} type="date" label={tr('fecha')} value={desde} onChange={(e) => { setDesde(e.target.value); setPage(0); }} slotProps={{ inputLabel: { shrink: true } }} />
      </Stack>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(188px, 1fr))', gap: 2 }}>
        {rows.map((r) => (
          <Card key={r.id}>
            <CardActionArea onClick={() => setOpen(r)}>
              <CardMedia component="img" height={125} image={imageUrl(r.archivo, r.carpeta, 'P')} alt={r.titulo ?? r.archivo} loading="lazy" />
              <CardContent sx={{ p: 1 }}>
                <Typography variant="body2" noWrap>{r.titulo || r.codigo || r.archivo}</Typography>
                <Typography variant="caption" color="text.secondary" noWrap component="div">{r.codigo ?? ''} · {r.subido_por}</Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
      {rows.length === 0 ? <Typography color="text.secondary" sx={{ p: 2 }}>{tr('vacio')}</Typography> : null}
      <TablePagination component="div" count={data?.total ?? 0} page={page} rowsPerPage={perPage} rowsPerPageOptions={[24, 48, 96]}
        onPageChange={(_, p) => setPage(p)} onRowsPerPageChange={(e) => { setPerPage(Number(e.target.value)); setPage(0); }}
        labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
          labelDisplayedRows={({ from, to, count }) => translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })} />
      <Dialog open={open !== null} onClose={() => setOpen(null)} maxWidth="lg">
        {open ? (
          <>
            <DialogTitle>{open.titulo || open.archivo}</DialogTitle>
            <DialogContent>
              <Box component="img" src={imageUrl(open.archivo, open.carpeta, 'G')} alt={open.titulo ?? open.archivo} sx={{ maxWidth: '100%', display: 'block' }} />
              <Stack direction="row" spacing={2} sx={{ mt: 1 }}>
                {(Object.keys(IMAGE_SIZES) as ImageSize[]).map((s) => (
                  <Link key={s} href={imageUrl(open.archivo, open.carpeta, s)} target="_blank" rel="noopener">{s} {IMAGE_SIZES[s]}</Link>
                ))}
                <Typography variant="body2" color="text.secondary">{open.codigo ?? ''} · {open.subido_por} · {formatDateTime(open.creado_en)}</Typography>
              </Stack>
            </DialogContent>
          </>
        ) : null}
      </Dialog>
    </Box>
  );
}
