// Mapa in a real Chromium against the real server, with map tiles served by the tests on 127.0.0.1 (globalSetup):
// the map shows the demo properties as markers; 'Buscar calle' finds Miraflores, 'Av. Larco' (OF-000009) and a demo
// property's street and flies there; with tiles failing the markers still show and nothing breaks; an agent opens the page from the
// menu and sets a property's position by clicking the form's map, moves it by typing, and sees it saved.
// No request leaves 127.0.0.1.
import type { Browser, ConsoleMessage, Page, Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, login, newPage, pathOf, screenshot, takePageErrors } from './browser';
import { E2E_PASSWORD } from './constants';

const baseUrl = inject('baseUrl');
const tilesOrigin = inject('tilesOrigin');
const POLL = { timeout: 15_000, interval: 100 };
const RUN = Date.now().toString(36).slice(-6);

let browser: Browser;

interface Watch {
  readonly requests: string[];
  readonly consoleErrors: string[];
}

/** Every request the page makes and its console errors ('Failed to load resource' is left out only when asked). */
function watch(page: Page, opts: { ignoreFailedLoads?: boolean } = {}): Watch {
  const w: Watch = { requests: [], consoleErrors: [] };
  page.on('request', (r: Request) => w.requests.push(r.url()));
  page.on('console', (m: ConsoleMessage) => {
    if (m.type() !== 'error') return;
    if (opts.ignoreFailedLoads && m.text().startsWith('Failed to load resource')) return;
    w.consoleErrors.push(m.text());
  });
  return w;
}

function expectLocalOnly(w: Watch): void {
  const outside = w.requests.filter((u) => {
    if (u.startsWith('data:') || u.startsWith('blob:')) return false;
    return new URL(u).hostname !== '127.0.0.1';
  });
  expect(outside).toEqual([]);
}

async function api<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (u) => {
    const res = await fetch(`/api${u}`, { headers: { Authorization: `Bearer ${localStorage.getItem('token') ?? ''}` } });
    return (await res.json()).data;
  }, path) as Promise<T>;
}

const markerCount = (page: Page) => page.locator('[data-testid=mapa] .leaflet-marker-icon').count();
const center = async (page: Page) => (await page.getByTestId('mapa').getAttribute('data-center'))?.split(',').map(Number) ?? [];

async function search(page: Page, q: string): Promise<void> {
  await page.locator('input[name=buscar-calle]').fill(q);
  await page.locator('input[name=buscar-calle]').press('Enter');
  await page.getByTestId('mapa-resultados').waitFor();
}

beforeAll(async () => {
  browser = await launch();
});

afterEach(() => {
  expect(takePageErrors()).toEqual([]);
});

afterAll(async () => {
  await browser?.close();
});

describe('Mapa › Buscar Calle', () => {
  // Eleven polls of up to 15 s each, one after the other: 12 s alone, past 60 s under CI's load once.
  it('shows the demo properties as markers on local tiles; finds Miraflores and a demo street and flies there', async () => {
    const page = await newPage(browser);
    const w = watch(page);
    await login(page, baseUrl, 'admin', E2E_PASSWORD);
    await page.goto(`${baseUrl}/mapa/maps`);

    await expect.poll(() => markerCount(page), POLL).toBeGreaterThan(3);
    await expect.poll(() => page.locator('[data-testid=mapa] .leaflet-tile-loaded').count(), POLL).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('mapa-en-vista').textContent(), POLL).toMatch(/^[1-9]\d* inmuebles a la vista$/);
    expect(w.requests.some((u) => u.startsWith(`${tilesOrigin}/`))).toBe(true);

    await search(page, 'Miraflores');
    await expect(page.getByTestId('mapa-resultados').getByText('Miraflores', { exact: true }).first().isVisible()).resolves.toBe(true);
    await expect
      .poll(async () => {
        const [lat = NaN, lng = NaN] = await center(page);
        return Math.abs(lat + 12.1217) < 0.01 && Math.abs(lng + 77.0292) < 0.01;
      }, POLL)
      .toBe(true);

    // A street as people type it: 'Av. Larco' (the demo's OF-000009 is at 'Av. José Larco 474') lists it; choosing it
    // flies to its marker and opens its popup.
    await search(page, 'Av. Larco');
    const larco = page.getByTestId('mapa-resultados').getByRole('button', { name: /Av\. José Larco 474\s*OF-000009/ });
    await expect.poll(() => larco.count(), POLL).toBe(1);
    await larco.click();
    const larcoPopup = page.locator('[data-testid=mapa] .leaflet-popup-content');
    await expect.poll(() => larcoPopup.textContent().catch(() => ''), POLL).toContain('OF-000009');
    await screenshot(page, 'mapa-buscar-larco');

    // A demo property's street: its full address leads to it, and its popup links to its detail.
    const demo = (
      await api<{ id_propiedad: number; codigo: string; direccion: string }[]>(page, '/ofertantes/listado?perPage=1&sort=codigo&order=ASC')
    )[0]!;
    await search(page, demo.direccion);
    const first = page.getByTestId('mapa-resultados').getByRole('button').first();
    // The list shows the previous search's results until this one answers.
    await expect.poll(() => first.textContent(), POLL).toContain(demo.codigo);
    const popup = page.locator('[data-testid=mapa] .leaflet-popup-content');
    await expect.poll(() => popup.textContent().catch(() => ''), POLL).toContain(demo.codigo);
    await screenshot(page, 'mapa-buscar');
    await popup.getByRole('link', { name: 'Ver detalle' }).click();
    await page.waitForURL((u) => u.pathname === `/ofertantes/${demo.id_propiedad}/show`);

    expect(w.consoleErrors).toEqual([]);
    expectLocalOnly(w);
    await page.context().close();
  }, 120_000);

  it('keeps working when the tiles cannot load: markers shown, no errors', async () => {
    const page = await newPage(browser);
    const w = watch(page, { ignoreFailedLoads: true });
    await page.route(`${tilesOrigin}/**`, (route) => route.abort('internetdisconnected'));
    await login(page, baseUrl, 'admin', E2E_PASSWORD);
    await page.goto(`${baseUrl}/mapa/maps`);
    await expect.poll(() => markerCount(page), POLL).toBeGreaterThan(3);
    await expect.poll(() => page.getByTestId('mapa-en-vista').textContent(), POLL).toMatch(/^[1-9]\d* inmuebles a la vista$/);
    expect(await page.locator('[data-testid=mapa] .leaflet-tile-loaded').count()).toBe(0);
    expect(w.consoleErrors).toEqual([]);
    expectLocalOnly(w);
    await page.context().close();
  });
});

