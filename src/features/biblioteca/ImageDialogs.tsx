// A picture's lightbox (the three sizes) and its edit form (title and labels).
import { useState } from 'react';
import { Box, Dialog, DialogContent, DialogTitle, Link, Stack, TextField, Typography } from '@mui/material';
import { useT } from '../../i18n/useT';
import { formatDateTime } from '../../lib/dates';
import { IMAGE_SIZES, imageUrl } from '../../lib/images';
import { imageOrigin, updateImage, type LibraryImage } from './api';
import { EditDialog, useLibrarySave } from './EditDialog';
import { LabelChips, LabelPicker, type Etiqueta } from './Labels';
import { keysOf } from '../../lib/keys';

export function Lightbox({ image, onClose, etiquetas }: { image: LibraryImage | null; onClose: () => void; etiquetas: readonly Etiqueta[] }) {
  const translate = useT();
  return (
    <Dialog open={image !== null} onClose={onClose} maxWidth="lg">
      {image ? (
        <>
          <DialogTitle>{image.nombre}</DialogTitle>
          <DialogContent>
            <Box component="img" src={imageUrl(image.archivo, image.carpeta, 'G')} alt={image.nombre} sx={{ maxWidth: '100%', display: 'block' }} />
            <Stack direction="row" spacing={2} sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center' }}>
              {keysOf(IMAGE_SIZES).map((s) => (
                <Link key={s} href={imageUrl(image.archivo, image.carpeta, s)} target="_blank" rel="noopener">
                  {s} {IMAGE_SIZES[s]}
                </Link>
              ))}
              <Typography variant="body2" color="text.secondary">
                {imageOrigin(image, translate)} · {image.subido_por} · {formatDateTime(image.creado_en)}
              </Typography>
              <LabelChips ids={image.etiquetas} all={etiquetas} />
            </Stack>
          </DialogContent>
        </>
      ) : null}
    </Dialog>
  );
}

export function ImageEditDialog({
  image,
  onClose,
  onSaved,
  etiquetas,
}: {
  image: LibraryImage;
  onClose: () => void;
  onSaved: () => void;
  etiquetas: readonly Etiqueta[];
}) {
  const translate = useT();
  const [titulo, setTitulo] = useState(image.titulo ?? '');
  const [labels, setLabels] = useState<number[]>([...image.etiquetas]);
  const { busy, run } = useLibrarySave(() => updateImage(image.id, { titulo, etiquetas: labels }), onSaved);
  return (
    <EditDialog
      busy={busy}
      onSave={() => {
        void run();
      }}
      onClose={onClose}
    >
      <Box component="img" src={imageUrl(image.archivo, image.carpeta, 'M')} alt="" sx={{ width: 188, borderRadius: 1 }} />
      <TextField
        size="small"
        label={translate('app.publicidad.biblioteca.titulo')}
        value={titulo}
        onChange={(e) => setTitulo(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 140 } }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') void run();
        }}
      />
      <LabelPicker value={labels} onChange={setLabels} all={etiquetas} width="100%" />
    </EditDialog>
  );
}
