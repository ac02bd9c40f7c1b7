// Which database the API tests run on: SQLite files under each test's DATA_DIR (project `api`), or databases of
// the throwaway PostgreSQL cluster of tests/api/pgGlobalSetup.ts (project `api-pg`, TEST_DB=postgres). A data
// directory stands for one database either way: the same directory opened twice is the same database.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { SQLITE_FILE } from '#server/db/connect';

export const DEMO_PASSWORD = 'clave-demo-1';
/** The migrated and seeded database every seeded test database is cloned from. */
export const TEMPLATE_DB = 'plantilla';

export interface PgTestCluster {
  readonly url: string;
  readonly port: number;
  readonly binDir: string;
  /** DATA_DIR of the template's seed: its demo photos, copied next to every clone. */
  readonly templateDir: string;
}

/** Whether this run is the PostgreSQL one (whether or not a cluster could start). */
export const onPostgresRun = process.env.TEST_DB === 'postgres';

/** The cluster of this run, or null on the SQLite run or when no PostgreSQL could start (the tests are skipped). */
export function testCluster(): PgTestCluster | null {
  if (!onPostgresRun) return null;
  const pg = inject('pg');
  return 'unavailable' in pg ? null : pg;
}

const databases = new Map<string, string>();
let counter = 0;

function client(cluster: PgTestCluster, cmd: string, args: string[]): void {
  const res = spawnSync(path.join(cluster.binDir, cmd), ['-h', '127.0.0.1', '-p', String(cluster.port), '-U', 'app', ...args], { encoding: 'utf8' });
  if (res.status !== 0) throw new Error(`${cmd}: ${(res.stderr || String(res.error)).trim()}`);
}

/**
 * Hard-links every file of `from` into `to` (as the seed links its demo photos); copies where links fail, and
 * always copies a SQLite database (a link would share its writes with the template).
 */
function linkTree(from: string, to: string): void {
  fs.mkdirSync(to, { recursive: true });
  for (const e of fs.readdirSync(from, { withFileTypes: true })) {
    const [src, dst] = [path.join(from, e.name), path.join(to, e.name)];
    if (e.isDirectory()) linkTree(src, dst);
    else if (e.name.startsWith(SQLITE_FILE)) fs.copyFileSync(src, dst);
    else {
      try {
        fs.linkSync(src, dst);
      } catch {
        fs.copyFileSync(src, dst);
      }
    }
  }
}

/** The seeded SQLite template of the `api` project (sqliteGlobalSetup.ts); none in other projects. */
function sqliteTemplate(): string | undefined {
  if (onPostgresRun) return undefined;
  // Provided by the api project only: undefined in the others.
  const provided: string | undefined = inject('sqliteTemplate');
  return provided;
}

/**
 * The environment (DATA_DIR and, on PostgreSQL, DATABASE_URL) of the database that belongs to `dir`: created on
 * first use, empty — or, with `seeded`, a clone of the seeded template (PostgreSQL: a database made from the
 * template; SQLite: a copy of the template's file) with its photos copied into `dir`.
 */
export function databaseEnv(dir: string, seeded = false): { DATA_DIR: string; DATABASE_URL?: string } {
  const cluster = testCluster();
  if (!cluster) {
    const template = seeded ? sqliteTemplate() : undefined;
    // A directory that already holds its database keeps it (the same directory opened twice is the same database).
    if (template && !fs.existsSync(path.join(dir, SQLITE_FILE))) linkTree(template, dir);
    return { DATA_DIR: dir };
  }
  let name = databases.get(dir);
  if (name === undefined) {
    name = `t_${process.pid}_${++counter}`;
    client(cluster, 'createdb', seeded ? ['-T', TEMPLATE_DB, name] : [name]);
    if (seeded) linkTree(cluster.templateDir, dir);
    databases.set(dir, name);
  }
  return { DATA_DIR: dir, DATABASE_URL: cluster.url.replace(/\/postgres$/, `/${name}`) };
}

/** Drops the database of `dir` (PostgreSQL; the SQLite file goes with the directory). */
export function dropDatabase(dir: string): void {
  const cluster = testCluster();
  const name = databases.get(dir);
  if (!cluster || name === undefined) return;
  databases.delete(dir);
  client(cluster, 'dropdb', ['--force', name]);
}
