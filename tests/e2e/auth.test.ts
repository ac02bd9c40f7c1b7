// Session flows in a real Chromium against the real server (seed §2, §4, §6, §8): login, roles in the sidebar,
// lock screen, the 24 h session, sign-out and several tabs.
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiStatus, launch, login, newPage, pathOf, screenshot, storage, takePageErrors } from './browser';
import { E2E_PASSWORD, HOME_PATH, LOCK_PATH, LOGIN_PATH } from './constants';
import { must } from '../../src/lib/must';
import { staysFor } from '../support/staysFor';
import { animationsDone } from './waits';

const baseUrl = inject('baseUrl');
const SESSION_KEYS = ['token', 'identity', 'ingreso', 'screen_block', 'url_sistema'];
const HOUR = 60 * 60 * 1000;
const POLL = { timeout: 10_000, interval: 100 };
const MAX_LATE_NAVIGATIONS = 5;

interface StoredIdentity {
  sub: number;
  nombre: string;
  apellido: string;
  tipo: string;
  imagenmini: string;
}

let browser: Browser;
const contexts: BrowserContext[] = [];

/** A tab in a new, isolated browser context (closed after the test). */
async function freshPage(): Promise<Page> {
  const page = await newPage(browser);
  contexts.push(page.context());
  return page;
}

async function loggedIn(usuario: 'admin' | 'agente'): Promise<Page> {
  const page = await freshPage();
  await login(page, baseUrl, usuario, E2E_PASSWORD);
  await page
    .getByTestId('welcome')
    .filter({ hasText: /^Bienvenido\(a\), \S/ })
    .waitFor();
  return page;
}

const onPath = (page: Page, path: string) => page.waitForURL((url) => url.pathname === path);

/**
 * Reaches `path` and stays there: during the next second the tab neither leaves it nor keeps re-navigating to it.
 * A redirect loop pushes the same route 10-25 times a second for about 10 s (hundreds of history entries, a
 * frozen screen). A few late pushes are tolerated: requests already under way when the session ends (header
 * counters answered 401/423) each redirect once more.
 */
async function settlesAt(page: Page, path: string): Promise<void> {
  await onPath(page, path);
  let navigations = 0;
  const count = (frame: Frame) => {
    if (frame === page.mainFrame()) navigations++;
  };
  page.on('framenavigated', count);
  // Staying has no event to wait for: a bounded look of 1 s, which ends early at a leave or a loop.
  await staysFor(1000, () => new URL(page.url()).pathname === path && navigations <= MAX_LATE_NAVIGATIONS);
  page.off('framenavigated', count);
  expect(new URL(page.url()).pathname, 'la pestaña se quedó en la ruta').toBe(path);
  expect(navigations, `navegaciones a ${path} durante 1 s después de llegar (bucle de redirecciones)`).toBeLessThanOrEqual(MAX_LATE_NAVIGATIONS);
}

async function identityOf(page: Page): Promise<StoredIdentity> {
  const raw = (await storage(page)).identity!;
  expect(raw, 'identity en el almacenamiento local').toBeTruthy();
  return JSON.parse(raw) as StoredIdentity;
}

async function openProfileMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Perfil' }).click();
  await page.getByTestId('lock-screen').waitFor();
}

async function lockFromProfileMenu(page: Page): Promise<void> {
  await openProfileMenu(page);
  await page.getByTestId('lock-screen').click();
  await settlesAt(page, LOCK_PATH);
}

/** Session keys left in local storage (react-admin's 'RaStore.*' preferences are not session state). */
async function sessionKeys(page: Page): Promise<string[]> {
  return Object.keys(await storage(page))
    .filter((k) => SESSION_KEYS.includes(k))
    .sort();
}

beforeAll(async () => {
  browser = await launch();
});

afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close();
  expect(takePageErrors(), 'errores no capturados en la página').toEqual([]);
});

afterAll(async () => {
  await browser?.close();
});

