// The notifications bell (seed §2 Header, §4, §7): badge only above 0, the empty text, 'Sincronizado' with
// dd/MM/yyyy HH:mm:ss, click marks one read (marcar) and 'Marcar todo como leído' (borrar) reloads the list.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationsMenu } from '../../src/layout/NotificationsMenu';
import { renderView } from './render';

interface Noti {
  id: number;
  mensaje: string;
  fecha: string;
  leida: boolean;
  recurso: string | null;
  id_registro: number | null;
}

let notis: Noti[];
let posts: { path: string; body: Record<string, string> }[];

beforeEach(() => {
  localStorage.setItem('token', 'token-de-prueba-1234567890');
  localStorage.setItem('ingreso', String(Date.now()));
  posts = [];
  notis = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const path = url.pathname.replace(/^\/api/, '');
      const body = Object.fromEntries(
        new URLSearchParams(typeof init?.body === 'string' ? init.body : init?.body instanceof URLSearchParams ? init.body.toString() : ''),
      );
      const json = (status: number, data: unknown) => new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json' } });
      if (path === '/notificaciones/listado') {
        return json(200, { status: 'success', data: notis, total: notis.length, no_leidas: notis.filter((n) => !n.leida).length });
      }
      posts.push({ path, body });
      if (path === '/notificaciones/marcar') {
        notis = notis.map((n) => (String(n.id) === body.idnoti ? { ...n, leida: true } : n));
        return json(200, { status: 'success', data: { id: Number(body.idnoti), leida: true }, msg: 'Notificación marcada como leída.' });
      }
      if (path === '/notificaciones/borrar') {
        notis = notis.map((n) => ({ ...n, leida: true }));
        return json(200, { status: 'success', data: { marcadas: 2 }, msg: 'Se marcaron todas como leídas.' });
      }
      return json(404, { status: 'error', msg: 'La dirección solicitada no existe.' });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const badge = () => screen.getByTestId('notifications-badge');

describe('NotificationsMenu', () => {
  it('no notifications: no badge, the exact empty text, and the Sincronizado time', async () => {
    renderView('citas', <NotificationsMenu />);
    fireEvent.click(screen.getByTestId('notifications-button'));
    expect(await screen.findByText('No se encontraron notificaciones.')).toBeInTheDocument();
    expect(badge()).toHaveClass('MuiBadge-invisible');
    await waitFor(() =>
      expect(screen.getByTestId('notifications-synced').textContent).toMatch(/^Sincronizado \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/),
    );
    expect(screen.getByTestId('notifications-body')).toHaveStyle({ maxHeight: '400px' });
  });

  it('unread count in the badge; a click marks one read and opens its record; mark all reloads', async () => {
    notis = [
      {
        id: 2,
        mensaje: 'Se modificó su cita (fecha): Visita del 25/11/2026 a las 10:00.',
        fecha: '2026-11-21T15:00:00.000Z',
        leida: false,
        recurso: 'citas',
        id_registro: 9,
      },
      {
        id: 1,
        mensaje: 'Se le asignó una cita: Visita del 24/11/2026 a las 10:00.',
        fecha: '2026-11-21T14:00:00.000Z',
        leida: false,
        recurso: null,
        id_registro: null,
      },
    ];
    const view = renderView('citas', <NotificationsMenu />, { path: '/dashboard/sales-dashboard' });
    await waitFor(() => expect(badge()).toHaveTextContent('2'));
    fireEvent.click(screen.getByTestId('notifications-button'));
    const menu = await screen.findByTestId('notifications-menu');
    expect(within(menu).getByText('21/11/2026 10:00:00')).toBeInTheDocument();
    fireEvent.click(within(menu).getByText(/Se modificó su cita/));
    await waitFor(() => expect(view.location()).toBe('/citas/9/show'));
    expect(posts[0]).toEqual({ path: '/notificaciones/marcar', body: { idnoti: '2', authorization: 'token-de-prueba-1234567890' } });
    await waitFor(() => expect(badge()).toHaveTextContent('1'));
    fireEvent.click(screen.getByTestId('notifications-button'));
    fireEvent.click(await screen.findByTestId('notifications-mark-all'));
    expect(await screen.findByText('Se marcaron todas como leídas.')).toBeInTheDocument();
    await waitFor(() => expect(badge()).toHaveClass('MuiBadge-invisible'));
    expect(posts[1]!.path).toBe('/notificaciones/borrar');
    expect(posts[1]!.body.idusu).toBe('1');
  });

  it('renders a notification as text: markup in it is shown, never run or parsed (issue 8 §4)', async () => {
    notis = [
      {
        id: 3,
        mensaje: 'Cita en <img src=x onerror="alert(1)"><b>Larco</b>',
        fecha: '2026-11-21T15:00:00.000Z',
        leida: false,
        recurso: null,
        id_registro: null,
      },
    ];
    renderView('citas', <NotificationsMenu />);
    fireEvent.click(screen.getByTestId('notifications-button'));
    const item = await screen.findByTestId('notification-3');
    expect(item.textContent).toContain('<img src=x onerror="alert(1)"><b>Larco</b>');
    expect(item.querySelector('img, b')).toBeNull();
  });
});
