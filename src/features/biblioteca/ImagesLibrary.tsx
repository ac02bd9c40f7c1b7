// Imágenes y Files › Imágenes (administrators): every picture — the properties' photos, the library's own and the
// users' avatars — in the library list (./LibraryList.tsx); a click opens the lightbox with the three sizes; title
// and labels edited in a dialog; deleted after a confirmation (the server refuses a property's main photo and one a
// blog entry shows) — the row actions both lists share: ./LibraryRowActions.tsx; several uploaded at once.
import { useState } from 'react';
import { Chip, Tooltip } from '@mui/material';
import { useT } from '../../i18n/useT';
import type { LibraryImage } from './api';
import { ImageEditDialog, Lightbox } from './ImageDialogs';
import { useImageColumns } from './ImagesList';
import { useEtiquetas } from './Labels';
import { LibraryList, UploadButton } from './LibraryList';
import { LibraryRowActions } from './LibraryRowActions';
import { imagenesResource } from './resources';

function ImageActions() {
  const translate = useT();
  const tr = (k: 'principal' | 'principal_hint') => translate(`app.publicidad.biblioteca.${k}`);
  return (
    <LibraryRowActions<LibraryImage>
      resource={imagenesResource.name}
      editDialog={({ record, etiquetas, onClose, onSaved }) => (
        <ImageEditDialog image={record} etiquetas={etiquetas} onClose={onClose} onSaved={onSaved} />
      )}
      before={(r) =>
        r.principal ? (
          <Tooltip title={tr('principal_hint')}>
            <Chip size="small" variant="outlined" label={tr('principal')} sx={{ mr: 0.5 }} />
          </Tooltip>
        ) : null
      }
      confirmText={(r) =>
        r.id_usuario
          ? translate('app.publicidad.biblioteca.confirmar_avatar', { nombre: r.usuario ?? '' })
          : translate('app.publicidad.biblioteca.confirmar_imagen', { nombre: r.nombre })
      }
      deletedText={translate('app.fotos.deleted')}
    />
  );
}

export function ImagesLibrary() {
  const translate = useT();
  const columns = useImageColumns();
  const etiquetas = useEtiquetas();
  const [open, setOpen] = useState<LibraryImage | null>(null);
  return (
    <>
      <LibraryList
        schema={imagenesResource}
        upload={<UploadButton kind="imagenes" label={translate('app.publicidad.biblioteca.subir_imagenes')} />}
        compose={{ ...columns, rowActions: <ImageActions /> }}
        rowClick={(_id, _resource, record) => {
          setOpen(record as LibraryImage);
          return false;
        }}
      />
      <Lightbox image={open} onClose={() => setOpen(null)} etiquetas={etiquetas} />
    </>
  );
}
