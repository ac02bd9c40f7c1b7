// The product's one CSV writer (src/lib/csv.ts), read back by a real CSV parser (csv-parse): BOM, CRLF after every
// line, RFC 4180 quoting (a separator, a quote or a line break inside a header or a cell keeps the row as wide as the
// header), formula injection neutralised (OWASP), numbers written as numbers in the separator's locale.
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { CSV_BOM, toCsv, type CsvSeparator } from '../../src/lib/csv';

const read = (csv: string, delimiter: CsvSeparator = ','): string[][] => parse(csv, { bom: true, delimiter });

describe('toCsv', () => {
  it('starts with a BOM and ends every line, the last too, with CRLF (no bare LF or CR)', () => {
    const csv = toCsv(
      ['Código', 'Nombre'],
      [
        ['OF-1', 'Ñuñoa'],
        ['OF-2', 'José'],
      ],
    );
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(Buffer.from(csv, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(csv.endsWith('José\r\n')).toBe(true);
    expect(csv.split('\r\n')).toHaveLength(4);
    expect(csv.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it.each([',', ';'] as const)('quotes headers and cells holding the separator, quotes or line breaks (%s)', (sep) => {
    const header = ['Código', 'Padre, madre o tutor (si es menor de edad)', 'Documento (esquela; asiento)', 'Dice "hola"'];
    const rows = [['A-1', 'Pérez, Juan', 'Línea uno\r\nLínea dos\nTres', 'El "mejor"; sin duda']];
    const parsed = read(toCsv(header, rows, sep), sep);
    expect(parsed).toEqual([header, ...rows]);
    expect(parsed.every((r) => r.length === header.length)).toBe(true);
  });

  it.each([
    ['=HYPERLINK("http://x";"Rosa")', `'=HYPERLINK("http://x";"Rosa")`],
    ['+51 987 654 321', "'+51 987 654 321"],
    ['-2+3', "'-2+3"],
    ['@SUM(1)', "'@SUM(1)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', "'\r=1+1"],
    ['Rosa =1', 'Rosa =1'],
    ["'ya citado", "'ya citado"],
  ])('neutralises a text cell that a spreadsheet would run: %j', (value, written) => {
    const [, row] = read(toCsv(['Nombre'], [[value]]));
    expect(row).toEqual([written]);
  });

  it('writes numbers as numbers without grouping: a point with commas, a comma with semicolons; negatives stay numbers', () => {
    const rows = [['Total', 1234567.5, -20, 0, null, undefined]];
    expect(read(toCsv(['a', 'b', 'c', 'd', 'e', 'f'], rows))[1]).toEqual(['Total', '1234567.5', '-20', '0', '', '']);
    expect(read(toCsv(['a', 'b', 'c', 'd', 'e', 'f'], rows, ';'), ';')[1]).toEqual(['Total', '1234567,5', '-20', '0', '', '']);
    expect(toCsv(['n'], [[Number.NaN]])).toBe(`${CSV_BOM}n\r\n\r\n`);
  });
});
