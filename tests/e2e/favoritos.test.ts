// Favoritos in a real Chromium against the real server (issue 3 §9, browser half): the demo agent creates an
// ofertante through the form and uploads two photos; adds it to the ofertantes cart from the list, sees the header
// count change, removes it from the dropdown and sees the empty text; adds a demandante to its cart and empties it
// from the cart page; receives a notification for a cita the administrator assigns and marks everything read.
// Screenshots (light theme, and the cart dropdown and list in the dark theme) go to test-results/e2e/.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, login, newPage, pathOf, screenshot, storage, takePageErrors } from './browser';
import { E2E_PASSWORD } from './constants';

const baseUrl = inject('baseUrl');
const POLL = { timeout: 10_000, interval: 100 };
/** A run-unique tag, so that searches and texts never meet demo data or earlier runs' records. */
const RUN = Date.now().toString(36).slice(-6);

interface Envelope<T> {
  status: string;
  data: T;
  msg?: string;
  /** notificaciones/listado: the unread count. */
  no_leidas?: number;
}

let browser: Browser;
/** The agent's tab shared by the ofertante, cart and demandante flows (one login). */
let agente: Page;
const contexts: BrowserContext[] = [];
let adminToken: string;

/** The ofertante the first test creates through the form (the later tests create one through the API if it is absent). */
let created: { id: number; codigo: string; descripcion: string } | undefined;

// ---------------------------------------------------------------------------------------------------------------
// The API, from Node (administrator) or from inside a tab (with that tab's own session).

async function nodeCall<T>(method: 'GET' | 'POST', apiPath: string, token: string, fields: Record<string, unknown> = {}): Promise<Envelope<T>> {
  const init: RequestInit =
    method === 'GET'
      ? { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } }
      : { method, body: formBody({ ...fields, authorization: token }), headers: { Accept: 'application/json' } };
  const res = await fetch(`${baseUrl}/api${apiPath}`, init);
  const body = (await res.json()) as Envelope<T>;
  expect(body.status, `${method} ${apiPath}: ${body.msg ?? ''}`).toBe('success');
  return body;
}

function formBody(fields: Record<string, unknown>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) params.append(k, typeof v === 'string' ? v : JSON.stringify(v));
  return params;
}

async function pageCall<T>(page: Page, method: 'GET' | 'POST', apiPath: string, fields: Record<string, string> = {}): Promise<Envelope<T>> {
  const body = await page.evaluate(
    async ([m, p, f]) => {
      const token = localStorage.getItem('token') ?? '';
      const res =
        m === 'GET'
          ? await fetch(`/api${p}`, { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } })
          : await fetch(`/api${p}`, { method: 'POST', body: new URLSearchParams({ ...f, authorization: token }) });
      return res.json();
    },
    [method, apiPath, fields] as const,
  );
  const envelope = body as Envelope<T>;
  expect(envelope.status, `${method} ${apiPath}: ${envelope.msg ?? ''}`).toBe('success');
  return envelope;
}

async function userId(page: Page): Promise<number> {
  return (JSON.parse((await storage(page)).identity!) as { sub: number }).sub;
}

const OFERTANTE_API = (descripcion: string) => ({
  descripcion,
  tipo_operacion: 'V',
  tipo_inmueble: 'departamento',
  moneda: 'USD',
  precio: 21_000_000,
  direccion: 'Av. Pardo 540',
  distrito: 'Miraflores',
  propietario_nombre: 'Carmen Salas',
});

/** The first test's ofertante, or one created now through the API (when that test did not run or failed). */
async function anOfertante(): Promise<{ id: number; codigo: string; descripcion: string }> {
  if (created) return created;
  const descripcion = `Departamento de respaldo ${RUN}`;
  const res = await pageCall<{ id_propiedad: number; codigo: string }>(agente, 'POST', '/ofertantes/registrar', {
    json: JSON.stringify(OFERTANTE_API(descripcion)),
  });
  return { id: res.data.id_propiedad, codigo: res.data.codigo, descripcion };
}

// ---------------------------------------------------------------------------------------------------------------
// The header.

/** The badge number of a header dropdown, or null while the badge is hidden (MUI keeps the old text when hidden). */
function badge(page: Page, testId: string): Promise<string | null> {
  return page.getByTestId(`${testId}-badge`).evaluate((el) => (el.classList.contains('MuiBadge-invisible') ? null : el.textContent));
}

