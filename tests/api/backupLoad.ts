// Helpers of the backup test: the command line as a child process, every table of a database as rows by key, the
// data files with their checksums, and a write load through the API that records when each write started and ended.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { App } from '#server/app';
import { anyTable, type Db, type Row } from '#server/db/types';
import { dataFiles, sha256 } from '#server/backup/files';
import { build } from 'esbuild';
import { post } from './helpers';

const ROOT = path.resolve(import.meta.dirname, '../..');

let compiled: Promise<string> | undefined;
/**
 * server/backup/cli.ts compiled once per test process, as `npm run build` compiles it to dist-server/backup.js (one
 * ES module, packages external), and run by plain node: a TypeScript loader per call cost a busy CI run minutes. Its
 * own folder under node_modules/.cache (node finds the packages from there; dist-server/ may be rebuilt meanwhile by
 * production-server.test.ts).
 */
export function compiledCli(): Promise<string> {
  compiled ??= (async () => {
    const outfile = path.join(ROOT, 'node_modules', '.cache', `prueba-copias-${process.pid}`, 'backup.js');
    await build({
      absWorkingDir: ROOT,
      entryPoints: ['server/backup/cli.ts'],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      logLevel: 'warning',
    });
    return outfile;
  })();
  return compiled;
}

/** Removes the compiled command line (the test file's afterAll). */
export function removeCompiledCli(): void {
  if (compiled) void compiled.then((file) => fs.rmSync(path.dirname(file), { recursive: true, force: true }));
  compiled = undefined;
}

export interface CliResult {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs `server/backup/cli.ts`, compiled, with DATA_DIR / DATABASE_URL (asynchronously: the caller's load keeps running). */
export async function cli(args: readonly string[], target: { dataDir: string; databaseUrl?: string }): Promise<CliResult> {
  const file = await compiledCli();
  return new Promise((resolve, reject) => {
    const env = { ...process.env, DATA_DIR: target.dataDir, DATABASE_URL: target.databaseUrl ?? '' };
    const child = spawn(process.execPath, [file, ...args], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

export type Tables = Record<string, Map<string, string>>;

/**
 * Every row of every table as JSON text, keyed by its first column (the table's key) — or by the whole row in a
 * table whose first column repeats (a composite key): then its rows compare as a set.
 */
export async function dumpTables(db: Db, names: readonly string[]): Promise<Tables> {
  const out: Tables = {};
  for (const name of names) {
    const rows = ((await anyTable(db).selectFrom(name).selectAll().execute()) as Row[]).map(
      (row) => [String(Object.values(row)[0]), JSON.stringify(row)] as const,
    );
    const byKey = new Map(rows);
    // Without a unique first column (versiones_tablas on PostgreSQL: equal rows too), each row by its values and
    // the how-manieth of them it is.
    const seen = new Map<string, number>();
    const numbered = rows.map(([, json]) => {
      const n = (seen.get(json) ?? 0) + 1;
      seen.set(json, n);
      return [`${json} #${n}`, json] as const;
    });
    out[name] = byKey.size === rows.length ? byKey : new Map(numbered);
  }
  return out;
}

/** The data files of DATA_DIR (database excluded) with their SHA-256. */
export async function fileSums(dataDir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const rel of dataFiles(dataDir)) out[rel] = await sha256(path.join(dataDir, ...rel.split('/')));
  return out;
}

export interface Write {
  readonly id: number;
  readonly started: number;
  readonly acked: number;
}

export interface LoadLog {
  readonly citas: Write[];
  /** Successive surnames written to one demandante: `Carga ${n}` acknowledged at `acked`. */
  readonly apellidos: Write[];
  cartOps: number;
  failures: string[];
}

const isoDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** An empty log of a write load: the caller can watch it fill up. */
export const loadLog = (): LoadLog => ({ citas: [], apellidos: [], cartOps: 0, failures: [] });

/**
 * Writes through the API until `until()` resolves: new citas, a demandante's surname changed again and again (each
 * change writes its cambiosd row in the same transaction), a property added to the cart and removed again.
 */
export async function writeLoad(
  app: App,
  token: string,
  ids: { demandante: number; propiedades: number[]; usuario: number },
  until: Promise<unknown>,
  log: LoadLog = loadLog(),
): Promise<LoadLog> {
  let stop = false;
  void until.finally(() => (stop = true));
  const check = (what: string, r: { status: number; text: string }, ...ok: number[]) => {
    if (!ok.includes(r.status)) log.failures.push(`${what}: ${r.status} ${r.text.slice(0, 200)}`);
    return ok.includes(r.status);
  };
  let day = 400;
  const citas = async () => {
    while (!stop) {
      const started = Date.now();
      const body = {
        fecha: isoDay(day++),
        hora_inicio: '10:00',
        hora_fin: '11:00',
        tipo: 'visita',
        estado: 'programada',
        id_propiedad: ids.propiedades[day % ids.propiedades.length],
      };
      const r = await post(app, '/api/citas/registrar', { json: body }, token);
      if (check('cita', r, 201)) log.citas.push({ id: Number(r.body.data.id_cita), started, acked: Date.now() });
    }
  };
  const apellidos = async () => {
    for (let n = 1; !stop; n++) {
      const started = Date.now();
      const r = await post(app, '/api/demandantes/actualizar', { json: { id_demandante: ids.demandante, apellido: `Carga ${n}` } }, token);
      if (check('demandante', r, 200)) log.apellidos.push({ id: n, started, acked: Date.now() });
    }
  };
  const carrito = async () => {
    for (let i = 0; !stop; i++) {
      const added = await post(
        app,
        '/api/carrito/agregar',
        { id_usuario: ids.usuario, id_propiedad: ids.propiedades[i % ids.propiedades.length] },
        token,
      );
      if (!check('carrito agregar', added, 201)) continue;
      const removed = await post(app, '/api/carrito/eliminar', { id_carrito: added.body.data.id_carrito }, token);
      if (check('carrito eliminar', removed, 200)) log.cartOps += 2;
    }
  };
  await Promise.all([citas(), citas(), apellidos(), carrito()]);
  return log;
}

/** Flips one byte of a file (a damaged backup). */
export function damage(file: string): void {
  const bytes = fs.readFileSync(file);
  bytes[Math.floor(bytes.length / 2)]! ^= 0xff;
  fs.writeFileSync(file, bytes);
}
