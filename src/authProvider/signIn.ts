// Signing in: POST /login (field json) and the session stored as the seed stores it. Used by the login page, which
// renders before react-admin loads, and by the authProvider's login.
import { HttpError } from 'react-admin';
import { apiPostJson } from '../dataProvider/http';
import { translate } from '../i18n/translate';
import { saveLogin, type Identity } from './session';

export const NO_CONNECTION = translate('app.auth.no_connection');

/** Calls whose failure means the server could not be reached (fetch rejects with a TypeError). */
export function isTransportFailure(e: unknown): boolean {
  return e instanceof TypeError || (e instanceof HttpError && e.status >= 502 && e.status <= 504);
}

export async function signIn(usuario: string, password: string): Promise<void> {
  let response;
  try {
    response = await apiPostJson<null>('/login', { usuario, password }, { auth: false });
  } catch (e) {
    if (isTransportFailure(e)) throw new Error(NO_CONNECTION);
    throw e;
  }
  const { token, identity } = response as unknown as { token: string; identity: Identity };
  saveLogin(token, identity);
}
