// /auth/block: the user's name and avatar, the password, and back to the route saved when locking.
import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { Alert, Avatar, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { HttpError, useLogout } from 'react-admin';
import { useT } from '../i18n/useT';
import { currentIdentity, LOGIN_ROUTE, unlockScreen } from '../authProvider';
import { avatarUrl } from '../lib/images';
import { isLocked, isSessionValid } from '../authProvider/session';
import { AuthCard } from './AuthCard';

export function LockPage() {
  const translate = useT();
  const navigate = useNavigate();
  const logout = useLogout();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const identity = currentIdentity();

  if (!isSessionValid() || !identity) return <Navigate to={LOGIN_ROUTE} replace />;
  if (!isLocked()) return <Navigate to="/dashboard/sales-dashboard" replace />;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      navigate(await unlockScreen(password), { replace: true });
    } catch (err) {
      if (err instanceof HttpError && err.status === 401) {
        void logout({ salir: true });
        return;
      }
      setError(
        err instanceof TypeError ? translate('app.auth.no_connection') : err instanceof Error ? err.message : translate('app.auth.wrong_password'),
      );
      setBusy(false);
    }
  };

  return (
    <AuthCard title={translate('app.auth.locked_title')} subtitle={translate('app.auth.locked_subtitle')}>
      <Stack spacing={2} alignItems="center" sx={{ mb: 2 }}>
        <Avatar src={avatarUrl(identity.imagenmini)} sx={{ width: 72, height: 72 }} alt={`${identity.nombre} ${identity.apellido}`} />
        <Typography variant="h6" data-testid="lock-name">{`${identity.nombre} ${identity.apellido}`}</Typography>
      </Stack>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack spacing={2}>
          {error ? (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          ) : null}
          <TextField
            label={translate('app.auth.password')}
            type="password"
            name="password"
            autoFocus
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <Button type="submit" variant="contained" size="large" disabled={busy || !password}>
            {translate('app.auth.unlock')}
          </Button>
          <Link component="button" type="button" variant="body2" onClick={() => void logout({ salir: true })}>
            {translate('app.auth.not_you')}
          </Link>
        </Stack>
      </form>
    </AuthCard>
  );
}
