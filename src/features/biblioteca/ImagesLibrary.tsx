// Imágenes y Files › Imágenes (administrators): every picture — the properties' photos, the library's own and the
// users' avatars — in the library list (./LibraryList.tsx); a click opens the lightbox with the three sizes; title
// and labels edited in a dialog; deleted after a confirmation (the server refuses a property's main photo and one a
// blog entry shows); several uploaded at once.
import { useState } from 'react';
import { Chip, IconButton, Tooltip } from '@mui/material';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import { Confirm, useDelete, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { useT } from '../../i18n/useT';
import { apiErrorText } from '../../dataProvider/http';
import type { LibraryImage } from './api';
import { ImageEditDialog, Lightbox } from './ImageDialogs';
import { useImageColumns } from './ImagesList';
import { useEtiquetas } from './Labels';
import { LibraryList, UploadButton } from './LibraryList';
import { imagenesResource } from './resources';

function ImageActions() {
  const translate = useT();
  const tr = (k: 'editar' | 'eliminar' | 'principal' | 'principal_hint' | 'cancelar' | 'eliminado') => translate(`app.publicidad.biblioteca.${k}`);
  const r = useRecordContext<LibraryImage>();
  const etiquetas = useEtiquetas();
  const notify = useNotify();
  const refresh = useRefresh();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [remove, { isPending }] = useDelete();
  if (!r) return null;
  const stop = (e: { stopPropagation: () => void }) => e.stopPropagation();
  return (
    <span onClick={stop}>
      {r.principal ? (
        <Tooltip title={tr('principal_hint')}>
          <Chip size="small" variant="outlined" label={tr('principal')} sx={{ mr: 0.5 }} />
        </Tooltip>
      ) : null}
      <Tooltip title={tr('editar')}>
        <IconButton size="small" aria-label={`${tr('editar')}: ${r.nombre}`} onClick={() => setEditing(true)}>
          <Edit fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={tr('eliminar')}>
        <IconButton size="small" aria-label={`${tr('eliminar')}: ${r.nombre}`} onClick={() => setDeleting(true)}>
          <Delete fontSize="small" />
        </IconButton>
      </Tooltip>
      {editing ? (
        <ImageEditDialog
          image={r}
          etiquetas={etiquetas}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            refresh();
          }}
        />
      ) : null}
      <Confirm
        isOpen={deleting}
        loading={isPending}
        title={tr('eliminar')}
        content={
          r.id_usuario
            ? translate('app.publicidad.biblioteca.confirmar_avatar', { nombre: r.usuario ?? '' })
            : translate('app.publicidad.biblioteca.confirmar_imagen', { nombre: r.nombre })
        }
        confirm={tr('eliminar')}
        cancel={tr('cancelar')}
        onConfirm={() => {
          setDeleting(false);
          void remove(
            imagenesResource.name,
            { id: r.id, previousData: r },
            {
              mutationMode: 'pessimistic',
              onSuccess: () => notify(translate('app.fotos.deleted'), { type: 'success' }),
              onError: (e: unknown) => notify(apiErrorText(e), { type: 'error' }),
            },
          );
        }}
        onClose={() => setDeleting(false)}
      />
    </span>
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
