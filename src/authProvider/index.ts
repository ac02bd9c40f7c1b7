// react-admin authProvider: login by POST /login (field json), the seed's 24 h session, the lock screen and roles.
import type { AuthProvider } from 'react-admin';
import { canAccess } from '../framework/access';
import { isAction } from '../framework/schema';
import { findModule } from '../resources/registry';
import { LIBRARY_SCHEMAS } from '../features/biblioteca/resources';
import { apiPost, apiPostJson } from '../dataProvider/http';
import { avatarUrl } from '../lib/images';
import { clearSession, getToken, isLocked, isSessionValid, KEYS, markLocked, markUnlocked, parseIdentity, type Identity } from './session';
import { HOME_ROUTE, LOCK_ROUTE, LOGIN_ROUTE } from './routes';
import { signIn } from './signIn';

export { HOME_ROUTE, LOCK_ROUTE, LOGIN_ROUTE } from './routes';
export { NO_CONNECTION } from './signIn';

export function currentIdentity(): Identity | null {
  return parseIdentity(localStorage.getItem(KEYS.identity));
}

export async function lockScreen(route: string): Promise<void> {
  markLocked(route);
  try {
    await apiPost('/bloquear');
  } catch (e) {
    console.error('No se pudo bloquear la sesión en el servidor', e);
  }
}

/** Checks the password on the server; returns the route saved when locking. */
export async function unlockScreen(password: string): Promise<string> {
  await apiPostJson('/desbloquear', { password });
  return markUnlocked();
}

interface LogoutParams {
  /** 'Salir': sign out even from the lock screen. */
  readonly salir?: boolean;
}

export const authProvider: AuthProvider = {
  async login(params: { usuario: string; password: string }) {
    await signIn(params.usuario, params.password);
    return { redirectTo: HOME_ROUTE };
  },

  async logout(params?: LogoutParams) {
    if (isLocked() && getToken() && !params?.salir) return LOCK_ROUTE;
    if (getToken()) {
      try {
        await apiPost('/logout');
      } catch {
        // The token is dropped locally in any case; the server expires it within 24 h.
      }
    }
    clearSession();
    return LOGIN_ROUTE;
  },

  async checkAuth() {
    if (!isSessionValid()) {
      const hadToken = getToken() !== null;
      clearSession();
      throw { redirectTo: LOGIN_ROUTE, message: hadToken ? 'app.auth.expired' : false };
    }
    if (isLocked()) throw { redirectTo: LOCK_ROUTE, logoutUser: false, message: false };
  },

  async checkError(error: { status?: number }) {
    if (error?.status === 401) {
      clearSession();
      throw { redirectTo: LOGIN_ROUTE, message: 'app.errors.unauthorized' };
    }
    if (error?.status === 423) {
      if (!isLocked()) markLocked(window.location.pathname + window.location.search);
      throw { redirectTo: LOCK_ROUTE, logoutUser: false, message: false };
    }
  },

  async getIdentity() {
    const identity = currentIdentity();
    if (!identity) throw new Error('Sin identidad');
    return { id: identity.sub, fullName: `${identity.nombre} ${identity.apellido}`.trim(), avatar: avatarUrl(identity.imagenmini), ...identity };
  },

  async getPermissions() {
    return currentIdentity()?.tipo ?? null;
  },

  async canAccess({ resource, action, record }) {
    const identity = currentIdentity();
    if (!identity) return false;
    const schema = findModule(resource) ?? LIBRARY_SCHEMAS.find((m) => m.name === resource);
    if (!schema) return true;
    // An action no module declares (react-admin's 'clone', …) is refused, as canAccess refuses it.
    return isAction(action) && canAccess(identity.tipo, schema, action, record, identity.sub);
  },
};
