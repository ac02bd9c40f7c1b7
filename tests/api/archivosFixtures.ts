// Test fixtures for file attachments: multipart bodies for inject, and small files of each kind built in memory.
import crypto from 'node:crypto';
import zlib from 'node:zlib';

export interface Upload {
  readonly name: string;
  readonly data: Buffer;
  readonly type?: string;
}

/** A multipart/form-data body: the fields first, then the files (as the browser's FormData sends them). */
export function multipart(
  fields: Readonly<Record<string, string>>,
  files: readonly Upload[] = [],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----inmo${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${f.name}"\r\nContent-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
    );
    chunks.push(f.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A small but well-formed PDF of about `size` bytes. */
export function pdf(size = 600): Buffer {
  const head = '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n';
  const tail = 'trailer << /Root 1 0 R >>\n%%EOF\n';
  const pad = Math.max(0, size - head.length - tail.length);
  return Buffer.from(head + `${'%'.repeat(69)}\n`.repeat(Math.ceil(pad / 70)).slice(0, pad) + tail);
}

/** A Windows executable's first bytes (MZ header, PE signature). */
export function exe(): Buffer {
  const b = Buffer.alloc(1024);
  b.write('MZ', 0, 'latin1');
  b.writeUInt32LE(0x80, 0x3c);
  b.write('PE\0\0', 0x80, 'latin1');
  return b;
}

/** A part of a ZIP: its bytes, and the uncompressed size its headers declare (the real one unless told). */
export interface ZipPart {
  readonly name: string;
  readonly data: Buffer;
  readonly declared?: number;
}

/**
 * A ZIP of `parts` (deflated) with a correct central directory; `aliases` more central entries per part that point at
 * the same stored bytes (an overlapping ZIP: small on disk, as big as you like once unpacked).
 */
export function zipParts(parts: readonly ZipPart[], aliases: (part: ZipPart) => readonly string[] = () => []): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  let count = 0;
  for (const part of parts) {
    const data = zlib.deflateRawSync(part.data, { level: 9 });
    const crc = zlib.crc32(part.data);
    const size = part.declared ?? part.data.length;
    const nameBuf = Buffer.from(part.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(nameBuf.length, 26);
    for (const name of [part.name, ...aliases(part)]) {
      const n = Buffer.from(name);
      const central = Buffer.alloc(46);
      central.writeUInt32LE(0x02014b50, 0);
      central.writeUInt16LE(20, 4);
      central.writeUInt16LE(20, 6);
      central.writeUInt16LE(8, 10);
      central.writeUInt32LE(crc, 16);
      central.writeUInt32LE(data.length, 20);
      central.writeUInt32LE(size, 24);
      central.writeUInt16LE(n.length, 28);
      central.writeUInt32LE(offset, 42);
      centrals.push(central, n);
      count++;
    }
    locals.push(local, nameBuf, data);
    offset += 30 + nameBuf.length + data.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

/** A ZIP with the given entries (deflated), with a correct central directory. */
export function zip(entries: Readonly<Record<string, string>>): Buffer {
  return zipParts(Object.entries(entries).map(([name, text]) => ({ name, data: Buffer.from(text) })));
}

const CT_HEAD =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>';
const RELS = '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"/>';

/** A minimal Word document (or, with `macro`, a macro-enabled one: .docm). */
export function docx(macro = false): Buffer {
  const type = macro
    ? 'application/vnd.ms-word.document.macroEnabled.main+xml'
    : 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
  return zip({
    '[Content_Types].xml': `${CT_HEAD}<Override ContentType="${type}" PartName="/word/document.xml"/></Types>`,
    '_rels/.rels': RELS,
    'word/document.xml': '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p/></w:body></w:document>',
  });
}

/** The parts of a minimal workbook (to build variants of it). */
export function xlsxParts(): ZipPart[] {
  return Object.entries({
    '_rels/.rels': RELS,
    'xl/workbook.xml': '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheets/></workbook>',
    '[Content_Types].xml': `${CT_HEAD}<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>`,
  }).map(([name, text]) => ({ name, data: Buffer.from(text) }));
}

export function xlsx(): Buffer {
  return zip({
    '_rels/.rels': RELS,
    'xl/workbook.xml': '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheets/></workbook>',
    '[Content_Types].xml': `${CT_HEAD}<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>`,
  });
}

/** A ZIP that file-type alone calls a DOCX (a word/…xml entry) but that is no Office document. */
export function fakeDocx(): Buffer {
  return zip({ 'word/document.xml': '<nada/>', 'payload.js': 'alert(1)' });
}
