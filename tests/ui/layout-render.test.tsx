// The shell (src/layout/Layout.tsx) on an address change: react-admin renders the layout again with the new route as
// its children on every page, sort or record opened; the header, the sidebar, the footer, the settings panel and
// 'volver arriba' must not render again with it (issue 26 §11: before the list's request could leave, a page change
// rendered the whole shell).
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AdminContext, TestMemoryRouter, memoryStore, type I18nProvider } from 'react-admin';
import { i18nProvider } from '../../src/i18n';
import { Layout } from '../../src/layout/Layout';
import { lightTheme } from '../../src/theme';
import { fakeAuthProvider } from './render';

/** The app's catalogue, counting the translations of the shell's own texts (outside the menu's links). */
function countingI18n(): { provider: I18nProvider; shell: () => number } {
  let shell = 0;
  return {
    provider: {
      ...i18nProvider,
      translate: (key, options) => {
        // The menu reads the address itself (its links' state, tests/ui/menu.test.tsx): its own label is not counted.
        if (/^app\.(?:footer|shell|header)\b/.test(key) && key !== 'app.shell.menu_principal') shell += 1;
        return i18nProvider.translate(key, options);
      },
    },
    shell: () => shell,
  };
}

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
    const i18n = countingI18n();
    render(
      <TestMemoryRouter initialEntries={['/ofertantes']}>
        <AdminContext
          authProvider={fakeAuthProvider('Administrador')}
          i18nProvider={i18n.provider}
          store={memoryStore({ 'sidebar.open': true })}
          theme={lightTheme}
          darkTheme={null}
        >
          <Admin />
        </AdminContext>
      </TestMemoryRouter>,
    );
    await screen.findByText('ir a /ofertantes/7/show');
    expect(screen.getByRole('contentinfo')).toHaveTextContent(i18nProvider.translate('app.footer'));
    // Settled (the identity and the preferences arrive after the first render): no new translation for a second.
    let before = -1;
    while (before !== i18n.shell()) {
      before = i18n.shell();
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    expect(before).toBeGreaterThan(0);
    for (const to of STOPS) {
      fireEvent.click(screen.getByRole('button', { name: `ir a ${to}` }));
      await waitFor(() => expect(screen.getByTestId('route')).toHaveTextContent(to));
    }
    expect(i18n.shell()).toBe(before);
  });
});
