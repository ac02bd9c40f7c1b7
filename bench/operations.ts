// `npm run bench` (bench/run.ts runs this file in its own process): the mixed load and the kill -9 rounds of issue 15
// §5, SQLite and PostgreSQL side by side (PostgreSQL when a throwaway cluster starts, tests/support/postgres.ts),
// and the list cache of issue 27 §4 on and off at 100 000 properties under the same mixed load (with more list
// calls; then also with a property's price changed each round), in alternating turns. SKIP_LOAD / SKIP_CRASH /
// SKIP_CACHE leave one out (`BENCH_ONLY=cache npm run bench`: the cache alone); LOAD_SECONDS, CRASH_ROUNDS,
// CACHE_SECONDS and CACHE_TURNS change their length; BENCH_DB=sqlite or postgres measures the cache on one database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connect } from '../server/db/connect';
import { createDatabase, startPostgres, type PgCluster } from '../tests/support/postgres';
import { crashRounds, type CrashFigures } from './crash';
import { mixedLoad, MORE_LISTS, type LoadFigures } from './load';
import { BENCH_PG_SETTINGS, growOfertantes, openSeeded } from './listsData';
import { BENCH_PASSWORD, loginToken, startServer } from './serverProcess';

interface Target {
  readonly dataDir: string;
  readonly databaseUrl?: string;
}

async function load(target: Target): Promise<LoadFigures & { peakRssMiB: number; idleRssMiB: number }> {
  const server = await startServer(target);
  try {
    const token = await loginToken(server.url);
    const db = connect(target);
    const usuario = Number(
      (await db.db.selectFrom('usuarios').select('id_usuario').where('usuario', '=', 'admin').executeTakeFirstOrThrow()).id_usuario,
    );
    const propiedades = (await db.db.selectFrom('ofertantes').select('id_propiedad').execute()).map((r) => Number(r.id_propiedad));
    const idleRssMiB = server.rssMiB(); // at rest, after start-up, migrations and the demo seed
    server.resetPeak(); // the load's peak, not the demo seeding's
    const run = await mixedLoad(server.url, token, usuario, propiedades);
    const peakRssMiB = server.peakRssMiB();
    await server.stop();
    const checked = await run.check(db.db);
    await db.close();
    return { ...run, ...checked, peakRssMiB, idleRssMiB };
  } finally {
    await server.stop();
  }
}

const CACHE_TURNS = Number(process.env.CACHE_TURNS ?? 2);
const CACHE_SECONDS = Number(process.env.CACHE_SECONDS ?? 30);
const CACHE_SIZE = 100_000;

/** The two mixes: the writes of the mixed load alone (citas, carrito), then with a property's price changed each round. */
const MIXES = [
  { name: 'escrituras en citas y carrito', listWrites: false },
  { name: 'además, un precio de ofertantes cambiado por ronda', listWrites: true },
] as const;

/** One turn of the mixed load with the list cache on or off: the list calls' figures, all calls', the load average. */
interface CacheRun {
  readonly mix: string;
  readonly cache: boolean;
  readonly lists: LoadFigures['lists'];
  readonly reqPerSec: number;
  readonly errors: number;
  readonly load: number;
}

/** The database grown to 100 000 properties, then each mix with the cache on, off, on, off… (CACHE_TURNS each). */
async function cacheTurns(target: Target): Promise<CacheRun[]> {
  const grown = await openSeeded(target.dataDir, target.databaseUrl ?? '', BENCH_PASSWORD);
  await growOfertantes(grown, CACHE_SIZE);
  const usuario = Number(
    (await grown.db.selectFrom('usuarios').select('id_usuario').where('usuario', '=', 'admin').executeTakeFirstOrThrow()).id_usuario,
  );
  const propiedades = (await grown.db.selectFrom('ofertantes').select('id_propiedad').execute()).map((r) => Number(r.id_propiedad));
  await grown.close();
  const runs: CacheRun[] = [];
  for (const mix of MIXES)
    for (let turn = 0; turn < CACHE_TURNS; turn++)
      for (const cache of [true, false]) {
        const server = await startServer({ ...target, ...(cache ? {} : { listCacheRows: 0 }) });
        try {
          const token = await loginToken(server.url);
          const load = os.loadavg()[0] ?? NaN;
          const run = await mixedLoad(server.url, token, usuario, propiedades, {
            moreLists: MORE_LISTS,
            listWrites: mix.listWrites,
            seconds: CACHE_SECONDS,
          });
          runs.push({ mix: mix.name, cache, lists: run.lists, reqPerSec: run.reqPerSec, errors: run.errors + run.non2xx, load });
        } finally {
          await server.stop();
        }
      }
  return runs;
}

