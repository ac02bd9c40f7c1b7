// `npm run db:migracion` on throwaway schema changes (tests/support/schemaChanges.ts), run on SQLite (project api)
// and PostgreSQL (api-pg): into a copy of server/db/migrations under the repository's tmp/ (ignored by git), the
// generator writes round 1 (two new modules, one referring to the other; a new filtered field, a new required one
// with a default, a changed default) and then round 2 (a field dropped, a column made NOT NULL, a filter dropped, a
// new reference, another default). Each round's migrations, as written, upgrade a database that has rows and make
// a fresh one from scratch: both end with the same schema, table by table; every module, old and new, matches its
// schema (the drift test's check) and the round's snapshot; the rows stay; the new module answers q through the
// search index its migration made.
import fs from 'node:fs';
import path from 'node:path';
import { sql, type Migration } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '#server/app';
import { connect, type Connection } from '#server/db/connect';
import { planMigration } from '#server/db/generator/diff';
import { BUILDERS } from '#server/db/generator/builderSql';
import { latestSnapshotFile, readSnapshot, registryTables } from '#server/db/generator/snapshot';
import { generateMigration, type Generated } from '#server/db/generator/write';
import { migrate } from '#server/db/migrate';
import { MIGRATIONS } from '#server/db/migrations';
import { seedIfEmpty } from '#server/db/seed';
import { anyTable, type Db, type Dialect } from '#server/db/types';
import type { ModuleSchema } from '../../src/framework/schema';
import { must } from '../../src/lib/must';
import { databaseSchema, schemaDiff, tableRows, type DatabaseSchema } from './databaseShape';
import { get, login, removeTestData, tempDir, testConfig } from './helpers';
import { onPostgresRun, testCluster } from './testDb';
import { driftOf } from './tableShape';
import { firstRound, secondRound } from '../support/schemaChanges';

const REPO = path.join(import.meta.dirname, '../..');
const WORK = path.join(REPO, 'tmp', `migraciones-${onPostgresRun ? 'pg' : 'sqlite'}-${process.pid}`);
type MigrationList = readonly (readonly [string, (dialect: Dialect) => Migration])[];

/** A copy of `from` (a migrations directory) at WORK/`name`. */
function copy(from: string, name: string): string {
  const to = path.join(WORK, name);
  fs.cpSync(from, to, { recursive: true });
  return to;
}

async function listed(dir: string): Promise<MigrationList> {
  const index: { MIGRATIONS: MigrationList } = await import(path.join(dir, 'index.ts'));
  return index.MIGRATIONS;
}

const dirs: string[] = [];
const connections: Connection[] = [];
function database(): Connection {
  const dir = tempDir();
  dirs.push(dir);
  const c = connect(testConfig(dir));
  connections.push(c);
  return c;
}

/** Every module of `registry` against its table, as the drift test checks the app's. */
async function drift(db: Db, registry: readonly ModuleSchema[]): Promise<string[]> {
  const out: string[] = [];
  for (const m of registry) out.push(...(await driftOf(db, m, m.name, m.viewOf ?? m.name, registry)).map((p) => `${m.name}.${p}`));
  return out;
}

/** The number the generator gives the n-th migration after the project's last one. */
const nextNumber = (n: number) => String(Number(must(MIGRATIONS.at(-1), 'una migración')[0].slice(0, 4)) + n).padStart(4, '0');
const ROUNDS = [
  { name: 'first', registry: firstRound(), migration: `${nextNumber(1)}_salas` },
  { name: 'second', registry: secondRound(), migration: `${nextNumber(2)}_citas_glosario_reservas_salas` },
] as const;

const generated: Generated[] = [];
const lists: MigrationList[] = [];
let old: Connection;
/** The database with rows, after each round. */
const upgraded: DatabaseSchema[] = [];
const rowsBefore = new Map<string, { columns: string[]; rows: string[] }>();
const KEPT = {
  glosario: ['id_glosario', 'termino', 'definicion'],
  etiquetas: ['id_etiqueta', 'nombre', 'color'],
  citas: ['id_cita', 'fecha', 'tipo', 'estado', 'id_propiedad'],
  ofertantes: ['id_propiedad', 'codigo', 'precio', 'distrito'],
} as const;

