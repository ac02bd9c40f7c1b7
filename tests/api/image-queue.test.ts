// Issue 8 §1: images are decoded through a small queue (IMAGE_QUEUE at a time, however many requests), so ten
// 40-megapixel PNGs do not push memory up. Peak memory itself is measured by `npm run bench` (bench/images.ts),
// never asserted here.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_QUEUE, imageQueue, ORIGINAL_MAX_SIDE, processImage, WorkQueue } from '#server/uploads/images';
import { PHOTO_VARIANTS } from '#server/uploads/storage';

describe('the image queue', () => {
  it('runs at most `size` jobs at a time and passes on failures', async () => {
    const queue = new WorkQueue(2);
    let running = 0;
    let most = 0;

    const job = (i: number) =>
      queue.run(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((r) => setTimeout(r, 5));
        running -= 1;

        if (i === 3) throw new Error('falla');
        return i;
      });
    const results = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => job(i)));
    expect(most).toBe(2);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(1);
    expect(queue.load).toBe(0);
  });

  it('every decode goes through the shared queue of one or two', async () => {
    expect(IMAGE_QUEUE).toBeGreaterThanOrEqual(1);
    expect(IMAGE_QUEUE).toBeLessThanOrEqual(2);
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const jobs = Array.from({ length: 4 }, () => processImage(png, 'a.png', PHOTO_VARIANTS));
    expect(imageQueue.load).toBe(4); // all four taken in; at most IMAGE_QUEUE decoding
    const done = await Promise.all(jobs);
    expect(imageQueue.load).toBe(0);
    for (const p of done) expect(p.variants).toHaveLength(PHOTO_VARIANTS.length);
  });

  it('keeps the stored original at most ORIGINAL_MAX_SIDE on its longest side', async () => {
    const big = await sharp({ create: { width: 6000, height: 3000, channels: 3, background: '#aa3322' } })
      .png()
      .toBuffer();
    const p = await processImage(big, 'grande.png', []);
    expect(Math.max(p.width, p.height)).toBe(ORIGINAL_MAX_SIDE);
    expect(p.width / p.height).toBeCloseTo(2, 1);
  });
});
