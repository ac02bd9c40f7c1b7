// The shell of issue 14 in a real Chromium: settings panel (direction, horizontal menu, primary colour stored across
// a reload, 'Restablecer todo'), the sidebar at 900 px, lists and forms at 390 px, stacked toasts and 'volver arriba'.
// Screenshots go to test-results/e2e/. One login for the file: each test opens its own context (its own settings) on
// that session, at its screen's size and on its first page.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { launch, login, newPage, screenshot, storage, takePageErrors } from './browser';
import { pickColor } from './colorPicker';
import { E2E_PASSWORD, HOME_PATH } from './constants';

const baseUrl = inject('baseUrl');
let browser: Browser;
/** The administrator's session as the login leaves it in the browser (its keys only, none of react-admin's preferences). */
let session: Awaited<ReturnType<BrowserContext['storageState']>>;

beforeAll(async () => {
  browser = await launch();
  const context = await browser.newContext({ locale: 'es-PE' });
  await login(await newPage(context), baseUrl, 'admin', E2E_PASSWORD);
  const state = await context.storageState();
  await context.close();
  session = {
    ...state,
    origins: state.origins.map((o) => ({ ...o, localStorage: o.localStorage.filter((item) => !item.name.startsWith('RaStore.')) })),
  };
});

afterAll(async () => {
  await browser?.close();
});

/** A new context signed in as the administrator, `width`×`height`, on `path` with its layout drawn. */
async function adminAt(width: number, height = 800, path = HOME_PATH): Promise<Page> {
  const context = await browser.newContext({ locale: 'es-PE', viewport: { width, height }, storageState: session });
  const page = await newPage(context);
  await page.goto(`${baseUrl}${path}`);
  await page.getByTestId('header').waitFor();
  expect(new URL(page.url()).pathname).toBe(path);
  return page;
}

async function openPanel(page: Page): Promise<void> {
  await page.getByTestId('ajustes-abrir').click();
  await page.getByTestId('ajustes-panel').waitFor();
}

/** A click on the content closes the panel. */
async function closePanel(page: Page): Promise<void> {
  // The middle of the screen: the panel is on the right, or on the left when mirrored.
  const width = page.viewportSize()?.width ?? 1366;
  await page.getByTestId('ajustes-fondo').click({ position: { x: Math.round(width / 2), y: 400 } });
  await page.getByTestId('ajustes-panel').waitFor({ state: 'hidden' });
}

const headerBackground = (page: Page) => page.getByTestId('header').evaluate((el) => getComputedStyle(el).backgroundColor);

it('right-to-left mirrors the page: dir="rtl" and the sidebar on the right', async () => {
  const page = await adminAt(1366, 800, '/ofertantes');
  const ltrBox = await page.getByTestId('sidebar').boundingBox();
  expect(ltrBox && ltrBox.x).toBeLessThan(100);
  await openPanel(page);
  await page.getByTestId('ajuste-direccion-rtl').click();
  await closePanel(page);
  expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
  const box = await page.getByTestId('sidebar').boundingBox();
  expect(box).not.toBeNull();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeGreaterThan(1366 - 10);
  expect(box?.x ?? 0).toBeGreaterThan(1366 / 2);
  await screenshot(page, 'shell-rtl-1366');
  // Stored: the reload comes back mirrored.
  await page.reload();
  await page.getByTestId('sidebar').waitFor();
  expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
  expect(takePageErrors()).toEqual([]);
  await page.context().close();
});

it('the horizontal menu opens an area on click and navigates', async () => {
  const page = await adminAt(1366);
  await openPanel(page);
  await page.getByTestId('ajuste-menu-horizontal').click();
  await closePanel(page);
  await page.getByTestId('horizontal-menu').waitFor();
  expect(await page.getByTestId('sidebar').count()).toBe(0);
  await page.getByTestId('hmenu-area-favoritos').click();
  await page.getByRole('menuitem', { name: 'Demandantes', exact: true }).click();
  await page.waitForURL((u) => u.pathname === '/demandantes');
  // At 1366 px the last areas do not fit on the bar: Sistema is under 'Más', with its links.
  expect(await page.getByTestId('hmenu-area-sistema').count()).toBe(0);
  await page.getByTestId('hmenu-mas').click();
  await page.getByRole('menu').getByText('Sistema', { exact: true }).waitFor();
  await page.getByRole('menuitem', { name: 'Glosario', exact: true }).click();
  await page.waitForURL((u) => u.pathname === '/glosario');
  await screenshot(page, 'shell-horizontal-1366');
  expect(takePageErrors()).toEqual([]);
  await page.context().close();
});

