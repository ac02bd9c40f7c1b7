// Issue 15 §3: `npm run backup` while the app takes writes, then `npm run restore` into a fresh place — on SQLite and
// on PostgreSQL (a throwaway cluster; skipped with its reason when none can start). The restored database is the
// snapshot exactly (every table against the backup itself and against the live rows it shares with it) and
// consistent (a surname and its cambiosd rows together), the files are those of the backup's moment, and a restore
// over data or from a damaged copy is refused in Spanish with nothing changed.
import fs from 'node:fs';
import path from 'node:path';
import { Kysely, SqliteDialect } from 'kysely';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import { connect } from '../../server/db/connect';
import type { Database } from '../../server/db/types';
import { seedIfEmpty } from '../../server/db/seed';
import type { Manifest } from '../../server/backup/manifest';
import { createDatabase, startPostgres, type PgCluster } from '../support/postgres';
import { DEMO_PASSWORD, login, tempDir, type TestApp } from './helpers';
import { onPostgresRun } from './testDb';
import { cli, damage, dumpTables, fileSums, writeLoad, type Tables } from './backupLoad';

async function start(config: Config): Promise<TestApp> {
  const app = await buildApp(config, { logger: false });
  await seedIfEmpty(app.connection.db, config);
  return { app, config, dir: config.dataDir, close: () => app.close() };
}

const configFor = (dataDir: string, databaseUrl?: string) =>
  loadConfig({ DATA_DIR: dataDir, DEMO_PASSWORD, LOG_LEVEL: 'silent', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });

/** Rows of `b` that differ from the same key in `a`, and keys only in `a`, per table. */
function diff(a: Tables, b: Tables): Record<string, { changed: string[]; onlyInA: string[]; onlyInB: string[] }> {
  const out: Record<string, { changed: string[]; onlyInA: string[]; onlyInB: string[] }> = {};
  for (const name of Object.keys(a)) {
    const [x, y] = [a[name]!, b[name] ?? new Map<string, string>()];
    const changed = [...x.keys()].filter((k) => y.has(k) && y.get(k) !== x.get(k));
    const onlyInA = [...x.keys()].filter((k) => !y.has(k));
    const onlyInB = [...y.keys()].filter((k) => !x.has(k));
    if (changed.length || onlyInA.length || onlyInB.length) out[name] = { changed, onlyInA, onlyInB };
  }
  return out;
}

interface Engine {
  /** Why this engine cannot run here (the test is skipped with it), or null. */
  readonly unavailable: string | null;
  /** A fresh, empty database URL (PostgreSQL) or undefined (SQLite in the data directory). */
  freshDatabase(name: string): Promise<string | undefined>;
}

