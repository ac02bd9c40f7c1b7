// The dialect layer: the only place that knows whether the database is SQLite or PostgreSQL.
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import type { Database, Db, Dialect } from './types';

export interface Connection {
  readonly db: Db;
  readonly dialect: Dialect;
  close(): Promise<void>;
}

// COUNT(*) and bigint columns come back as strings from pg; the app's integers fit in a JS number.
pg.types.setTypeParser(20, (v) => Number(v));

/** postgres://… selects PostgreSQL; anything else the embedded SQLite file under DATA_DIR. */
export function dialectOf(config: Pick<Config, 'databaseUrl'>): Dialect {
  return config.databaseUrl?.startsWith('postgres') ? 'postgres' : 'sqlite';
}

export function connect(config: Pick<Config, 'dataDir' | 'databaseUrl'>): Connection {
  // DATA_DIR holds the uploaded files on either database (and the SQLite file).
  fs.mkdirSync(config.dataDir, { recursive: true });
  if (config.databaseUrl && dialectOf(config) === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
    // An idle connection the server ends (a restart, a managed database's failover) must not end the process: the
    // pool drops it and the next query opens a new one.
    pool.on('error', (e) => process.emitWarning(`PostgreSQL: se perdió una conexión inactiva (${e.message})`));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  const file = new SQLite(path.join(config.dataDir, 'inmobiliaria.db'));
  file.pragma('journal_mode = WAL');
  // WAL + NORMAL: durable across application crashes, fast; set explicitly rather than relying on defaults.
  file.pragma('synchronous = NORMAL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  // SQLite's built-in lower() folds ASCII only ('Área' stays 'Área'); the unique checks and the `q` search compare
  // lower(column) with a JS-lowercased value, so use JS lowercasing here too (as PostgreSQL's lower() does).
  file.function('lower', { deterministic: true }, (s: unknown) => (typeof s === 'string' ? s.toLowerCase() : s));
  // LIKE as on PostgreSQL: case-sensitive (SQLite's default ignores ASCII case). See textMatch.ts.
  file.pragma('case_sensitive_like = ON');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: file }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

/** Whether an error is a unique-constraint violation, in either dialect. */
export function isUniqueViolation(e: unknown): boolean {
  if (typeof e !== 'object' || e === null) return false;
  const code = (e as { code?: unknown }).code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}

export function isForeignKeyViolation(e: unknown): boolean {
  if (typeof e !== 'object' || e === null) return false;
  const code = (e as { code?: unknown }).code;
  return code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === '23503';
}
