// Where attached files live: DATA_DIR/archivos/<archivo>, one flat folder. `archivo` is generated (128 random bits
// + the extension of the detected kind); the client's file name is kept only in the row (`nombre`), never on disk.
import crypto from 'node:crypto';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { removeFiles, safeJoin } from '../uploads/storage';

export const ARCHIVOS_DIR = 'archivos';
/** A stored name: 32 hex digits and a known extension. */
export const ARCHIVO_RE = /^[0-9a-f]{32}\.(pdf|jpg|png|webp|docx|xlsx)$/;
/** An upload being received: removed when refused, renamed to its final name when accepted. */
export const PART_RE = /^\.[0-9a-f]{32}\.part$/;

export function archivosRoot(dataDir: string): string {
  return path.join(dataDir, ARCHIVOS_DIR);
}

export function newArchivoName(ext: string): string {
  return `${crypto.randomBytes(16).toString('hex')}.${ext}`;
}

export function newPartName(): string {
  return `.${crypto.randomBytes(16).toString('hex')}.part`;
}

/** The path of a stored file, or null when `name` is not one we could have generated. */
export function archivoPath(dataDir: string, name: string): string | null {
  if (!ARCHIVO_RE.test(name) && !PART_RE.test(name)) return null;
  return safeJoin(archivosRoot(dataDir), name);
}

/** Removes stored files by name (missing ones are fine); logs those that could not be removed. */
export async function purgeFiles(dataDir: string, names: readonly string[], log?: FastifyBaseLogger): Promise<void> {
  const paths = names.map((n) => archivoPath(dataDir, n)).filter((p): p is string => p !== null);
  if (!paths.length) return;
  const left = await removeFiles(paths);
  if (left.length) log?.error({ files: left }, 'no se pudieron borrar archivos adjuntos');
}
