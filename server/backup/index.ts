// `npm run backup -- <dir>` and `npm run restore -- <dir> [--force]`: a consistent copy of the database and the data
// files while the app runs, and its restoration into an empty DATA_DIR / database. See README «Copias de seguridad».
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { SQLITE_FILE } from '../db/connect';
import { copyDataFiles, entryOf, restoreDataFiles, type FileEntry } from './files';
import { BackupError, FORMAT, verifiedManifest, writeManifest, type Manifest } from './manifest';
import { PG_COPY, postgresTargetUsed, restorePostgres, snapshotPostgres } from './postgres';
import { describeSqlite, restoreSqlite, snapshotSqlite, SQLITE_COPY, sqliteTargetUsed } from './sqlite';

type Target = Pick<Config, 'dataDir' | 'databaseUrl'>;

const isPostgres = (t: Target): t is Target & { databaseUrl: string } => Boolean(t.databaseUrl?.startsWith('postgres'));

export async function backup(source: Target, dir: string): Promise<Manifest> {
  const target = path.resolve(dir);
  if (fs.existsSync(target) && fs.readdirSync(target).length > 0)
    throw new BackupError(`La carpeta ${target} no está vacía: indique una carpeta nueva para la copia.`);
  const created = !fs.existsSync(target);
  fs.mkdirSync(target, { recursive: true });
  try {
    return await writeBackup(source, target);
  } catch (e) {
    if (created) fs.rmSync(target, { recursive: true, force: true }); // no half copy left behind
    throw e;
  }
}

async function writeBackup(source: Target, target: string): Promise<Manifest> {
  const createdAt = new Date().toISOString();
  // The database first: files are written before the rows that name them, so every file a row of the snapshot
  // names is already on disk when the files are copied.
  const snapshot = isPostgres(source) ? await snapshotPostgres(source.databaseUrl, target) : snapshotSqlite(source.dataDir, target);
  const database = await entryOf(target, isPostgres(source) ? PG_COPY : SQLITE_COPY);
  const files: FileEntry[] = [database, ...(await copyDataFiles(source.dataDir, target))];
  const manifest: Manifest = { format: FORMAT, createdAt, database: isPostgres(source) ? 'postgres' : 'sqlite', ...snapshot, files };
  writeManifest(target, manifest);
  return manifest;
}

export interface RestoreOptions {
  /** Replace a database / DATA_DIR that already holds data. */
  readonly force?: boolean;
}

function differences(expected: Readonly<Record<string, number>>, actual: Readonly<Record<string, number>>): string[] {
  const names = new Set([...Object.keys(expected), ...Object.keys(actual)]);
  return [...names]
    .filter((n) => expected[n] !== actual[n])
    .map((n) => `${n}: ${expected[n] ?? 'no existe'} en la copia, ${actual[n] ?? 'no existe'} restauradas`);
}

/** Removes what a forced restore replaces: the database files and the top-level folders the backup brings. */
function clearDataDir(dataDir: string, files: readonly FileEntry[]): void {
  const tops = new Set(files.filter((f) => f.path.startsWith('files/')).map((f) => f.path.split('/')[1]));
  for (const top of tops) if (top) fs.rmSync(path.join(dataDir, top), { recursive: true, force: true });
}

export async function restore(dir: string, into: Target, options: RestoreOptions = {}): Promise<Manifest> {
  const source = path.resolve(dir);
  const manifest = await verifiedManifest(source);
  const pgTarget = isPostgres(into);
  if ((manifest.database === 'postgres') !== pgTarget) {
    const [from, to] = manifest.database === 'postgres' ? ['PostgreSQL', 'SQLite'] : ['SQLite', 'PostgreSQL'];
    throw new BackupError(`La copia es de ${from} y la configuración actual usa ${to}: restaure con la misma base de datos (DATABASE_URL).`);
  }
  const dbUsed = pgTarget ? await postgresTargetUsed(into.databaseUrl) : false;
  const filesUsed = sqliteTargetUsed(into.dataDir);
  if ((dbUsed || filesUsed) && !options.force) {
    const what = dbUsed ? 'La base de datos de destino ya tiene tablas' : `La carpeta de datos ${into.dataDir} no está vacía`;
    throw new BackupError(
      `${what}: no se restauró nada. Detenga la aplicación y use --force para reemplazar su contenido, o restaure en un destino vacío.`,
    );
  }
  if (filesUsed) clearDataDir(into.dataDir, manifest.files);
  let restored: Record<string, number>;
  if (pgTarget) {
    restored = (await restorePostgres(source, into.databaseUrl, dbUsed)).tables;
  } else {
    restoreSqlite(source, into.dataDir);
    restored = describeSqlite(path.join(into.dataDir, SQLITE_FILE)).tables;
  }
  restoreDataFiles(manifest.files, source, into.dataDir);
  const diff = differences(manifest.tables, restored);
  if (diff.length) throw new BackupError(`Las filas restauradas no coinciden con el manifiesto: ${diff.slice(0, 5).join('; ')}.`);
  return manifest;
}
