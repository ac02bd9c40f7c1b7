// Choosing a picture of the library (the blog's cover and its text): the library's list of pictures in a dialog —
// the same table, filters and pages as Imágenes y Files › Imágenes, kept apart from the page's URL — where a click on
// a row picks it; an upload adds new pictures to it.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { useT } from '../../i18n/useT';
import type { LibraryImage } from './api';
import { useImageColumns } from './ImagesList';
import { LibraryList, UploadButton } from './LibraryList';
import { imagenesResource } from './resources';

/** The row's choice as a button too (keyboard and screen readers reach it; a click on the row does the same); its
 * accessible name starts with its visible text. */
function UseButton({ onPick }: { readonly onPick: (img: LibraryImage) => void }) {
  const translate = useT();
  const r = useRecordContext<LibraryImage>();
  if (!r) return null;
  return (
    <Button
      size="small"
      aria-label={`${translate('app.publicidad.biblioteca.usar')}: ${r.nombre}`}
      onClick={(e) => {
        e.stopPropagation();
        onPick(r);
      }}
    >
      {translate('app.publicidad.biblioteca.usar')}
    </Button>
  );
}

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
  const columns = useImageColumns();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        {open ? (
          <LibraryList
            schema={imagenesResource}
            inDialog
            upload={<UploadButton kind="imagenes" label={translate('app.publicidad.biblioteca.subir_y_usar')} />}
            compose={{ ...columns, rowActions: <UseButton onPick={onPick} /> }}
            rowClick={(_id, _resource, record) => {
              onPick(record as LibraryImage);
              return false;
            }}
          />
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.publicidad.biblioteca.cancelar')}</Button>
      </DialogActions>
    </Dialog>
  );
}
