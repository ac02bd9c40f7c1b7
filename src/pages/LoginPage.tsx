// /auth/login: POST /login with the field json; a valid session goes straight to the dashboard. Rendered outside
// <Admin> (App.tsx), so that the form paints before react-admin's heavy parts load: no react-admin hooks here.
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, Navigate, useNavigate } from 'react-router-dom';
import { Alert, Box, Button, CircularProgress, Divider, Link, Stack, TextField } from '@mui/material';
import MenuBook from '@mui/icons-material/MenuBook';
import { HOME_ROUTE } from '../authProvider/routes';
import { isLocked, isSessionValid } from '../authProvider/session';
import { signIn } from '../authProvider/signIn';
import { translate } from '../i18n/translate';
import { preloadSignedInShell } from '../shellChunks';
import { AuthCard } from './AuthCard';

export function LoginPage() {
  const navigate = useNavigate();
  const [usuario, setUsuario] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (isSessionValid() && !isLocked()) return <Navigate to={HOME_ROUTE} replace />;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setBusy(true);
    try {
      await signIn(usuario.trim(), password);
      navigate(HOME_ROUTE);
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : translate('app.auth.invalid'));
      setBusy(false);
    }
  };

  return (
    <AuthCard title={translate('app.auth.title')} subtitle={translate('app.auth.subtitle')}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack spacing={2}>
          {error ? (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          ) : null}
          <TextField
            label={translate('app.auth.usuario')}
            name="usuario"
            autoComplete="username"
            autoFocus
            required
            value={usuario}
            onChange={(e) => {
              preloadSignedInShell();
              setUsuario(e.target.value);
            }}
          />
          <TextField
            label={translate('app.auth.password')}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => {
              preloadSignedInShell();
              setPassword(e.target.value);
            }}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={busy || !usuario || !password}
            startIcon={busy ? <CircularProgress size={18} color="inherit" /> : null}
          >
            {translate('app.auth.sign_in')}
          </Button>
        </Stack>
      </form>
      <Divider sx={{ mt: 3, mb: 1.5 }} />
      <Box component="footer" sx={{ textAlign: 'center' }}>
        <Link
          component={RouterLink}
          to="/libro-de-reclamaciones"
          variant="body2"
          underline="hover"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
        >
          <MenuBook fontSize="small" />
          {translate('app.libro.link_login')}
        </Link>
      </Box>
    </AuthCard>
  );
}
