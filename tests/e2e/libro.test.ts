// Libro de Reclamaciones in a real Chromium against the real server (issue 10 §4, browser half): a consumer on a
// 390 px phone opens the book from the login footer, files a complaint, gets the number and downloads the
// constancia (its text read with pdftotext); the administrator sees it in the book with 15 business days left
// and answers it. Screenshots go to test-results/e2e/.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { launch, login, newPage, screenshot, takePageErrors } from './browser';
import { E2E_PASSWORD, LOGIN_PATH } from './constants';

const baseUrl = inject('baseUrl');
const RUN = Date.now().toString(36).slice(-6);
const NOMBRE = `Lucía Ñahui Prueba ${RUN}`;
let browser: Browser;
let numero = '';

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

it('a consumer files a complaint on a 390 px phone and downloads the constancia', async () => {
  const context = await browser.newContext({ locale: 'es-PE', viewport: { width: 390, height: 844 }, acceptDownloads: true });
  const page = await newPage(context);
  await page.goto(`${baseUrl}${LOGIN_PATH}`);
  await page.getByRole('link', { name: 'Libro de Reclamaciones' }).click();
  await page.waitForURL((u) => u.pathname === '/libro-de-reclamaciones');
  await page.getByText('Inmobiliaria Lima Norte & Sur S.A.C.').waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.getByRole('button', { name: 'Enviar hoja de reclamación' }).click();
  await page.getByText('Revise los campos marcados.').waitFor();

  await page.locator('input[name=nombre]').fill(NOMBRE);
  await page.locator('input[name=documento]').fill('44556611');
  await page.locator('input[name=domicilio]').fill('Calle Los Pinos 123, Surquillo');
  await page.locator('input[name=email]').fill('lucia.prueba@correo.pe');
  await page.locator('input[name=bien_tipo][value=servicio]').check();
  await page.locator('input[name=monto]').fill('1500');
  await page.locator('textarea[name=descripcion_bien]').fill('Corretaje de alquiler en Surquillo');
  await page.locator('input[name=tipo][value=reclamo]').check();
  await page.locator('textarea[name=detalle]').fill('No me devolvieron la separación tras desistir del alquiler.');
  await page.locator('textarea[name=pedido]').fill('Devolución de la separación.');
  await page.locator('input[name=acepta]').check();
  await page.getByRole('button', { name: 'Enviar hoja de reclamación' }).click();

  const done = await page.getByTestId('numero').textContent();
  numero = /N\.º (\d{9}-\d{4})/.exec(done ?? '')?.[1] ?? '';
  expect(numero).not.toBe('');
  // The sheet as filed, read only, below the number.
  const hoja = page.getByTestId('hoja-registrada');
  await hoja.getByText(NOMBRE).waitFor();
  expect(await hoja.textContent()).toContain('No me devolvieron la separación');
  // The amount as the constancia writes it (es-PE: thousands with a comma, two decimals).
  expect(await hoja.textContent()).toContain('S/ 1,500.00');
  await screenshot(page, 'libro-publico-registrada-390');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Descargar constancia (PDF)' }).click()]);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'libro-e2e-')), 'constancia.pdf');
  await download.saveAs(file);
  const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  expect(text).toContain(`HOJA DE RECLAMACIÓN N.º ${numero}`);
  expect(text).toContain(NOMBRE);
  expect(text).toContain('S/ 1,500.00');
  expect(text).toContain('INDECOPI');
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
  expect(takePageErrors()).toEqual([]);
  await context.close();
});

it('the administrator sees it with 15 business days left and answers it', async () => {
  expect(numero).not.toBe('');
  const page = await newPage(browser);
  await login(page, baseUrl, 'admin', E2E_PASSWORD);
  await page.goto(`${baseUrl}/sistema/libroreclamaciones/listado`);
  const row = page.locator('tr', { hasText: numero });
  await row.waitFor();
  await expect.poll(() => row.textContent()).toContain('15 días hábiles');
  expect(await row.textContent()).toContain('Pendiente');
  await screenshot(page, 'libro-admin-listado');

  await row.click();
  await page.getByText(`HOJA DE RECLAMACIÓN N.º ${numero}`).waitFor();
  // Yes/no in words, as the constancia says it.
  const menor = page.locator('.RaLabeled-label', { hasText: 'El consumidor es menor de edad' }).locator('xpath=..');
  expect((await menor.innerText()).replace('El consumidor es menor de edad', '').trim()).toBe('No');
  await page.getByRole('link', { name: 'Responder' }).click();
  await page.locator('textarea[name=respuesta]').fill('Devolveremos la separación el próximo lunes por transferencia.');
  await page.locator('textarea[name=acciones]').fill('Se verificó el desistimiento con el propietario.');
  await page.getByRole('button', { name: 'Responder' }).click();
  await page.getByText('Respuesta registrada').waitFor();
  await page.getByText('Respondida a tiempo').waitFor();
  await page.getByText('Devolveremos la separación el próximo lunes por transferencia.').waitFor();
  await screenshot(page, 'libro-admin-respondida');
  expect(takePageErrors()).toEqual([]);
});
