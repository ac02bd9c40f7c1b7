// Accessibility of every screen in a real Chromium (issue 26 §10): axe-core's WCAG 2.0/2.1 A and AA rules on every
// route of the menu for both roles (read from the app's own menu model, so a new module or page is covered without
// touching this file), the public pages (login, the complaints book with its errors shown, the lock screen), an open
// dialog, a form with its validation errors and the settings panel, in the light and the dark theme. Any critical
// or serious finding fails, printed with its rule, target and route. Nothing is left out of the scan. In the dark
// theme the colour rules run again (the rest cannot change with the theme).
// One browser, one context per role, routes visited inside the single-page app; the roles and the public pages are
// checked side by side (Chromium runs each context in its own process, so the two cores both work).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { buildMenu } from '../../src/layout/menuModel';
import { modules } from '../../src/resources/registry';
import { axeFindings, report, type Finding } from './axe';
import { launch, login, newPage, takePageErrors } from './browser';
import { E2E_PASSWORD, LOCK_PATH, LOGIN_PATH } from './constants';
import { goWithin, settler } from './waits';

const baseUrl = inject('baseUrl');
const ROLES = { admin: 'Administrador', agente: 'Agente' } as const;
type Theme = 'claro' | 'oscuro';
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

/** The menu's routes for a role, as the sidebar lists them. */
function menuRoutes(role: string): string[] {
  return buildMenu(role, modules).flatMap((area) => area.links.map((link) => link.path));
}

async function openSettings(page: Page): Promise<void> {
  await page.getByTestId('ajustes-abrir').click();
  await page.getByTestId('ajustes-panel').waitFor();
}

async function closeSettings(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Cerrar ajustes' }).click();
  await page.getByTestId('ajustes-panel').waitFor({ state: 'hidden' });
}

/** Every menu route of the signed-in user, in the current theme. */
async function scanSignedIn(page: Page, routes: readonly string[], theme: Theme, settle: () => Promise<void>): Promise<Finding[]> {
  const found: Finding[] = [];
  // The pointer out of the way, on the header's bar: left where the last click was (the login's button), it hovers
  // whatever the next screen puts there, and a tooltip fading in while axe reads it fails the contrast rule.
  await page.mouse.move(0, 0);
  for (const route of routes) {
    await goWithin(page, route);
    await settle();
    found.push(...(await axeFindings(page, `${route} (${theme})`, { coloursOnly: theme === 'oscuro' })));
  }
  return found;
}

/** An open dialog (react-admin's delete confirmation) and a form with its errors shown. */
async function scanDialogAndForm(page: Page, theme: Theme, settle: () => Promise<void>): Promise<Finding[]> {
  const found: Finding[] = [];
  // The first term of the glossary, whatever its id (the seed's ids are not fixed).
  await goWithin(page, '/glosario');
  await settle();
  await page.locator('tbody tr').first().click();
  await page.waitForURL((u) => /^\/glosario\/[^/]+\/show$/.test(u.pathname));
  await goWithin(page, new URL(page.url()).pathname.replace(/\/show$/, '/edit'));
  await settle();
  await page.getByRole('button', { name: 'Eliminar' }).click();
  await page.getByRole('dialog').waitFor();
  await settle();
  found.push(...(await axeFindings(page, `/glosario/:id/edit, confirmación de eliminar abierta (${theme})`, { coloursOnly: theme === 'oscuro' })));
  await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
  await page.getByRole('dialog').waitFor({ state: 'hidden' });

  await goWithin(page, '/ofertantes/create');
  await settle();
  // 'Guardar' waits for a first change; then every other required field says what it lacks.
  await page.locator('input[name=referencia]').fill('Frente al parque');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await page.locator('.Mui-error').first().waitFor();
  await settle();
  found.push(...(await axeFindings(page, `/ofertantes/create con errores (${theme})`, { coloursOnly: theme === 'oscuro' })));
  return found;
}

async function signedIn(usuario: keyof typeof ROLES): Promise<{ page: Page; settle: () => Promise<void> }> {
  const context = await browser.newContext({ locale: 'es-PE', viewport: { width: 1366, height: 800 } });
  const page = await newPage(context);
  const settle = settler(page);
  await login(page, baseUrl, usuario, E2E_PASSWORD);
  return { page, settle };
}

for (const usuario of Object.keys(ROLES) as (keyof typeof ROLES)[]) {
  it.concurrent(
    `${usuario}: every menu route, an open dialog, a form with errors and the settings panel pass axe, light and dark`,
    async () => {
      const routes = menuRoutes(ROLES[usuario]);
      expect(routes).toEqual(expect.arrayContaining(['/dashboard/sales-dashboard', '/ofertantes', '/calendario/google/calendar', '/mapa/maps']));
      const { page, settle } = await signedIn(usuario);
      const found: Finding[] = [];
      found.push(...(await scanSignedIn(page, routes, 'claro', settle)));
      if (usuario === 'admin') found.push(...(await scanDialogAndForm(page, 'claro', settle)));

      // The settings panel, open, switching to the dark theme; then everything again in it.
      await openSettings(page);
      await settle();
      found.push(...(await axeFindings(page, 'panel de ajustes abierto (claro)')));
      await page.getByTestId('ajuste-modo-dark').click();
      await settle();
      found.push(...(await axeFindings(page, 'panel de ajustes abierto (oscuro)')));
      await closeSettings(page);
      found.push(...(await scanSignedIn(page, routes, 'oscuro', settle)));
      if (usuario === 'admin') found.push(...(await scanDialogAndForm(page, 'oscuro', settle)));

      // The lock screen, then back in.
      await page.getByRole('button', { name: 'Perfil' }).click();
      await page.getByTestId('lock-screen').click();
      await page.waitForURL((u) => u.pathname === LOCK_PATH);
      await settle();
      found.push(...(await axeFindings(page, `${LOCK_PATH} (oscuro)`)));

      expect(found, report(found)).toEqual([]);
      expect(takePageErrors()).toEqual([]);
      await page.context().close();
    },
    600_000,
  );
}

it.concurrent(
  'the public pages pass axe, light and dark: login, and the complaints book with its errors shown',
  async () => {
    const context = await browser.newContext({ locale: 'es-PE', viewport: { width: 1366, height: 800 } });
    const page = await newPage(context);
    const settle = settler(page);
    const found: Finding[] = [];
    for (const theme of ['claro', 'oscuro'] as const) {
      await page.goto(`${baseUrl}${LOGIN_PATH}`);
      await page.evaluate((dark) => localStorage.setItem('RaStore.theme', JSON.stringify(dark ? 'dark' : 'light')), theme === 'oscuro');
      await page.reload();
      await page.locator('input[name=usuario]').waitFor();
      await settle();
      found.push(...(await axeFindings(page, `${LOGIN_PATH} (${theme})`)));
      await page.getByRole('link', { name: 'Libro de Reclamaciones' }).click();
      await page.waitForURL((u) => u.pathname === '/libro-de-reclamaciones');
      await page.getByRole('button', { name: 'Enviar hoja de reclamación' }).waitFor();
      await settle();
      found.push(...(await axeFindings(page, `/libro-de-reclamaciones (${theme})`)));
      await page.getByRole('button', { name: 'Enviar hoja de reclamación' }).click();
      await page.getByText('Revise los campos marcados.').waitFor();
      await settle();
      found.push(...(await axeFindings(page, `/libro-de-reclamaciones con errores (${theme})`)));
    }
    expect(found, report(found)).toEqual([]);
    expect(takePageErrors()).toEqual([]);
    await context.close();
  },
  300_000,
);
