// The sidebar (src/layout/Menu.tsx): its links follow the address, and a URL change (a page, a sort, a record opened)
// draws again only the links whose active state changed, not all of them (issue 26 §11: react-admin's MenuItemLink
// and react-router's Link read the location, so every link re-rendered on every click in a list).
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Menu } from '../../src/layout/Menu';
import { renderShell } from './shell';

function GoTo({ to }: { readonly to: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(to)}>
      {`ir a ${to}`}
    </button>
  );
}

const STOPS = [
  '/ofertantes?page=2',
  '/ofertantes?sort=precio&order=ASC',
  '/ofertantes/7/show',
  '/ofertantes/7/show/fotos',
  '/favoritos/carrito/listado',
];

function renderMenu(at: string) {
  return renderShell(
    <>
      <Menu />
      {STOPS.map((to) => (
        <GoTo key={to} to={to} />
      ))}
    </>,
    at,
  );
}

const link = (name: string) => screen.getByRole('link', { name });

describe('Menu', () => {
  it('marks the current page and redraws only the links whose active state changed', async () => {
    const menu = renderMenu('/ofertantes');
    await waitFor(() => expect(link('Ofertantes')).toHaveAttribute('aria-current', 'page'));
    expect(link('Ofertantes')).toHaveClass('RaMenuItemLink-active');
    // Two page links (their titles come from the catalogue): Carrito de ofertantes is in the same area as
    // Ofertantes, Dashboard in another.
    const carrito = 'app.menu.carrito';
    const dashboard = 'app.menu.dashboard';
    const carritoBefore = menu.count(carrito);
    const dashboardBefore = menu.count(dashboard);
    expect(carritoBefore).toBeGreaterThan(0);
    for (const to of STOPS.slice(0, 4)) {
      fireEvent.click(screen.getByRole('button', { name: `ir a ${to}` }));
      await waitFor(() => expect(menu.location()).toBe(to));
      expect(link('Ofertantes')).toHaveAttribute('aria-current', 'page');
    }
    expect(menu.count(carrito)).toBe(carritoBefore);
    expect(menu.count(dashboard)).toBe(dashboardBefore);
    // Another page of the same area: the two links that changed are drawn again, the other areas' are not.
    fireEvent.click(screen.getByRole('button', { name: 'ir a /favoritos/carrito/listado' }));
    await waitFor(() => expect(link('Carrito Ofertantes')).toHaveAttribute('aria-current', 'page'));
    expect(link('Ofertantes')).not.toHaveAttribute('aria-current');
    expect(link('Ofertantes')).not.toHaveClass('RaMenuItemLink-active');
    expect(menu.count(carrito)).toBeGreaterThan(carritoBefore);
    expect(menu.count(dashboard)).toBe(dashboardBefore);
  });

  it('follows a link inside the app, and leaves a ctrl-click (a new tab) to the browser', async () => {
    const menu = renderMenu('/dashboard/sales-dashboard');
    fireEvent.click(await screen.findByTestId('menu-area-favoritos'));
    await waitFor(() => expect(link('Ofertantes')).toHaveAttribute('href', '/ofertantes'));
    expect(screen.getByRole('link', { name: 'Nuevo ofertante' })).toHaveAttribute('href', '/ofertantes/create');
    // Left to the browser: the click reaches the document not prevented (here it is stopped: jsdom cannot open a tab).
    const leftToBrowser: boolean[] = [];
    const keep = (event: MouseEvent) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', keep);
    fireEvent.click(link('Ofertantes'), { ctrlKey: true });
    document.removeEventListener('click', keep);
    expect(leftToBrowser).toEqual([true]);
    expect(menu.location()).toBe('/dashboard/sales-dashboard');
    fireEvent.click(link('Ofertantes'));
    await waitFor(() => expect(menu.location()).toBe('/ofertantes'));
    expect(link('Ofertantes')).toHaveAttribute('aria-current', 'page');
    fireEvent.click(screen.getByRole('link', { name: 'Nuevo ofertante' }));
    await waitFor(() => expect(menu.location()).toBe('/ofertantes/create'));
  });
});
