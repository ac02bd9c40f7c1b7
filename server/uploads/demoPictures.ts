// Demo pictures, for any module's or feature's demo data: the illustrations of ./demoArt are rendered once per process
// (original + G, M, P) and hard-linked into upload folders under new random names, so a first start stays fast and
// the disk holds each picture once. Where hard links are not possible, the files are copied. Which picture goes
// where (a property's photos, the library's covers) is the caller's.
import fs from 'node:fs';
import path from 'node:path';
import { must } from '../../src/lib/must';
import { demoArt, type ArtKind } from './demoArt';
import { loadSharp } from './sharp';
import type { StoredPicture } from './imageRow';
import { newFileName, ORIGINAL_DIR, PHOTO_VARIANTS, photoPaths, uploadsRoot } from './storage';

export type { ArtKind };

/** One rendered illustration. */
export interface DemoPicture {
  readonly kind: ArtKind;
  readonly width: number;
  readonly height: number;
  /** The original's size in bytes. */
  readonly bytes: number;
}

/** The rendered set, ready to be placed into upload folders. */
export interface DemoPictures {
  readonly pictures: readonly DemoPicture[];
  /** Links picture `i` into `folder` (original, G, M, P) under a new name. */
  place(i: number, folder: string): StoredPicture;
}

interface Rendered extends DemoPicture {
  /** original, G, M, P (the order of photoPaths). */
  readonly files: readonly [Buffer, ...Buffer[]];
}

let rendering: Promise<Rendered[]> | undefined;

/** The rendered set, once per process (tests seed many databases). */
function renderAll(): Promise<Rendered[]> {
  rendering ??= loadSharp().then((sharp) =>
    Promise.all(
      demoArt().map(async (art) => {
        const { data, info } = await sharp(Buffer.from(art.svg)).flatten({ background: '#ffffff' }).raw().toBuffer({ resolveWithObject: true });
        const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
        const files = await Promise.all([
          sharp(data, raw).jpeg({ quality: 85 }).toBuffer(),
          ...PHOTO_VARIANTS.map((v) => sharp(data, raw).resize(v.width, v.height, { fit: 'cover' }).jpeg({ quality: 82 }).toBuffer()),
        ]);
        return { kind: art.kind, files, width: info.width, height: info.height, bytes: files[0].length };
      }),
    ),
  );
  return rendering;
}

function linkOrCopy(from: string, to: string): void {
  try {
    fs.linkSync(from, to);
  } catch {
    fs.copyFileSync(from, to);
  }
}

/** Runs `fn` with the rendered pictures written once to a staging folder under `dataDir` (removed afterwards). */
export async function withDemoPictures<T>(dataDir: string, fn: (set: DemoPictures) => Promise<T>): Promise<T> {
  const rendered = await renderAll();
  const root = uploadsRoot(dataDir);
  const staging = fs.mkdtempSync(path.join(dataDir, '.fotos-demo-'));
  try {
    // [picture][original, G, M, P] paths
    const sources = rendered.map((r, i) =>
      r.files.map((data, j) => {
        const file = path.join(staging, `${i}-${j}.jpg`);
        fs.writeFileSync(file, data);
        return file;
      }),
    );
    const place = (i: number, folder: string): StoredPicture => {
      const pic = must(rendered[i], 'una imagen de demostración');
      for (const dir of [ORIGINAL_DIR, ...PHOTO_VARIANTS.map((v) => v.dir)]) fs.mkdirSync(path.join(root, dir, folder), { recursive: true });
      const archivo = newFileName();
      photoPaths(root, folder, archivo).forEach((to, j) => linkOrCopy(must(sources[i]?.[j], 'el archivo de origen de la foto'), to));
      return { archivo, ancho: pic.width, alto: pic.height, bytes: pic.bytes };
    };
    return await fn({ pictures: rendered, place });
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
