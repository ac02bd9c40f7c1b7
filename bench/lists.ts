// `npm run bench` (lists part): the ofertantes list at 100 000 and 1 000 000 rows on SQLite and PostgreSQL, served
// by the compiled server ('Buscar calle' of the map too), against json-server 0.17 on the same rows and a Fastify hello-world, all measured with
// autocannon (10 connections, each run after an unmeasured second of warm-up) in the same run. The app is measured
// twice: as it runs (a call repeated is answered from the list cache, server/crud/listCache.ts) and with the cache
// off (LIST_CACHE_ROWS=0: every call runs its SQL, as a first call does); the bare handler is compared with the
// latter. Beside the speeds: the `q` search's storage against the table's, the bulk insert of 100 000 properties
// with the search and without it (the same database copied, its search dropped), the plans of the `q` calls at
// 100 000 rows, and the machine's load average during each database's measurements. BENCH_1M=0 skips the
// million, BENCH_1M=solo measures only the million; BENCH_SECONDS sets each run's length; BENCH_DB=sqlite or postgres measures that database alone
// (json-server and the bare handler need the SQLite run). PostgreSQL runs in a throwaway cluster
// (tests/support/postgres.ts) with 2 GB of shared buffers, as a server for a million properties would have.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { CompiledQuery, type Compilable } from 'kysely';
import pg from 'pg';
import ofertantesSchema from '../src/resources/ofertantes/schema';
import { parseListParams } from '../server/crud/listParams';
import { countQueries, pageQuery, scanQuery, SEARCH_COUNT_CAP } from '../server/crud/query';
import type { Connection } from '../server/db/connect';
import { createDatabase, startPostgres, type PgCluster } from '../tests/support/postgres';
import { freePort } from '../tests/support/ports';
import {
  BENCH_PG_SETTINGS,
  bulkInsert,
  dropSearch,
  growOfertantes,
  exportOfertantes,
  openSeeded,
  reopen,
  searchStorage,
  type SearchStorage,
} from './listsData';
import { must } from '../src/lib/must';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const SIZES = process.env.BENCH_1M === '0' ? [100_000] : process.env.BENCH_1M === 'solo' ? [1_000_000] : [100_000, 1_000_000];
const DIALECTS = (['sqlite', 'postgres'] as const).filter((d) => !process.env.BENCH_DB || process.env.BENCH_DB === d);
const PASSWORD = 'bench-clave-1';
const ROOT = path.resolve(import.meta.dirname, '..');

interface Figures {
  readonly p50: number;
  readonly p95: number;
  readonly rps: number;
}