describe("the ofertante form's map", () => {
  it("an agent opens the map from the menu, then sets a position by clicking the form's map, moves it by typing, and saves it", async () => {
    const page = await newPage(browser);
    const w = watch(page);
    await login(page, baseUrl, 'agente', E2E_PASSWORD);
    await page.getByTestId('menu-area-mapa').click();
    await page.getByRole('link', { name: 'Buscar Calle' }).click();
    await page.waitForURL((u) => u.pathname === '/mapa/maps');
    await expect.poll(() => markerCount(page), POLL).toBeGreaterThan(3);

    // A property of the agent's own, with no position yet.
    const id = await page.evaluate(async (descripcion) => {
      const body = new URLSearchParams({
        authorization: localStorage.getItem('token') ?? '',
        json: JSON.stringify({
          descripcion,
          tipo_operacion: 'V',
          tipo_inmueble: 'casa',
          moneda: 'USD',
          precio: 30_000_000,
          direccion: 'Av. Prueba del Mapa 100',
          distrito: 'Barranco',
          propietario_nombre: 'Lucía Prueba',
        }),
      });
      const res = await fetch('/api/ofertantes/registrar', { method: 'POST', body });
      return Number((await res.json()).data.id_propiedad);
    }, `Casa del mapa ${RUN}`);

    await page.goto(`${baseUrl}/ofertantes/${id}`);
    const formMap = page.getByTestId('mapa-form');
    await formMap.scrollIntoViewIfNeeded();
    await expect.poll(() => formMap.locator('.leaflet-tile-loaded').count(), POLL).toBeGreaterThan(0);
    const lat = page.locator('input[name=latitud]');
    const lng = page.locator('input[name=longitud]');
    expect(await lat.inputValue()).toBe('');
    expect(await formMap.locator('.leaflet-marker-icon').count()).toBe(0);

    // A click sets both coordinates (somewhere in Barranco: the map opens on its centre) and shows the marker.
    await formMap.click({ position: { x: 220, y: 140 } });
    await expect.poll(() => lat.inputValue(), POLL).not.toBe('');
    const clicked = [Number(await lat.inputValue()), Number(await lng.inputValue())];
    expect(clicked[0]).toBeGreaterThan(-12.2);
    expect(clicked[0]).toBeLessThan(-12.1);
    expect(clicked[1]).toBeGreaterThan(-77.06);
    expect(clicked[1]).toBeLessThan(-76.98);
    const pin = formMap.locator('.leaflet-marker-icon');
    await expect.poll(() => pin.count(), POLL).toBe(1);
    /** The pin's height on the map (page scrolling aside). */
    const pinY = async () => ((await pin.boundingBox())?.y ?? 0) - ((await formMap.boundingBox())?.y ?? 0);
    const before = await pinY();

    // Typing a latitude a little further north moves the marker up.
    const typed = Number((clicked[0]! + 0.005).toFixed(6));
    await lat.fill(String(typed));
    await expect.poll(async () => (await pinY()) < before - 20, POLL).toBe(true);

    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.waitForURL((u) => u.pathname === `/ofertantes/${id}/show`);
    const saved = await api<{ latitud: number; longitud: number }>(page, `/ofertantes/detalle/${id}`);
    expect(saved.latitud).toBeCloseTo(typed, 6);
    expect(saved.longitud).toBeCloseTo(clicked[1]!, 6);
    expect(pathOf(page)).toBe(`/ofertantes/${id}/show`);

    expect(w.consoleErrors).toEqual([]);
    expectLocalOnly(w);
    await page.context().close();
  });
});
