// The kinds of document a 'file' field accepts: MIME type, extensions, label. Plain data shared by the browser
// (the <input accept>, the hint under the input) and the server (the content check, the served Content-Type).
import type { FieldDefOf } from '../../schema';
import { keysOf } from '../../../lib/keys';

/** The kinds of document a 'file' field may accept (checked by content on upload). */
export type FileKind = 'pdf' | 'jpeg' | 'png' | 'webp' | 'docx' | 'xlsx';

export interface FileKindInfo {
  readonly mime: string;
  /** The first is the one given to stored files. */
  readonly extensions: readonly [string, ...string[]];
  readonly label: string;
  /** Browsers can show it themselves ('Ver'). */
  readonly viewable: boolean;
}

export const FILE_KINDS: Readonly<Record<FileKind, FileKindInfo>> = {
  pdf: { mime: 'application/pdf', extensions: ['pdf'], label: 'PDF', viewable: true },
  jpeg: { mime: 'image/jpeg', extensions: ['jpg', 'jpeg'], label: 'JPEG', viewable: true },
  png: { mime: 'image/png', extensions: ['png'], label: 'PNG', viewable: true },
  webp: { mime: 'image/webp', extensions: ['webp'], label: 'WebP', viewable: true },
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['docx'],
    label: 'Word (DOCX)',
    viewable: false,
  },
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extensions: ['xlsx'], label: 'Excel (XLSX)', viewable: false },
};

export const DEFAULT_ACCEPT: readonly FileKind[] = ['pdf', 'jpeg', 'png', 'webp'];
export const DEFAULT_MAX_BYTES = 20 * 1024 * 1024;

export function acceptedKinds(field: FieldDefOf<'file'>): readonly FileKind[] {
  return field.accept && field.accept.length ? field.accept : DEFAULT_ACCEPT;
}

export function maxBytesOf(field: FieldDefOf<'file'>): number {
  return field.maxBytes && field.maxBytes > 0 ? field.maxBytes : DEFAULT_MAX_BYTES;
}

/** 'PDF, JPEG, PNG o WebP'. */
export function kindsText(kinds: readonly FileKind[]): string {
  const labels = kinds.map((k) => FILE_KINDS[k].label);
  return labels.length > 1 ? `${labels.slice(0, -1).join(', ')} o ${labels[labels.length - 1]}` : (labels[0] ?? '');
}

/** The value of an <input type="file" accept>: extensions and MIME types. */
export function acceptAttribute(kinds: readonly FileKind[]): string {
  return kinds.flatMap((k) => [...FILE_KINDS[k].extensions.map((e) => `.${e}`), FILE_KINDS[k].mime]).join(',');
}

/** '20 MB', '512 KB' (es-PE decimals). */
export function sizeText(bytes: number): string {
  const fmt = (n: number) => new Intl.NumberFormat('es-PE', { maximumFractionDigits: 1 }).format(n);
  if (bytes >= 1024 * 1024) return `${fmt(bytes / (1024 * 1024))} MB`;
  if (bytes >= 1024) return `${fmt(bytes / 1024)} KB`;
  return `${bytes} B`;
}

export function kindOfMime(mime: string): FileKind | undefined {
  return keysOf(FILE_KINDS).find((k) => FILE_KINDS[k].mime === mime);
}
