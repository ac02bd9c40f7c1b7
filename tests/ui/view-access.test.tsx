// A module's address opened without a session (a link pasted in a new browser, a bookmark after signing out) leads to
// the login page, and with the screen locked to the lock page: never to the layout with 'Acceso denegado', which the
// role check alone would show for want of an identity. Through the real authProvider and local storage.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authProvider, LOCK_ROUTE, LOGIN_ROUTE } from '../../src/authProvider';
import { markLocked, saveLogin } from '../../src/authProvider/session';
import { renderAdmin } from './render';

// The whole admin rendered per case (twice in the first): 25 s alone at load 16, past the default 30 s under CI's.
describe('a module address and the session', { timeout: 90_000 }, () => {
  it('without a session, a module list and a record open the login page, not «Acceso denegado»', async () => {
    for (const path of ['/glosario', '/glosario/3/show']) {
      const { location, unmount } = renderAdmin({ path, authProvider });
      await waitFor(() => expect(location()).toBe(LOGIN_ROUTE));
      expect(screen.queryByText('Acceso denegado')).toBeNull();
      unmount();
    }
  });

  it('with the screen locked, the address opens the lock page', async () => {
    saveLogin('token-de-prueba', { sub: 1, nombre: 'Ana', apellido: 'Ríos', tipo: 'Administrador', imagenmini: '' });
    markLocked('/dashboard/sales-dashboard');
    const { location } = renderAdmin({ path: '/glosario', authProvider });
    await waitFor(() => expect(location()).toBe(LOCK_ROUTE));
    expect(screen.queryByText('Acceso denegado')).toBeNull();
  });
});