describe('login', () => {
  it('/ and /auth redirect to /auth/login', async () => {
    const page = await freshPage();
    await page.goto(`${baseUrl}/`);
    await settlesAt(page, LOGIN_PATH);
    await page.goto(`${baseUrl}/auth`);
    await settlesAt(page, LOGIN_PATH);
    await page.locator('input[name=usuario]').waitFor();
    await page.locator('input[name=password]').waitFor();
    await screenshot(page, 'login');
  });

  it('a wrong password shows the Spanish message and stays on the login', async () => {
    const page = await freshPage();
    await page.goto(`${baseUrl}${LOGIN_PATH}`);
    await page.locator('input[name=usuario]').fill('admin');
    await page.locator('input[name=password]').fill('no-es-la-clave');
    await page.locator('button[type=submit]').click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.innerText()).toContain('Usuario o contraseña incorrectos.');
    expect(pathOf(page)).toBe(LOGIN_PATH);
    expect(await sessionKeys(page)).toEqual([]);
  });

  it('an unreachable API shows "No hay conexión con el servidor"', async () => {
    const page = await freshPage();
    await page.route('**/api/login', (route) => route.abort('failed'));
    await page.goto(`${baseUrl}${LOGIN_PATH}`);
    await page.locator('input[name=usuario]').fill('admin');
    await page.locator('input[name=password]').fill(E2E_PASSWORD);
    await page.locator('button[type=submit]').click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.innerText()).toContain('No hay conexión con el servidor');
    expect(pathOf(page)).toBe(LOGIN_PATH);
    expect(await sessionKeys(page)).toEqual([]);
  });

  it('admin: dashboard, stored session, Sistema area and profile menu', async () => {
    const before = Date.now();
    const page = await loggedIn('admin');
    const after = Date.now();
    expect(pathOf(page)).toBe(HOME_PATH);

    const stored = await storage(page);
    // Exactly the seed's three keys (react-admin's own 'RaStore.*' preferences aside).
    expect(Object.keys(stored).sort()).toEqual(['identity', 'ingreso', 'token']);
    expect(stored.token!.length).toBeGreaterThanOrEqual(20);
    const identity = await identityOf(page);
    expect(identity).toMatchObject({ sub: expect.any(Number), nombre: expect.any(String), apellido: expect.any(String), tipo: 'Administrador' });
    expect(identity).toHaveProperty('imagenmini');
    expect(identity.nombre).not.toBe('');
    const ingreso = Number(stored.ingreso);
    expect(ingreso).toBeGreaterThanOrEqual(before - 1000);
    expect(ingreso).toBeLessThanOrEqual(after + 1000);

    expect(await page.getByTestId('welcome').innerText()).toBe(`Bienvenido(a), ${identity.nombre}`);

    const sistema = page.getByTestId('menu-area-sistema');
    await sistema.waitFor();
    expect(await sistema.innerText()).toContain('Sistema');
    await sistema.click();
    for (const [label, href] of [
      ['Usuarios', '/usuarios'],
      ['Etiquetas', '/etiquetas'],
      ['Glosario', '/glosario'],
      ['Actividad del sistema', '/actividadsistema'],
    ]) {
      await page.locator(`a[href="${href}"]`, { hasText: label }).first().waitFor({ state: 'visible' });
    }
    // The area has finished opening (for the screenshot).
    await page.locator('.MuiCollapse-entered a[href="/actividadsistema"]').waitFor();
    await page.mouse.move(800, 500);
    await animationsDone(page);
    await screenshot(page, 'dashboard-admin');

    await openProfileMenu(page);
    expect(await page.getByTestId('profile-name').innerText()).toBe(`${identity.nombre} ${identity.apellido}`);
    expect(await page.getByTestId('profile-role').innerText()).toBe('Administrador');
    expect(await page.getByTestId('lock-screen').innerText()).toContain('Bloquear Pantalla');
    expect(await page.getByTestId('logout').innerText()).toContain('Salir');
  });

  it('agente: no Sistema area, and /usuarios does not list the users', async () => {
    const page = await loggedIn('agente');
    expect((await identityOf(page)).tipo).toBe('Agente');
    await page.getByTestId('menu-area-dashboard').waitFor();
    await page.getByTestId('menu-salir').waitFor();
    expect(await page.getByTestId('menu-area-sistema').count()).toBe(0);
    expect(await page.locator('a[href="/usuarios"]').count()).toBe(0);
    await screenshot(page, 'dashboard-agente');

    // The access gate answers in place, before any request for the users goes out.
    const asked: string[] = [];
    page.on('request', (req) => {
      const { pathname } = new URL(req.url());
      if (pathname.startsWith('/api/usuarios') || pathname.startsWith('/api/rest/usuarios')) asked.push(pathname);
    });
    await page.goto(`${baseUrl}/usuarios`);
    await page.getByText('Acceso denegado').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/usuarios');
    expect(asked).toEqual([]);
    expect(await page.locator('table tbody tr').count()).toBe(0);
    expect(await page.getByText('jorge.paredes@inmobiliaria.pe').count()).toBe(0);
    expect(await page.getByRole('cell', { name: 'admin', exact: true }).count()).toBe(0);
    // And the server refuses the list to this token too.
    expect(await apiStatus(page, '/usuarios/listado', (await storage(page)).token!)).toBe(403);
  });
});

