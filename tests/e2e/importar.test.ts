// Sistema › Importar in a real Chromium against the real server: the messy properties workbook (tests/fixtures/
// importar/ofertantes.xlsx: a first sheet of notes, 'S/ 350 000', districts spelt three ways, a duplicate inside
// the file, bad cells) imported end to end through the screen — a wrong file refused in Spanish, the mapping
// corrected and analysed again, the errors shown with their cell, the duplicates' choice, the commit, the failed rows
// downloaded and read with exceljs — then the imported records found by the list search and in the properties report
// (its CSV read with csv-parse); buyers imported from a ';' CSV (their agent named by login) offered the agency's
// available properties by the matching; both imports undone; an agent refused.
// axe has nothing critical or serious to say of any step, light and dark.
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { axeFindings, report, type Finding } from './axe';
import { launch, login, newPage, screenshot, takePageErrors } from './browser';
import { E2E_PASSWORD } from './constants';
import { settler } from './waits';

const baseUrl = inject('baseUrl');
const FIXTURE = path.join(import.meta.dirname, '../fixtures/importar/ofertantes.xlsx');
const RUN = Date.now().toString(36);
let browser: Browser;
let page: Page;
let settle: () => Promise<void>;
const found: Finding[] = [];

interface Envelope<T> {
  status: string;
  data: T;
  msg?: string;
}

/** A call to the API with the page's session (a record the test needs, not what the screen shows). */
async function pageCall<T>(method: 'GET' | 'POST', apiPath: string, fields: Record<string, string> = {}): Promise<Envelope<T>> {
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

async function axe(where: string, coloursOnly = false): Promise<void> {
  await settle();
  found.push(...(await axeFindings(page, where, { coloursOnly })));
}

/** The same step in the dark theme (axe on its colours), then back to light. */
async function lookAt(name: string): Promise<void> {
  await screenshot(page, `importar-${name}`);
  await page.getByRole('button', { name: 'Cambiar entre modo claro y oscuro' }).click();
  await axe(`/sistema/importar, ${name} (oscuro)`, true);
  await screenshot(page, `importar-${name}-oscuro`);
  await page.getByRole('button', { name: 'Cambiar entre modo claro y oscuro' }).click();
  await settle();
}

/** A state's line of the properties report (how many properties are in it), as its CSV says it. */
async function enEstado(estado: string): Promise<number> {
  await page.goto(`${baseUrl}/reportes/propiedades/generar`);
  await page.getByTestId('reporte-tabla').waitFor();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'CSV (;)' }).click()]);
  const rows: string[][] = parse(fs.readFileSync((await download.path()) ?? ''), { delimiter: ';', bom: true, relax_column_count: true });
  const line = rows.find((r) => r[0] === estado);
  expect(line, JSON.stringify(rows.slice(0, 12))).toBeDefined();
  return Number(line?.[1]);
}

beforeAll(async () => {
  browser = await launch();
  page = await newPage(browser);
  settle = settler(page);
  await login(page, baseUrl, 'admin', E2E_PASSWORD);
});

afterAll(async () => {
  await browser?.close();
});

