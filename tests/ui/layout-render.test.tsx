// The shell (src/layout/Layout.tsx) on an address change: react-admin renders the layout again with the new route as
// its children on every page, sort or record opened; the header, the sidebar, the footer, the settings panel and
// 'volver arriba' must not render again with it (issue 26 §11: before the list's request could leave, a page change
// rendered the whole shell; the header's carts and bell rendered again until their session hooks stopped reading
// the address).
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../src/i18n';
import { Layout } from '../../src/layout/Layout';
import { renderShell } from './shell';

/**
 * The shell's own texts (outside the menu's links: the menu reads the address itself, tests/ui/menu.test.tsx), the
 * header's carts and bell among them: their session hooks read the address (src/dataProvider/session.tsx).
 */
const SHELL_TEXTS = /^app\.(?:footer|shell|header|carrito|notificaciones)\b/;
const MENU_LABEL = 'app.shell.menu_principal';

const STOPS = ['/ofertantes?page=2', '/ofertantes?sort=precio&order=ASC', '/ofertantes/7/show'];

function Route() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (
    <>
      <p data-testid="route">{`${pathname}${search}`}</p>
      {STOPS.map((to) => (
        <button key={to} type="button" onClick={() => navigate(to)}>
          {`ir a ${to}`}
        </button>
      ))}
    </>
  );
}

/** As react-admin's routes: each address renders the layout again, with a new route element as its children. */
function Admin() {
  useLocation();
  return (
    <Layout>
      <Route />
    </Layout>
  );
}

describe('Layout', () => {
  it('renders only the route (not the header, sidebar, footer or settings panel) when the address changes', async () => {
    const shell = renderShell(<Admin />, '/ofertantes');
    const translated = () => shell.count(SHELL_TEXTS, MENU_LABEL);
    await screen.findByText('ir a /ofertantes/7/show');
    expect(screen.getByRole('contentinfo')).toHaveTextContent(i18nProvider.translate('app.footer'));
    // Settled (the identity and the preferences arrive after the first render): no new translation for a second.
    let before = -1;
    while (before !== translated()) {
      before = translated();
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    expect(before).toBeGreaterThan(0);
    for (const to of STOPS) {
      fireEvent.click(screen.getByRole('button', { name: `ir a ${to}` }));
      await waitFor(() => expect(screen.getByTestId('route')).toHaveTextContent(to));
    }
    expect(translated()).toBe(before);
  });
});
