// Storage holds only what the database knows. A picture's files are written before its row is committed (the row
// must not point at a missing file); a crash between the two, or a failed transaction whose clean-up failed too,
// leaves files no row names. The sweep removes them: at start (nothing in flight) and after a failed transaction
// (skipping the files of uploads still in progress, see storage.ts inFlight).
//
// On PostgreSQL several app instances may share DATA_DIR: the files of another instance's upload in flight are not
// in this process's list, so there only files older than SHARED_GRACE_MS are looked at (sweepGraceMs).
//
// Only the picture folders this code writes are looked at — uploads/{original,1180X600,373X275,188X125}/{folder}/
// and uploads/usuarios/mini/ — and only names it could have given (FILE_RE); anything else is left alone.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Dialect } from '../db/types';
import { AVATAR, AVATAR_FOLDER, FILE_RE, FOLDER_RE, isInFlight, ORIGINAL_DIR, PHOTO_VARIANTS, removeFiles, uploadsRoot } from './storage';

async function entries(dir: string): Promise<fs.Dirent[]> {
  try {
    return await fs.promises.readdir(dir, { withFileTypes: true });
  } catch {
    return [];
  }
}

/**
 * The stored picture files: [absolute path, folder, file]. A file of an upload in flight is skipped here, BEFORE
 * the rows are read: one not in flight when listed was committed earlier (its row will be read) or is an orphan.
 */
async function storedFiles(root: string, minAgeMs: number): Promise<[string, string, string][]> {
  const out: [string, string, string][] = [];
  const settled = async (full: string) =>
    minAgeMs === 0 || ((await fs.promises.stat(full).catch(() => undefined))?.mtimeMs ?? Infinity) < Date.now() - minAgeMs;
  for (const size of [ORIGINAL_DIR, ...PHOTO_VARIANTS.map((v) => v.dir)]) {
    for (const folder of await entries(path.join(root, size))) {
      if (!folder.isDirectory() || !FOLDER_RE.test(folder.name)) continue;
      for (const file of await entries(path.join(root, size, folder.name))) {
        const full = path.join(root, size, folder.name, file.name);
        if (file.isFile() && FILE_RE.test(file.name) && !isInFlight(full) && (await settled(full))) out.push([full, folder.name, file.name]);
      }
    }
  }
  for (const file of await entries(path.join(root, AVATAR_FOLDER, AVATAR.dir))) {
    const full = path.join(root, AVATAR_FOLDER, AVATAR.dir, file.name);
    if (file.isFile() && FILE_RE.test(file.name) && !isInFlight(full) && (await settled(full))) out.push([full, AVATAR_FOLDER, file.name]);
  }
  return out;
}

/** An upload's files are written and committed within seconds; older unnamed ones are orphans whoever wrote them. */
const SHARED_GRACE_MS = 15 * 60 * 1000;

/** How old a file must be for the sweep to judge it: on SQLite this process is the only writer. */
export const sweepGraceMs = (dialect: Dialect): number => (dialect === 'postgres' ? SHARED_GRACE_MS : 0);

/** Removes the picture files no row names (and at least `minAgeMs` old); returns the removed paths. */
export async function sweepOrphans(db: Db, dataDir: string, log?: FastifyBaseLogger, minAgeMs = 0): Promise<string[]> {
  const root = uploadsRoot(dataDir);
  const files = await storedFiles(root, minAgeMs);
  if (files.length === 0) return [];
  const [photos, avatars] = await Promise.all([
    db.selectFrom('imagenes').select(['carpeta', 'archivo']).execute(),
    db.selectFrom('usuarios').select('imagen').where('imagen', 'is not', null).execute(),
  ]);
  const known = new Set(photos.map((r) => `${r.carpeta}/${r.archivo}`));
  for (const r of avatars) known.add(`${AVATAR_FOLDER}/${r.imagen}`);
  const orphans = files.filter(([, folder, file]) => !known.has(`${folder}/${file}`)).map(([full]) => full);
  if (orphans.length === 0) return [];
  const left = await removeFiles(orphans);
  if (log) {
    log.info({ removed: orphans.length - left.length }, 'archivos huérfanos eliminados');
    if (left.length) log.warn({ files: left }, 'no se pudieron eliminar archivos huérfanos');
  }
  return orphans.filter((f) => !left.includes(f));
}

export interface Sweeper {
  /** Starts a sweep in the background (or one more after the current one). */
  readonly run: () => void;
  /** Resolves when no sweep is running (the app waits for it before closing the database). */
  readonly idle: () => Promise<void>;
}

/** One sweep at a time, started in the background after a failed write (a request never waits for it). */
export function backgroundSweeper(db: Db, dataDir: string, log: FastifyBaseLogger, minAgeMs = 0): Sweeper {
  let running: Promise<unknown> | null = null;
  let again = false;
  const run = (): void => {
    if (running) {
      again = true;
      return;
    }
    running = sweepOrphans(db, dataDir, log, minAgeMs)
      .catch((e: unknown) => log.error({ err: e }, 'barrido de archivos huérfanos fallido'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          run();
        }
      });
  };
  const idle = async () => {
    while (running) await running;
  };
  return { run, idle };
}
