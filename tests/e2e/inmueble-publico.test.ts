// A property's public page and its sharing in a real Chromium against the real server (issue 30, browser half):
// the page at 390 px and 1366 px (photos loaded, price, the map showing only the approximate area, the WhatsApp
// link going to wa.me with the message), axe clean, the contact form sent with JavaScript and without it (the
// server's answer page, its Spanish errors keeping what was typed), the lead reaching the property's agent in the
// app; then 'Compartir' in the app — on the property (link read back from the clipboard, wa.me parsed), on an
// unpublished one (why, and how to publish), in the cart (the ticked ones as one message) and in a demandante's
// matches (to the demandante's own WhatsApp) — and the visits on the property and the dashboard. The page's HTML is
// checked by html-validate in tests/api/inmueble-publico.test.ts. Screenshots go to test-results/e2e/.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeFindings } from './axe';
import { launch, login, newPage, screenshot, takePageErrors } from './browser';
import { E2E_PASSWORD } from './constants';

const baseUrl = inject('baseUrl');
const tilesOrigin = inject('tilesOrigin');
const POLL = { timeout: 10_000, interval: 100 };
/** A run-unique tag and phone, so that the lead never meets demo data or earlier runs' records. */
const RUN = Date.now().toString(36).slice(-6);
const PHONE = `9${String(Date.now()).slice(-8)}`;
/** The form refuses a post sooner than this after the page was drawn (a person reads first). */
const FILL_MS = 3200;

interface Envelope<T> {
  readonly status: string;
  readonly data: T;
  readonly msg?: string;
}
interface Ofertante {
  readonly id_propiedad: number;
  readonly codigo: string;
  readonly descripcion: string;
  readonly estado: string;
  readonly publicar_web: boolean;
  readonly ubicacion_exacta: boolean;
  readonly imagen: string | null;
  readonly direccion: string;
}

let browser: Browser;
const contexts: BrowserContext[] = [];
let agentToken: string;
let agentId: number;
let adminToken: string;
/** Published, approximate location, with photos: the page under test. */
let shown: Ofertante;
/** Another published one (the cart's second) and an unpublished one. */
let other: Ofertante;
let hidden: Ofertante;
/** The tab of the agent the property belongs to (one login for the app's half). */
let agent: Page;

async function api<T>(method: 'GET' | 'POST', apiPath: string, token: string | null, fields: Record<string, string> = {}): Promise<Envelope<T>> {
  const init: RequestInit =
    method === 'GET'
      ? { headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) } }
      : { method, body: new URLSearchParams({ ...fields, ...(token ? { authorization: token } : {}) }), headers: { Accept: 'application/json' } };
  const res = await fetch(`${baseUrl}/api${apiPath}`, init);
  const body = (await res.json()) as Envelope<T> & { token?: string };
  expect(body.status, `${method} ${apiPath}: ${body.msg ?? ''}`).toBe('success');
  return body;
}

async function apiLogin(usuario: string): Promise<{ token: string; id: number }> {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    body: new URLSearchParams({ json: JSON.stringify({ usuario, password: E2E_PASSWORD }) }),
  });
  const body = (await res.json()) as { token: string; identity: { sub: number } };
  return { token: body.token, id: body.identity.sub };
}

/** The public page's path of a property, as the server itself redirects to it. */
async function pagePath(codigo: string): Promise<string> {
  const res = await fetch(`${baseUrl}/inmueble/${codigo}`, { redirect: 'manual' });
  expect(res.status).toBe(301);
  return String(res.headers.get('location'));
}

/** A wa.me link taken apart: the number (digits, '' for none) and the message. */
function waParts(href: string): { number: string; text: string } {
  const url = new URL(href);
  expect(url.origin).toBe('https://wa.me');
  return { number: url.pathname.slice(1), text: url.searchParams.get('text') ?? '' };
}

async function context(opts: Parameters<Browser['newContext']>[0] = {}): Promise<BrowserContext> {
  const c = await browser.newContext({ locale: 'es-PE', viewport: { width: 1366, height: 800 }, ...opts });
  contexts.push(c);
  return c;
}

