// Every CSV the product writes, read back by a real CSV parser (csv-parse, strict: a row wider or narrower than the
// header is an error) on a real database: the list export of every module that has 'Exportar' (the browser's
// exporter, src/framework/views/csvExport.ts, run on the rows the API lists) and the server's reports (agentes,
// propiedades) with both separators. UTF-8 BOM, CRLF, headers with commas kept in one cell, money and counts as
// numbers, dates as es-PE reads them, and what an agent or a consumer typed as a formula neutralised with a leading '.
import { parse } from 'csv-parse/sync';
import type { RaRecord } from 'react-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldType } from '../../src/framework/fields';
import type { ModuleSchema } from '../../src/framework/schema';
import { csvTable, schemaCsv } from '../../src/framework/views/csvExport';
import { CSV_BOM, type CsvSeparator } from '../../src/lib/csv';
import { modules } from '../../src/resources/registry';
import { createRecord } from '../support/recordFactories';
import { expectSuccess, get, login, post, startApp, type TestApp } from './helpers';

/** Modules whose list has no 'Exportar': the sales arguments are edited inline, one property type at a time. */
const WITHOUT_EXPORT = new Set(['argumentosventa']);
const exported = modules.filter((m) => !WITHOUT_EXPORT.has(m.name));

const FORMULA = '=HYPERLINK("http://x";"Rosa")';
const STARTS_LIKE_A_FORMULA = /^[=+\-@\t\r]/;
const NUMBER = { ',': /^-?\d+(\.\d+)?$/, ';': /^-?\d+(,\d+)?$/ } as const;

let env: TestApp;
let admin: string;
let agente: string;

beforeAll(async () => {
  env = await startApp();
  [admin, agente] = await Promise.all([login(env.app, 'admin'), login(env.app, 'agente')]);
  // Every exported module has at least one row of its own.
  for (const m of exported) await createRecord({ app: env.app, admin }, m);
  // An agent names themself with a formula through the profile; a consumer files a complaint with two.
  expectSuccess(await post(env.app, '/api/perfil/actualizar', { json: { nombre: FORMULA } }, agente));
  const sheet = await post(env.app, '/api/public/libroreclamaciones/registrar', {
    json: {
      nombre: FORMULA,
      documento_tipo: 'DNI',
      documento: '45678912',
      domicilio: 'Jr. Huallaga 345, Cercado de Lima',
      telefono: '987654321',
      email: 'rosa@correo.pe',
      menor_edad: true,
      apoderado: 'Quispe, Juan',
      bien_tipo: 'servicio',
      moneda: 'PEN',
      monto_reclamado: 150050,
      descripcion_bien: 'Servicio de corretaje, alquiler de un departamento; "Miraflores".',
      tipo: 'reclamo',
      detalle: '+51 987 654 321 no contesta\r\ndesde el lunes, ni por correo.',
      pedido: '@SUM(1)',
      acepta: true,
    },
  });
  expectSuccess(sheet, 201);
}, 120_000);

afterAll(async () => {
  await env?.close();
});

/** Every row the list gives the administrator, page by page, as the browser's records ({ ...row, id }). */
async function allRecords(m: ModuleSchema): Promise<RaRecord[]> {
  const out: RaRecord[] = [];
  for (let page = 1; ; page++) {
    const r = await get(env.app, `/api/${m.name}/listado`, admin, { page, perPage: 100 });
    expectSuccess(r);
    const rows = r.body.data as Record<string, unknown>[];
    out.push(...rows.map((row) => ({ ...row, id: String(row[m.key]) })));
    if (rows.length < 100) return out;
  }
}

/** The file parsed strictly: BOM, CRLF after every line and no other line break outside quotes. */
function readCsv(csv: string, delimiter: CsvSeparator = ','): string[][] {
  expect(csv.startsWith(CSV_BOM)).toBe(true);
  expect(csv.endsWith('\r\n')).toBe(true);
  const rows: string[][] = parse(csv, { bom: true, delimiter, record_delimiter: '\r\n' });
  const [header = []] = rows;
  for (const row of rows) expect(row).toHaveLength(header.length);
  return rows;
}

describe.each(exported.map((m) => [m.name, m] as const))('the list export of %s', (_name, m) => {
  it('parses into rows as wide as the header, numbers as numbers, dates dd/mm/yyyy, no live formula', async () => {
    const records = await allRecords(m);
    expect(records.length).toBeGreaterThan(0);
    const rows = readCsv(schemaCsv(m, records));
    const [header = [], ...data] = rows;
    expect(header).toEqual(csvTable(m, []).header);
    expect(data).toHaveLength(records.length);
    const columns = Object.entries(m.fields).filter(([, f]) => !f.writeOnly && !fieldType(f).secret);
    columns.forEach(([name, f], i) => {
      const cells = data.map((r) => r[i + 1] ?? '').filter((c) => c !== '');
      if (['integer', 'decimal', 'money', 'reference'].includes(f.type)) for (const c of cells) expect(c, `${m.name}.${name}`).toMatch(NUMBER[',']);
      else for (const c of cells) expect(c, `${m.name}.${name}`).not.toMatch(STARTS_LIKE_A_FORMULA);
      if (f.type === 'date') for (const c of cells) expect(c, `${m.name}.${name}`).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
      if (f.type === 'datetime') for (const c of cells) expect(c, `${m.name}.${name}`).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    });
  });
});

