// Issue 15 §3: `npm run backup` while the app takes writes, then `npm run restore` into a fresh place — on SQLite and
// on PostgreSQL (a throwaway cluster; skipped with its reason when none can start). The restored database is the
// snapshot exactly (every table against the backup itself and against the live rows it shares with it) and
// consistent (a surname and its cambiosd rows together), the files are those of the backup's moment, and a restore
// over data or from a damaged copy is refused in Spanish with nothing changed.
import fs from 'node:fs';
import path from 'node:path';
import { Kysely, SqliteDialect } from 'kysely';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '#server/app';
import { connect } from '#server/db/connect';
import type { Database } from '#server/db/types';
import type { Manifest } from '#server/backup/manifest';
import { databaseEnv, login, removeTestData, startApp, tempDir, testConfig } from './helpers';
import { onPostgresRun } from './testDb';
import { cli, compiledCli, damage, dumpTables, fileSums, loadLog, removeCompiledCli, writeLoad, type Tables } from './backupLoad';

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

// The live database is a copy of the run's seeded template (testDb.ts): SQLite, or on the api-pg run a database of the
// run's PostgreSQL cluster (where none can start, pgSkip.ts skips the test with the reason).
function scenario() {
  const dirs: string[] = [];
  const dir = () => {
    const d = tempDir();
    dirs.push(d);
    return d;
  };
  // The command line compiled before the clock of the scenario starts.
  beforeAll(() => compiledCli(), 120_000);
  afterAll(() => {
    dirs.forEach(removeTestData);
    removeCompiledCli();
  });

  it('backs up under write load and restores the snapshot exactly, refusing to overwrite or to use a damaged copy', async () => {
    const live = await startApp({}, dir());
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

    // The backup runs in its own process while this one keeps writing through the API: it starts once the load has
    // written a few citas, and the load goes on until a few more are written after it ends (those must not be in it).
    const backupDir = path.join(dir(), 'copia');
    const target = { dataDir: live.config.dataDir, databaseUrl: live.config.databaseUrl };
    let backupStarted = 0;
    let backupEnded = 0;
    const log = loadLog();
    const citasSince = (since: number) => () => {
      if (log.citas.filter((w) => w.started > since).length < 3) throw new Error('la carga aún no ha escrito tres citas');
    };
    const running = vi.waitFor(citasSince(0), { timeout: 60_000, interval: 20 }).then(async () => {
      backupStarted = Date.now();
      const result = await cli(['backup', backupDir], target);
      backupEnded = Date.now();
      return result;
    });
    let endLoad = () => {};
    const loadEnds = new Promise<void>((resolve) => (endLoad = resolve));
    void running
      .then(() => vi.waitFor(citasSince(backupEnded), { timeout: 60_000, interval: 20 }))
      .catch(() => undefined) // the expectations below say what is missing
      .finally(endLoad);
    const [load, made] = await Promise.all([writeLoad(app, token, { demandante, propiedades, usuario }, loadEnds, log), running]);
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

    // Restore into a fresh place (an empty database); compare.
    const restoredDir = dir();
    const into = { dataDir: restoredDir, databaseUrl: databaseEnv(restoredDir).DATABASE_URL };
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
    const again = await buildApp(testConfig(restoredDir), { logger: false });
    expect(await login(again, 'agente')).toMatch(/^[\w-]{20,}$/);
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
  scenario();
});

describe.runIf(onPostgresRun)('backup and restore on PostgreSQL', () => {
  scenario();
});
