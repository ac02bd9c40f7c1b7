// Documentos in a real Chromium against the real server (issue 9 §6, browser half): the administrator registers a
// key for a property, lends it to an agent from the key's page (pickers typed), sees it 'Prestada' and the warning
// in a new cita for that property at that time, returns it; uploads a contract PDF with its progress and downloads
// it back; an agent sees Documentos and Directorios without 'Crear' and no Legal in the menu.
import fs from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { launch, login, newPage, screenshot, takePageErrors } from './browser';
import { E2E_PASSWORD } from './constants';

const baseUrl = inject('baseUrl');
const POLL = { timeout: 10_000, interval: 100 };
let browser: Browser;
let context: BrowserContext;
let admin: Page;
let adminToken = '';
let propiedad: { id: number; codigo: string };
let llave: { id: number; codigo: string };

/** Tomorrow in Lima as dd/MM/yyyy for the pickers and YYYY-MM-DD for the API. */
function tomorrowLima(): { shown: string; iso: string } {
  const lima = new Date(Date.now() - 5 * 3_600_000 + 86_400_000);
  const iso = lima.toISOString().slice(0, 10);
  const [y, m, d] = iso.split('-');
  return { shown: `${d}${m}${y}`, iso };
}

async function api<T>(method: 'GET' | 'POST', p: string, fields: Record<string, unknown> = {}): Promise<T> {
  const res =
    method === 'GET'
      ? await fetch(`${baseUrl}/api${p}`, { headers: { Authorization: `Bearer ${adminToken}` } })
      : await fetch(`${baseUrl}/api${p}`, {
          method,
          body: new URLSearchParams(
            Object.fromEntries(
              Object.entries({ ...fields, authorization: adminToken }).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
            ),
          ),
        });
  const body = (await res.json()) as { status: string; data: T; msg?: string };
  expect(body.status, `${method} ${p}: ${body.msg ?? ''}`).toBe('success');
  return body.data;
}

/** Types into a picker's field (its sections take the digits in order). */
async function typePicker(page: Page, name: string, digits: string): Promise<void> {
  const input = page.locator(`input[name=${name}]`);
  await expect.poll(() => input.getAttribute('readonly'), POLL).toBeNull();
  await input.click();
  await page.keyboard.type(digits);
}

beforeAll(async () => {
  browser = await launch();
  context = await browser.newContext({ locale: 'es-PE', viewport: { width: 1366, height: 800 }, timezoneId: 'America/Lima', acceptDownloads: true });
  admin = await newPage(context);
  await login(admin, baseUrl, 'admin', E2E_PASSWORD);
  adminToken = await admin.evaluate(() => localStorage.getItem('token') ?? '');
  const props = await api<{ id_propiedad: number; codigo: string }[]>(
    'GET',
    '/ofertantes/listado?perPage=1&filter=' + encodeURIComponent(JSON.stringify({ estado: 'disponible' })),
  );
  propiedad = { id: props[0]!.id_propiedad, codigo: props[0]!.codigo };
  const k = await api<{ id_llave: number; codigo: string }>('POST', '/llaves/registrar', {
    json: { id_propiedad: propiedad.id, casillero: 'Z-01', copias: 1, descripcion: 'Llave de prueba e2e' },
  });
  llave = { id: k.id_llave, codigo: k.codigo };
});

afterAll(async () => {
  await browser?.close();
  expect(takePageErrors()).toEqual([]);
});

