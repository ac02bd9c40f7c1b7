// The shell's parts (layout, menu) rendered alone for an administrator, with the app's catalogue counting its
// translations: a part that draws again translates its texts again, so the counts tell what a click re-rendered.
import { SessionProvider } from '../../src/dataProvider/session';
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { AdminContext, TestMemoryRouter, memoryStore, type I18nProvider } from 'react-admin';
import { i18nProvider } from '../../src/i18n';
import { lightTheme } from '../../src/theme';
import { fakeAuthProvider } from './render';

export interface ShellRender {
  /** How often `key` was translated; with a pattern, how often any key it matches (`except` left out). */
  readonly count: (key: string | RegExp, except?: string) => number;
  /** The address, path and query. */
  readonly location: () => string;
}

/** `ui` inside react-admin's context at `at`, the sidebar open, translations counted. */
export function renderShell(ui: ReactNode, at: string): ShellRender {
  const counts = new Map<string, number>();
  const provider: I18nProvider = {
    ...i18nProvider,
    translate: (key, options) => {
      counts.set(key, (counts.get(key) ?? 0) + 1);
      return i18nProvider.translate(key, options);
    },
  };
  let location = at;
  render(
    <TestMemoryRouter initialEntries={[at]} locationCallback={(l) => (location = `${l.pathname}${l.search}`)}>
      <AdminContext
        authProvider={fakeAuthProvider('Administrador')}
        i18nProvider={provider}
        store={memoryStore({ 'sidebar.open': true })}
        theme={lightTheme}
        darkTheme={null}
      >
        <SessionProvider>{ui}</SessionProvider>
      </AdminContext>
    </TestMemoryRouter>,
  );
  const count = (key: string | RegExp, except?: string) =>
    typeof key === 'string' ? (counts.get(key) ?? 0) : [...counts].reduce((n, [k, c]) => (key.test(k) && k !== except ? n + c : n), 0);
  return { count, location: () => location };
}
