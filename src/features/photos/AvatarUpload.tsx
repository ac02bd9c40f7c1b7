// The avatar with a 'Cambiar foto' button: the caller's own (Mi Perfil) or, with `idUsuario`, another user's
// (usuarios edit view, administrators). When the changed avatar is the caller's, the stored identity's imagenmini
// is updated so the header shows it at once.
import { useRef, useState, type ChangeEvent } from 'react';
import { Avatar, Box, Button, CircularProgress, Typography } from '@mui/material';
import PhotoCamera from '@mui/icons-material/PhotoCamera';
import { useGetIdentity, useLogoutIfAccessDenied, useNotify, useRecordContext } from 'react-admin';
import { useT } from '../../i18n/useT';
import { avatarUrl } from '../../lib/images';
import { KEYS, parseIdentity } from '../../authProvider/session';
import { ACCEPT, errorText, MAX_MB, uploadAvatar, type AvatarResult } from './api';
import type { UsuarioRecord } from '../../resources/usuarios/dataProvider';

export interface AvatarUploadProps {
  /** The current avatar file name. */
  readonly file: string | null | undefined;
  /** Another user's id (administrators); absent for the caller's own avatar. */
  readonly idUsuario?: number | string;
  readonly size?: number;
  readonly onUploaded?: (result: AvatarResult) => void;
}

/** Keeps the stored identity in step when the caller's own avatar changed. */
export function storeOwnAvatar(result: AvatarResult): boolean {
  const identity = parseIdentity(localStorage.getItem(KEYS.identity));
  if (!identity || identity.sub !== result.identity.sub) return false;
  localStorage.setItem(KEYS.identity, JSON.stringify({ ...identity, imagenmini: result.identity.imagenmini }));
  return true;
}

export function AvatarUpload({ file, idUsuario, size = 72, onUploaded }: AvatarUploadProps) {
  const translate = useT();
  const notify = useNotify();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const { refetch } = useGetIdentity();
  const input = useRef<HTMLInputElement>(null);
  const [pct, setPct] = useState<number | null>(null);
  const [current, setCurrent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const shown = current ?? file;

  const onPick = async (e: ChangeEvent<HTMLInputElement>) => {
    const picked = e.target.files?.[0];
    e.target.value = '';
    if (!picked) return;
    setError(null);
    if (picked.size > MAX_MB * 1024 * 1024) {
      setError(translate('app.fotos.errors.too_large', { archivo: picked.name, mb: MAX_MB }));
      return;
    }
    setPct(0);
    try {
      const result = await uploadAvatar(picked, idUsuario, (loaded, total) => setPct(Math.round((loaded / total) * 100)));
      setCurrent(result.imagen);
      if (storeOwnAvatar(result)) void refetch();
      onUploaded?.(result);
      notify('app.fotos.avatar_saved', { type: 'success' });
    } catch (err) {
      void logoutIfAccessDenied(err);
      setError(errorText(err));
    } finally {
      setPct(null);
    }
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }} data-testid="avatar-upload">
      <Box sx={{ position: 'relative', width: size, height: size, flex: 'none' }}>
        <Avatar src={avatarUrl(shown)} sx={{ width: size, height: size }} alt={translate('app.perfil.avatar')} />
        {pct !== null ? (
          <CircularProgress variant="determinate" value={pct} size={size + 8} sx={{ position: 'absolute', top: -4, left: -4 }} />
        ) : null}
      </Box>
      <Box>
        <Button size="small" variant="outlined" startIcon={<PhotoCamera />} onClick={() => input.current?.click()} disabled={pct !== null}>
          {translate('app.fotos.avatar_change')}
        </Button>
        <Typography
          variant="caption"
          display="block"
          color={error ? 'error' : 'text.secondary'}
          sx={{ mt: 0.5, maxWidth: 320 }}
          role={error ? 'alert' : undefined}
        >
          {error ?? translate('app.fotos.avatar_hint', { mb: MAX_MB })}
        </Typography>
      </Box>
      <input ref={input} type="file" accept={ACCEPT} hidden onChange={(e) => void onPick(e)} data-testid="avatar-input" />
    </Box>
  );
}

/**
 * For the usuarios edit view: the avatar of the user in the record context. It is saved at once (not with the
 * form), and the form is not refreshed, so unsaved edits of the other fields stay.
 */
export function UsuarioAvatarUpload() {
  const record = useRecordContext<UsuarioRecord>();
  const translate = useT();
  if (!record) return null;
  return (
    <Box sx={{ mt: 1, mb: 2 }}>
      <Typography variant="subtitle2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.perfil.avatar')}
      </Typography>
      <AvatarUpload file={record.imagen} idUsuario={record.id_usuario} size={56} />
    </Box>
  );
}
