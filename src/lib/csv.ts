// The one CSV writer of the product (the browser's list exports and the server's reports): what Excel on a Spanish
// Windows opens right. UTF-8 with a BOM (accents), CRLF line endings, RFC 4180 quoting of every header and cell that
// holds the separator, a quote or a line break, and formula injection neutralised (OWASP: a text cell that starts with
// = + - @ TAB or CR gets a leading '). Numbers are written as numbers, without grouping, so Excel can sum them: a
// '.' decimal mark with ',' as separator (es-PE), a ',' mark with ';' (the Excel of a decimal-comma locale).
// Plain TypeScript: no React, no Node.

export type CsvSeparator = ',' | ';';
/** A cell: text (neutralised and quoted as needed), a number (written as a number), or empty. */
export type CsvCell = string | number | null | undefined;

export const CSV_BOM = '\uFEFF';
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
const FORMULA_START = /^[=+\-@\t\r]/;

/** The text of a cell as the file holds it. */
export function csvText(value: string, separator: CsvSeparator = ','): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return safe.includes(separator) || /["\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A number as Excel reads it in the locale the separator stands for (no thousands grouping). */
export function csvNumber(value: number, separator: CsvSeparator = ','): string {
  if (!Number.isFinite(value)) return '';
  const text = String(value);
  return separator === ';' ? text.replace('.', ',') : text;
}

function cell(value: CsvCell, separator: CsvSeparator): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'number' ? csvNumber(value, separator) : csvText(value, separator);
}

/** The whole file: BOM, the header, one line per row, every line (the last too) ended by CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[], separator: CsvSeparator = ','): string {
  const lines = [header, ...rows].map((row) => row.map((v) => cell(v, separator)).join(separator));
  return `${CSV_BOM}${lines.map((l) => `${l}\r\n`).join('')}`;
}