it('lends a key to an agent from its page, warns in a cita at that time, and returns it', async () => {
  const page = admin;
  const day = tomorrowLima();
  await page.goto(`${baseUrl}/llaves/${llave.id}/show`);
  await page.getByText(llave.codigo).first().waitFor();
  await page.getByRole('link', { name: 'Prestar' }).click();
  await page.waitForURL((u) => u.pathname === '/controlllaves/create');
  await expect.poll(() => page.locator('input[name=id_llave]').inputValue(), POLL).toContain(llave.codigo);
  // Only the fields of the chosen borrower: an agent by default; an outside person's name and document once chosen.
  const inputs = async (...names: string[]) => Promise.all(names.map((n) => page.locator(`input[name=${n}]`).count()));
  const agente = page.locator('input[name=id_agente]');
  await agente.waitFor();
  expect(await inputs('id_corredor', 'prestatario_nombre', 'prestatario_documento')).toEqual([0, 0, 0]);
  const kind = page.getByRole('combobox', { name: /Se presta a/ });
  await kind.click();
  await page.getByRole('option', { name: 'Otra persona' }).click();
  await page.locator('input[name=prestatario_nombre]').fill('Pedro Ruiz');
  expect(await inputs('id_agente', 'id_corredor', 'prestatario_documento')).toEqual([0, 0, 1]);
  await screenshot(page, 'documentos-prestamo-externo');
  await kind.click();
  await page.getByRole('option', { name: 'Agente de la oficina' }).click();
  await agente.waitFor();
  expect(await inputs('id_corredor', 'prestatario_nombre')).toEqual([0, 0]);
  await agente.fill('Rosa');
  await page
    .getByRole('option', { name: /Rosa Quispe/ })
    .first()
    .click();
  await typePicker(page, 'fecha_salida', `${day.shown}0900`);
  await typePicker(page, 'fecha_devolucion_prevista', `${day.shown}1800`);
  await page.locator('input[name=motivo]').fill('Visita con cliente');
  await screenshot(page, 'documentos-prestamo-form');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await page.waitForURL((u) => /^\/controlllaves\/\d+\/show$/.test(u.pathname));
  const idPrestamo = Number(/(\d+)\/show$/.exec(new URL(page.url()).pathname)?.[1]);
  await page.getByText('Prestada').first().waitFor();
  expect((await api<{ estado: string }>('GET', `/llaves/detalle/${llave.id}`)).estado).toBe('prestada');
  const loan = await api<{ fecha_salida: string; prestatario_nombre: string | null }>('GET', `/controlllaves/detalle/${idPrestamo}`);
  expect(loan.fecha_salida).toBe(`${day.iso}T14:00:00.000Z`);
  // The name typed for 'Otra persona' before switching back is not part of a loan to an agent.
  expect(loan.prestatario_nombre).toBeNull();
  expect(await page.getByText('Nombre de quien la lleva').count()).toBe(0);

  // A cita for that property tomorrow 10:00–11:00 warns that the key is out.
  await page.goto(`${baseUrl}/citas/create`);
  await typePicker(page, 'fecha', day.shown);
  await typePicker(page, 'hora_inicio', '1000');
  await typePicker(page, 'hora_fin', '1100');
  await page.locator('input[name=id_propiedad]').fill(propiedad.codigo);
  await page
    .getByRole('option', { name: new RegExp(propiedad.codigo) })
    .first()
    .click();
  const warning = page.getByTestId('cita-llave');
  await warning.waitFor();
  expect(await warning.textContent()).toContain(llave.codigo);
  await screenshot(page, 'documentos-cita-aviso-llave');

  // Return it from the loan's page.
  await page.goto(`${baseUrl}/controlllaves/${idPrestamo}/show`);
  await page.getByRole('button', { name: 'Registrar devolución' }).click();
  // The key by its code, as on its tag and everywhere else.
  await expect.poll(() => page.getByRole('dialog').innerText(), POLL).toContain(`¿Registrar la devolución de la llave ${llave.codigo}?`);
  await screenshot(page, 'documentos-devolver-dialogo');
  await page.getByRole('dialog').getByRole('button', { name: 'Registrar devolución' }).click();
  await expect.poll(async () => (await api<{ estado: string }>('GET', `/llaves/detalle/${llave.id}`)).estado, POLL).toBe('disponible');
  await page.getByText('Devuelta').first().waitFor();
});

it('uploads a contract PDF with its progress and downloads it back', async () => {
  const page = admin;
  await page.goto(`${baseUrl}/controlcontratos/create`);
  await page.locator('input[name=id_propiedad]').fill(propiedad.codigo);
  await page
    .getByRole('option', { name: new RegExp(propiedad.codigo) })
    .first()
    .click();
  await page.locator('textarea[name=partes]').fill('Propietaria y la inmobiliaria (prueba e2e)');
  await typePicker(page, 'fecha_inicio', '01122026');
  const pdf = Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
  await page.getByTestId('file-input-archivo').setInputFiles({ name: 'contrato-firmado.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect.poll(() => page.getByTestId('file-name').textContent(), POLL).toContain('contrato-firmado.pdf');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await page.waitForURL((u) => /^\/controlcontratos\/\d+\/show$/.test(u.pathname));
  const link = page.getByText('contrato-firmado.pdf', { exact: true }).first();
  await link.waitFor();
  await screenshot(page, 'documentos-contrato-pdf');
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe('contrato-firmado.pdf');
  const file = await download.path();
  expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
});

it('an agent reads Documentos and Directorios without Crear, and has no Legal', async () => {
  const ctx = await browser.newContext({ locale: 'es-PE', viewport: { width: 1366, height: 800 } });
  const page = await newPage(ctx);
  await login(page, baseUrl, 'agente', E2E_PASSWORD);
  for (const path of ['/controlllaves', '/controlcontratos', '/corredores']) {
    await page.goto(`${baseUrl}${path}`);
    // The list's own button (the bulk-actions toolbar has one too, shown when rows are selected).
    await page.getByRole('button', { name: 'Exportar' }).first().waitFor();
    expect(await page.getByRole('link', { name: 'Crear' }).count()).toBe(0);
  }
  const menu = page.locator('.RaSidebar-fixed, .MuiDrawer-root').first();
  expect(await menu.getByText('Documentos', { exact: true }).count()).toBeGreaterThan(0);
  expect(await menu.getByText('Directorios', { exact: true }).count()).toBeGreaterThan(0);
  expect(await menu.getByText('Legal', { exact: true }).count()).toBe(0);
  await screenshot(page, 'documentos-agente');
  await ctx.close();
});