async function openDropdown(page: Page, testId: string): Promise<Locator> {
  const menu = page.getByTestId(`${testId}-menu`);
  await page.getByTestId(`${testId}-button`).click();
  await menu.waitFor();
  return menu;
}

async function closeDropdown(page: Page, testId: string): Promise<void> {
  await page.keyboard.press('Escape');
  await page.getByTestId(`${testId}-menu`).waitFor({ state: 'detached' });
}

/** Waits for the popover's grow transition to end (for a stable screenshot). */
async function settled(menu: Locator): Promise<void> {
  await expect.poll(() => menu.evaluate((el) => getComputedStyle(el).opacity === '1' && getComputedStyle(el).transform === 'none'), POLL).toBe(true);
}

/** 'Sincronizado dd/MM/yyyy HH:mm:ss' (Lima time). */
const SYNCED = /^Sincronizado (\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2}):(\d{2})$/;

/** The instant of a 'Sincronizado' text: Lima is UTC−5 all year (no daylight saving time). */
function limaTime(text: string): number {
  const [, d = NaN, mo = NaN, y = NaN, h = NaN, mi = NaN, se = NaN] = (SYNCED.exec(text) ?? []).map(Number);
  return Date.UTC(y, mo - 1, d, h + 5, mi, se);
}

async function picture(color: string, name: string) {
  const buffer = await sharp({ create: { width: 640, height: 420, channels: 3, background: color } })
    .jpeg({ quality: 80 })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/**
 * WCAG contrast ratio of an element's text against the first opaque background behind it (MUI's dark Paper adds a
 * translucent white overlay as a background image: it is blended in).
 */
function contrast(locator: Locator): Promise<number> {
  return locator.evaluate((el) => {
    const rgba = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
    const lum = ([r = 0, g = 0, b = 0]: number[]) => {
      const ch = (v: number) => {
        const x = v / 255;
        return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * ch(r) + 0.7152 * ch(g) + 0.0722 * ch(b);
    };
    let bg = [255, 255, 255];
    const overlays: number[][] = [];
    for (let node: Element | null = el; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      const overlay = /linear-gradient\(rgba\(([\d.]+), ([\d.]+), ([\d.]+), ([\d.]+)\)/.exec(style.backgroundImage);
      if (overlay) overlays.push(overlay.slice(1).map(Number));
      const c = rgba(style.backgroundColor);
      if (c.length >= 3 && (c[3] ?? 1) > 0) {
        bg = c.slice(0, 3);
        break;
      }
    }
    for (const [r = 0, g = 0, b = 0, a = 0] of overlays.reverse())
      bg = [r * a + bg[0]! * (1 - a), g * a + bg[1]! * (1 - a), b * a + bg[2]! * (1 - a)];
    const fg = rgba(getComputedStyle(el).color);
    const alpha = fg[3] ?? 1;
    const text = [0, 1, 2].map((i) => fg[i]! * alpha + bg[i]! * (1 - alpha));
    const [hi = 0, lo = 0] = [lum(text), lum(bg)].sort((a, b) => b - a);
    return (hi + 0.05) / (lo + 0.05);
  });
}

async function freshTab(): Promise<Page> {
  const page = await newPage(browser);
  contexts.push(page.context());
  return page;
}

// ---------------------------------------------------------------------------------------------------------------

beforeAll(async () => {
  browser = await launch();
  const [res] = await Promise.all([
    fetch(`${baseUrl}/api/login`, { method: 'POST', body: formBody({ json: { usuario: 'admin', password: E2E_PASSWORD } }) }),
    (async () => {
      agente = await newPage(browser);
      await login(agente, baseUrl, 'agente', E2E_PASSWORD);
    })(),
  ]);
  const body = (await res.json()) as { status: string; token: string };
  expect(body.status).toBe('success');
  adminToken = body.token;
});

afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close();
  expect(takePageErrors(), 'errores no capturados en la página').toEqual([]);
});

afterAll(async () => {
  await browser?.close();
});

describe('favoritos en el navegador', () => {
  it('crea un ofertante con el formulario y le sube dos fotos; la primera queda como principal', async () => {
    const page = agente;
    const descripcion = `Departamento con vista al mar ${RUN}`;
    // The seed's route redirects to react-admin's create view.
    await page.goto(`${baseUrl}/favoritos/ofertantes/nuevo`);
    await page.waitForURL((url) => url.pathname === '/ofertantes/create');

    await page.locator('input[name=descripcion]').fill(descripcion);
    await page.locator('input[name=precio]').fill('350000');
    await page.locator('input[name=direccion]').fill('Malecón de la Reserva 610');
    const distrito = page.locator('input[name=distrito]');
    await distrito.fill('Mirafl');
    await page.getByRole('option', { name: 'Miraflores', exact: true }).click();
    await expect.poll(() => distrito.inputValue()).toBe('Miraflores');
    await page.locator('input[name=propietario_nombre]').fill('Carmen Salas Ugarte');
    // Operación, Tipo and Moneda keep their defaults.
    expect(await page.locator('input[name=tipo_operacion]').inputValue()).toBe('V');
    expect(await page.locator('input[name=moneda]').inputValue()).toBe('PEN');

    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.waitForURL((url) => /^\/ofertantes\/\d+\/show$/.test(url.pathname));
    const id = Number(/^\/ofertantes\/(\d+)\/show$/.exec(new URL(page.url()).pathname)?.[1]);
    const codigo = `OF-${String(id).padStart(6, '0')}`;
    const main = page.locator('#main-content');
    await main.getByText(codigo, { exact: true }).waitFor();
    await main.getByText(descripcion, { exact: true }).waitFor();
    await main.getByText('S/ 350,000.00').first().waitFor();
    created = { id, codigo, descripcion };

    await page.getByRole('tab', { name: 'Fotos' }).click();
    await page.getByText('Este inmueble aún no tiene fotos.').waitFor();
    await page.getByTestId('photo-input').setInputFiles([await picture('#2f6690', 'fachada.jpg'), await picture('#d9a441', 'sala.jpg')]);
    const cards = page.getByTestId('foto');
    await expect.poll(() => cards.count(), { timeout: 20_000 }).toBe(2);
    await page.getByText('Fotos subidas: 2.').waitFor();
    await expect.poll(() => cards.first().getByText('Principal', { exact: true }).count(), POLL).toBe(1);
    expect(await cards.nth(1).getByText('Principal', { exact: true }).count()).toBe(0);
    // Both M pictures really load.
    await expect
      .poll(
        () =>
          cards.locator('img').evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0)),
        POLL,
      )
      .toEqual([true, true]);
    // The first card is the ofertante's main photo (imagen) on the server too.
    const photos = (await pageCall<{ id_imagen: number; archivo: string }[]>(page, 'GET', `/imagenes/propiedad/${id}`)).data;
    expect(photos).toHaveLength(2);
    const firstId = Number(await cards.first().getAttribute('data-id'));
    const detalle = (await pageCall<{ imagen: string; codigo: string }>(page, 'GET', `/ofertantes/detalle/${id}`)).data;
    expect(detalle).toMatchObject({ codigo, imagen: photos.find((f) => f.id_imagen === firstId)?.archivo });
    await page.mouse.move(0, 0);
    await screenshot(page, 'favoritos-ofertante-fotos');
  });

  it('agrega el ofertante al carrito desde la lista, el contador cambia; lo quita desde el menú y ve el texto vacío', async () => {
    const page = agente;
    const ofertante = await anOfertante();
    const uid = await userId(page);
    // A known starting point whatever the demo data holds: the agent's ofertantes cart empty.
    await pageCall(page, 'POST', '/carrito/vaciar');

    await page.goto(`${baseUrl}/ofertantes`);
    await page.getByTestId('cart-carrito-button').waitFor();
    await page.getByPlaceholder('Buscar').fill(ofertante.codigo);
    const rows = page.locator('tbody tr');
    const row = rows.filter({ hasText: ofertante.codigo });
    await row.waitFor();
    await expect.poll(() => rows.count(), POLL).toBe(1);
    expect(await badge(page, 'cart-carrito')).toBeNull();

    const add = row.getByTestId(`add-to-carrito-${ofertante.id}`);
    expect(await add.getAttribute('aria-label')).toBe('Agregar al carrito');
    await add.click();
    await expect.poll(() => badge(page, 'cart-carrito'), POLL).toBe('1');
    await page.getByText('Ofertante agregado al carrito.').waitFor();
    // The row's button now says it is there, and cannot add it twice.
    await expect.poll(() => add.getAttribute('aria-label'), POLL).toBe('En el carrito');
    expect(await add.isDisabled()).toBe(true);
    const server = await pageCall<number>(page, 'GET', `/carrito/contar?id_usuario=${uid}`);
    expect(server.data).toBe(1);

    const menu = await openDropdown(page, 'cart-carrito');
    const item = menu.getByTestId(`cart-carrito-item-${ofertante.id}`);
    await item.waitFor();
    expect(await menu.getByTestId('cart-carrito-total').innerText()).toBe('1 ofertante');
    expect(await item.innerText()).toContain(ofertante.descripcion);
    expect(await item.locator('a').getAttribute('href')).toBe(`/ofertantes/${ofertante.id}/show`);
    expect(await menu.getByTestId('cart-carrito-page-link').getAttribute('href')).toBe('/favoritos/carrito/listado');
    await settled(menu);
    await screenshot(page, 'favoritos-carrito-menu');

    await item.getByRole('button', { name: `Quitar del carrito: ${ofertante.descripcion}` }).click();
    await menu.getByTestId('cart-carrito-empty').filter({ hasText: 'No se encontraron ofertantes en el carrito.' }).waitFor();
    await expect.poll(() => menu.getByTestId('cart-carrito-status').innerText(), POLL).not.toBe('');
    expect(await menu.getByTestId('cart-carrito-total').innerText()).toBe('0 ofertantes');
    await expect.poll(() => badge(page, 'cart-carrito'), POLL).toBeNull();
    // The status message goes away after 3 s (seed §4).
    await menu.getByTestId('cart-carrito-status').waitFor({ state: 'detached', timeout: 6000 });
    await closeDropdown(page, 'cart-carrito');
    // The list row can add it again.
    await expect.poll(() => add.getAttribute('aria-label'), POLL).toBe('Agregar al carrito');
    expect((await pageCall<number>(page, 'GET', `/carrito/contar?id_usuario=${uid}`)).data).toBe(0);
  });

  it('agrega un demandante a su carrito y lo vacía desde la página del carrito', async () => {
    const page = agente;
    const nombre = `Lucía ${RUN}`;
    const res = await pageCall<{ id_demandante: number }>(page, 'POST', '/demandantes/registrar', {
      json: JSON.stringify({
        nombre,
        apellido: 'Paredes Rivas',
        tipo_operacion: 'A',
        moneda: 'PEN',
        precio_min: 180_000,
        precio_max: 250_000,
        descripcion: 'Busca departamento de 2 dormitorios',
      }),
    });
    const id = res.data.id_demandante;
    const before = Number((await pageCall<number>(page, 'GET', `/carritode/contar?id_usuario=${await userId(page)}`)).data);

    await page.goto(`${baseUrl}/demandantes/${id}/show`);
    const add = page.getByTestId(`add-to-carritode-${id}`);
    await add.waitFor();
    await expect.poll(() => badge(page, 'cart-carritode'), POLL).toBe(before > 0 ? String(before) : null);
    await add.click();
    await expect.poll(() => badge(page, 'cart-carritode'), POLL).toBe(String(before + 1));
    await page.getByText('Demandante agregado al carrito.').waitFor();
    await expect.poll(() => add.innerText(), POLL).toMatch(/en el carrito/i);

    // To the cart page through the dropdown's link.
    const menu = await openDropdown(page, 'cart-carritode');
    await menu.getByTestId(`cart-carritode-item-${id}`).waitFor();
    await menu.getByTestId('cart-carritode-page-link').click();
    await page.waitForURL((url) => url.pathname === '/favoritos/carritode/listado');
    await menu.waitFor({ state: 'detached' });
    const row = page.getByTestId(`cart-page-carritode-row-${id}`);
    await row.waitFor();
    expect(await row.innerText()).toContain(nombre);
    expect(await row.innerText()).toContain('Alquiler');
    expect(await row.innerText()).toContain('S/ 1,800.00 – S/ 2,500.00');
    expect(await page.getByTestId('cart-page-carritode-total').innerText()).toBe(before + 1 === 1 ? '1 demandante' : `${before + 1} demandantes`);
    await page.mouse.move(0, 0);
    await screenshot(page, 'favoritos-carritode-pagina');

    await page.getByTestId('cart-page-carritode-vaciar').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('¿Quitar todos los elementos del carrito? Los registros no se eliminan.').waitFor();
    await dialog.getByRole('button', { name: 'Vaciar' }).click();
    await page.getByTestId('cart-page-carritode-empty').filter({ hasText: 'No se encontraron demandantes en el carrito.' }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByTestId('cart-page-carritode-total').innerText()).toBe('0 demandantes');
    await expect.poll(() => badge(page, 'cart-carritode'), POLL).toBeNull();
    expect(await page.getByTestId('cart-page-carritode-vaciar').isDisabled()).toBe(true);
    expect((await pageCall<number>(page, 'GET', `/carritode/contar?id_usuario=${await userId(page)}`)).data).toBe(0);
    // The demandante itself is still there.
    expect((await pageCall<{ nombre: string }>(page, 'GET', `/demandantes/detalle/${id}`)).data.nombre).toBe(nombre);
  });

  it('el agente recibe la notificación de una cita que le asigna el administrador, la abre y marca todo como leído', async () => {
    // The administrator, through the API: the agent's id, a property and two citas assigned to the agent.
    const users = (await nodeCall<{ id_usuario: number; usuario: string }[]>('GET', '/usuarios/listado', adminToken)).data;
    const agentId = users.find((u) => u.usuario === 'agente')?.id_usuario;
    expect(agentId, 'el usuario de demostración «agente»').toBeTypeOf('number');
    const agentes = (await nodeCall<{ id_usuario: number }[]>('GET', '/agentes/listado', adminToken)).data;
    expect(agentes.map((a) => a.id_usuario)).toContain(agentId);
    const prop = (
      await nodeCall<{ id_propiedad: number; codigo: string }>('POST', '/ofertantes/registrar', adminToken, {
        json: OFERTANTE_API(`Casa para visitas ${RUN}`),
      })
    ).data;
    const lugares = [`Puerta principal ${RUN}`, `Oficina de ventas ${RUN}`];
    const citas: number[] = [];
    for (const [i, lugar] of lugares.entries()) {
      const cita = {
        fecha: '2031-03-14',
        hora_inicio: `1${i}:00`,
        hora_fin: `1${i}:45`,
        tipo: 'visita',
        id_propiedad: prop.id_propiedad,
        id_agente: agentId,
        lugar,
      };
      citas.push((await nodeCall<{ id_cita: number }>('POST', '/citas/registrar', adminToken, { json: cita })).data.id_cita);
    }

    const page = await freshTab();
    await login(page, baseUrl, 'agente', E2E_PASSWORD);
    const unread = Number((await pageCall<unknown[]>(page, 'GET', `/notificaciones/listado?idagente=${agentId}`)).no_leidas);
    expect(unread).toBeGreaterThanOrEqual(2);
    await expect.poll(() => badge(page, 'notifications'), POLL).toBe(String(unread));

    let menu = await openDropdown(page, 'notifications');
    const texts = lugares.map((lugar, i) => `Se le asignó una cita: Visita del 14/03/2031 a las 1${i}:00 · ${prop.codigo} · ${lugar}.`);
    for (const text of texts) await menu.getByText(text, { exact: true }).waitFor();
    expect(await menu.getByTestId('notifications-total').innerText()).toBe(`${unread} sin leer`);
    await expect.poll(() => menu.getByTestId('notifications-synced').innerText(), POLL).toMatch(SYNCED);
    expect(
      Math.abs(limaTime(await menu.getByTestId('notifications-synced').innerText()) - Date.now()),
      'Sincronizado: la hora de Lima de la última consulta',
    ).toBeLessThan(120_000);
    // Each shows its own date the same way.
    for (const text of texts) {
      const entry = menu.locator('[data-testid^="notification-"]', { hasText: text });
      expect(await entry.innerText()).toMatch(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}/);
    }
    await settled(menu);
    await screenshot(page, 'favoritos-notificaciones');

    // A click marks that one read and opens its cita.
    await menu.locator('[data-testid^="notification-"]', { hasText: texts[0] }).click();
    await page.waitForURL((url) => url.pathname === `/citas/${citas[0]}/show`);
    await menu.waitFor({ state: 'detached' });
    await page.locator('#main-content').getByText(lugares[0]!, { exact: true }).waitFor();
    await expect.poll(() => badge(page, 'notifications'), POLL).toBe(String(unread - 1));

    // 'Marcar todo como leído': the badge goes away.
    menu = await openDropdown(page, 'notifications');
    await menu.getByText(texts[1]!, { exact: true }).waitFor();
    await menu.getByTestId('notifications-mark-all').filter({ hasText: 'Marcar todo como leído' }).click();
    await expect.poll(() => badge(page, 'notifications'), POLL).toBeNull();
    await expect.poll(() => menu.getByTestId('notifications-total').innerText(), POLL).toBe('0 sin leer');
    expect(await menu.getByTestId('notifications-mark-all').isDisabled()).toBe(true);
    await menu.getByTestId('notifications-status').waitFor();
    expect(await menu.getByTestId('notifications-synced').innerText()).toMatch(SYNCED);
    expect((await pageCall<unknown[]>(page, 'GET', `/notificaciones/listado?idagente=${agentId}`)).no_leidas).toBe(0);

    // A read notification still opens its cita.
    await menu.locator('[data-testid^="notification-"]', { hasText: texts[1] }).click();
    await page.waitForURL((url) => url.pathname === `/citas/${citas[1]}/show`);
    await page.locator('#main-content').getByText(lugares[1]!, { exact: true }).waitFor();
    expect(pathOf(page)).toBe(`/citas/${citas[1]}/show`);
  });

  it('tema oscuro: el menú del carrito y la lista de ofertantes', async () => {
    const ofertante = await anOfertante();
    const page = await freshTab();
    await login(page, baseUrl, 'agente', E2E_PASSWORD);
    await pageCall(page, 'POST', '/carrito/vaciar');
    await pageCall(page, 'POST', '/carrito/agregar', { id_usuario: String(await userId(page)), id_propiedad: String(ofertante.id) });

    await page.goto(`${baseUrl}/ofertantes`);
    await page.locator('tbody tr').first().waitFor();
    const background = () =>
      page.locator('#main-content').evaluate((el) => {
        let node: Element | null = el;
        while (node) {
          const color = getComputedStyle(node).backgroundColor;
          if (color !== 'rgba(0, 0, 0, 0)' && color !== 'transparent') return color;
          node = node.parentElement;
        }
        return getComputedStyle(document.body).backgroundColor;
      });
    const luminance = async () => {
      const [r = 255, g = 255, b = 255] = ((await background()).match(/\d+/g) ?? ['255', '255', '255']).map(Number);
      return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
    };
    expect(await luminance()).toBeGreaterThan(0.6);
    await page.getByRole('button', { name: 'Cambiar entre modo claro y oscuro' }).click();
    await expect.poll(luminance, POLL).toBeLessThan(0.3);
    expect((await storage(page, { all: true }))['RaStore.theme']).toBe('"dark"');

    await page.mouse.move(0, 0);
    const firstRow = page.locator('tbody tr').first();
    for (const cell of [page.locator('thead th').nth(2), firstRow.locator('td').nth(2), firstRow.locator('td').nth(3)]) {
      const ratio = await contrast(cell);
      expect(ratio, `contraste de «${await cell.innerText()}»`).toBeGreaterThanOrEqual(4.5);
    }
    await screenshot(page, 'favoritos-ofertantes-lista-oscuro');

    await expect.poll(() => badge(page, 'cart-carrito'), POLL).toBe('1');
    const menu = await openDropdown(page, 'cart-carrito');
    const item = menu.getByTestId(`cart-carrito-item-${ofertante.id}`);
    await item.waitFor();
    await settled(menu);
    await screenshot(page, 'favoritos-carrito-menu-oscuro');
    // Readable text on the dark popover: WCAG AA (4.5:1), also for the button in the dark theme's primary colour.
    const texts: [Locator, number][] = [
      [menu.getByText('Carrito Ofertantes', { exact: true }), 4.5],
      [menu.getByTestId('cart-carrito-total'), 4.5],
      [item.getByText(ofertante.descripcion, { exact: true }), 4.5],
      [item.locator('.MuiTypography-caption'), 4.5],
      [menu.getByTestId('cart-carrito-page-link'), 4.5],
    ];
    for (const [text, min] of texts) {
      const ratio = await contrast(text);
      expect(ratio, `contraste de «${await text.innerText()}»`).toBeGreaterThanOrEqual(min);
    }
    await closeDropdown(page, 'cart-carrito');
    await pageCall(page, 'POST', '/carrito/vaciar');
  });
});