it('a chosen primary colour repaints the header, survives a reload, and Restablecer todo brings back #623AA2', async () => {
  const page = await adminAt(1366);
  expect(await headerBackground(page)).toBe('rgb(98, 58, 162)');
  await openPanel(page);
  await pickColor(page, 'Color principal', '#0f7b6c');
  expect(await headerBackground(page)).toBe('rgb(15, 123, 108)');
  await closePanel(page);
  await page.reload();
  await page.getByTestId('header').waitFor();
  expect(await headerBackground(page)).toBe('rgb(15, 123, 108)');
  expect((await storage(page, { all: true }))['RaStore.apariencia.primario']).toBe('"#0f7b6c"');

  await openPanel(page);
  await page.getByTestId('ajustes-restablecer').click();
  expect(await headerBackground(page)).toBe('rgb(98, 58, 162)');
  const stored = Object.keys(await storage(page, { all: true }));
  expect(stored.filter((k) => k.startsWith('RaStore.apariencia.'))).toEqual([]);
  expect(takePageErrors()).toEqual([]);
  await page.context().close();
});

it('at 900 px the sidebar is collapsed', async () => {
  const page = await adminAt(900, 800, '/ofertantes');
  const sidebar = page.getByTestId('sidebar');
  await expect.poll(() => sidebar.getAttribute('data-open')).toBe('false');
  expect((await sidebar.boundingBox())?.width ?? 999).toBeLessThan(100);
  // Wider than 768 px: hovering widens it over the content, leaving it collapsed when the pointer goes.
  await page.mouse.move(20, 300);
  await expect.poll(() => sidebar.getAttribute('data-open')).toBe('true');
  await expect.poll(async () => (await page.locator('.RaSidebar-fixed').boundingBox())?.width ?? 0).toBeGreaterThan(200);
  await screenshot(page, 'shell-900-hover');
  await page.mouse.move(600, 400);
  await expect.poll(() => sidebar.getAttribute('data-open')).toBe('false');
  await screenshot(page, 'shell-900');
  await page.context().close();
});

it('no name in the open sidebar is cut: a long one wraps to a second line inside the sidebar', async () => {
  const page = await adminAt(1366, 800, '/reportes/cartaseinformes/cartanuevopropietario');
  const link = page.locator('.RaMenuItemLink-root', { hasText: 'Carta al nuevo propietario' });
  await link.waitFor();
  // Every area open, so that every link is measured.
  for (const area of await page.locator('[data-testid^=menu-area-]').all()) {
    if ((await area.locator('[data-testid=ExpandMoreIcon]').count()) > 0) await area.click();
  }
  const cut = await page.locator('.RaSidebar-fixed').evaluate((sidebar) => {
    const right = sidebar.getBoundingClientRect().right;
    return [...sidebar.querySelectorAll('.RaMenuItemLink-root .MuiTypography-root')]
      .filter((t) => t.scrollWidth > t.clientWidth + 1 || t.getBoundingClientRect().right > right + 1)
      .map((t) => t.textContent);
  });
  expect(cut).toEqual([]);
  const text = link.locator('.MuiTypography-root');
  expect(await text.innerText()).toBe('Carta al nuevo propietario');
  expect((await text.boundingBox())?.height ?? 0).toBeGreaterThan(30);
  await screenshot(page, 'shell-menu-1366');
  expect(takePageErrors()).toEqual([]);
  await page.context().close();
});

/** The list's table and the card it sits in, in CSS pixels. */
const tableFit = (page: Page) =>
  page.locator('.RaList-content table').evaluate((table) => ({
    table: table.getBoundingClientRect().width,
    card: table.closest('.RaList-content')?.clientWidth ?? 0,
    headers: [...table.querySelectorAll('thead th')].map((th) => th.textContent?.trim() ?? '').filter(Boolean),
  }));

