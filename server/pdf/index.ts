// The app's one PDF layer (pdfmake on the server, its bundled Roboto fonts): a document with the agency's
// letterhead, a title and a content description, returned as a Buffer. The constancia of the Libro de
// Reclamaciones uses it; letters and reports reuse it (see the block helpers in ./blocks).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { Settings } from '../../src/features/configuracion/shared/settings';
import { formatDateTime } from '../../src/lib/dates';
import type { Db } from '../db/types';
import { onFirstUse } from '../onFirstUse';
import { getSettings } from '../settings';

export type { Content } from 'pdfmake/interfaces';

export interface Letterhead {
  readonly nombre: string;
  readonly ruc: string;
  readonly direccion: string;
  readonly telefono: string;
  readonly email: string;
  /** PNG or JPEG bytes. */
  readonly logo?: Buffer;
}

export interface PdfRequest {
  readonly title: string;
  readonly subtitle?: string;
  readonly content: Content;
  readonly letterhead: Letterhead;
  /** Document properties. */
  readonly subject?: string;
  /** Wide tables print across the page (default portrait). */
  readonly orientation?: 'portrait' | 'landscape';
  /** The moment printed in the footer (default: now). */
  readonly generatedAt?: Date;
}

const require = createRequire(import.meta.url);

/** pdfmake with its Roboto fonts, loaded with the first PDF made (server/onFirstUse.ts). */
const loadPdfmake = onFirstUse(async () => {
  const { default: pdfmake } = await import('pdfmake');
  const roboto = require('pdfmake/fonts/Roboto.js') as { Roboto: Record<'normal' | 'bold' | 'italics' | 'bolditalics', string> };
  const fontDir = path.dirname(roboto.Roboto.normal);
  pdfmake.setFonts(roboto);
  // No network and no files other than the fonts: content is data, never a path or URL to fetch.
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((file: string) => path.resolve(file).startsWith(fontDir + path.sep));
  return pdfmake;
});

const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** Where the settings' logo file lives: uploads/original/configuracion/{file} (PNG or JPEG only: pdfmake's formats). */
export function logoPath(dataDir: string, file: string): string | null {
  if (!/^[A-Za-z0-9][A-Za-z0-9_-]{0,99}\.(png|jpe?g)$/i.test(file)) return null;
  return path.join(dataDir, 'uploads', 'original', 'configuracion', file);
}

export function letterheadOf(s: Settings, dataDir: string): Letterhead {
  const file = logoPath(dataDir, str(s.agencia_logo));
  let logo: Buffer | undefined;
  try {
    logo = file ? fs.readFileSync(file) : undefined;
  } catch {
    logo = undefined; // a missing logo file leaves the letterhead without it
  }
  return {
    nombre: str(s.agencia_nombre) || 'Inmobiliaria',
    ruc: str(s.agencia_ruc),
    direccion: str(s.agencia_direccion),
    telefono: str(s.agencia_telefono),
    email: str(s.agencia_email),
    logo,
  };
}

export async function agencyLetterhead(db: Db, dataDir: string): Promise<Letterhead> {
  return letterheadOf(await getSettings(db), dataDir);
}

function mimeOf(bytes: Buffer): string {
  return bytes[0] === 0x89 && bytes[1] === 0x50 ? 'image/png' : 'image/jpeg';
}

function header(l: Letterhead, width = 515): Content {
  const lines: Content[] = [
    { text: l.nombre, style: 'agency' },
    ...(l.ruc ? [{ text: `RUC ${l.ruc}`, style: 'agencyLine' }] : []),
    ...(l.direccion ? [{ text: l.direccion, style: 'agencyLine' }] : []),
    { text: [l.telefono, l.email].filter(Boolean).join(' · '), style: 'agencyLine' },
  ];
  const columns: Content[] = [];
  if (l.logo) columns.push({ image: `data:${mimeOf(l.logo)};base64,${l.logo.toString('base64')}`, fit: [90, 50], width: 100 });
  columns.push({ stack: lines, width: '*' } as Content);
  return {
    stack: [
      { columns, columnGap: 10 },
      { canvas: [{ type: 'line', x1: 0, y1: 6, x2: width, y2: 6, lineWidth: 1, lineColor: '#1565c0' }], margin: [0, 0, 0, 10] },
    ],
  };
}

export async function renderPdf(req: PdfRequest): Promise<Buffer> {
  const generated = formatDateTime(req.generatedAt ?? new Date(), false);
  const doc: TDocumentDefinitions = {
    pageSize: 'A4',
    pageOrientation: req.orientation ?? 'portrait',
    pageMargins: [40, 40, 40, 50],
    info: { title: req.title, author: req.letterhead.nombre, subject: req.subject ?? req.title, creator: req.letterhead.nombre, producer: 'pdfmake' },
    language: 'es-PE',
    defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.2 },
    content: [
      header(req.letterhead, req.orientation === 'landscape' ? 762 : 515),
      { text: req.title, style: 'title' },
      ...(req.subtitle ? [{ text: req.subtitle, style: 'subtitle' }] : []),
      req.content,
    ],
    footer: (page: number, pages: number) => ({
      columns: [
        { text: `${req.letterhead.nombre} · generado el ${generated}`, style: 'footer' },
        { text: `Página ${page} de ${pages}`, style: 'footer', alignment: 'right' },
      ],
      margin: [40, 15, 40, 0],
    }),
    styles: {
      agency: { fontSize: 13, bold: true, color: '#0d47a1' },
      agencyLine: { fontSize: 8.5, color: '#444444' },
      title: { fontSize: 15, bold: true, alignment: 'center', margin: [0, 4, 0, 2] },
      subtitle: { fontSize: 11, alignment: 'center', color: '#333333', margin: [0, 0, 0, 10] },
      section: { fontSize: 10.5, bold: true, color: '#ffffff', fillColor: '#1565c0', margin: [0, 10, 0, 4] },
      label: { fontSize: 8.5, color: '#555555' },
      note: { fontSize: 8.5, color: '#333333', italics: true },
      footer: { fontSize: 7.5, color: '#777777' },
    },
  };
  return (await loadPdfmake()).createPdf(doc).getBuffer();
}
