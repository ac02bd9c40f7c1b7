// `npm run bench`: speed and memory of the API on the demo data (measured here, never asserted in tests).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { seedIfEmpty } from '../server/db/seed';
import { importarBench } from './importar';
import { listsBench } from './lists';
import { publicoBench } from './publico';
import { reportesFigures } from './reportes';
import { firstLoadFigures } from './firstLoad';
import { waitFigures } from './waitsFigures';
import { launch } from '../tests/e2e/browser';
import { wireFigures } from './wire';

const ROUNDS = Number(process.env.ROUNDS ?? 200);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'));
  const config = loadConfig({ DATA_DIR: dir, DEMO_PASSWORD: 'bench-clave-1', LOG_LEVEL: 'silent', STATIC_DIR: process.env.STATIC_DIR });
  const t0 = performance.now();
  const app = await buildApp(config, { logger: false });
  await seedIfEmpty(app.connection.db, config);
  const startMs = performance.now() - t0;

  const l0 = performance.now();
  const login = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: `json=${encodeURIComponent(JSON.stringify({ usuario: 'admin', password: 'bench-clave-1' }))}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  const loginMs = performance.now() - l0;
  const token = login.json<{ token: string }>().token;
  const headers = { authorization: `Bearer ${token}` };

  const cases: [string, string][] = [
    ['listado ofertantes (página 1)', '/api/ofertantes/listado?page=1&perPage=25'],
    [
      'listado filtrado y ordenado',
      `/api/ofertantes/listado?perPage=25&sort=precio&order=DESC&filter=${encodeURIComponent('{"estado":"disponible","tipo_operacion":"V"}')}`,
    ],
    ['búsqueda q', `/api/ofertantes/listado?perPage=25&filter=${encodeURIComponent('{"q":"miraflores"}')}`],
    ['detalle', '/api/ofertantes/detalle/10'],
    ['listado demandantes', '/api/demandantes/listado?perPage=100'],
  ];
  const rows: string[] = [];
  for (const [name, url] of cases) {
    const times: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const s = performance.now();
      const res = await app.inject({ method: 'GET', url, headers });
      if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
      times.push(performance.now() - s);
    }
    times.sort((a, b) => a - b);
    rows.push(
      `| ${name} | ${percentile(times, 50).toFixed(2)} | ${percentile(times, 95).toFixed(2)} | ${(1000 / (times.reduce((a, b) => a + b, 0) / times.length)).toFixed(0)} |`,
    );
  }
  const wire = await wireFigures(app, config.staticDir ?? 'dist', headers);
  const idAdmin = Number(login.json<{ identity: { sub: unknown } }>().identity.sub);
  const reportes = await reportesFigures(app, headers, idAdmin);
  const firstLoad = await firstLoadFigures(app, config.staticDir ?? 'dist', 'bench-clave-1');
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
  const mem = process.memoryUsage();
  console.log(`\nArranque con migraciones y datos demo: ${startMs.toFixed(0)} ms · login (argon2id): ${loginMs.toFixed(0)} ms`);
  console.log(`\n| llamada (${ROUNDS} veces) | p50 ms | p95 ms | req/s |\n|---|---|---|---|\n${rows.join('\n')}`);
  console.log(wire);
  console.log(reportes);
  console.log(firstLoad);
  console.log(`\nMemoria: RSS ${(mem.rss / 1048576).toFixed(0)} MiB · heap usado ${(mem.heapUsed / 1048576).toFixed(0)} MiB\n`);
  images();
  operations();
}

/** Mixed load and kill -9 rounds, SQLite and PostgreSQL side by side (bench/operations.ts, servers in their own processes). */
function operations(env: Record<string, string> = {}): void {
  if (process.env.SKIP_OPERATIONS) return;
  const tsx = path.join('node_modules', '.bin', process.platform === 'win32' ? 'tsx.cmd' : 'tsx');
  const run = spawnSync(tsx, ['bench/operations.ts'], { stdio: 'inherit', env: { ...process.env, ...env } });
  if (run.status !== 0) throw new Error(`bench/operations.ts terminó con ${run.status}`);
}

/** Peak memory of large image uploads (bench/images.ts), in its own process so that its RSS is its own. */
function images(): void {
  if (process.env.SKIP_IMAGES) return;
  const tsx = path.join('node_modules', '.bin', process.platform === 'win32' ? 'tsx.cmd' : 'tsx');
  const run = spawnSync(tsx, ['bench/images.ts'], { stdio: 'inherit', env: { MALLOC_ARENA_MAX: '2', ...process.env } });
  if (run.status !== 0) throw new Error(`bench/images.ts terminó con ${run.status}`);
}

/** The waits of the screens (bench/waits.ts) alone: the demo data served with the built app (`npm run build` first). */
async function waits(): Promise<void> {
  const staticDir = process.env.STATIC_DIR ?? 'dist';
  if (!fs.existsSync(path.join(staticDir, 'index.html'))) throw new Error('Sin dist/: ejecute `npm run build` antes de BENCH_ONLY=waits.');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'));
  const config = loadConfig({ DATA_DIR: dir, DEMO_PASSWORD: 'bench-clave-1', LOG_LEVEL: 'silent', STATIC_DIR: staticDir });
  const app = await buildApp(config, { logger: false });
  const browser = await launch();
  try {
    await seedIfEmpty(app.connection.db, config);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    console.log(await waitFigures(browser, app, address, 'bench-clave-1'));
  } finally {
    await browser.close();
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function all(): Promise<void> {
  // BENCH_ONLY=lists: only the lists at 100 000 / 1 000 000 rows; BENCH_ONLY=cache: only the list cache on and off
  // under the mixed load (bench/operations.ts); BENCH_ONLY=waits: only the waits of the screens in Chromium;
  // BENCH_ONLY=main: everything but the lists (the import included); BENCH_ONLY=publico: only a property's public
  // page (bench/publico.ts).
  const only = process.env.BENCH_ONLY;
  if (only === 'waits') return waits();
  if (only === 'publico') {
    await publicoBench();
    return;
  }
  if (only === 'cache') {
    operations({ SKIP_LOAD: '1', SKIP_CRASH: '1' });
    return;
  }
  // BENCH_ONLY=importar: only the import of 10 000 properties (bench/importar.ts), SQLite and PostgreSQL.
  if (only === 'importar') {
    await importarBench();
    return;
  }
  if (only !== 'lists') {
    await main();
    await importarBench();
  }
  if (only !== 'main') await listsBench();
}

all().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
