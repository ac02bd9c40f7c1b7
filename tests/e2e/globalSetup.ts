// Starts the real server the way README's `npm start` does — plain node on the compiled server, dist-server/index.js
// (the browser app must already be built into dist/, which `npm test` does before vitest) — on a free port with a
// fresh data directory, and hands its URL to the tests. The server is compiled again here (esbuild, about a second)
// so that a run of the browser tests alone never exercises a stale build of server/ — unless DIST_SERVER_FRESH=1 says
// the caller has just built it (npm test).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { freePort } from '../support/ports';
import { E2E_PASSWORD } from './constants';
import { startTileServer } from './tileServer';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** Origin of the map tiles the tests serve themselves (no request leaves 127.0.0.1). */
    tilesOrigin: string;
  }
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const START_TIMEOUT_MS = 60_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function healthy(url: string): Promise<boolean> {
  try {
    const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
    const body = (await res.json()) as { status?: string };
    return res.ok && body.status === 'success';
  } catch {
    return false;
  }
}

/** The server runs in its own process group: the whole group goes. */
function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/** SIGTERM (the server closes cleanly), then SIGKILL to the group after 5 s. */
function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) {
    killGroup(child, 'SIGKILL');
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      killGroup(child, 'SIGKILL');
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'inmobiliaria-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  // `npm test` (scripts/test-all.mjs) has just built it and says so: rebuilding here would rewrite dist-server/ under
  // the servers of the other lanes and of the API tests.
  if (process.env.DIST_SERVER_FRESH !== '1') {
    const built = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: ROOT, encoding: 'utf8' });
    if (built.status !== 0) throw new Error(`No se pudo compilar el servidor:\n${built.stderr}`);
  }
  const tiles = await startTileServer();
  const child = spawn(process.execPath, ['dist-server/index.js'], {
    cwd: ROOT,
    // Always the embedded SQLite in the fresh directory with the demo data, whatever the shell exports (STATIC_DIR
    // is inherited: it can point the server at another build of the app).
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO_PASSWORD: E2E_PASSWORD,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      SEED: 'demo',
      MAP_TILES_URL: tiles.template,
      GEOCODER_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so that anything it starts ends with it.
    detached: true,
  });
  let stderr = '';
  let stdout = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });

  // If vitest exits without running the teardown, the server does not outlive it.
  const killOnExit = () => {
    killGroup(child, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('exit', killOnExit);

  const teardown = async () => {
    process.off('exit', killOnExit);
    await stop(child);
    await tiles.close();
    await rm(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  let ready = false;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) break;
    if (await healthy(baseUrl)) {
      ready = true;
      break;
    }
    await sleep(250);
  }
  if (!ready) {
    const exited = child.exitCode !== null || child.signalCode !== null;
    await teardown();
    throw new Error(
      `El servidor no respondió en ${baseUrl}/api/health ${exited ? `(terminó con código ${child.exitCode ?? child.signalCode})` : `en ${START_TIMEOUT_MS / 1000} s`}.\n` +
        `stderr:\n${stderr || '(vacío)'}\nstdout:\n${stdout || '(vacío)'}`,
    );
  }

  project.provide('baseUrl', baseUrl);
  project.provide('tilesOrigin', tiles.origin);
  return teardown;
}
