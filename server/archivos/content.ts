// What an upload IS, by its content (never by its name or the browser's claim).
//
// PDF, JPEG, PNG and WebP by their signatures (file-type). DOCX and XLSX are ZIP containers, and file-type calls any
// ZIP with a 'word/…xml' entry a DOCX, so they are checked here properly with a ZIP reader (yauzl): the central
// directory must list '[Content_Types].xml', that part must declare the main document part with the exact Office
// Open XML content type (wordprocessingml.document.main+xml / spreadsheetml.sheet.main+xml — so macro-enabled
// .docm/.xlsm and templates are refused), the declared part must exist in the archive, and no VBA project may be
// present.
//
// A ZIP is also a promise of how big it becomes: a 2 MB document that unpacks to 2 GiB would be stored and handed to
// whoever downloads it. Its expansion is capped, as Apache POI's ZipSecureFile does for the same formats: at most
// MAX_EXPANDED bytes in all, and no part above a megabyte may inflate more than MAX_RATIO times. The central
// directory's sizes are checked first (an honest bomb is refused without inflating anything), then every part is
// read through once and its real size must be the declared one (yauzl stops a stream at the first byte too many).
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { fileTypeFromFile } from 'file-type';
import type { FileKind } from '../../src/framework/schema';

const MAIN_TYPES: Readonly<Record<'docx' | 'xlsx', string>> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
};

/** Bytes a DOCX/XLSX may unpack to, all its parts together (a 20 MB workbook of text stays well below). */
export const MAX_EXPANDED = 200 * 1024 * 1024;
/** How many times a part may grow when inflated (Apache POI's default minimum ratio 0.01). */
export const MAX_RATIO = 100;
/** Parts that unpack to less than this are not judged by their ratio (a small run of zeros compresses a lot). */
const RATIO_FROM = 1024 * 1024;
const MAX_ENTRIES = 10_000;
const MAX_CONTENT_TYPES = 1024 * 1024;
const CONTENT_TYPES = '[Content_Types].xml';

/** The upload unpacks to more than the caps allow: refused whatever it claims to be. */
export class ZipTooLarge extends Error {
  constructor() {
    super('zip expands beyond the caps');
  }
}

/** The kind of the file at `file`, or null when it is none of the kinds we know (ZipTooLarge: see officeKind). */
export async function detectKind(file: string): Promise<FileKind | null> {
  const type = await fileTypeFromFile(file);
  switch (type?.ext) {
    case 'pdf':
    case 'ai': // an Illustrator-flavoured PDF is still a PDF (%PDF header)
      return 'pdf';
    case 'jpg':
      return 'jpeg';
    case 'png':
      return 'png';
    case 'webp':
      return 'webp';
    case 'zip':
    case 'docx':
    case 'xlsx':
    case 'pptx':
      return officeKind(file);
    default:
      return null;
  }
}

/** Whether the central directory promises more than the caps allow. */
function expandsTooMuch(entries: readonly Entry[]): boolean {
  let total = 0;
  for (const e of entries) {
    total += e.uncompressedSize;
    if (total > MAX_EXPANDED) return true;
    if (e.uncompressedSize > RATIO_FROM && e.uncompressedSize > Math.max(e.compressedSize, 1) * MAX_RATIO) return true;
  }
  return false;
}

/** Reads one part through; its text when `keep` (up to MAX_CONTENT_TYPES bytes), else only counted. */
async function readPart(zip: ZipFile, e: Entry, keep: boolean): Promise<string | null> {
  const stream = await zip.openReadStreamPromise(e);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (keep && size <= MAX_CONTENT_TYPES) chunks.push(chunk);
  }
  return keep && size <= MAX_CONTENT_TYPES ? Buffer.concat(chunks).toString('utf8') : null;
}

/**
 * 'docx' or 'xlsx' when the ZIP at `file` is that Office Open XML document, else null. Throws ZipTooLarge when it
 * unpacks beyond the caps (declared or real).
 */
export async function officeKind(file: string): Promise<'docx' | 'xlsx' | null> {
  let zip: ZipFile;
  try {
    zip = await yauzl.openPromise(file, { autoClose: false, strictFileNames: false, validateEntrySizes: true });
  } catch {
    return null;
  }
  try {
    if (zip.entryCount > MAX_ENTRIES) throw new ZipTooLarge();
    const entries: Entry[] = [];
    for await (const e of zip.eachEntry()) entries.push(e);
    if (expandsTooMuch(entries)) throw new ZipTooLarge();
    const names = new Set(entries.map((e) => e.fileName));
    if ([...names].some((n) => /(^|\/)vbaProject\.bin$/i.test(n)) || !names.has(CONTENT_TYPES)) return null;
    let xml: string | null = null;
    for (const e of entries) {
      if (e.fileName.endsWith('/')) continue;
      const text = await readPart(zip, e, e.fileName === CONTENT_TYPES);
      if (e.fileName === CONTENT_TYPES) xml = text;
    }
    if (xml === null) return null;
    for (const kind of ['docx', 'xlsx'] as const) {
      const part = overridePart(xml, MAIN_TYPES[kind]);
      if (part && names.has(part.replace(/^\//, ''))) return kind;
    }
    return null;
  } catch (e) {
    // A part that inflates past its declared size lied about it: the same refusal as a declared bomb.
    if (e instanceof ZipTooLarge || (e instanceof Error && e.message.startsWith('too many bytes in the stream'))) throw new ZipTooLarge();
    return null;
  } finally {
    zip.close();
  }
}

/** The PartName of the <Override> whose ContentType is exactly `contentType` (attributes in any order). */
function overridePart(xml: string, contentType: string): string | null {
  for (const m of xml.matchAll(/<Override\b([^>]*)\/?>/g)) {
    const attrs = m[1] ?? '';
    const type = /\bContentType\s*=\s*"([^"]*)"/.exec(attrs)?.[1];
    const part = /\bPartName\s*=\s*"([^"]*)"/.exec(attrs)?.[1];
    if (type === contentType && part) return part;
  }
  return null;
}
