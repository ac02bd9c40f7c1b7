// One photo of the PhotoManager grid: the M picture, the main-photo star, move left/right, delete and title edit.
import { useState, type DragEvent, type KeyboardEvent } from 'react';
import { Box, Card, CardActions, CardMedia, Chip, IconButton, TextField, Tooltip, Typography } from '@mui/material';
import Check from '@mui/icons-material/Check';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Close from '@mui/icons-material/Close';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import DragIndicator from '@mui/icons-material/DragIndicator';
import Edit from '@mui/icons-material/Edit';
import Public from '@mui/icons-material/Public';
import PublicOff from '@mui/icons-material/PublicOff';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import { useT } from '../../i18n/useT';
import { imageUrl, NO_IMAGE } from '../../lib/images';
import type { Photo } from '../../features/photos/api';

export const TITULO_MAX = 120;

export interface PhotoCardProps {
  readonly photo: Photo;
  readonly index: number;
  readonly count: number;
  readonly editable: boolean;
  readonly busy: boolean;
  /** Drag state of the grid: this card is being dragged / another card is over this one. */
  readonly dragging: boolean;
  readonly dropTarget: boolean;
  readonly onMove: (photo: Photo, to: number) => void;
  readonly onPrincipal: (photo: Photo) => void;
  readonly onDelete: (photo: Photo) => void;
  readonly onTitle: (photo: Photo, titulo: string) => Promise<boolean>;
  /** Shows or hides the photo on the property's public page. */
  readonly onPublic: (photo: Photo) => void;
  readonly onOpen: (photo: Photo) => void;
  readonly onDragStart: (e: DragEvent, photo: Photo) => void;
  readonly onDragOver: (e: DragEvent, index: number) => void;
  readonly onDrop: (e: DragEvent, index: number) => void;
  readonly onDragEnd: () => void;
}

function TitleEditor({ photo, onSave, onCancel }: { photo: Photo; onSave: (t: string) => void; onCancel: () => void }) {
  const translate = useT();
  const [value, setValue] = useState(photo.titulo ?? '');
  const tooLong = value.trim().length > TITULO_MAX;
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Enter' && !tooLong) onSave(value);
    if (e.key === 'Escape') onCancel();
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
      <TextField
        size="small"
        fullWidth
        autoFocus
        value={value}
        label={translate('app.fotos.titulo')}
        onChange={(e) => setValue(e.target.value)}
        onKeyDown={onKey}
        error={tooLong}
        helperText={tooLong ? translate('app.fotos.errors.titulo_max', { max: TITULO_MAX }) : undefined}
        slotProps={{ htmlInput: { maxLength: TITULO_MAX + 20, 'aria-label': translate('app.fotos.titulo') } }}
      />
      <Tooltip title={translate('ra.action.save')}>
        <span>
          <IconButton size="small" color="primary" disabled={tooLong} onClick={() => onSave(value)} aria-label={translate('ra.action.save')}>
            <Check />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={translate('ra.action.cancel')}>
        <IconButton size="small" onClick={onCancel} aria-label={translate('ra.action.cancel')}>
          <Close />
        </IconButton>
      </Tooltip>
    </Box>
  );
}