beforeAll(async () => {
  browser = await launch();
  const [a, ad] = await Promise.all([apiLogin('agente'), apiLogin('admin')]);
  agentToken = a.token;
  agentId = a.id;
  adminToken = ad.token;
  const filter = encodeURIComponent(JSON.stringify({ id_agente: a.id }));
  const mine = (await api<Ofertante[]>('GET', `/ofertantes/listado?perPage=100&filter=${filter}`, adminToken)).data;
  const published = mine.filter((o) => o.publicar_web && o.estado === 'disponible' && o.imagen);
  shown = published.find((o) => !o.ubicacion_exacta)!;
  other = published.find((o) => o.id_propiedad !== shown.id_propiedad)!;
  hidden = mine.find((o) => !o.publicar_web)!;
  expect([shown, other, hidden].every(Boolean), 'the demo data gives the agent two published properties and an unpublished one').toBe(true);
  agent = await newPage(await context({ permissions: ['clipboard-read', 'clipboard-write'] }));
  await login(agent, baseUrl, 'agente', E2E_PASSWORD);
}, 60_000);

afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
});

afterEach(() => {
  expect(takePageErrors()).toEqual([]);
});

describe('the public page', () => {
  it('shows photos, price, the approximate area and the WhatsApp link at 390 and 1366 px, axe clean', async () => {
    const path = await pagePath(shown.codigo);
    for (const [width, height, name] of [
      [390, 844, 'movil'],
      [1366, 800, 'escritorio'],
    ] as const) {
      const page = await newPage(await context({ viewport: { width, height }, isMobile: width < 500, hasTouch: width < 500 }));
      const tiles: string[] = [];
      page.on('request', (r) => {
        if (r.url().startsWith(`${tilesOrigin}/`)) tiles.push(r.url());
      });
      await page.goto(`${baseUrl}${path}`);
      await expect.poll(() => page.locator('h1').textContent(), POLL).toBe(shown.descripcion);
      expect(await page.locator('.precio').textContent()).toMatch(/^(S\/|US\$) [\d,.]+/);
      // The first photo is drawn (not a broken image); the others wait for the scroll.
      await expect
        .poll(
          () =>
            page
              .locator('.fotos img')
              .first()
              .evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0),
          POLL,
        )
        .toBe(true);
      expect(await page.locator('.fotos img').count()).toBeGreaterThan(0);
      // Only the district's area: a circle, no marker, and no street in the page.
      const mapa = page.locator('#mapa');
      expect(Number(await mapa.getAttribute('data-radio'))).toBeGreaterThan(0);
      await expect.poll(() => page.locator('#mapa path.leaflet-interactive').count(), POLL).toBe(1);
      expect(await page.locator('#mapa .leaflet-marker-icon').count()).toBe(0);
      await expect.poll(() => tiles.length, POLL).toBeGreaterThan(0);
      expect(await page.locator('body').textContent()).not.toContain(shown.direccion);
      // On a phone the agent's card (WhatsApp first) comes before the details.
      const wa = page.locator('a.boton.wa');
      const [waTop, formTop] = await Promise.all([
        wa.evaluate((el) => el.getBoundingClientRect().top),
        page.locator('#consulta').evaluate((el) => el.getBoundingClientRect().top),
      ]);
      if (width < 500) expect(waTop).toBeLessThan(formTop);
      expect(await wa.getAttribute('href')).toBe(`/api/public/inmuebles/${shown.codigo}/whatsapp`);
      expect(await axeFindings(page, `${path} ${width}px`)).toEqual([]);
      await screenshot(page, `inmueble-publico-${name}`);
    }
    // The click is counted, then WhatsApp opens with the message naming the code and the page.
    const click = await fetch(`${baseUrl}/api/public/inmuebles/${shown.codigo}/whatsapp`, { redirect: 'manual' });
    expect(click.status).toBe(303);
    const wa = waParts(String(click.headers.get('location')));
    expect(wa.number).toMatch(/^51\d{9}$/);
    expect(wa.text).toContain(shown.codigo);
    expect(wa.text).toContain(`${baseUrl}${path}`);
  });

  it('sends the contact form with JavaScript, and the lead reaches the agent in the app', async () => {
    const page = await newPage(await context());
    await page.goto(`${baseUrl}${await pagePath(shown.codigo)}`);
    const drawn = Date.now();
    await page.locator('#c-nombre').fill(`Rosa Prueba${RUN}`);
    await page.locator('#c-telefono').fill(PHONE);
    await page.locator('#c-email').fill(`rosa.${RUN}@example.pe`);
    await page.locator('input[name=acepta]').check();
    await page.waitForTimeout(Math.max(0, FILL_MS - (Date.now() - drawn)));
    await page.locator('#consulta button[type=submit]').click();
    await expect.poll(() => page.locator('#respuesta').textContent(), POLL).toContain(`Gracias, Rosa`);
    expect(page.url()).toContain('/inmueble/');

    // The agent's app: the new demandante, found by the run's tag, and the notification naming the property.
    await agent.goto(`${baseUrl}/demandantes?filter=${encodeURIComponent(JSON.stringify({ q: `Prueba${RUN}` }))}`);
    await expect.poll(() => agent.getByText(`Prueba${RUN}`).count(), POLL).toBeGreaterThan(0);
    const notes = await api<{ mensaje: string }[]>('GET', `/notificaciones/listado?idagente=${agentId}`, agentToken);
    expect(notes.data.some((n) => n.mensaje.includes(shown.codigo) && n.mensaje.includes('Rosa'))).toBe(true);
  });

  it('sends the contact form without JavaScript: the server answers the page with the errors, then the confirmation', async () => {
    const page = await newPage(await context({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } }));
    await page.goto(`${baseUrl}${await pagePath(shown.codigo)}`);
    const drawn = Date.now();
    await page.locator('#c-nombre').fill(`Luis SinJs${RUN}`);
    await page.locator('#c-email').fill(`luis.${RUN}@example.pe`);
    await page.waitForTimeout(Math.max(0, FILL_MS - (Date.now() - drawn)));
    // Without the consent: the page comes back with the Spanish error under the box, and what was typed.
    await Promise.all([page.waitForNavigation(), page.locator('#consulta button[type=submit]').click()]);
    expect(await page.locator('#c-acepta-error').textContent()).toContain('Ley 29733');
    expect(await page.locator('input[name=acepta]').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#c-nombre').inputValue()).toBe(`Luis SinJs${RUN}`);
    expect(await page.locator('#respuesta').textContent()).not.toBe('');
    await screenshot(page, 'inmueble-publico-sin-js-error');
    await page.locator('input[name=acepta]').check();
    await Promise.all([page.waitForNavigation(), page.locator('#consulta button[type=submit]').click()]);
    expect(await page.locator('#respuesta').textContent()).toContain('Gracias, Luis');
    expect(await page.locator('#c-nombre').inputValue()).toBe('');
    await screenshot(page, 'inmueble-publico-sin-js-enviada');
    const found = await api<unknown[]>('GET', `/demandantes/listado?q=${encodeURIComponent(`SinJs${RUN}`)}`, adminToken);
    expect(found.data.length).toBe(1);
  });
});

