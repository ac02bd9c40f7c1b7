// 'Inmuebles por Ofertar': the row action 'Pasar a disponible' of a property whose checklist is complete. While the
// edit permission is checked the button keeps its room, hidden and not greyed out: greyed out, MUI would fade its
// background from grey to blue once the check answered (white text on grey for a quarter second, what axe found in
// the a11y browser test). Once known, it is enabled for who may edit, and greyed out for who may not.
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuthProvider } from 'react-admin';
import { XofertarPage } from '../../src/resources/ofertantes/XofertarPage';
import ofertantes from '../../src/resources/ofertantes/schema';
import { fakeAuthProvider, renderView } from './render';
import { withServer } from './server';

/** The administrator's authProvider, whose edit checks of ofertantes answer only when `answer()` is called. */
function heldEditCheck(allow: boolean): { authProvider: AuthProvider; answer: () => void } {
  const base = fakeAuthProvider('Administrador');
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    answer: () => release(),
    authProvider: {
      ...base,
      canAccess: async (params) => {
        if (params.resource !== 'ofertantes' || params.action !== 'edit') return base.canAccess!(params);
        await held;
        return allow;
      },
    },
  };
}

/** The row action, by its label: hidden, a button has no accessible name for a role query to match. */
const pasar = () => {
  const button = document.querySelector<HTMLButtonElement>('button[aria-label="Pasar a disponible"]');
  if (!button) throw new Error('No se encontró «Pasar a disponible»');
  return button;
};

describe('Inmuebles por Ofertar', () => {
  withServer({
    seed: async (s) => {
      const id = await s.create(ofertantes, {
        estado: 'por_ofertar',
        exclusividad: true,
        exclusividad_hasta: '2027-06-30',
        partida_registral: 'P-12345678',
        chk_precio: true,
        chk_llave: true,
      });
      await s.patch(ofertantes, id, { imagen: 'principal.jpg' });
    },
  });

  it('keeps the row action hidden but not greyed out while the permission is checked, then enables it', async () => {
    const { authProvider, answer } = heldEditCheck(true);
    renderView('ofertantes', <XofertarPage />, { authProvider, path: '/procesos/xofertar/listado' });
    await waitFor(() => expect(pasar()).toBeInTheDocument());
    expect(pasar()).not.toBeVisible();
    expect(pasar()).toBeEnabled();
    expect(pasar()).not.toHaveClass('Mui-disabled');
    answer();
    await waitFor(() => expect(pasar()).toBeVisible());
    expect(pasar()).toBeEnabled();
  });

  it('greys it out, shown, for who may not edit the property', async () => {
    const { authProvider, answer } = heldEditCheck(false);
    renderView('ofertantes', <XofertarPage />, { authProvider, path: '/procesos/xofertar/listado' });
    await waitFor(() => expect(pasar()).toBeInTheDocument());
    answer();
    await waitFor(() => expect(pasar()).toBeVisible());
    expect(pasar()).toBeDisabled();
  });
});