beforeAll(async () => {
  if (onPostgresRun && !testCluster()) return;
  // The generator, twice, into copies of the migrations.
  let dir = path.join(REPO, 'server/db/migrations');
  for (const round of ROUNDS) {
    dir = copy(dir, round.name);
    generated.push(await generateMigration(dir, round.registry, round.name === 'first' ? 'salas' : undefined));
    lists.push(await listed(dir));
  }
  // A database of today's migrations, with rows, upgraded by each round in turn.
  old = database();
  await migrate(old.db, old.dialect);
  const config = testConfig(must(dirs[0], 'su carpeta'), { SEED: 'none', ADMIN_USER: 'admin', ADMIN_PASSWORD: 'clave-generador-1' });
  await seedIfEmpty(old.db, config);
  const audit = { creado_en: '2026-11-01T10:00:00', actualizado_en: '2026-11-01T10:00:00' };
  const t = anyTable(old.db);
  await t
    .insertInto('glosario')
    .values([
      { termino: 'Arras', definicion: 'Señal de un contrato', ...audit },
      { termino: 'Usufructo', definicion: 'Derecho de uso', ...audit },
    ])
    .execute();
  await t
    .insertInto('etiquetas')
    .values({ nombre: 'Urgente', color: '#FF0000', ...audit })
    .execute();
  const [ofertante] = await t
    .insertInto('ofertantes')
    .values({
      codigo: 'OF-1',
      descripcion: 'Depa',
      precio: 1000,
      direccion: 'Av. Larco 1',
      distrito: 'Miraflores',
      propietario_nombre: 'Ana',
      ...audit,
    })
    .returning('id_propiedad')
    .execute();
  await t
    .insertInto('citas')
    .values({ fecha: '2026-11-02', hora_inicio: '10:00', hora_fin: '11:00', id_propiedad: must(ofertante, 'el ofertante').id_propiedad, ...audit })
    .execute();
  for (const [table, columns] of Object.entries(KEPT))
    rowsBefore.set(table, { columns: [...columns], rows: await tableRows(old.db, table, columns) });

  await migrate(old.db, old.dialect, must(lists[0], 'la ronda 1'));
  upgraded.push(await databaseSchema(old.db));
  // Rows of the new tables before round 2 (piso must be there when it becomes NOT NULL).
  const admin = await t.selectFrom('usuarios').select('id_usuario').executeTakeFirstOrThrow();
  const [sala] = await t
    .insertInto('salas')
    .values({ nombre: 'Sala Azul', piso: 3, id_responsable: admin.id_usuario, fecha_alta: '2026-11-03', ...audit })
    .returning('id_sala')
    .execute();
  await t
    .insertInto('reservas')
    .values({ id_sala: must(sala, 'la sala').id_sala, fecha: '2026-11-04', ...audit })
    .execute();
  await migrate(old.db, old.dialect, must(lists[1], 'la ronda 2'));
  upgraded.push(await databaseSchema(old.db));
});

afterAll(async () => {
  for (const c of connections) await c.close();
  for (const d of dirs) removeTestData(d);
  fs.rmSync(WORK, { recursive: true, force: true });
});

describe.each(ROUNDS.map((r, i) => [r.name, r, i] as const))('the %s round of generated migrations', (_name, round, i) => {
  it('is written as the next migration, with its snapshot, its line in the list and its checksums', () => {
    const g = must(generated[i], 'la migración generada');
    expect(g.plan.refused).toEqual([]);
    expect(g.migration).toBe(round.migration);
    const dir = path.join(WORK, round.name);
    expect(fs.existsSync(path.join(dir, `${round.migration}.ts`))).toBe(true);
    expect(must(lists[i], 'la lista').map(([n]) => n)).toEqual([...MIGRATIONS.map(([n]) => n), ...ROUNDS.slice(0, i + 1).map((r) => r.migration)]);
    const sums = JSON.parse(fs.readFileSync(path.join(dir, 'checksums.json'), 'utf8'));
    expect(Object.keys(sums)).toEqual(expect.arrayContaining([`${round.migration}.ts`, `${round.migration}.snapshot.json`]));
  });

  it('makes a fresh database the same, table by table, as the upgraded one', async () => {
    const fresh = database();
    await migrate(fresh.db, fresh.dialect, must(lists[i], 'la lista'));
    expect(schemaDiff(await databaseSchema(fresh.db), must(upgraded[i], 'la base actualizada'))).toEqual([]);
    expect(await drift(fresh.db, round.registry)).toEqual([]);
  });

  it('leaves nothing for the generator to do: the schemas are the snapshot', async () => {
    const snapshot = readSnapshot(latestSnapshotFile(path.join(WORK, round.name)));
    const again = await planMigration(snapshot, registryTables(round.registry), BUILDERS);
    expect([again.changes, again.refused]).toEqual([[], []]);
  });
});

describe('the database with rows, upgraded by both rounds', () => {
  it('matches every schema of the last round (the drift test passes)', async () => {
    expect(await drift(old.db, secondRound())).toEqual([]);
  });

  it('keeps its rows; the new required column took its default', async () => {
    for (const [table, { columns, rows }] of rowsBefore) expect(await tableRows(old.db, table, columns), table).toEqual(rows);
    const citas = await sql<{ sala: string }>`select sala from citas`.execute(old.db);
    expect(citas.rows).toEqual([{ sala: 'A' }]);
    const salas = await sql<{ piso: number }>`select piso from salas`.execute(old.db);
    expect(salas.rows).toEqual([{ piso: 3 }]);
  });

  it('serves the new module, whose search index its migration made, through the API', async () => {
    const config = testConfig(must(dirs[0], 'su carpeta'));
    const app: App = await buildApp(config, { logger: false, connection: old, modules: secondRound(), migrations: must(lists[1], 'la lista') });
    try {
      const token = await login(app, 'admin', 'clave-generador-1');
      const found = await get(app, '/api/salas/listado', token, { q: 'azul' });
      expect([found.status, found.body.total, found.body.data?.[0]?.nombre]).toEqual([200, 1, 'Sala Azul']);
      const none = await get(app, '/api/salas/listado', token, { q: 'verde' });
      expect(none.body.total).toBe(0);
    } finally {
      // The app leaves a connection it was given open: the test's, closed in afterAll.
      await app.close();
    }
  });
});