it('lists fit their card: free text cut shorter, then the last columns left out, back when there is room', async () => {
  const page = await adminAt(1366, 800, '/ofertantes');
  await page.locator('.RaList-content tbody tr').first().waitFor();
  // With the sidebar open on a laptop: every column, the descriptions cut shorter.
  await expect.poll(async () => (await tableFit(page)).headers).toContain('Agente');
  let fit = await tableFit(page);
  expect(fit.table).toBeLessThanOrEqual(fit.card + 1);
  await screenshot(page, 'lists-fit-1366');
  // A tablet: the code, the description and the price stay; what is left out comes last in the schema.
  await page.setViewportSize({ width: 900, height: 800 });
  // The sidebar folds a second after the resize; the card then widens and the table takes what fits in it.
  await expect.poll(() => page.getByTestId('sidebar').getAttribute('data-open')).toBe('false');
  await expect.poll(async () => (await tableFit(page)).headers).toContain('Precio');
  await expect.poll(async () => (await tableFit(page)).headers).not.toContain('Agente');
  fit = await tableFit(page);
  expect(fit.table).toBeLessThanOrEqual(fit.card + 1);
  expect(fit.headers.slice(0, 3)).toEqual(['Código', 'Descripción', 'Operación']);
  await screenshot(page, 'lists-fit-900');
  // The checklist page, with its checklist columns and row actions, fits too.
  await page.goto(`${baseUrl}/procesos/xofertar/listado`);
  await page.locator('.RaList-content tbody tr').first().waitFor();
  await expect.poll(async () => ((f) => f.table <= f.card + 1)(await tableFit(page))).toBe(true);
  await screenshot(page, 'lists-fit-xofertar-900');
  // Wider again: the columns come back.
  await page.goto(`${baseUrl}/ofertantes`);
  await page.setViewportSize({ width: 1920, height: 900 });
  await expect.poll(async () => (await tableFit(page)).headers).toContain('Agente');
  expect(takePageErrors()).toEqual([]);
  await page.context().close();
});

it('at 390 px a list and a form are usable', async () => {
  const page = await adminAt(390, 844, '/glosario');
  await page.locator('.RaList-main, .RaList-content').first().waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(page, 'shell-390-list');
  await page.goto(`${baseUrl}/glosario/create`);
  const first = page.locator('form input[type=text], form textarea').first();
  await first.fill('Término de prueba 390');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const save = page.getByRole('button', { name: 'Guardar' });
  await save.scrollIntoViewIfNeeded();
  const box = await save.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  await screenshot(page, 'shell-390-form');
  // The menu is a drawer the header's toggle opens.
  await page.locator('.RaAppBar-menuButton').click();
  await page.getByRole('link', { name: 'Mi Perfil', exact: true }).click();
  await page.waitForURL((u) => u.pathname === '/dashboard/perfil/detalle');
  expect(takePageErrors()).toEqual([]);
  await page.context().close();
});

it('three quick actions stack three toasts top-right, newest on top, gone after about 5 s', async () => {
  const page = await adminAt(1366);
  await openPanel(page);
  const reset = page.getByTestId('ajustes-restablecer');
  await reset.click();
  await reset.click();
  await reset.click();
  // The pointer away from the toasts: their time runs.
  await page.mouse.move(10, 700);
  const toasts = page.getByTestId('toast');
  await expect.poll(() => toasts.count()).toBe(3);
  const boxes = await Promise.all([0, 1, 2].map((i) => toasts.nth(i).boundingBox()));
  for (const b of boxes) {
    expect(b).not.toBeNull();
    expect((b?.x ?? 0) + (b?.width ?? 0)).toBeGreaterThan(1366 - 60);
    expect(b?.y ?? 999).toBeLessThan(300);
  }
  // notify() order is DOM order; the newest (last) is drawn highest.
  expect(boxes[2]?.y ?? 0).toBeLessThan(boxes[1]?.y ?? 0);
  expect(boxes[1]?.y ?? 0).toBeLessThan(boxes[0]?.y ?? 0);
  await screenshot(page, 'shell-toasts');
  await toasts.first().waitFor({ state: 'detached', timeout: 20_000 });
  await expect.poll(() => toasts.count(), { timeout: 20_000 }).toBe(0);
  expect(takePageErrors()).toEqual([]);
  await page.context().close();
});

it('a long list scrolls and Volver arriba brings it back to the top', async () => {
  const page = await adminAt(1366, 700, '/ofertantes');
  await page.locator('tbody tr').nth(9).waitFor();
  const back = page.getByRole('button', { name: 'Volver arriba' });
  expect(await back.isVisible()).toBe(false);
  await page.mouse.move(700, 400);
  await page.mouse.wheel(0, 1500);
  await page.waitForFunction(() => window.scrollY > 400);
  await expect.poll(() => page.getByTestId('header').getAttribute('data-scrolled')).toBe('true');
  await back.click();
  await page.waitForFunction(() => window.scrollY === 0, undefined, { timeout: 10_000 });
  expect(takePageErrors()).toEqual([]);
  await page.context().close();
});
