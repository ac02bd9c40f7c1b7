// The calendar in a real Chromium whose zone is not Lima's (Asia/Tokyo): the week view starts on Monday of
// Lima's current week and shows a cita the administrator created there at its Lima time; dragging it to the
// next day changes its `fecha` in the API (same hours). Dates, titles and the agenda's headers in es-PE, and Turnos'
// week too. Screenshots in test-results/e2e/.
import ICAL from 'ical.js';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { formatDate, formatDateRange } from '../../src/lib/dates';
import { addDays, limaToday, mondayOf } from '../../src/lib/limaTime';
import { launch, login, newPage, screenshot, takePageErrors } from './browser';
import { E2E_PASSWORD } from './constants';

const baseUrl = inject('baseUrl');
const RUN = Date.now().toString(36).slice(-6);

interface Envelope<T> {
  status: string;
  data: T;
  msg?: string;
  token?: string;
}

async function call<T>(apiPath: string, token?: string, fields?: Record<string, unknown>): Promise<Envelope<T>> {
  const init: RequestInit = fields
    ? {
        method: 'POST',
        body: new URLSearchParams(
          Object.entries({ ...fields, ...(token ? { authorization: token } : {}) }).map(([k, v]) => [
            k,
            typeof v === 'string' ? v : JSON.stringify(v),
          ]),
        ),
      }
    : { headers: { Authorization: `Bearer ${token ?? ''}` } };
  const res = await fetch(`${baseUrl}/api${apiPath}`, init);
  const body = (await res.json()) as Envelope<T>;
  expect(body.status, `${apiPath}: ${body.msg ?? ''}`).toBe('success');
  return body;
}

let browser: Browser;
let page: Page;
let token: string;
let cita: { id_cita: number; fecha: string };
const monday = mondayOf(limaToday());
const miercoles = addDays(monday, 2);
const jueves = addDays(monday, 3);

beforeAll(async () => {
  token = (await call<unknown>('/login', undefined, { json: { usuario: 'admin', password: E2E_PASSWORD } })).token ?? '';
  const prop = await call<{ id_propiedad: number }[]>('/ofertantes/listado?perPage=1', token);
  const agentes = await call<{ id_usuario: number; tipo: string }[]>('/agentes/listado?perPage=20', token);
  const agente = agentes.data.find((a) => a.tipo === 'Agente');
  const created = await call<{ id_cita: number; fecha: string }>('/citas/registrar', token, {
    json: {
      fecha: miercoles,
      hora_inicio: '20:00',
      hora_fin: '21:00',
      tipo: 'reunion',
      id_propiedad: prop.data[0]!.id_propiedad,
      id_agente: agente?.id_usuario,
      lugar: `Prueba ${RUN}`,
    },
  });
  cita = created.data;
  browser = await launch();
  const context = await browser.newContext({ locale: 'es-PE', viewport: { width: 1366, height: 800 }, timezoneId: 'Asia/Tokyo' });
  page = await newPage(context);
  await login(page, baseUrl, 'admin', E2E_PASSWORD);
});

afterAll(async () => {
  await browser?.close();
});

