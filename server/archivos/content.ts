// What an upload IS, by its content (never by its name or the browser's claim).
//
// PDF, JPEG, PNG and WebP by their signatures (file-type). DOCX and XLSX are ZIP containers, and file-type calls any
// ZIP with a 'word/…xml' entry a DOCX, so they are checked here properly: the ZIP's central directory must list
// '[Content_Types].xml', that part must declare the main document part with the exact Office Open XML content type
// (wordprocessingml.document.main+xml / spreadsheetml.sheet.main+xml — so macro-enabled .docm/.xlsm and templates
// are refused), the declared part must exist in the archive, and no VBA project may be present.
import fs from 'node:fs';
import zlib from 'node:zlib';
import { fileTypeFromFile } from 'file-type';
import type { FileKind } from '../../src/framework/schema';

const MAIN_TYPES: Readonly<Record<'docx' | 'xlsx', string>> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
};

const EOCD_SIG = 0x06054b50;
const CEN_SIG = 0x02014b50;
const LOC_SIG = 0x04034b50;
const MAX_CENTRAL_DIRECTORY = 4 * 1024 * 1024;
const MAX_CONTENT_TYPES = 1024 * 1024;

/** The kind of the file at `file`, or null when it is none of the kinds we know. */
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

interface Entry {
  readonly name: string;
  readonly method: number;
  readonly compressedSize: number;
  readonly localOffset: number;
}

async function readAt(fh: fs.promises.FileHandle, position: number, length: number): Promise<Buffer> {
  const buf = Buffer.alloc(length);
  const { bytesRead } = await fh.read(buf, 0, length, position);
  return buf.subarray(0, bytesRead);
}

/** 'docx' or 'xlsx' when the ZIP at `file` is that Office Open XML document, else null. */
export async function officeKind(file: string): Promise<'docx' | 'xlsx' | null> {
  const fh = await fs.promises.open(file, 'r');
  try {
    const { size } = await fh.stat();
    const entries = await centralDirectory(fh, size);
    if (!entries) return null;
    const names = new Set(entries.map((e) => e.name));
    if ([...names].some((n) => /(^|\/)vbaProject\.bin$/i.test(n))) return null;
    const ct = entries.find((e) => e.name === '[Content_Types].xml');
    if (!ct) return null;
    const xml = await entryText(fh, ct);
    if (xml === null) return null;
    for (const kind of ['docx', 'xlsx'] as const) {
      const part = overridePart(xml, MAIN_TYPES[kind]);
      if (part && names.has(part.replace(/^\//, ''))) return kind;
    }
    return null;
  } catch {
    return null;
  } finally {
    await fh.close();
  }
}

async function centralDirectory(fh: fs.promises.FileHandle, size: number): Promise<Entry[] | null> {
  // The end-of-central-directory record: 22 bytes plus a comment of up to 65535 bytes, at the end of the file.
  const tailLength = Math.min(size, 22 + 65535);
  const tail = await readAt(fh, size - tailLength, tailLength);
  let eocd = -1;
  for (let i = tail.length - 22; i >= 0; i--) {
    if (tail.readUInt32LE(i) === EOCD_SIG) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = tail.readUInt16LE(eocd + 10);
  const cdSize = tail.readUInt32LE(eocd + 12);
  const cdOffset = tail.readUInt32LE(eocd + 16);
  if (cdSize > MAX_CENTRAL_DIRECTORY || cdOffset + cdSize > size || count === 0xffff) return null; // no ZIP64
  const cd = await readAt(fh, cdOffset, cdSize);
  const entries: Entry[] = [];
  let p = 0;
  for (let i = 0; i < count; i++) {
    if (p + 46 > cd.length || cd.readUInt32LE(p) !== CEN_SIG) return null;
    const nameLength = cd.readUInt16LE(p + 28);
    const extraLength = cd.readUInt16LE(p + 30);
    const commentLength = cd.readUInt16LE(p + 32);
    if (p + 46 + nameLength > cd.length) return null;
    entries.push({
      name: cd.toString('utf8', p + 46, p + 46 + nameLength),
      method: cd.readUInt16LE(p + 10),
      compressedSize: cd.readUInt32LE(p + 20),
      localOffset: cd.readUInt32LE(p + 42),
    });
    p += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

async function entryText(fh: fs.promises.FileHandle, e: Entry): Promise<string | null> {
  if (e.compressedSize > MAX_CONTENT_TYPES) return null;
  const local = await readAt(fh, e.localOffset, 30);
  if (local.length < 30 || local.readUInt32LE(0) !== LOC_SIG) return null;
  const start = e.localOffset + 30 + local.readUInt16LE(26) + local.readUInt16LE(28);
  const data = await readAt(fh, start, e.compressedSize);
  if (data.length !== e.compressedSize) return null;
  if (e.method === 0) return data.toString('utf8');
  if (e.method !== 8) return null;
  return zlib.inflateRawSync(data, { maxOutputLength: MAX_CONTENT_TYPES }).toString('utf8');
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
