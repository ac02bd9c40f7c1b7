// Reportes in a real Chromium against the real server: the dashboard's figures and charts for the administrator
// and for an agent (their own, different numbers), a letter previewed, downloaded (its text read with pdftotext)
// and sent without SMTP (the Spanish notice), and a report's CSV downloaded (BOM, Spanish headers).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { launch, login, newPage, screenshot, takePageErrors } from './browser';
import { E2E_PASSWORD } from './constants';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function dashboardOf(usuario: string): Promise<{ page: Page; venta: string; captaciones: string }> {
  const page = await newPage(browser);
  await login(page, baseUrl, usuario, E2E_PASSWORD);
  const venta = page.getByTestId('fig-disp-venta');
  await venta.waitFor();
  // The charts arrive with their own chunk, after the figures: each draws an SVG.
  for (const chart of ['grafico-pipeline', 'grafico-meses', 'grafico-distritos', 'grafico-dias']) {
    await page.getByTestId(chart).locator('svg').first().waitFor();
  }
  await page.getByTestId('lista-demanda').waitFor();
  await page.getByTestId('lista-contratos').waitFor();
  return { page, venta: (await venta.textContent()) ?? '', captaciones: (await page.getByTestId('fig-captaciones').textContent()) ?? '' };
}

it('the dashboard shows figures and charts: the agency for the administrator, their own for an agent', async () => {
  const admin = await dashboardOf('admin');
  await admin.page.getByTestId('lista-reclamos').waitFor();
  expect(await admin.page.getByTestId('grafico-pipeline').textContent()).toContain('Disponible');
  expect(await admin.page.getByTestId('grafico-dias').textContent()).toContain('Lun');
  await screenshot(admin.page, 'reportes-dashboard-admin');
  const agente = await dashboardOf('agente');
  expect(Number(agente.venta)).toBeGreaterThan(0);
  expect(Number(agente.venta)).toBeLessThan(Number(admin.venta));
  // Complaints are the administrators' book: not in an agent's tasks.
  expect(await agente.page.getByTestId('lista-reclamos').count()).toBe(0);
  await screenshot(agente.page, 'reportes-dashboard-agente');
  await admin.page.context().close();
  await agente.page.context().close();
  expect(takePageErrors()).toEqual([]);
});

it('an agent previews a letter, downloads the PDF and is told that without SMTP it was not sent', async () => {
  const page = await newPage(browser);
  await login(page, baseUrl, 'agente', E2E_PASSWORD);
  await page.goto(`${baseUrl}/reportes/cartaseinformes/cartanuevopropietario`);
  await page.locator('input[name=id_propiedad]').fill('OF-000001');
  await page
    .getByRole('option', { name: /OF-000001/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Vista previa' }).click();
  await page.locator('iframe[title="Vista previa"]').waitFor();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('descargar-pdf').click()]);
  expect(download.suggestedFilename()).toBe('cartanuevopropietario.pdf');
  const text = execFileSync('pdftotext', ['-layout', (await download.path()) ?? '', '-'], { encoding: 'utf8' });
  expect(text).toContain('Bienvenida al nuevo propietario');
  expect(text).toContain('OF-000001');
  expect(text).toMatch(/Lima, \d{1,2} de [a-z]+ de \d{4}/);
  await page.getByRole('textbox', { name: 'Enviar a (correo)' }).fill('propietario.e2e@correo.pe');
  await page.getByTestId('enviar-correo').click();
  const aviso = page.getByTestId('envio-resultado');
  await aviso.waitFor();
  expect(await aviso.textContent()).toMatch(/El correo no está configurado.*propietario\.e2e@correo\.pe NO se envió/);
  await screenshot(page, 'reportes-carta-enviada');
  await page.context().close();
  expect(takePageErrors()).toEqual([]);
});

it('the administrator downloads the property report as CSV for Excel', async () => {
  const page = await newPage(browser);
  await login(page, baseUrl, 'admin', E2E_PASSWORD);
  await page.goto(`${baseUrl}/reportes/propiedades/generar`);
  await page.getByTestId('reporte-tabla').waitFor();
  await page.getByTestId('reporte-grafico').locator('svg').first().waitFor();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'CSV (;)' }).click()]);
  expect(download.suggestedFilename()).toBe('reporte-propiedades.csv');
  const bytes = fs.readFileSync((await download.path()) ?? '');
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const csv = bytes.toString('utf8');
  expect(csv).toContain('Estado;Total;En S/;Suma de precios S/;En US$;Suma de precios US$');
  expect(csv).toContain('Disponible;');
  await page.context().close();
  expect(takePageErrors()).toEqual([]);
});
