// sharp (libvips), loaded with the first picture processed (server/onFirstUse.ts) and set up once: SHARP_THREADS
// threads per image and libvips' operation cache off (images.ts says why).
import type Sharp from 'sharp';
import { onFirstUse } from '../onFirstUse';

/** libvips threads per image. */
export const SHARP_THREADS = 1;

export const loadSharp = onFirstUse(async (): Promise<typeof Sharp> => {
  const { default: sharp } = await import('sharp');
  sharp.concurrency(SHARP_THREADS);
  sharp.cache(false);
  return sharp;
});