const enc = (o: unknown) => encodeURIComponent(JSON.stringify(o));
const CASES: readonly (readonly [name: string, url: string])[] = [
  ['página 1 (25)', '/api/ofertantes/listado?page=1&perPage=25'],
  [
    'estado + operación, por precio, con total',
    `/api/ofertantes/listado?perPage=25&sort=precio&order=DESC&filter=${enc({ estado: 'disponible', tipo_operacion: 'V' })}`,
  ],
  ['q distrito (miraflores)', `/api/ofertantes/listado?perPage=25&filter=${enc({ q: 'miraflores' })}`],
  ['q calle (javier prado)', `/api/ofertantes/listado?perPage=25&filter=${enc({ q: 'javier prado' })}`],
  ['q palabra común (departamento)', `/api/ofertantes/listado?perPage=25&filter=${enc({ q: 'departamento' })}`],
  ['página profunda (2 000ª)', '/api/ofertantes/listado?page=2000&perPage=25'],
];
/** 'Buscar calle' on the same rows (no list cache there: measured once, in the run without it). */
const MAP_CASES: readonly (readonly [name: string, url: string])[] = [
  ['Buscar calle «Av. Larco 474»', `/api/mapa/buscar?q=${encodeURIComponent('Av. Larco 474')}`],
  ['Buscar calle «Jr. Huiracocha»', `/api/mapa/buscar?q=${encodeURIComponent('Jr. Huiracocha')}`],
  ['Buscar calle «Miraflores»', '/api/mapa/buscar?q=Miraflores'],
];
const JSON_SERVER_CASES: Readonly<Record<string, string>> = {
  'página 1 (25)': '/ofertantes?_page=1&_limit=25',
  'estado + operación, por precio, con total': '/ofertantes?estado=disponible&tipo_operacion=V&_sort=precio&_order=desc&_page=1&_limit=25',
};

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: el proceso terminó (${child.exitCode})`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`${url} no respondió`);
}

/** A second of the same load first, unmeasured: each server is measured warm (compiled code, page cache, statements). */
async function warm(url: string, headers: Record<string, string>): Promise<void> {
  await autocannon({ url, connections: 10, duration: 1, headers });
}

/** The 1-minute load averages seen at the start of each measurement, by database and size. */
const loads = new Map<string, number[]>();
let measuring = '';

async function measure(url: string, headers: Record<string, string> = {}): Promise<Figures> {
  loads.set(measuring, [...(loads.get(measuring) ?? []), os.loadavg()[0] ?? NaN]);
  await warm(url, headers);
  const times: number[] = [];
  let failed = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, connections: 10, duration: SECONDS, headers }, (err, res) => (err ? reject(err) : resolve(res)));
    instance.on('response', (_client, status, _bytes, ms) => {
      if (status === 200) times.push(ms);
      else failed++;
    });
  });
  if (failed || result.errors) throw new Error(`${url}: ${failed} respuestas no 200, ${result.errors} errores`);
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? NaN;
  return { p50: at(0.5), p95: at(0.95), rps: result.requests.total / SECONDS };
}

function run(cmd: string, args: string[], env: Record<string, string>): ChildProcess {
  return spawn(cmd, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
}

async function serveApi(env: Record<string, string>): Promise<{ base: string; token: string; stop(): void }> {
  const port = await freePort();
  const child = run(process.execPath, ['dist-server/index.js'], {
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DEMO_PASSWORD: PASSWORD,
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/docs/json`, child);
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `json=${enc({ usuario: 'admin', password: PASSWORD })}`,
  });
  const { token } = (await login.json()) as { token: string };
  return { base, token, stop: () => child.kill() };
}

