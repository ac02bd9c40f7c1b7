// manifest.json: what a backup holds and how to check it — written last, so a backup cut short has none.
import fs from 'node:fs';
import path from 'node:path';
import type { Dialect } from '../db/types';
import { MIGRATIONS } from '../db/migrations';
import { sha256, type FileEntry } from './files';

export const MANIFEST = 'manifest.json';
export const FORMAT = 1;

export interface Manifest {
  readonly format: number;
  /** When the database snapshot was taken (ISO). */
  readonly createdAt: string;
  readonly database: Dialect;
  /** The last migration applied in the snapshot. */
  readonly schemaVersion: string;
  /** Rows per table in the snapshot. */
  readonly tables: Readonly<Record<string, number>>;
  /** The database copy first, then every data file. */
  readonly files: readonly FileEntry[];
}

/** A Spanish message for the operator; the command line prints it and exits with a non-zero code. */
export class BackupError extends Error {}

export function writeManifest(dir: string, manifest: Manifest): void {
  fs.writeFileSync(path.join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
}

const SAFE_PATH = /^(?!.*(?:^|\/)\.\.?(?:\/|$))[^\0\\]+$/;

function parse(dir: string): Manifest {
  const file = path.join(dir, MANIFEST);
  if (!fs.existsSync(file)) throw new BackupError(`No hay ${MANIFEST} en ${dir}: no es una copia de seguridad completa.`);
  let m: Manifest;
  try {
    m = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  } catch {
    throw new BackupError(`${MANIFEST} no se puede leer (JSON dañado).`);
  }
  if (m.format !== FORMAT || (m.database !== 'sqlite' && m.database !== 'postgres') || !Array.isArray(m.files) || typeof m.tables !== 'object') {
    throw new BackupError(`${MANIFEST} no tiene el formato esperado (versión ${FORMAT}).`);
  }
  for (const f of m.files) {
    if (typeof f.path !== 'string' || !SAFE_PATH.test(f.path) || f.path.startsWith('/'))
      throw new BackupError(`Ruta no válida en ${MANIFEST}: ${String(f.path)}`);
  }
  if (!MIGRATIONS.some(([name]) => name === m.schemaVersion)) {
    throw new BackupError(
      `La copia es de una versión del esquema que esta aplicación no conoce (${m.schemaVersion}): actualice la aplicación antes de restaurar.`,
    );
  }
  return m;
}

/** Reads the manifest and checks every file's size and SHA-256; throws a BackupError naming what is wrong. */
export async function verifiedManifest(dir: string): Promise<Manifest> {
  const m = parse(dir);
  const bad: string[] = [];
  for (const f of m.files) {
    const abs = path.join(dir, ...f.path.split('/'));
    if (!fs.existsSync(abs)) bad.push(`falta ${f.path}`);
    else if (fs.statSync(abs).size !== f.bytes || (await sha256(abs)) !== f.sha256) bad.push(`${f.path} no coincide con su suma SHA-256`);
  }
  if (bad.length) {
    const shown = bad.slice(0, 5).join('; ');
    throw new BackupError(`La copia de seguridad está dañada, no se restauró nada: ${shown}${bad.length > 5 ? ` (y ${bad.length - 5} más)` : ''}.`);
  }
  return m;
}
