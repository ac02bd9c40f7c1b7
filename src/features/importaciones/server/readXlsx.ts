// An .xlsx read row by row with exceljs's streaming reader (a 10 000-row sheet never sits in memory as a workbook).
// Before it, the ZIP is checked with the uploads' own reader (archivos/content.ts: a real Office Open XML workbook,
// no macros, expansion capped like Apache POI does), and the sheet list and merged header cells are read from the
// workbook's XML, which the streaming reader does not report. A formula cell is refused (its value is whatever Excel
// last computed, or nothing); so are more than IMPORT_LIMITS rows or columns.
import { loadExcel } from './exceljs';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { officeKind, ZipTooLarge } from '#server/archivos/content';
import { grouped } from '../../../lib/numbers';
import { IMPORT_LIMITS } from './limits';
import { refused, toSheet, type Cell, type Sheet } from './sheet';
import { ApiError, t } from '#server/http';

interface Structure {
  /** Sheet names in workbook order. */
  readonly hojas: string[];
  /** Merged ranges of each sheet's first row, by sheet name. */
  readonly mergedHeader: Map<string, string[]>;
  /** Each sheet's name by the number of its part (xl/worksheets/sheet2.xml → '2'). */
  readonly byPart: Map<string, string>;
}

const decodeXml = (s: string) =>
  s.replace(/&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);/gi, (m, e: string) => {
    const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
    if (named[e]) return named[e];
    const code = e.startsWith('#x') || e.startsWith('#X') ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
    return Number.isFinite(code) ? String.fromCodePoint(code) : m;
  });

async function readText(zip: ZipFile, e: Entry, onChunk?: (text: string) => void): Promise<string> {
  const stream = await zip.openReadStreamPromise(e);
  let text = '';
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    if (onChunk) onChunk(chunk.toString('utf8'));
    else text += chunk.toString('utf8');
  }
  return text;
}

/** The sheet names and the merged cells of each sheet's first row (ranges like A1:C1), read from the XML. */
async function structure(file: string): Promise<Structure> {
  const zip = await yauzl.openPromise(file, { autoClose: false, strictFileNames: false, validateEntrySizes: true });
  try {
    const sheets: { name: string; rid: string }[] = [];
    const targets = new Map<string, string>();
    const mergedByPath = new Map<string, string[]>();
    for await (const e of zip.eachEntry()) {
      if (e.fileName === 'xl/workbook.xml') {
        const xml = await readText(zip, e);
        for (const m of xml.matchAll(/<sheet\b([^>]*)\/?>/g)) {
          const attrs = m[1] ?? '';
          sheets.push({ name: decodeXml(/\bname="([^"]*)"/.exec(attrs)?.[1] ?? ''), rid: /\br:id="([^"]*)"/.exec(attrs)?.[1] ?? '' });
        }
        continue;
      }
      if (e.fileName === 'xl/_rels/workbook.xml.rels') {
        const xml = await readText(zip, e);
        for (const m of xml.matchAll(/<Relationship\b([^>]*)\/?>/g)) {
          const attrs = m[1] ?? '';
          const id = /\bId="([^"]*)"/.exec(attrs)?.[1];
          const target = /\bTarget="([^"]*)"/.exec(attrs)?.[1];
          if (id && target) targets.set(id, target.replace(/^\/?(xl\/)?/, 'xl/'));
        }
        continue;
      }
      if (!/^xl\/worksheets\/[^/]+\.xml$/.test(e.fileName)) continue;
      const ranges: string[] = [];
      let tail = '';
      await readText(zip, e, (chunk) => {
        const text = tail + chunk;
        for (const m of text.matchAll(/<mergeCell\b[^>]*\bref="([A-Z]+)(\d+):([A-Z]+)(\d+)"/g))
          if (m[2] === '1') ranges.push(`${m[1]}1:${m[3]}${m[4]}`);
        tail = text.slice(-200);
      });
      if (ranges.length) mergedByPath.set(e.fileName, [...new Set(ranges)]);
    }
    const mergedHeader = new Map<string, string[]>();
    const byPart = new Map<string, string>();
    for (const { name, rid } of sheets) {
      const target = targets.get(rid) ?? '';
      const merged = mergedByPath.get(target);
      if (merged) mergedHeader.set(name, merged);
      const part = /^xl\/worksheets\/sheet(\d+)\.xml$/.exec(target)?.[1];
      if (part) byPart.set(part, name);
    }
    return { hojas: sheets.map((s) => s.name), mergedHeader, byPart };
  } finally {
    zip.close();
  }
}