/** A bare Fastify + better-sqlite3 handler running the app's list SQL on the same file (bench/bareList.ts). */
async function serveBare(dir: string, token: string): Promise<{ base: string; stop(): void }> {
  const port = await freePort();
  const child = run(process.execPath, ['--import', 'tsx', 'bench/bareList.ts'], {
    PORT: String(port),
    SQLITE_PATH: path.join(dir, 'inmobiliaria.db'),
    TOKEN: token,
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/`, child);
  return { base, stop: () => child.kill() };
}

/** The results' suffix for the runs with the list cache off (LIST_CACHE_ROWS=0). */
const COLD = 'sin caché';

/** Page 1 as a browser asks it: compressed (brotli), which costs more than the rest of a kept answer. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };
const BROWSER_CASE = 'página 1 (25), comprimida (br, como un navegador)';

/** How many alternating turns the app and the bare handler take on the compared calls (a 2-core machine is noisy). */
const PAIRED = 3;
/** The run with the median throughput. */
const median = (runs: readonly Figures[]): Figures => must([...runs].sort((a, b) => a.rps - b.rps)[Math.floor(runs.length / 2)], 'una medición');

const fmt = (f: Figures | undefined) => (f ? `${f.p50.toFixed(1)} / ${f.p95.toFixed(1)} / ${Math.round(f.rps)}` : '—');

/** The `q` calls whose plans are printed, and the size they are explained at. */
const EXPLAINED = ['miraflores', 'javier prado', 'departamento'] as const;
const EXPLAINED_AT = 100_000;
/** How many properties the bulk insert adds (to a table of 100 000). */
const BULK = 100_000;

/**
 * The plans of a `q` page and its count as the app runs them (the count up to SEARCH_COUNT_CAP; from a thousand
 * matches, the first page's short scan, then, when it comes short, the page from the matches), node lines only.
 */
async function qPlans(conn: Connection): Promise<string[]> {
  const postgres = conn.dialect === 'postgres';
  const explain = async (query: Compilable) => {
    const { sql, parameters } = query.compile();
    const prefix = postgres ? 'explain (analyze, costs off, timing off, summary off) ' : 'explain query plan ';
    const { rows } = await conn.db.executeQuery<Record<string, string>>(CompiledQuery.raw(prefix + sql, [...parameters]));
    const lines = rows.map((r) => (postgres ? String(r['QUERY PLAN']) : String(r.detail)));
    return postgres ? lines.filter((l) => /->|^\S|Filter|Cond|Removed|Heap Blocks/.test(l)).map((l) => l.trimEnd()) : lines;
  };
  const out: string[] = [];
  for (const q of EXPLAINED) {
    const params = parseListParams(ofertantesSchema, { q, perPage: '25' });
    out.push(`q=${q}, página, lectura corta en orden:`, ...(await explain(scanQuery(conn.db, ofertantesSchema, params))).map((l) => `    ${l}`));
    out.push(`q=${q}, página, de las coincidencias:`, ...(await explain(pageQuery(conn.db, ofertantesSchema, params))).map((l) => `    ${l}`));
    const { more, count } = countQueries(conn.db, ofertantesSchema, params, SEARCH_COUNT_CAP);
    for (const c of [...(more ? [more] : []), count]) out.push(`q=${q}, total:`, ...(await explain(c)).map((l) => `    ${l}`));
  }
  return out;
}

/** A copy of a grown database: PostgreSQL from it as a template, SQLite its file (closed, so without a WAL). */
async function copyDatabase(cluster: PgCluster | null, dir: string, url: string, name: string): Promise<{ dir: string; url: string }> {
  const to = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lists-'));
  if (!url || !cluster) {
    for (const f of fs.readdirSync(dir).filter((f) => f.startsWith('inmobiliaria.db'))) fs.copyFileSync(path.join(dir, f), path.join(to, f));
    return { dir: to, url: '' };
  }
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  try {
    await client.query(`create database "${name}" template "${new URL(url).pathname.slice(1)}"`);
  } finally {
    await client.end();
  }
  return { dir: to, url: cluster.databaseUrl(name) };
}

/** Milliseconds to insert BULK properties into a copy of the database with its search, then into one without. */
async function bulkFigures(cluster: PgCluster | null, dir: string, url: string, tmp: string[]): Promise<{ with: number; without: number }> {
  const timed = async (name: string, drop: boolean) => {
    const copy = await copyDatabase(cluster, dir, url, name);
    tmp.push(copy.dir);
    const conn = reopen(copy.dir, copy.url);
    try {
      if (drop) await dropSearch(conn);
      return await bulkInsert(conn, BULK);
    } finally {
      await conn.close();
    }
  };
  return { with: await timed('bench_con_busqueda', false), without: await timed('bench_sin_busqueda', true) };
}

export async function listsBench(): Promise<void> {
  spawnSync('npm', ['run', 'build:server'], { cwd: ROOT, stdio: 'ignore' });
  const started = await startPostgres(BENCH_PG_SETTINGS);
  const cluster: PgCluster | null = started.cluster;
  if (!cluster) console.log(`PostgreSQL no disponible: ${started.cluster === null ? started.reason : ''}`);
  const results = new Map<string, Figures>();
  const storage = new Map<string, SearchStorage>();
  const bulk = new Map<string, { with: number; without: number }>();
  const plans: string[] = [];
  const seeding: string[] = [];
  const tmp: string[] = [];
  let jsonServerFile = '';
  try {
    for (const size of SIZES) {
      for (const dialect of DIALECTS) {
        if (dialect === 'postgres' && !cluster) continue;
        measuring = `${dialect}|${size}`;
        const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lists-'));
        tmp.push(dir);
        const url = dialect === 'postgres' && cluster ? await createDatabase(cluster, `bench_${size}`) : '';
        const t0 = performance.now();
        const conn = await openSeeded(dir, url, PASSWORD);
        await growOfertantes(conn, size);
        if (size === 100_000 && dialect === 'sqlite') {
          jsonServerFile = path.join(dir, 'json-server.json');
          await exportOfertantes(conn, jsonServerFile);
        }
        seeding.push(`${dialect} ${size.toLocaleString('es-PE')}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
        storage.set(measuring, await searchStorage(conn));
        if (size === EXPLAINED_AT)
          plans.push(`${dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'} ${size.toLocaleString('es-PE')}:`, ...(await qPlans(conn)));
        await conn.close();
        if (size === 100_000) bulk.set(dialect, await bulkFigures(cluster, dir, url, tmp));
        const env = { DATA_DIR: dir, ...(url ? { DATABASE_URL: url } : {}) };
        // Asked again: the same call repeated, answered from the list cache while the data does not change.
        const api = await serveApi(env);
        try {
          for (const [name, path_] of CASES)
            results.set(`${dialect}|${size}|${name}`, await measure(`${api.base}${path_}`, { authorization: `Bearer ${api.token}` }));
          results.set(
            `${dialect}|${size}|${BROWSER_CASE}`,
            await measure(`${api.base}${must(CASES[0], 'página 1')[1]}`, { authorization: `Bearer ${api.token}`, ...BROWSER }),
          );
        } finally {
          api.stop();
        }
        // Asked for the first time: the cache off, every call runs its SQL. On SQLite the first two calls are
        // compared with the bare handler on the same file, under the same conditions.
        const cold = await serveApi({ ...env, LIST_CACHE_ROWS: '0' });
        const auth = { authorization: `Bearer ${cold.token}` };
        let bare: Awaited<ReturnType<typeof serveBare>> | null = null;
        try {
          if (dialect === 'sqlite') bare = await serveBare(dir, cold.token);
          for (const [i, [name, path_]] of CASES.entries()) {
            if (!bare || i >= 2) {
              results.set(`${dialect}|${size}|${name}|${COLD}`, await measure(`${cold.base}${path_}`, auth));
              continue;
            }
            // Compared with the bare handler: turns taken alternately, PAIRED times each, the median run kept.
            const ours: Figures[] = [];
            const theirs: Figures[] = [];
            for (let turn = 0; turn < PAIRED; turn++) {
              ours.push(await measure(`${cold.base}${path_}`, auth));
              theirs.push(await measure(`${bare.base}${path_}`, auth));
            }
            results.set(`${dialect}|${size}|${name}|${COLD}`, median(ours));
            results.set(`bare|${size}|${name}`, median(theirs));
          }
          for (const [name, path_] of MAP_CASES) results.set(`${dialect}|${size}|${name}`, await measure(`${cold.base}${path_}`, auth));
          results.set(
            `${dialect}|${size}|${BROWSER_CASE}|${COLD}`,
            await measure(`${cold.base}${must(CASES[0], 'página 1')[1]}`, { ...auth, ...BROWSER }),
          );
        } finally {
          cold.stop();
          bare?.stop();
        }
      }
    }
    if (jsonServerFile) {
      const port = await freePort();
      const child = run(path.join(ROOT, 'node_modules/.bin/json-server'), ['--port', String(port), '--quiet', jsonServerFile], {});
      try {
        await waitFor(`http://127.0.0.1:${port}/ofertantes?_limit=1`, child);
        for (const [name, p] of Object.entries(JSON_SERVER_CASES)) results.set(`json|${name}`, await measure(`http://127.0.0.1:${port}${p}`));
      } finally {
        child.kill();
      }
    }
    const port = await freePort();
    const hello = run(process.execPath, ['--import', 'tsx', 'bench/hello.ts'], { PORT: String(port) });
    try {
      await waitFor(`http://127.0.0.1:${port}/`, hello);
      results.set('hello', await measure(`http://127.0.0.1:${port}/`));
    } finally {
      hello.kill();
    }
  } finally {
    cluster?.stop();
    for (const d of tmp) fs.rmSync(d, { recursive: true, force: true });
  }
  report(results, seeding, { storage, bulk, plans });
}

