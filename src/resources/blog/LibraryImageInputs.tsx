// The blog's ways into the picture library: a toolbar button of the editor that inserts a library picture (size M)
// into the text, and the cover field with a preview and 'Elegir portada' (size G). Both store the server-relative
// /api/uploads/... path; the public feed makes it absolute.
import { useState } from 'react';
import { Box, Button, Stack, ToggleButton } from '@mui/material';
import PhotoLibrary from '@mui/icons-material/PhotoLibrary';
import { useTiptapEditor } from 'ra-input-rich-text';
import { TextInput, useInput } from 'react-admin';
import { useT } from '../../i18n/useT';
import { storedImagePath } from '../../features/biblioteca/api';
import { ImagePicker } from '../../features/biblioteca/ImagePicker';
import { apiUrl } from '../../dataProvider/http';

const shown = (path: string) => (path.startsWith('/api/') ? `${apiUrl}${path.slice(4)}` : path);

export function LibraryImageButton({ size }: { size?: 'small' | 'medium' | 'large' }) {
  const translate = useT();
  const editor = useTiptapEditor();
  const [open, setOpen] = useState(false);
  const label = translate('app.publicidad.biblioteca.imagen_biblioteca');
  return (
    <>
      <ToggleButton
        value="biblioteca"
        size={size}
        aria-label={label}
        title={label}
        disabled={!editor || !editor.isEditable}
        onClick={() => setOpen(true)}
      >
        <PhotoLibrary fontSize="inherit" />
      </ToggleButton>
      <ImagePicker
        open={open}
        title={label}
        onClose={() => setOpen(false)}
        onPick={(img) => {
          setOpen(false);
          editor
            .chain()
            .focus()
            .insertContent({ type: 'image', attrs: { src: storedImagePath(img, 'M'), alt: img.titulo ?? '' } })
            .run();
        }}
      />
    </>
  );
}

export function CoverInput({ source, label, helperText }: { source: string; label: string; helperText?: string }) {
  const translate = useT();
  const { field } = useInput({ source });
  const [open, setOpen] = useState(false);
  const value = typeof field.value === 'string' ? field.value : '';
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' }, width: '100%' }}>
      <Box sx={{ flex: 1, minWidth: 0, maxWidth: 640 }}>
        <TextInput source={source} label={label} helperText={helperText} fullWidth />
      </Box>
      <Stack spacing={1} sx={{ alignItems: 'flex-start', pt: 1 }}>
        <Button variant="outlined" size="small" startIcon={<PhotoLibrary />} onClick={() => setOpen(true)}>
          {translate('app.publicidad.biblioteca.elegir_portada')}
        </Button>
        {value ? <Box component="img" src={shown(value)} alt="" sx={{ width: 188, height: 96, objectFit: 'cover', borderRadius: 1 }} /> : null}
      </Stack>
      <ImagePicker
        open={open}
        title={translate('app.publicidad.biblioteca.elegir_portada')}
        onClose={() => setOpen(false)}
        onPick={(img) => {
          setOpen(false);
          field.onChange(storedImagePath(img, 'G'));
        }}
      />
    </Stack>
  );
}