describe('sharing from the app', () => {
  const menuItem = (page: Page, testId: string) => page.locator(`[data-testid="${testId}"]`);

  it('copies the link and opens WhatsApp with the message from the property; an unpublished one says how to publish', async () => {
    const path = await pagePath(shown.codigo);
    await agent.goto(`${baseUrl}/ofertantes/${shown.id_propiedad}/show`);
    await menuItem(agent, 'share-ofertante').click();
    const href = String(await menuItem(agent, 'share-ofertante-whatsapp').getAttribute('href'));
    const wa = waParts(href);
    expect(wa.number).toBe('');
    expect(wa.text).toContain(shown.codigo);
    expect(wa.text).toContain(`${baseUrl}${path}`);
    expect(await menuItem(agent, 'share-ofertante-page').getAttribute('href')).toBe(`${baseUrl}${path}`);
    await screenshot(agent, 'inmueble-compartir-menu');
    await menuItem(agent, 'share-ofertante-copy').click();
    await expect.poll(() => agent.getByText('Enlace copiado').count(), POLL).toBeGreaterThan(0);
    expect(await agent.evaluate(() => navigator.clipboard.readText())).toBe(`${baseUrl}${path}`);

    await agent.goto(`${baseUrl}/ofertantes/${hidden.id_propiedad}/show`);
    await menuItem(agent, 'share-ofertante').click();
    const why = menuItem(agent, 'share-ofertante-unpublished');
    await expect.poll(() => why.textContent(), POLL).toContain('Publicar en la web');
    expect(await menuItem(agent, 'share-ofertante-whatsapp').count()).toBe(0);
    await screenshot(agent, 'inmueble-compartir-no-publicado');
    await agent.keyboard.press('Escape');
  });

  it('shares the cart as one message: the ticked ones, without the unpublished', async () => {
    await api('POST', '/carrito/vaciar', agentToken);
    for (const o of [shown, other, hidden]) await api('POST', '/carrito/agregar', agentToken, { id_propiedad: String(o.id_propiedad) });
    await agent.goto(`${baseUrl}/favoritos/carrito/listado`);
    await menuItem(agent, 'share-cart-page-carrito').click();
    let wa = waParts(String(await menuItem(agent, 'share-cart-page-carrito-whatsapp').getAttribute('href')));
    expect(wa.text).toContain('le comparto estos inmuebles');
    expect(wa.text).toContain(shown.codigo);
    expect(wa.text).toContain(other.codigo);
    expect(wa.text).not.toContain(hidden.codigo);
    expect(await menuItem(agent, 'share-cart-page-carrito-left').textContent()).toContain('1 inmueble sin página pública');
    await screenshot(agent, 'inmueble-compartir-carrito');
    await menuItem(agent, 'share-cart-page-carrito-copy').click();
    expect(await agent.evaluate(() => navigator.clipboard.readText())).toBe(wa.text);
    // Ticking one shares that one alone.
    await agent.locator(`[data-testid="cart-page-carrito-tick-${other.id_propiedad}"] input`).check();
    await menuItem(agent, 'share-cart-page-carrito').click();
    wa = waParts(String(await menuItem(agent, 'share-cart-page-carrito-whatsapp').getAttribute('href')));
    expect(wa.text).toContain(other.codigo);
    expect(wa.text).not.toContain(shown.codigo);
    await menuItem(agent, 'share-cart-page-carrito-copy').click();
    expect(await agent.evaluate(() => navigator.clipboard.readText())).toBe(`${baseUrl}${await pagePath(other.codigo)}`);
    await api('POST', '/carrito/vaciar', agentToken);
  });

  it('shares the rows ticked in the ofertantes list, across searches, without the unpublished', async () => {
    const tick = async (codigo: string) => {
      await agent.goto(`${baseUrl}/ofertantes?filter=${encodeURIComponent(JSON.stringify({ q: codigo }))}`);
      const box = agent.locator('tbody input[type=checkbox]');
      await expect.poll(() => box.count(), POLL).toBe(1);
      await box.check();
    };
    await tick(shown.codigo);
    await tick(hidden.codigo);
    await menuItem(agent, 'share-bulk-ofertantes').click();
    const wa = waParts(String(await menuItem(agent, 'share-bulk-ofertantes-whatsapp').getAttribute('href')));
    expect(wa.number).toBe('');
    expect(wa.text).toContain(`${baseUrl}${await pagePath(shown.codigo)}`);
    expect(wa.text).not.toContain(hidden.codigo);
    expect(await menuItem(agent, 'share-bulk-ofertantes-left').textContent()).toContain('1 inmueble sin página pública');
    await screenshot(agent, 'inmueble-compartir-listado');
    await agent.keyboard.press('Escape');
    await agent.evaluate(() => localStorage.removeItem('RaStore.ofertantes.selectedIds'));
  });

  it('sends a matched property to the demandante’s WhatsApp, and the ticked ones as one message', async () => {
    // The lead of the first test: its requirement comes from the property, so the property is among its matches.
    const found = await api<{ id_demandante: number }[]>('GET', `/demandantes/listado?q=${encodeURIComponent(`Prueba${RUN}`)}`, adminToken);
    const id = found.data[0]!.id_demandante;
    await agent.goto(`${baseUrl}/demandantes/${id}/show/cruces`);
    const row = menuItem(agent, `share-match-${shown.id_propiedad}`);
    await row.click();
    const wa = waParts(String(await menuItem(agent, `share-match-${shown.id_propiedad}-whatsapp`).getAttribute('href')));
    expect(wa.number).toBe(`51${PHONE}`);
    expect(wa.text).toContain(shown.codigo);
    expect(await menuItem(agent, `share-match-${shown.id_propiedad}-whatsapp`).textContent()).toContain(`Rosa Prueba${RUN}`);
    await agent.keyboard.press('Escape');
    await agent.locator('[data-testid="matches-panel"] tbody input[type=checkbox]').first().check();
    await menuItem(agent, 'share-matches-ticked').click();
    const many = waParts(String(await menuItem(agent, 'share-matches-ticked-whatsapp').getAttribute('href')));
    expect(many.number).toBe(`51${PHONE}`);
    expect(many.text).toMatch(/OF-\d{6}/);
    await screenshot(agent, 'inmueble-compartir-cruces');
    await agent.keyboard.press('Escape');
  });

  it('shows the page’s visits on the property and on the dashboard, also in the dark theme and on a phone', async () => {
    await agent.goto(`${baseUrl}/ofertantes/${shown.id_propiedad}/show/web`);
    await expect.poll(() => agent.locator('[data-testid="web-tab-vistas"] td').first().textContent(), POLL).toMatch(/^\d/);
    expect(await agent.locator('[data-testid="web-tab-url"]').textContent()).toBe(`${baseUrl}${await pagePath(shown.codigo)}`);
    await screenshot(agent, 'inmueble-web-tab');
    await agent.evaluate(() => localStorage.setItem('RaStore.theme', JSON.stringify('dark')));
    await agent.setViewportSize({ width: 390, height: 844 });
    await agent.reload();
    await expect.poll(() => agent.locator('[data-testid="web-tab-consultas"]').count(), POLL).toBe(1);
    expect(await axeFindings(agent, 'ofertante web oscuro 390px')).toEqual([]);
    await screenshot(agent, 'inmueble-web-tab-oscuro-movil');
    await agent.goto(`${baseUrl}/dashboard/sales-dashboard`);
    await expect.poll(() => agent.locator('[data-testid="dashboard-visitas"]').count(), POLL).toBe(1);
    // The agent's published properties were visited above: the most-viewed are listed, a line each on a phone.
    await expect
      .poll(() => agent.locator('[data-testid="dashboard-visitas"] li[data-testid^="dashboard-visitas-"]').count(), POLL)
      .toBeGreaterThan(0);
    // On a phone nothing in the card reaches past its right edge: no sideways scrolling.
    const overflow = await agent.locator('[data-testid="dashboard-visitas"]').evaluate((card) => {
      const right = card.getBoundingClientRect().right;
      return [...card.querySelectorAll('*')].filter((el) => el.getBoundingClientRect().right > right + 1).length;
    });
    expect(overflow).toBe(0);
    expect(await axeFindings(agent, 'dashboard visitas oscuro 390px')).toEqual([]);
    await screenshot(agent, 'inmueble-dashboard-visitas-oscuro-movil');
    await agent.evaluate(() => localStorage.setItem('RaStore.theme', JSON.stringify('light')));
    await agent.setViewportSize({ width: 1366, height: 800 });
  });
});
