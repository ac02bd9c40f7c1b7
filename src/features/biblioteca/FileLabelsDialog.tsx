// A file's labels (and, for a free upload, its property), edited in a dialog.
import { useState } from 'react';
import { Typography } from '@mui/material';
import { updateFile, type LibraryFile } from './api';
import { EditDialog, useLibrarySave } from './EditDialog';
import { LabelPicker, type Etiqueta } from './Labels';
import { PropertyPicker } from './Pickers';

export function FileLabelsDialog({
  file,
  onClose,
  onSaved,
  etiquetas,
}: {
  file: LibraryFile;
  onClose: () => void;
  onSaved: () => void;
  etiquetas: readonly Etiqueta[];
}) {
  const [labels, setLabels] = useState<number[]>([...file.etiquetas]);
  const [propiedad, setPropiedad] = useState<number | null>(file.id_propiedad);
  const { busy, run } = useLibrarySave(
    () => updateFile(file.id, file.libre ? { etiquetas: labels, id_propiedad: propiedad } : { etiquetas: labels }),
    onSaved,
  );
  return (
    <EditDialog
      busy={busy}
      onSave={() => {
        void run();
      }}
      onClose={onClose}
    >
      <Typography>{file.nombre}</Typography>
      <LabelPicker value={labels} onChange={setLabels} all={etiquetas} width="100%" />
      {file.libre ? <PropertyPicker value={propiedad} onChange={setPropiedad} width="100%" /> : null}
    </EditDialog>
  );
}
