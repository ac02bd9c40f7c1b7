// A throwaway PostgreSQL cluster for tests and benchmarks: Debian's server binaries, a fresh data directory in the
// temp folder, a free loopback port, trust authentication for one role. As root, the cluster runs as the
// unprivileged `postgres` user (initdb refuses root). Returns null with the reason when no PostgreSQL can start.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './ports';

export interface PgCluster {
  /** Connection URL of the cluster's `postgres` database, as the role `app`. */
  readonly url: string;
  readonly port: number;
  readonly binDir: string;
  /** A connection URL for another database of the same cluster. */
  databaseUrl(name: string): string;
  stop(): void;
}

export type PgStart = { readonly cluster: PgCluster } | { readonly cluster: null; readonly reason: string };

/** The newest installed server's bin directory (Debian: /usr/lib/postgresql/<major>/bin), or null. */
export function findPgBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const majors = fs
    .readdirSync(root)
    .filter((d) => fs.existsSync(path.join(root, d, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return majors[0] === undefined ? null : path.join(root, majors[0], 'bin');
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** Runs a server binary, as `postgres` when we are root. */
function run(binDir: string, cmd: string, args: string[]): void {
  const file = path.join(binDir, cmd);
  const [exe, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
  const res = spawnSync(exe, argv, { encoding: 'utf8' });
  if (res.status !== 0) throw new Error(`${cmd}: ${(res.stderr || res.stdout || String(res.error)).trim()}`);
}

/** `settings`: server parameters beyond the defaults (the bench gives shared_buffers). */
export async function startPostgres(settings: Readonly<Record<string, string>> = {}): Promise<PgStart> {
  const binDir = findPgBin();
  if (binDir === null) return { cluster: null, reason: 'no hay servidor PostgreSQL instalado (/usr/lib/postgresql/*/bin)' };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inmo-pg-'));
  const data = path.join(dir, 'data');
  try {
    if (isRoot) {
      fs.chmodSync(dir, 0o755);
      execFileSync('chown', ['postgres:postgres', dir]);
    }
    run(binDir, 'initdb', ['-D', data, '-U', 'app', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
    const port = await freePort();
    const extra = Object.entries(settings).map(([name, value]) => ` -c ${name}=${value}`);
    const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c max_connections=300${extra.join('')}`;
    run(binDir, 'pg_ctl', ['-D', data, '-o', opts, '-l', path.join(dir, 'server.log'), '-w', 'start']);
    const databaseUrl = (name: string) => `postgres://app@127.0.0.1:${port}/${name}`;
    let stopped = false;
    return {
      cluster: {
        url: databaseUrl('postgres'),
        port,
        binDir,
        databaseUrl,
        stop() {
          if (stopped) return;
          stopped = true;
          try {
            run(binDir, 'pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
          } finally {
            fs.rmSync(dir, { recursive: true, force: true });
          }
        },
      },
    };
  } catch (e) {
    fs.rmSync(dir, { recursive: true, force: true });
    return { cluster: null, reason: e instanceof Error ? e.message : String(e) };
  }
}

/** Creates an empty database in the cluster and returns its URL. */
export async function createDatabase(cluster: PgCluster, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
  return cluster.databaseUrl(name);
}