describe('what people typed reaches the exports as text, never as a formula', () => {
  const column = (rows: string[][], label: string) => {
    const i = rows[0]?.indexOf(label) ?? -1;
    expect(i, label).toBeGreaterThan(-1);
    return rows.slice(1).map((r) => r[i] ?? '');
  };

  it('libroreclamaciones: a header with a comma stays one cell; the consumer’s formulas get a leading quote', async () => {
    const m = modules.find((x) => x.name === 'libroreclamaciones');
    if (!m) throw new Error('libroreclamaciones');
    const rows = readCsv(schemaCsv(m, await allRecords(m)));
    expect(rows[0]).toContain('Padre, madre o tutor (si es menor de edad)');
    const mine = rows.findIndex((r) => r.includes(`'${FORMULA}`));
    expect(mine).toBeGreaterThan(0);
    const row = (label: string) => column(rows, label)[mine - 1];
    expect(row('Nombre completo')).toBe(`'${FORMULA}`);
    expect(row('Pedido del consumidor')).toBe("'@SUM(1)");
    expect(row('Padre, madre o tutor (si es menor de edad)')).toBe('Quispe, Juan');
    expect(row('Descripción del producto o servicio')).toBe('Servicio de corretaje, alquiler de un departamento; "Miraflores".');
    expect(row('Detalle')).toMatch(/^'\+51 987 654 321 no contesta\r?\ndesde el lunes/);
    expect(row('Monto reclamado')).toBe('1500.5');
    expect(row('Moneda')).toMatch(/Soles|S\//);
  });

  it('controlregistros: the document’s header with commas stays one cell', async () => {
    const m = modules.find((x) => x.name === 'controlregistros');
    if (!m) throw new Error('controlregistros');
    expect(readCsv(schemaCsv(m, await allRecords(m)))[0]).toContain('Documento (esquela, asiento, copia literal)');
  });

  it('usuarios: the name the agent gave themself', async () => {
    const m = modules.find((x) => x.name === 'usuarios');
    if (!m) throw new Error('usuarios');
    expect(column(readCsv(schemaCsv(m, await allRecords(m))), 'Nombre')).toContain(`'${FORMULA}`);
  });
});

describe.each([',', ';'] as const)('the server’s report CSVs with %j', (sep) => {
  const csvOf = async (url: string) => {
    const res = await env.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${admin}` } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    return readCsv(res.body, sep);
  };
  const num = (cell: string | undefined) => Number(String(cell).replace(',', '.'));

  it('agentes: the agent’s formula as text, counts and amounts as numbers that add up to the total row', async () => {
    const rows = await csvOf(`/api/reportes/agentes?formato=csv&separador=${encodeURIComponent(sep)}&desde=01-01-2024&hasta=31-12-2028`);
    const [header = [], ...data] = rows;
    expect(header).toEqual([
      'Agente',
      'Captaciones',
      'Citas programadas',
      'Citas realizadas',
      'Citas canceladas',
      'No asistió',
      'Contratos',
      'Operaciones cerradas',
      'Monto S/',
      'Monto US$',
    ]);
    expect(data.map((r) => r[0])).toContainEqual(expect.stringMatching(/^'=HYPERLINK\("http:\/\/x";"Rosa"\) /));
    for (const r of data) expect(r[0]).not.toMatch(STARTS_LIKE_A_FORMULA);
    for (const r of data) for (const c of r.slice(1)) expect(c).toMatch(NUMBER[sep]);
    const total = data.at(-1) ?? [];
    const body = data.slice(0, -1);
    expect(total[0]).toBe('Total');
    for (let i = 1; i < header.length; i++)
      expect(num(total[i])).toBeCloseTo(
        body.reduce((a, r) => a + num(r[i]), 0),
        2,
      );
    expect(body.some((r) => num(r[8]) > 0 || num(r[9]) > 0)).toBe(true);
  });

  it('propiedades: grouped counts and price sums as numbers', async () => {
    const rows = await csvOf(`/api/reportes/propiedades?formato=csv&agrupar=distrito&separador=${encodeURIComponent(sep)}`);
    const [header = [], ...data] = rows;
    expect(header).toEqual(['Distrito', 'Total', 'En S/', 'Suma de precios S/', 'En US$', 'Suma de precios US$']);
    for (const r of data) for (const c of r.slice(1)) expect(c).toMatch(NUMBER[sep]);
    const total = data.at(-1) ?? [];
    const json = await get(env.app, '/api/reportes/propiedades', admin, { agrupar: 'distrito' });
    const valores = json.body.data.valores as { suma_pen: number; suma_usd: number; cantidad_pen: number; cantidad_usd: number }[];
    expect(num(total[3])).toBeCloseTo(valores.reduce((a, v) => a + v.suma_pen, 0) / 100, 2);
    expect(num(total[5])).toBeCloseTo(valores.reduce((a, v) => a + v.suma_usd, 0) / 100, 2);
    expect(num(total[1])).toBe(valores.reduce((a, v) => a + v.cantidad_pen + v.cantidad_usd, 0));
    // The JSON (what the screen shows) keeps its formatted cells.
    expect(json.body.data.total[3]).toMatch(/^S\/ [\d,]+\.\d{2}$/);
  });
});