const mb = (bytes: number) => `${(bytes / 1048576).toFixed(0)} MB`;

interface Extras {
  readonly storage: ReadonlyMap<string, SearchStorage>;
  readonly bulk: ReadonlyMap<string, { with: number; without: number }>;
  readonly plans: readonly string[];
}

function report(results: Map<string, Figures>, seeding: string[], extras: Extras): void {
  const cols = SIZES.flatMap((size) => DIALECTS.map((d) => [d, size] as const));
  const head = cols.map(([d, s]) => `${d === 'sqlite' ? 'SQLite' : 'PostgreSQL'} ${s.toLocaleString('es-PE')}`);
  const lines = [
    `| llamada (p50 ms / p95 ms / req/s, 10 conexiones, ${SECONDS} s) | ${head.join(' | ')} | json-server 0.17 (100 000) |`,
    `|---|${cols.map(() => '---|').join('')}---|`,
  ];
  for (const [name] of [...CASES, [BROWSER_CASE]]) {
    lines.push(`| ${name}, repetida | ${cols.map(([d, s]) => fmt(results.get(`${d}|${s}|${name}`))).join(' | ')} | — |`);
    lines.push(
      `| ${name}, ${COLD} | ${cols.map(([d, s]) => fmt(results.get(`${d}|${s}|${name}|${COLD}`))).join(' | ')} | ${fmt(results.get(`json|${name}`))} |`,
    );
  }
  for (const [name] of MAP_CASES) lines.push(`| ${name} | ${cols.map(([d, s]) => fmt(results.get(`${d}|${s}|${name}`))).join(' | ')} | — |`);
  const hello = results.get('hello');
  for (const [name] of CASES.slice(0, 2))
    lines.push(
      `| Fastify + better-sqlite3 sin más, mismo SQL: ${name} | ${cols.map(([d, s]) => (d === 'sqlite' ? fmt(results.get(`bare|${s}|${name}`)) : '—')).join(' | ')} | — |`,
    );
  lines.push(`| Fastify hello-world (25 filas fijas) | ${fmt(hello)} |`);
  const cell = (f: (d: string, s: number) => string) => cols.map(([d, s]) => f(d, s)).join(' | ');
  const stored = (d: string, s: number) => extras.storage.get(`${d}|${s}`);
  lines.push(
    `| tamaño de la tabla (datos + índices, sin la búsqueda) | ${cell((d, s) => {
      const x = stored(d, s);
      return x ? mb(x.table) : '—';
    })} | — |`,
    `| tamaño de la búsqueda \`q\` (meta ≤ 0,5× la tabla) | ${cell((d, s) => {
      const x = stored(d, s);
      return x ? `${mb(x.search)} (${(x.search / x.table).toFixed(2)}×)` : '—';
    })} | — |`,
    `| inserción de ${BULK.toLocaleString('es-PE')} inmuebles en una sentencia, con búsqueda / sin ella | ${cell((d, s) => {
      const b = s === 100_000 ? extras.bulk.get(d) : undefined;
      return b ? `${(b.with / 1000).toFixed(1)} s / ${(b.without / 1000).toFixed(1)} s (${(b.with / b.without).toFixed(2)}×)` : '—';
    })} | — |`,
    `| carga media de la máquina (1 min) durante las mediciones: mín.–máx. | ${cell((d, s) => {
      const l = loads.get(`${d}|${s}`) ?? [];
      return l.length ? `${Math.min(...l).toFixed(2)}–${Math.max(...l).toFixed(2)}` : '—';
    })} | — |`,
  );
  console.log(`\nListas de ofertantes · siembra: ${seeding.join(' · ')}\n\n${lines.join('\n')}\n`);
  console.log(`Partes de la búsqueda: ${[...extras.storage].map(([k, v]) => `${k.replace('|', ' ')}: ${v.parts}`).join(' · ')}\n`);
  if (extras.plans.length) console.log(`Planes de \`q\` (${EXPLAINED_AT.toLocaleString('es-PE')} filas):\n${extras.plans.join('\n')}\n`);
  const ratios: string[] = [];
  for (const [name] of CASES.slice(0, 2)) {
    const json = results.get(`json|${name}`);
    for (const [d, s] of cols) {
      const where = `${name}, ${d} ${s.toLocaleString('es-PE')}`;
      const warm = results.get(`${d}|${s}|${name}`);
      const cold = results.get(`${d}|${s}|${name}|${COLD}`);
      if (cold && json && s === 100_000) ratios.push(`${where}, ${COLD}: ${(cold.rps / json.rps).toFixed(0)}× json-server`);
      const bare = results.get(`bare|${s}|${name}`);
      if (cold && bare && d === 'sqlite')
        ratios.push(`${where}, ${COLD}: ${(cold.rps / bare.rps).toFixed(2)}× el manejador Fastify + better-sqlite3 sin más (mismo SQL; meta ≥ 0,8)`);
      if (hello && name === CASES[0]?.[0])
        for (const [how, f] of [
          ['repetida', warm],
          [COLD, cold],
        ] as const)
          if (f) ratios.push(`${where}, ${how}: ${((100 * f.rps) / hello.rps).toFixed(0)} % del hello-world`);
    }
  }
  console.log(ratios.map((r) => `- ${r}`).join('\n'));
}
