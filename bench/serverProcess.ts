// The server as its own process for the load and crash figures (bench/load.ts, bench/crash.ts): node with tsx as an
// import hook — one process, so its memory is the server's and `kill -9` hits the server itself. `compiled: true` runs
// the compiled server instead (dist-server/index.js with plain node, as `npm start` does in production: no TypeScript
// compiler in its memory), which `npm run build:server` writes.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../server/db/types';

const ROOT = path.resolve(import.meta.dirname, '..');
export const BENCH_PASSWORD = 'bench-clave-1';

export interface ServerProcess {
  readonly child: ChildProcess;
  readonly url: string;
  readonly exited: Promise<number | null>;
  /** Peak resident memory (Linux VmHWM) since start or the last resetPeak(), in MiB. */
  peakRssMiB(): number;
  /** Resident memory now (Linux VmRSS), in MiB. */
  rssMiB(): number;
  /** Starts the peak over (after the start-up's seeding, say): `5` in /proc/<pid>/clear_refs. */
  resetPeak(): void;
  stop(): Promise<void>;
}

/** A memory line of /proc/<pid>/status, in MiB. */
function statusMiB(child: ChildProcess, line: 'VmHWM' | 'VmRSS'): number {
  const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
  return Number(new RegExp(`${line}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) / 1024;
}

/** `env.listCacheRows`: LIST_CACHE_ROWS for the server (its default when absent). */
export async function startServer(env: {
  dataDir: string;
  databaseUrl?: string;
  listCacheRows?: number;
  compiled?: boolean;
  /** Extra node flags (a CPU profile: `--cpu-prof`). */
  nodeArgs?: readonly string[];
}): Promise<ServerProcess> {
  const compiled = path.join(ROOT, 'dist-server', 'index.js');
  if (env.compiled && !fs.existsSync(compiled)) throw new Error('Sin dist-server/: ejecute `npm run build:server` (o `npm run build`) antes.');
  const entry = env.compiled ? [compiled] : ['--import', 'tsx', 'server/index.ts'];
  const child = spawn(process.execPath, [...(env.nodeArgs ?? []), ...entry], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      JOBS: 'off',
      MALLOC_ARENA_MAX: '2',
      DATA_DIR: env.dataDir,
      DEMO_PASSWORD: BENCH_PASSWORD,
      STATIC_DIR: path.join(ROOT, 'no-existe'),
      ...(env.databaseUrl ? { DATABASE_URL: env.databaseUrl } : {}),
      ...(env.listCacheRows === undefined ? {} : { LIST_CACHE_ROWS: String(env.listCacheRows) }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const found = /Inmobiliaria en (http:\/\/\S+)/.exec(out)?.[1];
      if (found) {
        clearInterval(timer);
        resolve(found);
      }
    }, 50);
    void exited.then((code) => {
      clearInterval(timer);
      reject(new Error(`el servidor terminó (${code}): ${out}`));
    });
  });
  return {
    child,
    url,
    exited,
    peakRssMiB: () => statusMiB(child, 'VmHWM'),
    rssMiB: () => statusMiB(child, 'VmRSS'),
    resetPeak() {
      fs.writeFileSync(`/proc/${child.pid}/clear_refs`, '5');
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

export async function loginToken(url: string, usuario = 'admin'): Promise<string> {
  const res = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ json: JSON.stringify({ usuario, password: BENCH_PASSWORD }) }).toString(),
  });
  const body = (await res.json()) as { token?: string };
  if (!body.token) throw new Error(`login ${usuario}: ${res.status}`);
  return body.token;
}

/** Which of these citas the database holds (acknowledged writes looked up after a load or a crash). */
export async function citasFound(db: Db, ids: readonly number[]): Promise<Set<number>> {
  const found = new Set<number>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom('citas')
      .select('id_cita')
      .where('id_cita', 'in', ids.slice(i, i + 500))
      .execute();
    for (const r of rows) found.add(Number(r.id_cita));
  }
  return found;
}