export function PhotoCard(props: PhotoCardProps) {
  const { photo, index, count, editable, busy, dragging, dropTarget } = props;
  const translate = useT();
  const [editing, setEditing] = useState(false);
  const save = async (titulo: string) => {
    if (await props.onTitle(photo, titulo)) setEditing(false);
  };
  return (
    <Card
      variant="outlined"
      data-testid="foto"
      data-id={photo.id_imagen}
      draggable={editable && !editing && !busy}
      onDragStart={(e) => props.onDragStart(e, photo)}
      onDragOver={(e) => props.onDragOver(e, index)}
      onDrop={(e) => props.onDrop(e, index)}
      onDragEnd={props.onDragEnd}
      sx={{
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        opacity: dragging ? 0.45 : 1,
        borderColor: dropTarget ? 'primary.main' : photo.principal ? 'warning.main' : undefined,
        borderWidth: dropTarget || photo.principal ? 2 : 1,
        cursor: editable && !editing ? 'grab' : 'default',
        transition: 'opacity 120ms, border-color 120ms',
      }}
    >
      <CardMedia
        component="img"
        image={imageUrl(photo.archivo, photo.carpeta, 'M')}
        alt={photo.titulo ?? translate('app.fotos.sin_titulo')}
        onClick={() => props.onOpen(photo)}
        onError={(e) => {
          const img = e.currentTarget;
          if (!img.src.endsWith(NO_IMAGE)) img.src = NO_IMAGE;
        }}
        draggable={false}
        sx={{ aspectRatio: '373 / 275', objectFit: 'cover', cursor: 'zoom-in', bgcolor: 'action.hover' }}
      />
      {photo.principal ? (
        <Chip
          icon={<Star />}
          label={translate('app.fotos.principal')}
          size="small"
          color="warning"
          sx={{ position: 'absolute', top: 8, left: 8, fontWeight: 600, boxShadow: 1 }}
        />
      ) : null}
      {editable ? (
        <Tooltip title={translate('app.fotos.drag')}>
          <DragIndicator sx={{ position: 'absolute', top: 8, right: 8, color: '#fff', filter: 'drop-shadow(0 0 2px rgba(0,0,0,.8))' }} />
        </Tooltip>
      ) : null}
      <Box sx={{ px: 1.5, pt: 1, minHeight: 40 }}>
        {editing ? (
          <TitleEditor photo={photo} onSave={(t) => void save(t)} onCancel={() => setEditing(false)} />
        ) : (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <Typography
              variant="body2"
              noWrap
              sx={{ flex: 1, color: photo.titulo ? 'text.primary' : 'text.secondary', fontStyle: photo.titulo ? 'normal' : 'italic' }}
              title={photo.titulo ?? ''}
            >
              {photo.titulo ?? translate('app.fotos.sin_titulo')}
            </Typography>
            {editable ? (
              <Tooltip title={translate('app.fotos.edit_title')}>
                <IconButton size="small" onClick={() => setEditing(true)} disabled={busy} aria-label={translate('app.fotos.edit_title')}>
                  <Edit fontSize="small" />
                </IconButton>
              </Tooltip>
            ) : null}
          </Box>
        )}
      </Box>
      {editable ? (
        <CardActions sx={{ pt: 0, mt: 'auto', justifyContent: 'space-between' }}>
          <Tooltip title={translate(photo.principal ? 'app.fotos.principal' : 'app.fotos.make_principal')}>
            <span>
              <IconButton
                size="small"
                color="warning"
                disabled={busy || photo.principal}
                onClick={() => props.onPrincipal(photo)}
                aria-label={translate('app.fotos.make_principal')}
                aria-pressed={photo.principal}
                sx={{ '&.Mui-disabled': { color: photo.principal ? 'warning.main' : undefined } }}
              >
                {photo.principal ? <Star /> : <StarBorder />}
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={translate(photo.publica ? 'app.fotos.publica_ocultar' : 'app.fotos.publica_mostrar')}>
            <span>
              <IconButton
                size="small"
                color={photo.publica ? 'primary' : 'default'}
                disabled={busy}
                onClick={() => props.onPublic(photo)}
                aria-label={translate('app.fotos.publica')}
                aria-pressed={photo.publica}
              >
                {photo.publica ? <Public /> : <PublicOff />}
              </IconButton>
            </span>
          </Tooltip>
          <Box>
            <Tooltip title={translate('app.fotos.move_left')}>
              <span>
                <IconButton
                  size="small"
                  disabled={busy || index === 0}
                  onClick={() => props.onMove(photo, index - 1)}
                  aria-label={translate('app.fotos.move_left')}
                >
                  <ChevronLeft />
                </IconButton>
              </span>
            </Tooltip>
            <Tooltip title={translate('app.fotos.move_right')}>
              <span>
                <IconButton
                  size="small"
                  disabled={busy || index === count - 1}
                  onClick={() => props.onMove(photo, index + 1)}
                  aria-label={translate('app.fotos.move_right')}
                >
                  <ChevronRight />
                </IconButton>
              </span>
            </Tooltip>
            <Tooltip title={translate('app.fotos.delete')}>
              <span>
                <IconButton
                  size="small"
                  color="error"
                  disabled={busy}
                  onClick={() => props.onDelete(photo)}
                  aria-label={translate('app.fotos.delete')}
                >
                  <DeleteOutline />
                </IconButton>
              </span>
            </Tooltip>
          </Box>
        </CardActions>
      ) : null}
    </Card>
  );
}
