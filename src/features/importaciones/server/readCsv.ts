// A CSV as Excel writes it: UTF-8 (with or without its BOM) or, from a Spanish Windows, Windows-1252; separated by
// ',' or ';' (the list separator of a Spanish Excel). Parsed by csv-parse; both are detected, never asked.
import { parse } from 'csv-parse/sync';
import iconv from 'iconv-lite';
import { grouped } from '../../../lib/numbers';
import { IMPORT_LIMITS } from './limits';
import { refused, toSheet, type Cell, type Sheet } from './sheet';

/** UTF-8 when the bytes are valid UTF-8, else Windows-1252 (every byte is a character there). */
export function decodeText(data: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(data);
  } catch {
    // Node's TextDecoder reads windows-1252 as Latin-1 (0x80 would not be €, 0x93 not “): iconv-lite has the real table.
    return iconv.decode(data, 'win1252');
  }
}

/** ';' when the first line has more semicolons than commas outside quotes, else ','. */
export function detectDelimiter(text: string): ',' | ';' {
  let commas = 0;
  let semis = 0;
  let quoted = false;
  for (const ch of text.slice(0, 64 * 1024)) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && ch === ',') commas += 1;
    else if (!quoted && ch === ';') semis += 1;
  }
  return semis > commas ? ';' : ',';
}

/** A binary file (a PDF, an image) is no CSV: NUL bytes never appear in text. */
const looksBinary = (data: Buffer) => data.subarray(0, 8192).includes(0);

export function readCsv(data: Buffer, nombre: string, archivo: string): Sheet {
  if (looksBinary(data)) throw refused('app.importar.errors.not_spreadsheet', { archivo });
  const text = decodeText(data);
  let records: string[][];
  try {
    records = parse(text, {
      delimiter: detectDelimiter(text),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      bom: true,
      to: IMPORT_LIMITS.maxRows + 2,
    });
  } catch {
    throw refused('app.importar.errors.not_spreadsheet', { archivo });
  }
  if (records.length > IMPORT_LIMITS.maxRows + 1) throw refused('app.importar.errors.too_many_rows', { max: grouped(IMPORT_LIMITS.maxRows) });
  if ((records[0]?.length ?? 0) > IMPORT_LIMITS.maxColumns)
    throw refused('app.importar.errors.too_many_columns', { max: grouped(IMPORT_LIMITS.maxColumns) });
  const rows: Cell[][] = records.map((r) => r.map((c) => c));
  return toSheet([nombre], nombre, rows);
}
