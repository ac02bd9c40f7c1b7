// Screens that were cut, covered or refused (issue 26 items 2, 3, 4 and 7) in a real Chromium, as the administrator
// (one login): a letter's PDF preview framed with no CSP refusal and 'Descargar PDF' whole at 1366 px; Control de
// contratos' file names on one line; Reporte de agentes fitting or showing that it scrolls, and its dates with the
// year at 390 px; the colour picker inside the screen; every menu area reachable from the horizontal bar.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { launch, login, newPage, screenshot, takePageErrors } from './browser';
import { E2E_PASSWORD } from './constants';

const baseUrl = inject('baseUrl');
let browser: Browser;
let page: Page;
const console: string[] = [];

beforeAll(async () => {
  browser = await launch();
  page = await newPage(browser);
  page.on('console', (m) => {
    if (m.type() === 'error') console.push(m.text());
  });
  await login(page, baseUrl, 'admin', E2E_PASSWORD);

  // A browser and its logins on a machine shared with other test runs: more than the default minute.
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

/** The element's box is wholly inside the viewport and its content is not cut (no hidden overflow). */
const whole = (selector: string) =>
  page.locator(selector).evaluate((el) => {
    const box = el.getBoundingClientRect();
    return {
      inside: box.left >= 0 && box.top >= 0 && box.right <= window.innerWidth && box.bottom <= window.innerHeight + window.scrollY,
      cut: el.scrollWidth > el.clientWidth + 1,
    };
  });

it('a letter previews its PDF in a blob: frame with no CSP refusal, and Descargar PDF is whole at 1366 px', async () => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto(`${baseUrl}/reportes/cartaseinformes/cartanuevopropietario`);
  await page.locator('input[name=id_propiedad]').fill('OF-000001');
  await page
    .getByRole('option', { name: /OF-000001/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Vista previa' }).click();
  const frame = page.locator('iframe[title="Vista previa"]');
  await frame.waitFor();
  expect(await frame.getAttribute('src')).toMatch(/^blob:/);
  // A refused frame becomes Chromium's error page (chrome-error://); an allowed one keeps its blob: address.
  await expect.poll(async () => (await frame.elementHandle())?.contentFrame().then((f) => f?.url() ?? '')).toMatch(/^blob:/);
  expect(console.filter((m) => /Content Security Policy|violates/.test(m))).toEqual([]);
  expect(await whole('[data-testid=descargar-pdf]')).toEqual({ inside: true, cut: false });
  await screenshot(page, 'pantallas-carta-1366');
});

it('Control de contratos keeps each file name on one line: rows stay one line high at 1366 px', async () => {
  await page.goto(`${baseUrl}/controlcontratos`);
  const rows = page.locator('.RaDataTable-root tbody tr');
  await rows.first().waitFor({ timeout: 30_000 });
  const heights = await rows.evaluateAll((trs) => trs.map((tr) => tr.getBoundingClientRect().height));
  // One line of text with the row's padding (the old cell broke names a few letters per line: ~150 px).
  expect(Math.max(...heights)).toBeLessThan(80);
  await screenshot(page, 'pantallas-controlcontratos-1366');
});

it('Reporte de agentes fits at 1366 px or shows that it scrolls; at 390 px Desde and Hasta show the year', async () => {
  await page.goto(`${baseUrl}/reportes/agentes/generar`);
  await page.getByTestId('reporte-tabla').waitFor();
  const fit = await page.getByTestId('reporte-desplazable').evaluate((el) => {
    const box = el.getBoundingClientRect();
    const last = el.querySelector('thead th:last-child')?.getBoundingClientRect();
    return { scrolls: el.scrollWidth > el.clientWidth + 1, lastInside: last !== undefined && last.right <= box.right + 1 };
  });
  if (fit.scrolls) expect(await page.getByTestId('scroll-shadow-right').getAttribute('data-shown')).toBe('true');
  else expect(fit.lastInside).toBe(true);
  await screenshot(page, 'pantallas-reporte-agentes-1366');

  await page.setViewportSize({ width: 390, height: 800 });
  for (const name of ['desde', 'hasta']) {
    const input = page.locator(`input[name=${name}]`);
    await input.waitFor();
    const shown = await input.evaluate((el: HTMLInputElement) => ({ value: el.value, cut: el.scrollWidth > el.clientWidth + 1 }));
    expect(shown.value, name).toMatch(/\d{2}\/\d{2}\/\d{4}/);
    expect(shown.cut, name).toBe(false);
  }
  await screenshot(page, 'pantallas-reporte-agentes-390');
  await page.setViewportSize({ width: 1366, height: 800 });
});

it('the colour picker opens inside the screen at 1366 px, and every menu area is reachable from the horizontal bar', async () => {
  await page.goto(`${baseUrl}/ofertantes`);
  await page.getByTestId('ajustes-abrir').click();
  await page.getByTestId('ajustes-panel').waitFor();
  await page.getByRole('button', { name: 'Elegir color: Color principal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Selector de color' });
  await dialog.waitFor();
  const box = await dialog.boundingBox();
  expect(box).not.toBeNull();
  expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 1366).toBe(true);
  expect((box?.y ?? -1) >= 0 && (box?.y ?? 0) + (box?.height ?? 0) <= 800).toBe(true);
  await screenshot(page, 'pantallas-color-1366');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });

  await page.getByTestId('ajuste-menu-horizontal').click();
  await page.getByTestId('ajustes-fondo').click({ position: { x: 683, y: 400 } });
  const bar = page.getByTestId('horizontal-menu');
  await bar.waitFor();
  // Nothing is cut: the bar holds what fits, 'Más' the rest.
  expect(await bar.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
  const onBar = await bar
    .locator('[data-overflow-item]')
    .evaluateAll((els) =>
      els
        .filter((el) => getComputedStyle(el).visibility !== 'hidden' && el.getBoundingClientRect().width > 0)
        .map((el) => el.getAttribute('data-overflow-item')),
    );
  await page.getByTestId('hmenu-mas').click();
  const more = await page.getByRole('menu').locator('.MuiListSubheader-root').allTextContents();
  expect(more.length).toBeGreaterThan(0);
  // 13 areas for an administrator: those on the bar and those under 'Más', each once.
  expect(onBar.length + more.length).toBe(13);
  expect(more).toContain('Sistema');
  await page.getByRole('menuitem', { name: 'Glosario', exact: true }).click();
  await page.waitForURL((u) => u.pathname === '/glosario');
  await screenshot(page, 'pantallas-menu-horizontal-1366');
  expect(takePageErrors()).toEqual([]);
});
