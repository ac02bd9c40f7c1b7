// Imágenes y Files › Imágenes: every picture as a grid of P thumbnails, filtered on the server (text, origin,
// property, uploader, labels, dates; avatars too); a lightbox with the three sizes; title and labels edited in a dialog; delete
// after a confirmation (the server refuses a property's main photo and one a blog entry shows); upload to the library.
import type { MessageArgs, SubKey } from '../i18n/keys';
import { useState } from 'react';
import { Box, Button, Card, CardActionArea, CardActions, CardContent, CardMedia, Chip, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import Upload from '@mui/icons-material/Upload';
import { useQueryClient } from '@tanstack/react-query';
import { Confirm, Title, useNotify } from 'react-admin';
import { useT } from '../i18n/useT';
import { apiErrorText } from '../dataProvider/http';
import { imageUrl } from '../lib/images';
import { deleteImage, imageOrigin, type LibraryImage } from './api';
import { ImageEditDialog, Lightbox } from './ImageDialogs';
import { ImageFilters, NO_IMAGE_FILTERS, useLibraryImages, type ImageFilterValues } from './ImageFilters';
import { LabelChips, useEtiquetas } from './Labels';
import { LibraryPager } from './LibraryPager';
import { UploadDialog } from './UploadDialog';

export function ImagesLibrary() {
  const translate = useT();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const tr = (k: SubKey<'app.publicidad.biblioteca.'>, args?: MessageArgs) => translate(`app.publicidad.biblioteca.${k}`, args);
  const etiquetas = useEtiquetas();
  const [filters, setFilters] = useState<ImageFilterValues>(NO_IMAGE_FILTERS);
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(24);
  const [open, setOpen] = useState<LibraryImage | null>(null);
  const [editing, setEditing] = useState<LibraryImage | null>(null);
  const [deleting, setDeleting] = useState<LibraryImage | null>(null);
  const [uploading, setUploading] = useState(false);
  const { data } = useLibraryImages(filters, page, perPage);
  const rows = data?.data ?? [];
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['biblioteca', 'imagenes'] });
  const remove = async (img: LibraryImage) => {
    setDeleting(null);
    try {
      const r = await deleteImage(img.id);
      notify(r.msg ?? tr('eliminado'), { type: 'success' });
      await refresh();
    } catch (e) {
      notify(apiErrorText(e), { type: 'error' });
    }
  };
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={tr('imagenes')} />
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 1 }}>
        <Button variant="contained" startIcon={<Upload />} onClick={() => setUploading(true)}>
          {tr('subir_imagenes')}
        </Button>
      </Stack>
      <ImageFilters
        value={filters}
        onChange={(v) => {
          setFilters(v);
          setPage(0);
        }}
        etiquetas={etiquetas}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(188px, 1fr))', gap: 2 }}>
        {rows.map((r) => (
          <Card key={r.id} data-testid="biblioteca-imagen">
            <CardActionArea onClick={() => setOpen(r)}>
              <CardMedia component="img" height={125} image={imageUrl(r.archivo, r.carpeta, 'P')} alt={r.titulo ?? r.archivo} loading="lazy" />
              <CardContent sx={{ p: 1, pb: 0 }}>
                <Typography variant="body2" noWrap>
                  {r.titulo || r.codigo || r.usuario || r.archivo}
                </Typography>
                <Typography variant="caption" color="text.secondary" noWrap component="div">
                  {imageOrigin(r, translate)} · {r.subido_por}
                </Typography>
              </CardContent>
            </CardActionArea>
            <Box sx={{ px: 1, pt: 0.5 }}>
              <LabelChips ids={r.etiquetas} all={etiquetas} />
            </Box>
            <CardActions sx={{ pt: 0 }}>
              {r.principal ? (
                <Tooltip title={tr('principal_hint')}>
                  <Chip size="small" variant="outlined" label={tr('principal')} />
                </Tooltip>
              ) : null}
              <Box sx={{ flex: 1 }} />
              <Tooltip title={tr('editar')}>
                <IconButton size="small" aria-label={tr('editar')} onClick={() => setEditing(r)}>
                  <Edit fontSize="small" />
                </IconButton>
              </Tooltip>
              <Tooltip title={tr('eliminar')}>
                <IconButton size="small" aria-label={tr('eliminar')} onClick={() => setDeleting(r)}>
                  <Delete fontSize="small" />
                </IconButton>
              </Tooltip>
            </CardActions>
          </Card>
        ))}
      </Box>
      {rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          {tr('sin_imagenes')}
        </Typography>
      ) : null}
      <LibraryPager
        total={data?.total ?? 0}
        page={page}
        perPage={perPage}
        options={[24, 48, 96]}
        onPage={setPage}
        onPerPage={(n) => {
          setPerPage(n);
          setPage(0);
        }}
      />
      <Lightbox image={open} onClose={() => setOpen(null)} etiquetas={etiquetas} />
      {editing ? (
        <ImageEditDialog
          image={editing}
          etiquetas={etiquetas}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refresh();
          }}
        />
      ) : null}
      <Confirm
        isOpen={deleting !== null}
        title={tr('eliminar')}
        content={
          deleting?.id_usuario
            ? tr('confirmar_avatar', { nombre: deleting.usuario ?? '' })
            : tr('confirmar_imagen', { nombre: deleting?.titulo ?? deleting?.archivo ?? '' })
        }
        confirm={tr('eliminar')}
        cancel={tr('cancelar')}
        onConfirm={() => {
          if (deleting) void remove(deleting);
        }}
        onClose={() => setDeleting(null)}
      />
      <UploadDialog
        kind="imagenes"
        open={uploading}
        etiquetas={etiquetas}
        onClose={() => setUploading(false)}
        onDone={() => {
          setUploading(false);
          void refresh();
        }}
      />
    </Box>
  );
}
