// PostgreSQL: pg_dump (custom format) of a snapshot exported by our own REPEATABLE READ transaction, so the row
// counts of the manifest are those of the dump exactly; pg_restore into an empty database.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { must } from '../../src/lib/must';
import { BackupError } from './manifest';
import type { Snapshot } from './sqlite';

export const PG_COPY = 'database.dump';

/** A PostgreSQL client program: on PATH, else the newest of Debian's /usr/lib/postgresql/<major>/bin. */
export function pgTool(name: 'pg_dump' | 'pg_restore'): string {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    if (fs.existsSync(path.join(dir, name))) return path.join(dir, name);
  }
  const root = '/usr/lib/postgresql';
  const majors = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((d) => fs.existsSync(path.join(root, d, 'bin', name)))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (majors[0] === undefined) throw new BackupError(`No se encontró ${name}: instale el cliente de PostgreSQL (apt-get install postgresql-client).`);
  return path.join(root, majors[0], 'bin', name);
}

/** The URL without its password (which goes in PGPASSWORD, out of the process list). */
function connectionArgs(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const env = { ...process.env };
  if (u.password) {
    env.PGPASSWORD = decodeURIComponent(u.password);
    u.password = '';
  }
  return { dbname: u.toString(), env };
}

function runTool(name: 'pg_dump' | 'pg_restore', args: string[], url: string): Promise<void> {
  const { dbname, env } = connectionArgs(url);
  return new Promise((resolve, reject) => {
    const child = spawn(pgTool(name), [...args, `--dbname=${dbname}`], { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.once('error', (e) => reject(new BackupError(`${name} no se pudo ejecutar: ${e.message}`)));
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new BackupError(`${name} terminó con código ${code}: ${stderr.trim().slice(0, 2000)}`)),
    );
  });
}

async function describe(client: pg.Client): Promise<Snapshot> {
  const names = (
    await client.query<{ name: string }>("SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename")
  ).rows.map((r) => r.name);
  const tables: Record<string, number> = {};
  for (const name of names)
    tables[name] = Number((await client.query<{ n: string }>(`SELECT count(*) AS n FROM "${name.replace(/"/g, '""')}"`)).rows[0]?.n ?? 0);
  const last = names.includes('kysely_migration')
    ? (await client.query<{ name: string }>('SELECT name FROM kysely_migration ORDER BY name DESC LIMIT 1')).rows[0]?.name
    : undefined;
  return { schemaVersion: last ?? '', tables };
}

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (e) {
    throw new BackupError(`No se pudo conectar a PostgreSQL: ${e instanceof Error ? e.message : String(e)}`);
  }
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export function snapshotPostgres(url: string, target: string): Promise<Snapshot> {
  return withClient(url, async (client) => {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    try {
      const id = must((await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id')).rows[0], 'la instantánea de pg_export_snapshot').id;
      const dump = runTool('pg_dump', ['--format=custom', '--no-owner', '--no-acl', `--snapshot=${id}`, `--file=${path.join(target, PG_COPY)}`], url);
      const [snapshot] = await Promise.all([describe(client), dump]);
      return snapshot;
    } finally {
      await client.query('COMMIT');
    }
  });
}

/** Whether the database already has tables. */
export function postgresTargetUsed(url: string): Promise<boolean> {
  return withClient(url, async (client) => (await client.query("SELECT 1 FROM pg_tables WHERE schemaname = 'public' LIMIT 1")).rowCount !== 0);
}

/** Restores the dump into the database (emptied first when `wipe`), then returns what it holds. */
export async function restorePostgres(source: string, url: string, wipe: boolean): Promise<Snapshot> {
  if (wipe) await withClient(url, (c) => c.query('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public'));
  await runTool('pg_restore', ['--no-owner', '--no-acl', '--exit-on-error', '--single-transaction', path.join(source, PG_COPY)], url);
  return withClient(url, describe);
}