describe('lock screen', () => {
  for (const route of ['/glosario?page=1&perPage=5&sort=termino&order=ASC', '/usuarios/1/show']) {
    it(`lock → unlock returns to ${route}`, async () => {
      const page = await loggedIn('admin');
      const identity = await identityOf(page);
      await page.goto(`${baseUrl}${route}`);
      await page
        .getByText(route.startsWith('/glosario') ? 'Término' : 'jorge.paredes@inmobiliaria.pe')
        .first()
        .waitFor();
      const saved = pathOf(page);
      expect(saved).toBe(route);
      const token = must((await storage(page)).token, 'el token guardado');
      expect(await apiStatus(page, '/glosario/listado', token)).toBe(200);

      await lockFromProfileMenu(page);
      await expect.poll(() => storage(page).then((s) => s.screen_block), POLL).toBe('S');
      expect((await storage(page)).url_sistema).toBe(saved);
      expect(await page.getByTestId('lock-name').innerText()).toBe(`${identity.nombre} ${identity.apellido}`);
      if (route.startsWith('/glosario')) await screenshot(page, 'lock-screen');

      // The server holds the lock too: the same token gets 423 until unlocked.
      await expect.poll(() => apiStatus(page, '/glosario/listado', token), POLL).toBe(423);

      // Going elsewhere while locked comes back to the lock screen.
      await page.goto(`${baseUrl}${HOME_PATH}`);
      await settlesAt(page, LOCK_PATH);

      await page.locator('input[name=password]').fill('clave-equivocada');
      await page.getByRole('button', { name: 'Desbloquear' }).click();
      const alert = page.getByRole('alert');
      await alert.waitFor();
      expect(await alert.innerText()).toContain('La contraseña no es correcta.');
      expect(pathOf(page)).toBe(LOCK_PATH);
      expect((await storage(page)).screen_block).toBe('S');

      await page.locator('input[name=password]').fill(E2E_PASSWORD);
      await page.getByRole('button', { name: 'Desbloquear' }).click();
      await page.waitForURL((url) => url.pathname + url.search === saved);
      const after = await storage(page);
      expect(after.screen_block).toBeUndefined();
      expect(after.token).toBe(token);
      expect(await apiStatus(page, '/glosario/listado', token)).toBe(200);
    });
  }
});