describe('calendar', () => {
  it('shows this week from Monday with the cita at its Lima time', async () => {
    await page.goto(`${baseUrl}/calendario/google/calendar`);
    const headers = page.locator('th.fc-col-header-cell[data-date]');
    await expect.poll(() => headers.count(), { timeout: 15_000 }).toBe(7);
    expect(await headers.first().getAttribute('data-date')).toBe(monday);
    // es-PE throughout: 'lun 23/11', the title '23 al 29 de noviembre de 2026' (months in lower case, never 'Nov').
    expect(await headers.first().innerText()).toBe(`lun ${formatDate(monday).slice(0, 5)}`);
    expect(await page.locator('.fc-toolbar-title').innerText()).toBe(formatDateRange(monday, addDays(monday, 6)));
    const event = page.locator(`td.fc-timegrid-col[data-date="${miercoles}"] .fc-event`, { hasText: RUN });
    await expect.poll(() => event.count(), { timeout: 10_000 }).toBe(1);
    expect(await event.innerText()).toContain('20:00 - 21:00');
    await screenshot(page, 'calendario-semana');
  });

  it('dragging the cita to the next day changes its fecha in the API', async () => {
    const event = page.locator(`td.fc-timegrid-col[data-date="${miercoles}"] .fc-event`, { hasText: RUN });
    await event.scrollIntoViewIfNeeded();
    const from = await event.boundingBox();
    const target = await page.locator(`td.fc-timegrid-col[data-date="${jueves}"]`).boundingBox();
    if (!from || !target) throw new Error('sin cajas');
    const x = from.x + from.width / 2;
    const y = from.y + 8;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 10, y, { steps: 3 });
    await page.mouse.move(target.x + target.width / 2, y, { steps: 12 });
    await page.mouse.up();
    await expect
      .poll(async () => (await call<{ fecha: string; hora_inicio: string }>(`/citas/detalle/${cita.id_cita}`, token)).data.fecha, { timeout: 10_000 })
      .toBe(jueves);
    const after = (await call<{ hora_inicio: string; hora_fin: string }>(`/citas/detalle/${cita.id_cita}`, token)).data;
    expect([after.hora_inicio, after.hora_fin]).toEqual(['20:00', '21:00']);
    await expect.poll(() => page.getByRole('button', { name: 'Deshacer' }).count()).toBe(1);
    expect(await page.getByText(`Cita movida al ${formatDate(jueves)} de 20:00 a 21:00`).count()).toBe(1);
    await screenshot(page, 'calendario-movida');
    expect(takePageErrors()).toEqual([]);
  });

  it('the agenda and the other views speak es-PE: Hora and Cita, titles and hints in Spanish', async () => {
    await page.getByRole('button', { name: 'Agenda' }).click();
    await expect.poll(() => page.locator('.fc-list-table').count()).toBe(1);
    const head = await page.locator('.fc-list-table thead').innerText();
    expect(head.split(/\s+/).filter(Boolean)).toEqual(['Hora', 'Cita']);
    expect(await page.locator('.fc-toolbar-title').innerText()).toBe(formatDateRange(monday, addDays(monday, 6)));
    expect(await page.locator('.fc-prev-button').getAttribute('title')).toBe('Semana anterior');
    expect(await page.locator('.fc-listWeek-button').getAttribute('title')).toBe('Vista de agenda');
    await screenshot(page, 'calendario-agenda');
    await page.getByRole('button', { name: 'Mes' }).click();
    await expect.poll(() => page.locator('.fc-toolbar-title').innerText()).toMatch(/^[a-z]+ de \d{4}$/);
    const text = await page.locator('.fc').innerText();
    expect(text).not.toMatch(/La hora|\b(Jan|Feb|Apr|Aug|Sep|Oct|Nov|Dec)\b|\d{2}-\d{2}-\d{4}/);
    expect(takePageErrors()).toEqual([]);
  });

  it('offers the private ICS feed right there: Suscribirse opens it, and the URL it gives serves a calendar', async () => {
    await page.getByRole('button', { name: /^Suscribirse/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Calendario en Google Calendar, Outlook o el celular' });
    await dialog.getByRole('button', { name: 'Obtener mi URL' }).click();
    const url = await dialog.getByTestId('ics-url').inputValue();
    expect(url).toMatch(/\/api\/calendario\/ics\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(await dialog.innerText()).toContain('Cómo agregarla en Google Calendar');
    await screenshot(page, 'calendario-ics');
    const res = await fetch(url);
    expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
    const feed = new ICAL.Component(ICAL.parse(await res.text()));
    expect(String(feed.getFirstPropertyValue('x-wr-calname'))).toMatch(/^Citas de /);
    // Closed and opened again, the URL just created is still there (it cannot be shown later).
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await page.getByRole('button', { name: /^Suscribirse/ }).click();
    expect(await dialog.getByTestId('ics-url').inputValue()).toBe(url);
    await page.keyboard.press('Escape');
    expect(takePageErrors()).toEqual([]);
  });
});

describe('turnos', () => {
  it('names the week and its days as es-PE does', async () => {
    await page.goto(`${baseUrl}/calendario/turnos/horario`);
    const title = page.getByTestId('turnos-semana');
    await expect.poll(() => title.innerText()).toBe(`Semana del ${formatDateRange(monday, addDays(monday, 6))}`);
    const days = await page.locator('thead th').allInnerTexts();
    expect(days.slice(1)).toEqual(
      ['lun', 'mar', 'mié', 'jue', 'vie', 'sáb', 'dom'].map((d, i) => `${d} ${formatDate(addDays(monday, i)).slice(0, 5)}`),
    );
    await screenshot(page, 'turnos-semana');
    expect(takePageErrors()).toEqual([]);
  });
});