function cacheReport(columns: readonly { name: string; runs: readonly CacheRun[] }[]): void {
  const cell = (runs: readonly CacheRun[], mix: string, cache: boolean, f: (r: CacheRun) => string) =>
    runs
      .filter((r) => r.mix === mix && r.cache === cache)
      .map(f)
      .join(' · ');
  const head = columns.flatMap((c) => [`${c.name} con caché`, `${c.name} sin caché`]);
  const rows: [string, (r: CacheRun) => string][] = [
    ['listados: solicitudes/s', (r) => ((r.lists.requests / CACHE_SECONDS) | 0).toString()],
    ['listados: p50 / p95 ms', (r) => `${r.lists.p50.toFixed(0)} / ${r.lists.p95.toFixed(0)}`],
    ['todas las solicitudes/s', (r) => r.reqPerSec.toFixed(0)],
    ['errores (red + no 2xx)', (r) => String(r.errors)],
    ['carga media (1 min) al empezar', (r) => r.load.toFixed(2)],
  ];
  console.log(
    `\nCaché de listados a ${CACHE_SIZE.toLocaleString('es-PE')} inmuebles, carga mixta de 50 conexiones con ${MORE_LISTS.length} listados más por ronda ` +
      `(${CACHE_SECONDS} s por turno, turnos alternos; cada celda: un valor por turno)`,
  );
  for (const mix of MIXES) {
    console.log(`\n${mix.name[0]?.toUpperCase()}${mix.name.slice(1)}:\n`);
    console.log(`| | ${head.join(' | ')} |\n|---|${head.map(() => '---').join('|')}|`);
    for (const [label, f] of rows)
      console.log(`| ${label} | ${columns.flatMap((c) => [cell(c.runs, mix.name, true, f), cell(c.runs, mix.name, false, f)]).join(' | ')} |`);
  }
}

async function engine(
  name: string,
  target: () => Promise<Target>,
): Promise<{ name: string; load?: Awaited<ReturnType<typeof load>>; crash?: CrashFigures }> {
  const out: { name: string; load?: Awaited<ReturnType<typeof load>>; crash?: CrashFigures } = { name };
  if (!process.env.SKIP_LOAD) out.load = await load(await target());
  if (!process.env.SKIP_CRASH) out.crash = await crashRounds(await target());
  return out;
}

async function main(): Promise<void> {
  const dirs: string[] = [];
  const dataDir = () => {
    const d = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-ops-'));
    dirs.push(d);
    return d;
  };
  let cluster: PgCluster | null = null;
  try {
    const columns = [await engine('SQLite', async () => ({ dataDir: dataDir() }))];
    const pg = await startPostgres(BENCH_PG_SETTINGS);
    cluster = pg.cluster;
    let seq = 0;
    if (pg.cluster) {
      const c = pg.cluster;
      columns.push(await engine('PostgreSQL', async () => ({ dataDir: dataDir(), databaseUrl: await createDatabase(c, `bench_${++seq}`) })));
    }
    const rows: [string, (c: (typeof columns)[number]) => string][] = [
      ['carga mixta: solicitudes', (c) => (c.load ? `${c.load.requests} (${c.load.reqPerSec.toFixed(0)}/s)` : '—')],
      ['errores (red + no 2xx)', (c) => (c.load ? `${c.load.errors} + ${c.load.non2xx}` : '—')],
      ['p95 ms', (c) => (c.load ? c.load.p95.toFixed(0) : '—')],
      ['memoria del servidor en reposo, tras arrancar (RSS)', (c) => (c.load ? `${c.load.idleRssMiB.toFixed(0)} MiB` : '—')],
      ['pico de memoria del servidor (RSS)', (c) => (c.load ? `${c.load.peakRssMiB.toFixed(0)} MiB` : '—')],
      ['escrituras confirmadas (citas + carrito)', (c) => (c.load ? `${c.load.citasAcked} + ${c.load.cartAcked}` : '—')],
      ['confirmadas que faltan en la base', (c) => (c.load ? `${c.load.citasMissing} + ${c.load.cartWrong}` : '—')],
      ['kill -9: rondas / citas confirmadas', (c) => (c.crash ? `${c.crash.rounds} / ${c.crash.acked}` : '—')],
      ['kill -9: confirmadas que faltan', (c) => (c.crash ? String(c.crash.missing) : '—')],
      ['kill -9: integridad (PRAGMA integrity_check)', (c) => c.crash?.integrity ?? '—'],
    ];
    const seconds = Number(process.env.LOAD_SECONDS ?? 60);
    if (!process.env.SKIP_LOAD || !process.env.SKIP_CRASH) {
      console.log(`\nCarga mixta ${seconds} s, 50 conexiones (autocannon): listados, detalle, citas nuevas, carrito agregar/quitar\n`);
      console.log(`| | ${columns.map((c) => c.name).join(' | ')} |\n|---|${columns.map(() => '---').join('|')}|`);
      for (const [label, cell] of rows) console.log(`| ${label} | ${columns.map(cell).join(' | ')} |`);
    }
    if (!pg.cluster) console.log(`\nPostgreSQL no medido: ${pg.reason}`);
    if (!process.env.SKIP_CACHE) {
      // BENCH_DB=sqlite or postgres: that database alone.
      const only = process.env.BENCH_DB;
      const cacheColumns: { name: string; runs: CacheRun[] }[] = [];
      if (only !== 'postgres') cacheColumns.push({ name: 'SQLite', runs: await cacheTurns({ dataDir: dataDir() }) });
      const c = pg.cluster;
      if (c && only !== 'sqlite')
        cacheColumns.push({
          name: 'PostgreSQL',
          runs: await cacheTurns({ dataDir: dataDir(), databaseUrl: await createDatabase(c, 'bench_cache') }),
        });
      cacheReport(cacheColumns);
    }
  } finally {
    cluster?.stop();
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
