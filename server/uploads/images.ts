// Image checks and processing with sharp. An upload is accepted only when its CONTENT is a JPEG, PNG or WebP
// (magic bytes, then sharp's own reading of the header must agree), within the byte and pixel limits. The result
// is re-encoded as JPEG: auto-rotated by EXIF, metadata stripped, cover-cropped to each size.
//
// Decoding is the expensive part: a 40-megapixel PNG is ~160 MB of pixels. So images are decoded through a small
// queue (IMAGE_QUEUE at a time, whatever the number of requests), each by a libvips pool of SHARP_THREADS threads,
// with libvips' operation cache off; the original is decoded once (and kept at most ORIGINAL_MAX_SIDE) and the sizes are made from its re-encoded JPEG
// (cheap: JPEG shrink-on-load). Peak memory under load is measured by `npm run bench` (bench/images.ts).
import type { Metadata } from 'sharp';
import { loadSharp, SHARP_THREADS } from './sharp';
import { ApiError, t } from '../http';
import type { Variant } from './storage';

/** Images decoded at the same time (the rest wait their turn). */
export const IMAGE_QUEUE = 1;
export { SHARP_THREADS };
/** The stored original's longest side: a 40-megapixel upload is kept at most this large (less to decode and hold). */
export const ORIGINAL_MAX_SIDE = 4096;

/** A first-come, first-served queue of `size` slots. */
export class WorkQueue {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly size: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.active += 1;
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next)
        next(); // the slot passes straight to the next in line
      else this.active -= 1;
    }
  }

  /** Jobs running or waiting (for tests and the bench). */
  get load(): number {
    return this.active + this.waiting.length;
  }
}

export const imageQueue = new WorkQueue(IMAGE_QUEUE);

export const UPLOAD_LIMITS = {
  /** Bytes per file (10 MiB). */
  maxBytes: 10 * 1024 * 1024,
  /** Pixels per image (40 megapixels), checked from the header before anything is decoded. */
  maxPixels: 40_000_000,
  /** Files per request. */
  maxFiles: 10,
} as const;

export const MAX_MB = UPLOAD_LIMITS.maxBytes / (1024 * 1024);
export const MAX_MP = UPLOAD_LIMITS.maxPixels / 1_000_000;

type Format = 'jpeg' | 'png' | 'webp';

/** The format by magic bytes; anything else (text, SVG, GIF, HEIC, PDF...) is null. */
export function sniffFormat(data: Buffer): Format | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (data.length >= 12 && data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

/** The client's file name as it may appear in a message: the last path segment, printable, at most 60 chars. */
export function displayName(name: string | undefined): string {
  const last = (name ?? '').split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = last.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (!clean) return 'archivo';
  return clean.length > 60 ? `${clean.slice(0, 57)}…` : clean;
}

export const refusedNotImage = (archivo: string) => new ApiError(400, t('app.fotos.errors.not_image', { archivo }));
export const refusedTooLarge = (archivo: string) => new ApiError(413, t('app.fotos.errors.too_large', { archivo, mb: MAX_MB }));
const refusedPixels = (archivo: string) => new ApiError(413, t('app.fotos.errors.too_many_pixels', { archivo, mp: MAX_MP }));
const refusedUnreadable = (archivo: string) => new ApiError(400, t('app.fotos.errors.unreadable', { archivo }));

const isPixelLimit = (e: unknown) => e instanceof Error && /pixel limit/i.test(e.message);

/** Checks an upload without decoding its pixels; throws the Spanish refusal (400/413). */
export async function checkImage(data: Buffer, name: string): Promise<void> {
  const archivo = displayName(name);
  if (data.length > UPLOAD_LIMITS.maxBytes) throw refusedTooLarge(archivo);
  const format = sniffFormat(data);
  if (!format) throw refusedNotImage(archivo);
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(data, { limitInputPixels: UPLOAD_LIMITS.maxPixels }).metadata();
  } catch (e) {
    throw isPixelLimit(e) ? refusedPixels(archivo) : refusedUnreadable(archivo);
  }
  if (meta.format !== format) throw refusedNotImage(archivo);
  if (!meta.width || !meta.height) throw refusedUnreadable(archivo);
  if (meta.width * meta.height > UPLOAD_LIMITS.maxPixels) throw refusedPixels(archivo);
}

export interface Processed {
  /** The original, re-encoded (JPEG, rotated upright, no metadata). */
  readonly original: Buffer;
  /** One JPEG per requested variant, cover-cropped to exactly its size. */
  readonly variants: readonly Buffer[];
  readonly width: number;
  readonly height: number;
}

/** Decodes a checked image and produces the original and the variants, in its turn of the image queue. */
export function processImage(
  data: Buffer,
  name: string,
  variants: readonly Variant[],
  position: 'centre' | 'attention' = 'centre',
): Promise<Processed> {
  return imageQueue.run(() => decode(data, name, variants, position));
}

async function decode(data: Buffer, name: string, variants: readonly Variant[], position: 'centre' | 'attention'): Promise<Processed> {
  const archivo = displayName(name);
  const white = { background: '#ffffff' };
  const sharp = await loadSharp();
  try {
    // The one full decode: upright (EXIF; rotating holds the whole image, so only when needed), at most
    // ORIGINAL_MAX_SIDE, on white, re-encoded without metadata.
    const input = { limitInputPixels: UPLOAD_LIMITS.maxPixels, failOn: 'error', sequentialRead: true } as const;
    const { orientation } = await sharp(data, input).metadata();
    let pipeline = sharp(data, input);
    if (orientation && orientation > 1) pipeline = pipeline.rotate();
    const original = await pipeline
      .resize(ORIGINAL_MAX_SIDE, ORIGINAL_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .flatten(white)
      .jpeg({ quality: 88 })
      .toBuffer({ resolveWithObject: true });
    const sized: Buffer[] = [];
    for (const v of variants) {
      sized.push(
        await sharp(original.data)
          .resize(v.width, v.height, { fit: 'cover', position: position === 'attention' ? sharp.strategy.attention : 'centre' })
          .jpeg({ quality: 82 })
          .toBuffer(),
      );
    }
    return { original: original.data, variants: sized, width: original.info.width, height: original.info.height };
  } catch (e) {
    throw isPixelLimit(e) ? refusedPixels(archivo) : refusedUnreadable(archivo);
  }
}