function scenario(engine: () => Engine) {
  const dirs: string[] = [];
  const dir = () => {
    const d = tempDir();
    dirs.push(d);
    return d;
  };
  afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

  it('backs up under write load and restores the snapshot exactly, refusing to overwrite or to use a damaged copy', async (ctx) => {
    const why = engine().unavailable;
    if (why) ctx.skip(why);
    const live = await start(configFor(dir(), await engine().freshDatabase('viva')));
    const { app } = live;
    const db = app.connection.db;
    const token = await login(app, 'admin');
    const usuario = Number(
      (await db.selectFrom('usuarios').select('id_usuario').where('usuario', '=', 'admin').executeTakeFirstOrThrow()).id_usuario,
    );
    const demandante = Number(
      (await db.selectFrom('demandantes').select('id_demandante').orderBy('id_demandante').executeTakeFirstOrThrow()).id_demandante,
    );
    const propiedades = (await db.selectFrom('ofertantes').select('id_propiedad').orderBy('id_propiedad').limit(40).execute()).map((r) =>
      Number(r.id_propiedad),
    );
    const filesAtBackup = await fileSums(live.config.dataDir);
    expect(Object.keys(filesAtBackup).length).toBeGreaterThan(10); // the demo's photos

    // The backup runs in its own process while this one keeps writing through the API.
    const backupDir = path.join(dir(), 'copia');
    const target = { dataDir: live.config.dataDir, databaseUrl: live.config.databaseUrl };
    let backupStarted = 0;
    let backupEnded = 0;
    const running = new Promise<void>((r) => setTimeout(r, 300)).then(async () => {
      backupStarted = Date.now();
      const result = await cli(['backup', backupDir], target);
      backupEnded = Date.now();
      return result;
    });
    // The load goes on a little after the backup ends: those writes must not be in it.
    const loadEnds = running.then(() => new Promise((r) => setTimeout(r, 500)));
    const [load, made] = await Promise.all([writeLoad(app, token, { demandante, propiedades, usuario }, loadEnds), running]);
    expect(made.code, made.stderr).toBe(0);
    expect(load.failures).toEqual([]);
    const before = load.citas.filter((w) => w.acked < backupStarted);
    const after = load.citas.filter((w) => w.started > backupEnded);
    expect(before.length).toBeGreaterThan(0);
    expect(after.length).toBeGreaterThan(0);
    expect(load.apellidos.length).toBeGreaterThan(2);

    const manifest = JSON.parse(fs.readFileSync(path.join(backupDir, 'manifest.json'), 'utf8')) as Manifest;
    const tables = Object.keys(manifest.tables);
    expect(tables).toEqual(expect.arrayContaining(['citas', 'cambiosd', 'demandantes', 'carrito', 'kysely_migration']));
    const liveAtEnd = await dumpTables(db, tables);

    // Data changes after the backup: a record, a new cita, a file gone and a file added.
    await db.updateTable('demandantes').set({ apellido: 'Cambiado después' }).where('id_demandante', '=', demandante).execute();
    const gone = Object.keys(filesAtBackup)[0]!;
    fs.rmSync(path.join(live.config.dataDir, gone));
    fs.writeFileSync(path.join(live.config.dataDir, 'uploads', 'nuevo-despues.txt'), 'después de la copia');
    await live.close();

    // Restore into a fresh place; compare.
    const restoredDir = dir();
    const into = { dataDir: restoredDir, databaseUrl: await engine().freshDatabase('restaurada') };
    const restored = await cli(['restore', backupDir], into);
    expect(restored.code, restored.stderr).toBe(0);
    const back = connect(into);
    try {
      const rows = await dumpTables(back.db, tables);
      expect(Object.fromEntries(tables.map((t) => [t, rows[t]!.size]))).toEqual(manifest.tables);
      if (!into.databaseUrl) {
        // SQLite: the restored database is the backup's file, row for row.
        const copy = new Kysely<Database>({
          dialect: new SqliteDialect({ database: new SQLite(path.join(backupDir, 'database.sqlite'), { readonly: true }) }),
        });
        expect(diff(await dumpTables(copy, tables), rows)).toEqual({});
        await copy.destroy();
      }
      // Against the live rows at the end of the load: rows both have are the same, except those the load updates
      // (the surname, sessions, the tables' versions); rows only in the copy are the cart lines removed since; rows
      // only live came later.
      const d = diff(rows, liveAtEnd);
      for (const [name, { changed, onlyInA }] of Object.entries(d)) {
        // The versions of the tables (versiones_tablas) move with every write of the load.
        const updatable =
          name === 'sesiones' || name === 'versiones_tablas' || (name === 'demandantes' && changed.every((k) => k === String(demandante)));
        if (changed.length) expect({ name, changed, updatable }).toEqual({ name, changed, updatable: true });
        if (onlyInA.length) expect(name).toBe('carrito');
      }
      const citas = new Set(rows.citas!.keys());
      for (const w of before) expect(citas.has(String(w.id)), `cita ${w.id} confirmada antes de la copia`).toBe(true);
      for (const w of after) expect(citas.has(String(w.id)), `cita ${w.id} escrita después de la copia`).toBe(false);
      // Consistent: the surname in the copy and its history rows come from the same moment.
      const surname = JSON.parse(rows.demandantes!.get(String(demandante)) ?? '{}') as { apellido: string };
      const n = Number(/^Carga (\d+)$/.exec(surname.apellido)?.[1]);
      expect(n).toBeGreaterThanOrEqual(load.apellidos.filter((w) => w.acked < backupStarted).length);
      const history = [...rows.cambiosd!.values()]
        .map((v) => JSON.parse(v) as { id_registro: number; campo: string; valor_nuevo: string; id_cambio: number })
        .filter((c) => Number(c.id_registro) === demandante && c.campo === 'apellido' && /^Carga \d+$/.test(c.valor_nuevo));
      expect(history.length).toBe(n);
      expect(history.sort((a, b) => a.id_cambio - b.id_cambio).at(-1)?.valor_nuevo).toBe(`Carga ${n}`);
    } finally {
      await back.close();
    }
    expect(await fileSums(restoredDir)).toEqual(filesAtBackup);

    // The restored app runs: its users log in and read their data.
    const again = await start(configFor(restoredDir, into.databaseUrl));
    expect(await login(again.app, 'agente')).toMatch(/^[\w-]{20,}$/);
    await again.close();

    // Over data: refused without --force, nothing changed; a damaged copy: refused before touching anything.
    const refused = await cli(['restore', backupDir], into);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/no está vacía|ya tiene tablas/);
    expect(refused.stderr).toMatch(/--force/);
    damage(path.join(backupDir, 'files', ...Object.keys(filesAtBackup)[1]!.split('/')));
    const damaged = await cli(['restore', backupDir, '--force'], into);
    expect(damaged.code).toBe(1);
    expect(damaged.stderr).toMatch(/dañada, no se restauró nada/);
    expect(await fileSums(restoredDir)).toEqual(filesAtBackup);
  }, 360_000); // two CLI processes (backup, restore) and a write load: 143 s in a busy CI run, over 180 s once
}

// Each database's scenario runs on its own run of the API suite (project api: SQLite; api-pg: PostgreSQL).
describe.skipIf(onPostgresRun)('backup and restore on SQLite', () => {
  scenario(() => ({ unavailable: null, freshDatabase: async () => undefined }));
});

describe.runIf(onPostgresRun)('backup and restore on PostgreSQL', () => {
  let cluster: PgCluster | null = null;
  let reason = '';
  let seq = 0;
  beforeAll(async () => {
    const started = await startPostgres();
    cluster = started.cluster;
    if (!started.cluster) reason = started.reason;
  }, 60_000);
  afterAll(() => cluster?.stop());
  scenario(() => ({
    unavailable: cluster ? null : `PostgreSQL no disponible: ${reason}`,
    freshDatabase: async (name: string) => {
      if (!cluster) throw new Error(`PostgreSQL no disponible: ${reason}`);
      return createDatabase(cluster, `${name}_${++seq}`);
    },
  }));
});
