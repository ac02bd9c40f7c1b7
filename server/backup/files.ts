// The files of a backup: everything under DATA_DIR except the SQLite database itself (copied through SQLite) and
// uploads still being received (`.part`: no row points at them; the sweep removes them). Every copy is hashed.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SQLITE_FILE } from '../db/connect';
import { errorCode } from '../../src/lib/guards';

export interface FileEntry {
  /** Relative to the backup directory, with '/' separators. */
  readonly path: string;
  readonly bytes: number;
  readonly sha256: string;
}

const DATABASE_FILES = new Set([SQLITE_FILE, `${SQLITE_FILE}-wal`, `${SQLITE_FILE}-shm`, `${SQLITE_FILE}-journal`]);
const IN_PROGRESS = /\.part$/;

export async function sha256(file: string): Promise<string> {
  const hash = crypto.createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** The data files under `dataDir` (relative paths), skipping `skip` (a backup written inside DATA_DIR). */
export function dataFiles(dataDir: string, skip: readonly string[] = []): string[] {
  const out: string[] = [];
  const walk = (dir: string, rel: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const abs = path.join(dir, entry.name);
      const relPath = rel ? `${rel}/${entry.name}` : entry.name;
      if (skip.some((s) => path.resolve(s) === abs)) continue;
      if (entry.isDirectory()) walk(abs, relPath);
      else if (entry.isFile() && !(rel === '' && DATABASE_FILES.has(entry.name)) && !IN_PROGRESS.test(entry.name)) out.push(relPath);
    }
  };
  walk(dataDir, '');
  return out.sort();
}

/**
 * Copies the data files into `<target>/files/`. A file removed while the copy runs (a record deleted after the
 * database snapshot) is left out: the restored database may then point at it, as it would after a crash.
 */
export async function copyDataFiles(dataDir: string, target: string): Promise<FileEntry[]> {
  const entries: FileEntry[] = [];
  for (const rel of dataFiles(dataDir, [target])) {
    const dest = path.join(target, 'files', ...rel.split('/'));
    fs.mkdirSync(path.dirname(dest), { recursive: true });
    try {
      await fs.promises.copyFile(path.join(dataDir, ...rel.split('/')), dest);
    } catch (e) {
      if (errorCode(e) === 'ENOENT') continue;
      throw e;
    }
    entries.push(await entryOf(target, `files/${rel}`));
  }
  return entries;
}

export async function entryOf(root: string, rel: string): Promise<FileEntry> {
  const abs = path.join(root, ...rel.split('/'));
  return { path: rel, bytes: fs.statSync(abs).size, sha256: await sha256(abs) };
}

/** Copies the backup's `files/` tree into DATA_DIR. */
export function restoreDataFiles(entries: readonly FileEntry[], source: string, dataDir: string): void {
  for (const entry of entries.filter((e) => e.path.startsWith('files/'))) {
    const rel = entry.path.slice('files/'.length).split('/');
    const dest = path.join(dataDir, ...rel);
    fs.mkdirSync(path.dirname(dest), { recursive: true });
    fs.copyFileSync(path.join(source, ...entry.path.split('/')), dest);
  }
}