describe('24 h session', () => {
  it('a login older than 24 h is signed out on reload', async () => {
    const page = await loggedIn('admin');
    await page.evaluate((age) => localStorage.setItem('ingreso', String(Date.now() - age)), 25 * HOUR);
    await page.reload();
    await settlesAt(page, LOGIN_PATH);
    await page.locator('input[name=usuario]').waitFor();
    const left = await storage(page);
    expect(left.token).toBeUndefined();
    expect(left.identity).toBeUndefined();
  });

  it('a login older than 24 h is signed out by the in-app check (window focus)', async () => {
    const page = await loggedIn('admin');
    await page.goto(`${baseUrl}/glosario`);
    await page.getByText('Término').first().waitFor();
    // Still inside the 24 h by one hour: focus does nothing.
    await page.evaluate((age) => localStorage.setItem('ingreso', String(Date.now() - age)), 23 * HOUR);
    // The check runs synchronously in the focus listener: the session is still there once the event returns.
    const kept = await page.evaluate(() => {
      window.dispatchEvent(new Event('focus'));
      return localStorage.getItem('token') !== null;
    });
    expect(kept, 'la sesión sigue tras el foco').toBe(true);
    // No redirect has no event to wait for: a bounded look that the tab stays.
    expect(await staysFor(300, () => new URL(page.url()).pathname === '/glosario'), 'la pestaña se queda en /glosario').toBe(true);

    await page.evaluate((age) => localStorage.setItem('ingreso', String(Date.now() - age)), 25 * HOUR);
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await settlesAt(page, LOGIN_PATH);
    const left = await storage(page);
    expect(left.token).toBeUndefined();
    expect(left.identity).toBeUndefined();
  });
});

describe('Salir', () => {
  for (const where of ['sidebar', 'profile menu'] as const) {
    it(`from the ${where}: back at the login, session removed, token revoked`, async () => {
      const page = await loggedIn('admin');
      const token = must((await storage(page)).token, 'el token guardado');
      expect(await apiStatus(page, '/sesion', token)).toBe(200);
      if (where === 'sidebar') {
        await page.getByTestId('menu-salir').click();
      } else {
        await openProfileMenu(page);
        await page.getByTestId('logout').click();
      }
      await settlesAt(page, LOGIN_PATH);
      await page.locator('input[name=usuario]').waitFor();
      const left = await storage(page);
      expect(left.token).toBeUndefined();
      expect(left.identity).toBeUndefined();
      expect(left.screen_block).toBeUndefined();
      await expect.poll(() => apiStatus(page, '/sesion', token), POLL).toBe(401);
      // The login stays put (no bounce back to the dashboard): a bounded look, as absence has no event to wait for.
      expect(await staysFor(300, () => pathOf(page) === LOGIN_PATH), 'la página de ingreso se queda').toBe(true);
    });
  }

  it('from the lock screen ("¿No es usted?"): signed out although locked', async () => {
    const page = await loggedIn('admin');
    const token = must((await storage(page)).token, 'el token guardado');
    await lockFromProfileMenu(page);
    await page.getByText('¿No es usted?').click();
    await settlesAt(page, LOGIN_PATH);
    await page.locator('input[name=usuario]').waitFor();
    expect(await sessionKeys(page)).toEqual([]);
    await expect.poll(() => apiStatus(page, '/sesion', token), POLL).toBe(401);
  });
});

describe('two tabs of the same browser', () => {
  it('lock and sign-out in one tab reach the other', async () => {
    const first = await loggedIn('admin');
    const second = await newPage(first.context());
    await second.goto(`${baseUrl}/glosario`);
    await second.getByText('Término').first().waitFor();

    // The tab acted on comes to the front (a background tab gets no animation frames; menus would not open).
    await first.bringToFront();
    await lockFromProfileMenu(first);
    await settlesAt(second, LOCK_PATH);
    await second.getByTestId('lock-name').waitFor();

    // Unlocking in the first tab releases the second one as well.
    await first.locator('input[name=password]').fill(E2E_PASSWORD);
    await first.getByRole('button', { name: 'Desbloquear' }).click();
    await settlesAt(first, HOME_PATH);
    await second.waitForURL((url) => url.pathname !== LOCK_PATH);

    await first.getByTestId('menu-salir').click();
    await settlesAt(first, LOGIN_PATH);
    await settlesAt(second, LOGIN_PATH);
    expect(await sessionKeys(second)).toEqual([]);
  });

  it('sign-out in the second tab reaches the first', async () => {
    const first = await loggedIn('agente');
    const second = await newPage(first.context());
    await second.goto(`${baseUrl}${HOME_PATH}`);
    await second.bringToFront();
    await second.getByTestId('menu-salir').click();
    await settlesAt(second, LOGIN_PATH);
    await settlesAt(first, LOGIN_PATH);
  });
});
