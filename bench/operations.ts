// `npm run bench` (bench/run.ts runs this file in its own process): the mixed load and the kill -9 rounds of issue 15
// §5, SQLite and PostgreSQL side by side (PostgreSQL when a throwaway cluster starts, tests/support/postgres.ts).
// SKIP_LOAD / SKIP_CRASH leave one out; LOAD_SECONDS and CRASH_ROUNDS change their length.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connect } from '../server/db/connect';
import { createDatabase, startPostgres, type PgCluster } from '../tests/support/postgres';
import { crashRounds, type CrashFigures } from './crash';
import { mixedLoad, type LoadFigures } from './load';
import { loginToken, startServer } from './serverProcess';

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
    const pg = await startPostgres();
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
    console.log(`\nCarga mixta ${seconds} s, 50 conexiones (autocannon): listados, detalle, citas nuevas, carrito agregar/quitar\n`);
    console.log(`| | ${columns.map((c) => c.name).join(' | ')} |\n|---|${columns.map(() => '---').join('|')}|`);
    for (const [label, cell] of rows) console.log(`| ${label} | ${columns.map(cell).join(' | ')} |`);
    if (!pg.cluster) console.log(`\nPostgreSQL no medido: ${pg.reason}`);
  } finally {
    cluster?.stop();
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
