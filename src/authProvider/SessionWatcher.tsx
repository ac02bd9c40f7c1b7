// Keeps every open tab in step with the session: sign-out and lock in one tab reach the others (storage
// events), and a login older than 24 hours is signed out while the app stays open (checked every 30 s and
// whenever the window regains focus).
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { HOME_ROUTE, LOCK_ROUTE, LOGIN_ROUTE } from './routes';
import { clearSession, getToken, isLocked, isSessionValid, KEYS } from './session';

const CHECK_EVERY_MS = 30_000;

export function SessionWatcher() {
  const navigate = useNavigate();
  const location = useLocation();
  const onAuthPage = location.pathname.startsWith('/auth');

  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key !== null && !Object.values(KEYS).includes(e.key as (typeof KEYS)[keyof typeof KEYS])) return;
      if (!getToken()) navigate(LOGIN_ROUTE, { replace: true });
      else if (isLocked()) navigate(LOCK_ROUTE, { replace: true });
      else if (location.pathname === LOCK_ROUTE) navigate(localStorage.getItem(KEYS.urlSistema) ?? HOME_ROUTE, { replace: true });
      else if (location.pathname === LOGIN_ROUTE && isSessionValid()) navigate(HOME_ROUTE, { replace: true });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [navigate, location.pathname]);

  useEffect(() => {
    if (onAuthPage && location.pathname === LOGIN_ROUTE) return undefined;
    const check = () => {
      if (getToken() && !isSessionValid()) {
        clearSession();
        navigate(LOGIN_ROUTE, { replace: true });
      }
    };
    check();
    const timer = window.setInterval(check, CHECK_EVERY_MS);
    window.addEventListener('focus', check);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', check);
    };
  }, [navigate, onAuthPage, location.pathname]);

  return null;
}