it('imports the messy properties workbook and a CSV of buyers through the screen, finds their records, undoes both', async () => {
  const before = await enEstado('Prospecto');

  await page.goto(`${baseUrl}/sistema/importar`);
  await page.getByTestId('importar-paso').waitFor();
  expect(await page.getByTestId('importar-paso').textContent()).toBe('Elija el módulo y el archivo');
  await axe('/sistema/importar, archivo (claro)');
  await lookAt('archivo');

  // A file that is not a spreadsheet is refused at once, in the server's words.
  await page.getByTestId('importar-input').setInputFiles({ name: 'contrato.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect
    .poll(() => page.getByTestId('importar-error').textContent())
    .toBe('«contrato.pdf» no es una hoja de cálculo: envíe un archivo .xlsx o .csv.');

  // The workbook opens with a sheet of notes: the one with the properties is read.
  await page.getByTestId('importar-input').setInputFiles(FIXTURE);
  await expect.poll(() => page.getByTestId('importar-paso').textContent()).toBe('Revise qué columna llena cada campo');
  expect(await page.getByRole('combobox', { name: /^Hoja/ }).textContent()).toBe('Inmuebles');
  expect(await page.getByTestId('importar-sin-mapear').textContent()).toBe('Columnas que no se importarán: «DNI propietario», «Observación».');
  await axe('/sistema/importar, columnas (claro)');

  // The owner's document column is not titled as the form labels it: corrected by hand, then analysed again.
  await page.getByRole('combobox', { name: 'Campo para la columna «DNI propietario»' }).click();
  await page.getByRole('option', { name: 'Documento del propietario', exact: true }).click();
  await page.getByTestId('importar-mapeo-cambiado').waitFor();
  expect(await page.getByTestId('importar-continuar').isDisabled()).toBe(true);
  await page.getByTestId('importar-reanalizar').click();
  await expect.poll(() => page.getByTestId('importar-sin-mapear').textContent()).toBe('Columnas que no se importarán: «Observación».');
  expect(await page.getByRole('combobox', { name: 'Campo para la columna «DNI propietario»' }).textContent()).toBe('Documento del propietario');
  await lookAt('columnas');

  await page.getByTestId('importar-continuar').click();
  await expect.poll(() => page.getByTestId('importar-paso').textContent()).toBe('Vista previa: todavía no se guardó nada');
  expect(await page.getByTestId('importar-resumen').textContent()).toMatch(/Filas: 5.*Nuevas: 2.*Duplicadas: 1.*Con errores: 2/);
  // Each error with its cell, each correction said, the duplicate's original named.
  const fila5 = (await page.getByTestId('importar-fila-5').textContent()) ?? '';
  expect(fila5).toContain('Error');
  expect(fila5).toMatch(/Fila 5, columna «Descripción»: \S/);
  expect(fila5).toMatch(/Fila 5, columna «Precio»: \S/);
  const fila2 = (await page.getByTestId('importar-fila-2').textContent()) ?? '';
  expect(fila2).toContain('Fila 2, columna «Distrito»: Distrito «Jesus Maria» corregido a «Jesús María»');
  expect(fila2).toContain('Documento completado con ceros: 01234567');
  expect(await page.getByTestId('importar-fila-4').textContent()).toContain('Repite la fila 2 (dirección y distrito).');
  await axe('/sistema/importar, vista previa (claro)');
  await page.getByTestId('importar-filtro-error').click();
  expect(await page.getByTestId('importar-filas').locator('tbody tr').count()).toBe(2);
  await page.getByTestId('importar-filtro-todas').click();

  // The duplicates' choice counts in the button; the file's own repeat is left out in the end.
  await page.getByTestId('importar-duplicados-importar').click();
  expect(await page.getByTestId('importar-confirmar').textContent()).toBe('Importar 3 registros');
  await page.getByTestId('importar-duplicados-omitir').click();
  expect(await page.getByTestId('importar-confirmar').textContent()).toBe('Importar 2 registros');
  await lookAt('vista-previa');

  await page.getByTestId('importar-confirmar').click();
  const resultado = page.getByTestId('importar-resultado-texto');
  await resultado.waitFor({ timeout: 30_000 });
  expect(await resultado.textContent()).toBe('Importación terminada: 2 creados, 0 actualizados, 1 omitidos. 2 filas con errores no se importaron.');
  await axe('/sistema/importar, resultado (claro)');
  await lookAt('resultado');

  // The failed rows, with why, ready to fix and import again.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('importar-fallidas').click()]);
  expect(download.suggestedFilename()).toBe('ofertantes-filas-con-errores.xlsx');
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile((await download.path()) ?? '');
  const sheet = book.worksheets[0];
  expect(sheet?.rowCount).toBe(3);
  const header = (sheet?.getRow(1).values as unknown[]).slice(1).map(String);
  expect(header).toContain('Motivo');
  const motivo = header.indexOf('Motivo') + 1;
  expect(String(sheet?.getRow(2).getCell(motivo).value)).toContain('fila 5, columna «Descripción»');

  // Found by the list's search…
  await page.goto(`${baseUrl}/ofertantes?filter=${encodeURIComponent(JSON.stringify({ q: 'Salaverry 1234' }))}`);
  await page.getByText('Departamento con vista al parque').first().waitFor();
  // …and in the properties report: two more prospects (an imported property starts as one; it becomes available
  // only with its photos and checklist, so it is not offered to buyers yet).
  expect(await enEstado('Prospecto')).toBe(before + 2);

  // The matching: buyers imported from a CSV as Excel writes it (';'), their agent named by login, are offered the
  // agency's available properties.
  const oferta = await pageCall<{ codigo: string; distrito: string; precio: number; moneda: string }[]>(
    'GET',
    `/ofertantes/listado?perPage=1&filter=${encodeURIComponent(JSON.stringify({ estado: 'disponible', tipo_operacion: 'V' }))}`,
  );
  const flat = oferta.data[0];
  expect(flat).toBeDefined();
  const comprador = `Comprador${RUN}`;
  const precio = (flat?.precio ?? 0) / 100;
  const csv = [
    'Nombre;Apellido;Operación;Distritos;Moneda;Precio mínimo;Precio máximo;Agente',
    `${comprador};Importado;Compra;${flat?.distrito ?? ''};${flat?.moneda ?? ''};${Math.floor(precio * 0.95)};${Math.ceil(precio * 1.05)};agente`,
  ].join('\r\n');
  await page.goto(`${baseUrl}/sistema/importar`);
  await page.getByRole('combobox', { name: /^Módulo/ }).click();
  await page.getByRole('option', { name: 'Demandantes', exact: true }).click();
  await page.getByTestId('importar-input').setInputFiles({ name: 'compradores.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect.poll(() => page.getByTestId('importar-paso').textContent()).toBe('Revise qué columna llena cada campo');
  await page.getByTestId('importar-continuar').click();
  expect(await page.getByTestId('importar-resumen').textContent()).toMatch(/Nuevas: 1.*Con errores: 0/);
  expect(await page.getByTestId('importar-fila-2').textContent()).toMatch(/Fila 2, columna «Agente»: «agente» leído como \S/);
  await page.getByTestId('importar-confirmar').click();
  await expect.poll(() => resultado.textContent(), { timeout: 30_000 }).toBe('Importación terminada: 1 creados, 0 actualizados, 0 omitidos.');
  const buyers = await pageCall<{ id_demandante: number }[]>('GET', `/demandantes/listado?q=${encodeURIComponent(comprador)}`);
  const buyer = buyers.data[0];
  expect(buyer).toBeDefined();
  await page.goto(`${baseUrl}/demandantes/${buyer?.id_demandante}/show/cruces`);
  await page
    .getByTestId('matches-panel')
    .getByText(flat?.codigo ?? '-')
    .first()
    .waitFor();

  // Both imports, opened again from the past imports, are undone (after a confirmation).
  await page.goto(`${baseUrl}/sistema/importar`);
  const historial = page.getByTestId('importar-historial');
  await historial.getByRole('row').filter({ hasText: 'ofertantes.xlsx' }).first().getByRole('button').click();
  await page.getByTestId('importar-deshacer').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Deshacer importación' }).click();
  await expect.poll(() => resultado.textContent()).toBe('La importación se deshizo: sus registros se eliminaron.');
  expect(await page.getByTestId('importar-historial').textContent()).toContain('Deshecha');
  await axe('/sistema/importar, deshecha (claro)');
  const gone = await pageCall<{ descripcion: string }[]>('GET', `/ofertantes/listado?q=${encodeURIComponent('Salaverry 1234')}`);
  expect(gone.data.some((o) => o.descripcion === 'Departamento con vista al parque')).toBe(false);

  await historial.getByRole('row').filter({ hasText: 'compradores.csv' }).first().getByRole('button').click();
  await page.getByTestId('importar-deshacer').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Deshacer importación' }).click();
  await expect.poll(() => resultado.textContent()).toBe('La importación se deshizo: sus registros se eliminaron.');

  expect(report(found), report(found)).toBe('');
  expect(takePageErrors()).toEqual([]);
}, 240_000);

it('on a 390 px phone the file, columns and preview steps fit the screen', async () => {
  const context = await browser.newContext({ locale: 'es-PE', viewport: { width: 390, height: 844 } });
  const phone = await newPage(context);
  await login(phone, baseUrl, 'admin', E2E_PASSWORD);
  const fits = async (name: string) => {
    // Wide tables scroll inside their own box: the page itself is never wider than the screen.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(phone, `importar-${name}-390`);
  };
  await phone.goto(`${baseUrl}/sistema/importar`);
  await phone.getByTestId('importar-paso').waitFor();
  await fits('archivo');
  await phone.getByTestId('importar-input').setInputFiles(FIXTURE);
  await expect.poll(() => phone.getByTestId('importar-paso').textContent()).toBe('Revise qué columna llena cada campo');
  await fits('columnas');
  await phone.getByTestId('importar-continuar').click();
  await phone.getByTestId('importar-filas').waitFor();
  await fits('vista-previa');
  await context.close();
  expect(takePageErrors()).toEqual([]);
});

it('an agent gets the access denied page and no menu entry', async () => {
  const agente = await newPage(browser);
  await login(agente, baseUrl, 'agente', E2E_PASSWORD);
  await agente.goto(`${baseUrl}/sistema/importar`);
  await agente.getByText('Acceso denegado').first().waitFor();
  expect(await agente.getByTestId('importar-paso').count()).toBe(0);
  expect(await agente.locator('a[href="/sistema/importar"]').count()).toBe(0);
  await agente.context().close();
  expect(takePageErrors()).toEqual([]);
});
