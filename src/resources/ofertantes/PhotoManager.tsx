// The photos of the ofertante in the record context: grid of M pictures; whoever may edit the ofertante uploads
// several files (one request per file, with a real progress bar), reorders them (drag and drop or the arrows),
// chooses the main one, edits titles and deletes. Every error the server answers is shown.
import { msg } from '../../i18n/keys';
import { useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, CardHeader, Dialog, DialogContent, DialogTitle, LinearProgress, Typography } from '@mui/material';
import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternate';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Confirm, useCanAccess, useLogoutIfAccessDenied, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { useT } from '../../i18n/useT';
import { imageUrl } from '../../lib/images';
import {
  ACCEPT,
  deletePhoto,
  errorText,
  fetchPhotos,
  MAX_MB,
  MAX_MP,
  reorderPhotos,
  setPrincipal,
  updateTitle,
  setPublic,
  uploadPhotos,
  type Photo,
} from '../../features/photos/api';
import { PhotoCard } from './PhotoCard';

const FOTO_TYPE = 'application/x-inmobiliaria-foto';

interface UploadState {
  readonly index: number;
  readonly count: number;
  readonly pct: number;
}

function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item === undefined) return next;
  next.splice(to, 0, item);
  return next;
}

export function PhotoManager() {
  const record = useRecordContext();
  const id = record ? String(record.id_propiedad ?? record.id) : '';
  const translate = useT();
  const notify = useNotify();
  const refresh = useRefresh();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const client = useQueryClient();
  const { canAccess: editable = false } = useCanAccess({ resource: 'ofertantes', action: 'edit', record });
  const queryKey = ['imagenes', id];
  const { data: photos = [], isPending, error: loadError } = useQuery({ queryKey, queryFn: () => fetchPhotos(id), enabled: id !== '' });
  const input = useRef<HTMLInputElement>(null);
  const [upload, setUpload] = useState<UploadState | null>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [toDelete, setToDelete] = useState<Photo | null>(null);
  const [preview, setPreview] = useState<Photo | null>(null);
  const [dragId, setDragId] = useState<number | null>(null);
  const [overIndex, setOverIndex] = useState<number | null>(null);
  const [filesOver, setFilesOver] = useState(false);

  if (!record) return null;
  const working = busy || upload !== null;

  const fail = (e: unknown) => {
    void logoutIfAccessDenied(e);
    setErrors([errorText(e)]);
  };

  /** Runs a change; the server answers the new list (or the changed photo). */
  async function change(run: () => Promise<Photo[] | void>, msg: string, mainChanged = false): Promise<boolean> {
    setBusy(true);
    setErrors([]);
    try {
      const list = await run();
      if (list) client.setQueryData(queryKey, list);
      notify(msg, { type: 'success' });
      if (mainChanged) refresh();
      return true;
    } catch (e) {
      fail(e);
      await client.invalidateQueries({ queryKey });
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function uploadFiles(files: readonly File[]) {
    if (!files.length || working) return;
    const problems: string[] = [];
    const valid = files.filter((f) => {
      if (f.size <= MAX_MB * 1024 * 1024) return true;
      problems.push(translate('app.fotos.errors.too_large', { archivo: f.name, mb: MAX_MB }));
      return false;
    });
    const total = valid.reduce((s, f) => s + f.size, 0) || 1;
    let done = 0;
    let ok = 0;
    setErrors([]);
    for (const [i, file] of valid.entries()) {
      setUpload({ index: i + 1, count: valid.length, pct: Math.round((done / total) * 100) });
      try {
        await uploadPhotos(id, [file], (loaded, size) =>
          setUpload({ index: i + 1, count: valid.length, pct: Math.min(100, Math.round(((done + (file.size * loaded) / size) / total) * 100)) }),
        );
        ok += 1;
      } catch (e) {
        void logoutIfAccessDenied(e);
        problems.push(errorText(e));
      }
      done += file.size;
    }
    setUpload(null);
    setErrors(problems);
    await client.invalidateQueries({ queryKey });
    if (ok > 0) {
      notify(ok === files.length ? translate('app.fotos.uploaded', { n: ok }) : translate('app.fotos.upload_partial', { ok, total: files.length }), {
        type: ok === files.length ? 'success' : 'warning',
      });
      refresh();
    }
  }

  const onPick = (e: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(e.target.files ?? []);
    e.target.value = '';
    void uploadFiles(files);
  };

  const move = (photo: Photo, to: number) => {
    const from = photos.findIndex((p) => p.id_imagen === photo.id_imagen);
    if (from < 0 || to < 0 || to >= photos.length || from === to) return;
    const next = moved(photos, from, to);
    client.setQueryData(queryKey, next);
    void change(
      () =>
        reorderPhotos(
          id,
          next.map((p) => p.id_imagen),
        ),
      'app.fotos.reordered',
    );
  };

  const isFileDrag = (e: DragEvent) => Array.from(e.dataTransfer.types).includes('Files');
  const drag = {
    onDragStart: (e: DragEvent, photo: Photo) => {
      e.dataTransfer.setData(FOTO_TYPE, String(photo.id_imagen));
      e.dataTransfer.effectAllowed = 'move';
      setDragId(photo.id_imagen);
    },
    onDragOver: (e: DragEvent, index: number) => {
      if (dragId === null) return;
      e.preventDefault();
      e.dataTransfer.dropEffect = 'move';
      if (overIndex !== index) setOverIndex(index);
    },
    onDrop: (e: DragEvent, index: number) => {
      if (dragId === null) return;
      e.preventDefault();
      e.stopPropagation();
      const photo = photos.find((p) => p.id_imagen === dragId);
      setDragId(null);
      setOverIndex(null);
      if (photo) move(photo, index);
    },
    onDragEnd: () => {
      setDragId(null);
      setOverIndex(null);
    },
  };
  const zone = editable
    ? {
        onDragOver: (e: DragEvent) => {
          if (!isFileDrag(e)) return;
          e.preventDefault();
          e.dataTransfer.dropEffect = 'copy';
          setFilesOver(true);
        },
        onDragLeave: (e: DragEvent) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFilesOver(false);
        },
        onDrop: (e: DragEvent) => {
          if (!isFileDrag(e)) return;
          e.preventDefault();
          setFilesOver(false);
          void uploadFiles(Array.from(e.dataTransfer.files));
        },
      }
    : {};

  return (
    <Card variant="outlined" sx={{ mt: 1 }} data-testid="photo-manager" {...zone}>
      <CardHeader
        title={translate('app.fotos.title')}
        subheader={isPending ? ' ' : translate('app.fotos.count', { smart_count: photos.length })}
        action={
          editable ? (
            <Button variant="contained" startIcon={<AddPhotoAlternate />} onClick={() => input.current?.click()} disabled={working}>
              {translate('app.fotos.upload')}
            </Button>
          ) : null
        }
      />
      <CardContent sx={{ pt: 0 }}>
        <input ref={input} type="file" accept={ACCEPT} multiple hidden onChange={onPick} data-testid="photo-input" />
        {editable ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {translate('app.fotos.hint', { mb: MAX_MB, mp: MAX_MP })}
          </Typography>
        ) : null}
        {upload ? (
          <Box sx={{ mb: 2 }} role="status" aria-live="polite">
            <Typography variant="body2" sx={{ mb: 0.5 }}>
              {translate('app.fotos.uploading', { actual: upload.index, total: upload.count })} {upload.pct} %
            </Typography>
            <LinearProgress variant="determinate" value={upload.pct} sx={{ height: 8, borderRadius: 4 }} />
          </Box>
        ) : null}
        {errors.length ? (
          <Alert severity="error" onClose={() => setErrors([])} sx={{ mb: 2 }} data-testid="photo-errors">
            {errors.map((msg, i) => (
              <div key={i}>{msg}</div>
            ))}
          </Alert>
        ) : null}
        {loadError ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errorText(loadError)}
          </Alert>
        ) : null}
        <Box
          sx={{
            position: 'relative',
            borderRadius: 1,
            minHeight: 120,
            outline: filesOver ? '2px dashed' : 'none',
            outlineColor: 'primary.main',
            outlineOffset: 4,
          }}
        >
          {filesOver ? (
            <Box
              sx={{
                position: 'absolute',
                inset: 0,
                zIndex: 2,
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                bgcolor: 'action.selected',
                borderRadius: 1,
                pointerEvents: 'none',
              }}
            >
              <Typography variant="h6" color="primary">
                {translate('app.fotos.drop_here')}
              </Typography>
            </Box>
          ) : null}
          {isPending ? <LinearProgress /> : null}
          {!isPending && photos.length === 0 ? (
            <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
              {translate('app.fotos.empty')}
            </Typography>
          ) : null}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
            {photos.map((photo, index) => (
              <PhotoCard
                key={photo.id_imagen}
                photo={photo}
                index={index}
                count={photos.length}
                editable={editable}
                busy={working}
                dragging={dragId === photo.id_imagen}
                dropTarget={dragId !== null && overIndex === index && dragId !== photo.id_imagen}
                onMove={move}
                onPrincipal={(p) => void change(() => setPrincipal(p.id_imagen), 'app.fotos.principal_set', true)}
                onDelete={setToDelete}
                onTitle={(p, titulo) =>
                  change(async () => {
                    const saved = await updateTitle(p.id_imagen, titulo);
                    return photos.map((x) => (x.id_imagen === saved.id_imagen ? saved : x));
                  }, 'app.fotos.title_saved')
                }
                onPublic={(p) =>
                  void change(
                    async () => {
                      const saved = await setPublic(p.id_imagen, !p.publica);
                      return photos.map((x) => (x.id_imagen === saved.id_imagen ? saved : x));
                    },
                    p.publica ? 'app.fotos.publica_no' : 'app.fotos.publica_si',
                  )
                }
                onOpen={setPreview}
                {...drag}
              />
            ))}
          </Box>
        </Box>
      </CardContent>
      <Confirm
        isOpen={toDelete !== null}
        title={msg('app.fotos.delete')}
        content={msg('app.fotos.delete_confirm')}
        confirmColor="warning"
        onConfirm={() => {
          const photo = toDelete;
          setToDelete(null);
          if (photo) void change(() => deletePhoto(photo.id_imagen), 'app.fotos.deleted', photo.principal);
        }}
        onClose={() => setToDelete(null)}
      />
      <Dialog open={preview !== null} onClose={() => setPreview(null)} maxWidth="lg" fullWidth>
        {preview ? (
          <>
            <DialogTitle>{preview.titulo ?? translate('app.fotos.sin_titulo')}</DialogTitle>
            <DialogContent>
              <Box
                component="img"
                src={imageUrl(preview.archivo, preview.carpeta, 'G')}
                alt={preview.titulo ?? ''}
                sx={{ width: '100%', display: 'block', borderRadius: 1 }}
              />
            </DialogContent>
          </>
        ) : null}
      </Dialog>
    </Card>
  );
}
