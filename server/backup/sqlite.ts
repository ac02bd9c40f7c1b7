// SQLite: `VACUUM INTO` copies the live database in one read transaction — a consistent snapshot while the app
// keeps writing (WAL readers do not block writers) — and compacts it.
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { openSqlite, SQLITE_FILE } from '../db/connect';
import { BackupError } from './manifest';

export const SQLITE_COPY = 'database.sqlite';

export interface Snapshot {
  readonly schemaVersion: string;
  readonly tables: Record<string, number>;
}

/** The tables, their row counts and the last migration of a SQLite file. */
export function describeSqlite(file: string): Snapshot {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    // Plain tables only: the search index (FTS5 virtual tables and their shadow tables) is derived from them.
    const names = db
      .prepare("SELECT name FROM pragma_table_list WHERE schema = 'main' AND type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
      .pluck()
      .all() as string[];
    const tables: Record<string, number> = {};
    for (const name of names)
      tables[name] = Number(
        db
          .prepare(`SELECT count(*) FROM "${name.replace(/"/g, '""')}"`)
          .pluck()
          .get(),
      );
    const last = names.includes('kysely_migration')
      ? db.prepare('SELECT name FROM kysely_migration ORDER BY name DESC LIMIT 1').pluck().get()
      : undefined;
    return { schemaVersion: typeof last === 'string' ? last : '', tables };
  } finally {
    db.close();
  }
}

export function snapshotSqlite(dataDir: string, target: string): Snapshot {
  const live = path.join(dataDir, SQLITE_FILE);
  if (!fs.existsSync(live)) throw new BackupError(`No hay base de datos en ${live} (revise DATA_DIR).`);
  const copy = path.join(target, SQLITE_COPY);
  const db = openSqlite(live);
  try {
    db.prepare('VACUUM INTO ?').run(copy);
  } finally {
    db.close();
  }
  return describeSqlite(copy);
}

/** Whether DATA_DIR already holds a database or data files. */
export function sqliteTargetUsed(dataDir: string): boolean {
  return fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0;
}

export function restoreSqlite(source: string, dataDir: string): void {
  fs.mkdirSync(dataDir, { recursive: true });
  for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(path.join(dataDir, `${SQLITE_FILE}${suffix}`), { force: true });
  const tmp = path.join(dataDir, `${SQLITE_FILE}.restaurando`);
  fs.copyFileSync(path.join(source, SQLITE_COPY), tmp);
  fs.renameSync(tmp, path.join(dataDir, SQLITE_FILE));
}
