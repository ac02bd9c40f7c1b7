// Where uploaded pictures live under DATA_DIR, and the names they get.
//
//   uploads/original/{folder}/{file}     the upload, re-encoded (auto-rotated, metadata stripped)
//   uploads/1180X600/{folder}/{file}     G   (cover-cropped to exactly that size)
//   uploads/373X275/{folder}/{file}      M
//   uploads/188X125/{folder}/{file}      P
//   uploads/usuarios/mini/{file}         avatars (128×128); their original and G, M, P are those of folder 'usuarios'
//
// A property's folder is String(id_propiedad). File names are generated (random, `.jpg`); the client's file name
// never reaches the disk.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { must } from '../../src/lib/must';
import { errorCode } from '../../src/lib/guards';

export interface Variant {
  /** The folder of the size under uploads/ (also the size segment of the URL). */
  readonly dir: string;
  readonly width: number;
  readonly height: number;
}

/** The three sizes of the seed (seed-spec §3): G, M and the default P. */
export const SIZES = {
  G: { dir: '1180X600', width: 1180, height: 600 },
  M: { dir: '373X275', width: 373, height: 275 },
  P: { dir: '188X125', width: 188, height: 125 },
} as const satisfies Record<string, Variant>;

export const PHOTO_VARIANTS: readonly Variant[] = [SIZES.G, SIZES.M, SIZES.P];
export const ORIGINAL_DIR = 'original';
export const AVATAR_FOLDER = 'usuarios';
export const AVATAR: Variant = { dir: 'mini', width: 128, height: 128 };
/** An avatar's sizes: the header's mini, and the three photo sizes the image library shows. */
export const AVATAR_VARIANTS: readonly Variant[] = [AVATAR, ...PHOTO_VARIANTS];

/** Size segments served at /api/uploads/{size}/{folder}/{file}. */
export const SERVED_SIZES: readonly string[] = [...PHOTO_VARIANTS.map((v) => v.dir), ORIGINAL_DIR];

/** A folder name: letters, digits, '_' and '-' only (never '.', '/', '\\' or empty). */
export const FOLDER_RE = /^[A-Za-z0-9_-]{1,64}$/;
/** A stored file name: a plain name with an image extension (no path, no leading dot). */
export const FILE_RE = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}\.(jpe?g|png|webp)$/i;

export function uploadsRoot(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

/** 128 random bits: an unguessable name, so the files can be served without a token. */
export function newFileName(): string {
  return `${crypto.randomBytes(16).toString('hex')}.jpg`;
}

/** The absolute path of `parts` under `root`, or null when a part is not a plain name or the result escapes it. */
export function safeJoin(root: string, ...parts: string[]): string | null {
  for (const p of parts) if (!p || p === '.' || p === '..' || /[/\\\0]/.test(p)) return null;
  const full = path.resolve(root, ...parts);
  const rel = path.relative(root, full);
  return rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? full : null;
}

function joinOrThrow(root: string, ...parts: string[]): string {
  const p = safeJoin(root, ...parts);
  if (!p) throw new Error(`Ruta de archivo no válida: ${parts.join('/')}`);
  return p;
}

/** The four files of a property photo: original, G, M, P. */
export function photoPaths(root: string, folder: string, file: string): string[] {
  return [ORIGINAL_DIR, ...PHOTO_VARIANTS.map((v) => v.dir)].map((dir) => joinOrThrow(root, dir, folder, file));
}

/** The five files of an avatar: original, mini, G, M, P (the order of AVATAR_VARIANTS after the original). */
export function avatarPaths(root: string, file: string): [original: string, mini: string, ...sizes: string[]] {
  const sizes = PHOTO_VARIANTS.map((v) => joinOrThrow(root, v.dir, AVATAR_FOLDER, file));
  return [joinOrThrow(root, ORIGINAL_DIR, AVATAR_FOLDER, file), joinOrThrow(root, AVATAR_FOLDER, AVATAR.dir, file), ...sizes];
}

/** Writes a new file (never overwrites), creating its folder. */
export async function writeNew(file: string, data: Buffer): Promise<void> {
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  await fs.promises.writeFile(file, data, { flag: 'wx' });
}

/** Files written by uploads whose row is not committed yet: the orphan sweep leaves them alone. */
const inFlight = new Set<string>();

export const isInFlight = (file: string): boolean => inFlight.has(file);

/** The upload is over (committed, or its files removed): its files are ordinary stored files again. */
export function settle(files: readonly string[]): void {
  for (const f of files) inFlight.delete(f);
}

/**
 * Writes files[i] = data[i], recording in `written` every file this call created (also a half-written one), so
 * that the caller can remove them all when the upload is refused later. Until the caller calls settle(written),
 * the files count as in flight.
 */
export async function writeAll(files: readonly string[], data: readonly Buffer[], written: string[]): Promise<void> {
  for (const [i, file] of files.entries()) {
    inFlight.add(file);
    try {
      await writeNew(file, must(data[i], `los datos de ${file}`));
      written.push(file);
    } catch (e) {
      // EEXIST: not ours (never with random names, but never remove a file we did not create).
      if (errorCode(e) !== 'EEXIST') written.push(file);
      else inFlight.delete(file);
      throw e;
    }
  }
}

/** Removes files, ignoring those already gone; returns the ones that could not be removed. */
export async function removeFiles(files: readonly string[]): Promise<string[]> {
  const failed: string[] = [];
  await Promise.all(
    files.map(async (f) => {
      try {
        await fs.promises.unlink(f);
      } catch (e) {
        if (errorCode(e) !== 'ENOENT') failed.push(f);
      }
    }),
  );
  return failed;
}

/** Removes what a refused upload wrote, logging the files that stayed; true when some stayed (the sweep's job then). */
export async function discardUpload(log: { error(details: object, msg: string): void }, written: readonly string[]): Promise<boolean> {
  const left = await removeFiles(written);
  if (left.length) log.error({ files: left }, 'no se pudieron borrar archivos de una subida rechazada');
  return left.length > 0;
}
