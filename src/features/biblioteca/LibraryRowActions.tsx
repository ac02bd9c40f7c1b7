// The row actions both library lists share (./FilesLibrary.tsx, ./ImagesLibrary.tsx): edit in the list's own dialog
// (the list refreshes once it is saved), delete after a confirmation through the resource's delete (pessimistic: the
// row leaves when the server says so), and whatever a list adds before or between them.
import { useState, type ReactNode } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import { Confirm, useDelete, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { useT } from '../../i18n/useT';
import { apiErrorText } from '../../dataProvider/http';
import { useEtiquetas, type Etiqueta } from './Labels';

/** A row of either library: an id and the name its buttons say. */
export interface LibraryRow {
  readonly id: number;
  readonly nombre: string;
}

export interface EditDialogProps<R> {
  readonly record: R;
  readonly etiquetas: readonly Etiqueta[];
  readonly onClose: () => void;
  readonly onSaved: () => void;
}

interface Props<R extends LibraryRow> {
  /** The react-admin resource the row is deleted through. */
  readonly resource: string;
  readonly editDialog: (props: EditDialogProps<R>) => ReactNode;
  /** Whether the row may be deleted here (default: yes). */
  readonly deletable?: (record: R) => boolean;
  readonly confirmText: (record: R) => string;
  readonly deletedText: string;
  /** Shown before the edit button. */
  readonly before?: (record: R) => ReactNode;
  /** Shown between the edit and the delete buttons. */
  readonly between?: (record: R) => ReactNode;
}

const stop = (e: { stopPropagation: () => void }) => e.stopPropagation();

export function LibraryRowActions<R extends LibraryRow>({ resource, editDialog, deletable, confirmText, deletedText, before, between }: Props<R>) {
  const translate = useT();
  const tr = (k: 'editar' | 'eliminar' | 'cancelar') => translate(`app.publicidad.biblioteca.${k}`);
  const r = useRecordContext<R>();
  const etiquetas = useEtiquetas();
  const notify = useNotify();
  const refresh = useRefresh();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [remove, { isPending }] = useDelete();
  if (!r) return null;
  return (
    <span onClick={stop}>
      {before?.(r)}
      <Tooltip title={tr('editar')}>
        <IconButton size="small" aria-label={`${tr('editar')}: ${r.nombre}`} onClick={() => setEditing(true)}>
          <Edit fontSize="small" />
        </IconButton>
      </Tooltip>
      {between?.(r)}
      {(deletable?.(r) ?? true) ? (
        <Tooltip title={tr('eliminar')}>
          <IconButton size="small" aria-label={`${tr('eliminar')}: ${r.nombre}`} onClick={() => setDeleting(true)}>
            <Delete fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
      {editing
        ? editDialog({
            record: r,
            etiquetas,
            onClose: () => setEditing(false),
            onSaved: () => {
              setEditing(false);
              refresh();
            },
          })
        : null}
      <Confirm
        isOpen={deleting}
        loading={isPending}
        title={tr('eliminar')}
        content={confirmText(r)}
        confirm={tr('eliminar')}
        cancel={tr('cancelar')}
        onConfirm={() => {
          setDeleting(false);
          void remove(
            resource,
            { id: r.id, previousData: r },
            {
              mutationMode: 'pessimistic',
              onSuccess: () => notify(deletedText, { type: 'success' }),
              onError: (e: unknown) => notify(apiErrorText(e), { type: 'error' }),
            },
          );
        }}
        onClose={() => setDeleting(false)}
      />
    </span>
  );
}
