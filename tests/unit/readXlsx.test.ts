// The .xlsx reader on books whose parts come in another order than Excel's: a writer may put xl/workbook.xml last,
// after the sheets, and the streaming reader then reaches a sheet before the book's list of sheets.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { zipParts } from '../api/archivosFixtures';
import { readXlsx } from '../../src/features/importaciones/server/readXlsx';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG = 'http://schemas.openxmlformats.org/package/2006/relationships';

const sheetXml = (rows: readonly (readonly number[])[]) =>
  `<worksheet xmlns="${MAIN}"><sheetData>${rows
    .map(
      (cells, r) => `<row r="${r + 1}">${cells.map((s, c) => `<c r="${String.fromCharCode(65 + c)}${r + 1}" t="s"><v>${s}</v></c>`).join('')}</row>`,
    )
    .join('')}</sheetData></worksheet>`;

/** A book with the sheets Notas (empty) and Corredores, its parts in the order given. */
function book(order: readonly string[]): Buffer {
  const parts: Record<string, string> = {
    '[Content_Types].xml':
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
    '_rels/.rels': `<Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/_rels/workbook.xml.rels': `<Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/worksheet" Target="worksheets/sheet2.xml"/><Relationship Id="rId3" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    'xl/sharedStrings.xml': `<sst xmlns="${MAIN}">${['Nombre', 'Correo', 'José Ruiz', 'jose@example.pe'].map((s) => `<si><t>${s}</t></si>`).join('')}</sst>`,
    'xl/worksheets/sheet1.xml': sheetXml([]),
    'xl/worksheets/sheet2.xml': sheetXml([
      [0, 1],
      [2, 3],
    ]),
    'xl/workbook.xml': `<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="Notas" sheetId="1" r:id="rId1"/><sheet name="Corredores" sheetId="2" r:id="rId2"/></sheets></workbook>`,
  };
  return zipParts(order.map((name) => ({ name, data: Buffer.from(parts[name] ?? '') })));
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'read-xlsx-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function write(name: string, data: Buffer): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, data);
  return file;
}

describe('readXlsx', () => {
  const rest = ['[Content_Types].xml', '_rels/.rels', 'xl/_rels/workbook.xml.rels', 'xl/sharedStrings.xml'];
  const sheets = ['xl/worksheets/sheet1.xml', 'xl/worksheets/sheet2.xml'];

  it.each([
    ['the book first (as Excel writes it)', [...rest, 'xl/workbook.xml', ...sheets]],
    ['the book last, after the sheets', [...rest, ...sheets, 'xl/workbook.xml']],
  ])('reads a sheet by its name with %s', async (_what, order) => {
    const file = write(`orden-${order.indexOf('xl/workbook.xml')}.xlsx`, book(order));
    const named = await readXlsx(file, 'corredores.xlsx', 'Corredores');
    expect(named.hoja).toBe('Corredores');
    expect(named.hojas).toEqual(['Notas', 'Corredores']);
    expect(named.encabezados).toEqual(['Nombre', 'Correo']);
    expect(named.filas).toEqual([['José Ruiz', 'jose@example.pe']]);
    // Without a sheet named: the first one with rows (Notas is empty).
    expect((await readXlsx(file, 'corredores.xlsx')).hoja).toBe('Corredores');
  });
});