const columnName = (n: number): string => {
  let s = '';
  for (let x = n; x > 0; x = Math.floor((x - 1) / 26)) s = String.fromCharCode(65 + ((x - 1) % 26)) + s;
  return s;
};

/** A streamed cell value as the import reads it; formulas refused, rich text joined, errors empty. */
function cellValue(v: unknown, celda: string): Cell {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return v;
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'object') {
    if ('formula' in v || 'sharedFormula' in v) throw refused('app.importar.errors.formula', { celda });
    if ('richText' in v && Array.isArray(v.richText)) return v.richText.map((r: { text?: unknown }) => String(r.text ?? '')).join('');
    if ('text' in v && typeof v.text === 'string') return v.text;
    if ('error' in v) return null;
  }
  return String(v);
}

/**
 * The sheet `hoja` of the .xlsx at `file`; when not given, the first sheet with a header and rows under it (a book
 * often opens with a sheet of notes), or the first sheet's own refusal when none has.
 */
export async function readXlsx(file: string, archivo: string, hoja?: string): Promise<Sheet> {
  let kind: Awaited<ReturnType<typeof officeKind>>;
  try {
    kind = await officeKind(file);
  } catch (e) {
    if (e instanceof ZipTooLarge) throw refused('app.importar.errors.zip_bomb', { archivo });
    throw e;
  }
  if (kind !== 'xlsx') throw refused('app.importar.errors.not_spreadsheet', { archivo });
  const book = await structure(file);
  const { hojas } = book;
  if (hoja !== undefined) {
    if (!hojas.includes(hoja)) throw refused('app.importar.errors.sheet', { hoja });
    return readSheet(file, book, hoja);
  }
  if (hojas.length === 0) throw refused('app.importar.errors.sheet', { hoja: '' });
  const blank = new Set([t('app.importar.errors.empty'), t('app.importar.errors.no_header')]);
  let refusal: ApiError | undefined;
  for (const name of hojas) {
    try {
      return await readSheet(file, book, name);
    } catch (e) {
      if (!(e instanceof ApiError && blank.has(e.msg))) throw e;
      refusal ??= e;
    }
  }
  throw refusal ?? refused('app.importar.errors.empty');
}

async function readSheet(file: string, { hojas, mergedHeader, byPart }: Structure, wanted: string): Promise<Sheet> {
  const ExcelJS = await loadExcel();
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  // A book whose xl/workbook.xml comes last in the ZIP (Excel's own order puts it first; other writers do not) may
  // reach its sheets before the reader has read it (its ZIP stream can end before the last entry), and exceljs then
  // fails on its missing model. With an empty one, such a sheet comes without its name: it is known by its part,
  // from the book's structure read above.
  Object.assign(reader as unknown as Record<string, unknown>, { model: { sheets: [] }, properties: {} });
  const raw: Cell[][] = [];
  let first = 0;
  let found = false;
  for await (const sheet of reader) {
    // A sheet the reader matched to the book's list has its name and numeric sheetId; one it reached first keeps
    // the number of its part, as text, and a made-up name ('Sheet2').
    const { name: named, id } = sheet as unknown as { name?: string; id?: unknown };
    const name = typeof id === 'string' ? byPart.get(id) : named;
    if (found || name !== wanted) {
      for await (const _row of sheet) void _row; // the reader moves on only once a sheet is read through
      continue;
    }
    found = true;
    const merged = mergedHeader.get(wanted);
    if (merged?.length) throw refused('app.importar.errors.merged_header', { celdas: merged.join(', ') });
    for await (const row of sheet) {
      const values = row.values as unknown[];
      if (values.length - 1 > IMPORT_LIMITS.maxColumns)
        throw refused('app.importar.errors.too_many_columns', { max: grouped(IMPORT_LIMITS.maxColumns) });
      if (raw.length === 0) first = row.number;
      // Rows come by number; gaps (blank rows Excel does not store) are kept so the numbers stay the file's.
      while (raw.length < row.number - first) raw.push([]);
      if (raw.length > IMPORT_LIMITS.maxRows) throw refused('app.importar.errors.too_many_rows', { max: grouped(IMPORT_LIMITS.maxRows) });
      const cells: Cell[] = [];
      for (let c = 1; c < values.length; c += 1) cells.push(cellValue(values[c], `${columnName(c)}${row.number}`));
      raw.push(cells);
    }
  }
  if (!found) throw refused('app.importar.errors.sheet', { hoja: wanted });
  return toSheet(hojas, wanted, raw, first || 1);
}
