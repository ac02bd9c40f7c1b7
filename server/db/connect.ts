// The dialect layer: the only place that knows whether the database is SQLite or PostgreSQL.
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect, sql, type SqliteDatabase, type SqliteStatement } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import { fold, searchText, SQLITE_SEARCH_TEXT } from './search';
import type { Database, Db, Dialect } from './types';
import { shapedStatement } from './sqliteRows';
import { errorCode } from '../../src/lib/guards';

export interface Connection {
  readonly db: Db;
  readonly dialect: Dialect;
  close(): Promise<void>;
}

// COUNT(*) and bigint columns come back as strings from pg; the app's integers fit in a JS number.
pg.types.setTypeParser(20, (v) => Number(v));

/** The SQLite database's file name under DATA_DIR. */
export const SQLITE_FILE = 'inmobiliaria.db';

/** Opens the SQLite file with the app's settings (WAL, foreign keys, a busy wait, the Unicode lower()). */
export function openSqlite(file: string): SQLite.Database {
  const db = new SQLite(file);
  db.pragma('journal_mode = WAL');
  // WAL + NORMAL: durable across application crashes, fast; set explicitly rather than relying on defaults.
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  // ANALYZE reads at most ~1000 rows of each index: statistics good enough for the planner, in milliseconds at any size.
  db.pragma('analysis_limit = 1000');
  // SQLite's built-in lower() folds ASCII only ('Área' stays 'Área'); the unique checks and the `q` search compare
  // lower(column) with a JS-lowercased value, so use JS lowercasing here too (as PostgreSQL's lower() does).
  db.function('lower', { deterministic: true }, (s: unknown) => (typeof s === 'string' ? s.toLowerCase() : s));
  // LIKE as on PostgreSQL: case-sensitive (SQLite's default ignores ASCII case). See textMatch.ts.
  db.pragma('case_sensitive_like = ON');
  // The `q` search's folding (search.ts), for text without letters or digits and the matching's names.
  db.function('fold', { deterministic: true }, (s: unknown) => (typeof s === 'string' ? fold(s) : s));
  // A row's searched text (search.ts searchText), tested against q's patterns where its trigram index finds candidates.
  db.function(SQLITE_SEARCH_TEXT, { deterministic: true, varargs: true }, (...fields: unknown[]) => searchText(fields));
  return db;
}

/**
 * PostgreSQL: the planner settings of the app's connections, each unless the server or the database sets its own
 * (pg_settings.source 'default'), as PostgreSQL's manual advises for an interactive application on fast storage:
 * - random_page_cost 1.1 instead of 4 (tuned for spinning disks): the app's tables are read from memory or SSD,
 *   where a random read costs about a sequential one. With 4, a search's capped count on a common word ('miraflores',
 *   one property in 21) was planned as a table scan expected to stop early — 21 000 rows read at 100 000 properties,
 *   21 ms — instead of the trigram index's 3 ms;
 * - jit off: a query whose estimated cost passes jit_above_cost is compiled to machine code first, which pays back
 *   on long analytical queries only. The dashboard's demand without supply (one statement with a few dozen
 *   subqueries over ofertantes) took 3.4 s at 100 000 properties, 3.3 of them compiling; without JIT, 117 ms.
 * (bench/resultados.md, issue 27.)
 */
export const PLANNER_SETTINGS =
  "select set_config(s.name, s.value, false) from (values ('random_page_cost', '1.1'), ('jit', 'off')) as s(name, value) " +
  "join pg_settings p on p.name = s.name where p.source = 'default'";

/** postgres://… selects PostgreSQL; anything else the embedded SQLite file under DATA_DIR. */
export function configDialect(config: Pick<Config, 'databaseUrl'>): Dialect {
  return config.databaseUrl?.startsWith('postgres') ? 'postgres' : 'sqlite';
}

export function connect(config: Pick<Config, 'dataDir' | 'databaseUrl'>): Connection {
  // DATA_DIR holds the uploaded files on either database (and the SQLite file).
  fs.mkdirSync(config.dataDir, { recursive: true });
  if (config.databaseUrl && configDialect(config) === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
    // A client whose server went away (a restart, a failover) emits 'error' — on the pool while idle, on the client
    // itself otherwise, sometimes twice; unheard, that ends the process. Its queries fail with the error, the pool
    // drops it and the next query opens a new connection (/api/health answers 503 meanwhile).
    pool.on('error', () => undefined);
    pool.on('connect', (client) => {
      client.on('error', () => undefined);
      // Queued before the client's first query, so every query of the app is planned with it.
      client.query(PLANNER_SETTINGS).catch(() => undefined);
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  const file = openSqlite(path.join(config.dataDir, SQLITE_FILE));
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: keepingStatements(file) }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

/** How many prepared statements are kept (the app's query shapes are a few hundred). */
const STATEMENTS = 1000;

/**
 * The SQLite file as Kysely sees it, with each query shape prepared once and kept (the oldest dropped beyond
 * STATEMENTS), its rows read as objects of one shape (sqliteRows.ts): Kysely prepares every query it runs, and
 * preparing costs more than running a page query. Safe because Kysely runs one query at a time on this connection
 * and never streams here.
 */
function keepingStatements(file: SQLite.Database): SqliteDatabase {
  const kept = new Map<string, SqliteStatement>();
  const version = file.prepare('pragma schema_version').pluck(true);
  const schemaVersion = () => Number(version.get());
  return {
    close: () => file.close(),
    prepare(text: string) {
      let statement = kept.get(text);
      if (!statement) {
        statement = shapedStatement(file.prepare(text), schemaVersion);
        if (kept.size >= STATEMENTS) kept.delete(kept.keys().next().value ?? '');
        kept.set(text, statement);
      }
      return statement;
    },
  };
}

/** The dialect behind a Kysely instance (or transaction), for the few queries that differ. */
export function dialectOf(db: Pick<Kysely<unknown>, 'getExecutor'>): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** Refreshes the planner's statistics (after migrations and seeds): the list indexes are chosen from them. */
export async function analyze(db: Db): Promise<void> {
  await sql`analyze`.execute(db);
}

/**
 * Keeps the planner's statistics in step with the data as it grows (a scheduled job): SQLite re-analyses, with a
 * bounded sample, the tables whose size changed much since their last ANALYZE (`PRAGMA optimize`, every table:
 * 0x10002); PostgreSQL's autovacuum already does this by itself.
 */
export async function refreshStatistics(db: Db): Promise<void> {
  if (dialectOf(db) !== 'sqlite') return;
  await sql`pragma analysis_limit = 1000`.execute(db);
  await sql`pragma optimize = 0x10002`.execute(db);
}

/** Whether an error is a unique-constraint violation, in either dialect. */
export function isUniqueViolation(e: unknown): boolean {
  const code = errorCode(e);
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}

export function isForeignKeyViolation(e: unknown): boolean {
  const code = errorCode(e);
  return code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === '23503';
}
