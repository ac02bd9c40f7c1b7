// What `npm run db:migracion` makes of a schema change (server/db/generator/diff.ts), before any database: the SQL of
// each dialect in a working order, SQLite's rebuilds where its ALTER TABLE cannot, the warnings, and the refusals
// of what it cannot generate. tests/api/migration-generator.test.ts runs what it writes on both databases.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { BUILDERS, inlineParameters, recordedSql, type BuilderSql } from '#server/db/generator/builderSql';
import { planMigration } from '#server/db/generator/diff';
import { checksumOf, CHECKSUMS, generateMigration, recordSnapshot } from '#server/db/generator/write';
import { versionTriggers } from '#server/db/tableVersions';
import {
  latestSnapshotFile,
  parseSnapshot,
  readSnapshot,
  registryTables,
  SNAPSHOT_SUFFIX,
  snapshotJson,
  type Snapshot,
} from '#server/db/generator/snapshot';
import { fieldOf } from '../../src/framework/schema';
import { must } from '../../src/lib/must';
import { modules } from '../../src/resources/registry';
import usuarios from '../../src/resources/usuarios/schema';
import { firstRound, reservas, salas, secondRound, withFields } from '../support/schemaChanges';

const DIR = path.join(import.meta.dirname, '../../server/db/migrations');
/** Stands for today's builders: one recognisable statement per table and dialect. */
const fakeBuilders: BuilderSql = {
  objects: async (dialect, table) => [`-- objects ${dialect} ${table.name}`],
  search: async (dialect, table) => (table.search ? [`-- search ${dialect} ${table.name}`] : []),
};
const snapshotOf = (list = modules): Snapshot => ({ migration: '0000_test', tables: registryTables(list) });
const plan = (from: Snapshot, list: Parameters<typeof registryTables>[0]) => planMigration(from, registryTables(list), fakeBuilders);

describe('the generated migration', () => {
  it('is nothing when the schemas are those of the latest snapshot', async () => {
    const p = await planMigration(readSnapshot(latestSnapshotFile(DIR)), registryTables(modules), BUILDERS);
    expect(
      [...p.changes, ...p.refused],
      'a schema changed without its migration: run `npm run db:migracion -- <nombre>` (README, «Cómo está hecho»)',
    ).toEqual([]);
    expect(p.steps).toEqual({ sqlite: [], postgres: [] });
  });

  it('makes the search index of a table that had none, with the search builder alone', async () => {
    const unsearched = modules.map((m) => {
      if (m.name !== 'etiquetas') return m;
      const { search: _search, ...list } = m.list;
      return { ...m, list };
    });
    const before = snapshotOf(unsearched);
    const p = await plan(before, modules);
    expect(p.refused).toEqual([]);
    expect(p.steps).toEqual({ sqlite: ['-- search sqlite etiquetas'], postgres: ['-- search postgres etiquetas'] });
    expect(p.changes).toEqual(['etiquetas: índice de búsqueda (nombre) por nombre']);
  });

  it('makes new tables referred-to first, with their indexes, foreign keys and search index', async () => {
    const p = await plan(snapshotOf(), [...modules, reservas, salas]);
    expect(p.refused).toEqual([]);
    for (const dialect of ['sqlite', 'postgres'] as const) {
      const steps = p.steps[dialect].map(String);
      const salasAt = steps.findIndex((s) => s.startsWith('create table "salas"'));
      const reservasAt = steps.findIndex((s) => s.startsWith('create table "reservas"'));
      expect(salasAt).toBeGreaterThanOrEqual(0);
      expect(reservasAt).toBeGreaterThan(salasAt);
      expect(steps[reservasAt]).toContain('"id_sala" integer not null references "salas" ("id_sala")');
      expect(steps).toContain('create unique index "salas_nombre_uq" on "salas" ("nombre")');
      expect(steps).toContain('create index "salas_estado_fecha_alta_lx" on "salas" ("estado", "fecha_alta", "id_sala")');
      expect(steps).toContain(`-- objects ${dialect} salas`);
      expect(steps).toContain(`-- objects ${dialect} reservas`);
      expect(steps.indexOf(`-- objects ${dialect} salas`)).toBeLessThan(reservasAt);
    }
    expect(p.steps.postgres).toContain('create index "salas_fecha_alta_lx" on "salas" ("fecha_alta", "id_sala")');
    expect(p.steps.sqlite).not.toContain('create index "salas_fecha_alta_lx" on "salas" ("fecha_alta", "id_sala")');
    expect(p.steps.postgres[0]).toMatch(/^create table "salas" \("id_sala" serial primary key/);
    expect(p.steps.sqlite[0]).toMatch(/^create table "salas" \("id_sala" integer primary key autoincrement/);
  });

  it('adds columns with ALTER TABLE, and rebuilds the SQLite table where ALTER TABLE cannot (a default changes)', async () => {
    const p = await plan(snapshotOf(), firstRound());
    expect(p.refused).toEqual([]);
    expect(p.steps.sqlite).toContain('alter table "glosario" add column "fuente" text');
    expect(p.steps.sqlite).toContain(`alter table "citas" add column "sala" text default 'A' not null`);
    expect(p.steps.sqlite).toContainEqual({ rebuild: 'etiquetas', changes: { replace: { color: `"color" text default '#112233' not null` } } });
    expect(p.steps.postgres).toContain(`alter table "etiquetas" alter column "color" set default '#112233'`);
    expect(p.steps.postgres).toContain('create index "glosario_fuente_termino_lx" on "glosario" ("fuente", "termino", "id_glosario")');
    expect(p.changes).toContain("etiquetas.color: valor por defecto '#623AA2' → '#112233'");
  });

  it('drops indexes before their columns, sets NOT NULL, adds foreign keys, and warns of what may fail or lose data', async () => {
    const p = await plan({ migration: '0000_test', tables: registryTables(firstRound()) }, secondRound());
    expect(p.refused).toEqual([]);
    const pg = p.steps.postgres;
    expect(pg.indexOf('drop index "glosario_fuente_idx"')).toBeLessThan(pg.indexOf('alter table "glosario" drop column "fuente"'));
    expect(pg).toContain('drop index "salas_estado_idx"');
    expect(pg).toContain('alter table "salas" alter column "piso" set not null');
    expect(pg).toContain('alter table "reservas" add column "id_agente" integer references "usuarios" ("id_usuario")');
    const sqlite = p.steps.sqlite;
    expect(sqlite.indexOf('drop index "glosario_fuente_idx"')).toBeLessThan(sqlite.indexOf('alter table "glosario" drop column "fuente"'));
    expect(sqlite).toContainEqual({ rebuild: 'salas', changes: { replace: { piso: '"piso" integer not null' } } });
    expect(sqlite).toContain('alter table "reservas" add column "id_agente" integer references "usuarios" ("id_usuario")');
    expect(p.warnings).toEqual(
      expect.arrayContaining([
        'glosario.fuente: la columna se borra con sus datos',
        'salas.piso: NOT NULL: la migración falla si alguna fila no tiene valor',
        'reservas.id_agente: clave foránea a usuarios.id_usuario',
      ]),
    );
    // The next snapshot is the schemas', save what the database names otherwise.
    expect(p.tables).toEqual(registryTables(secondRound()));
  });

  it('rebuilds on SQLite for a required column without a default, and warns that rows make it fail', async () => {
    const p = await plan(snapshotOf(), withFields(modules, 'glosario', { fuente: { type: 'text', label: 'Fuente', required: true } }));
    expect(p.steps.sqlite).toEqual([{ rebuild: 'glosario', changes: { add: ['"fuente" text not null'] } }]);
    expect(p.steps.postgres).toEqual(['alter table "glosario" add column "fuente" text not null']);
    expect(p.warnings).toEqual(['glosario.fuente: NOT NULL sin valor por defecto: la migración falla si la tabla tiene filas']);
  });

  it('warns that a field dropped and another added in one table is no rename', async () => {
    let list = withFields(modules, 'glosario', { definicion: undefined });
    list = withFields(list, 'glosario', { texto: { type: 'longtext', label: 'Texto' } });
    const p = await plan(snapshotOf(), list);
    expect(p.warnings.some((w) => w.startsWith('glosario: ¿un campo renombrado?'))).toBe(true);
  });

  it('refuses what it cannot generate, and then writes nothing', async () => {
    const baseline = readSnapshot(latestSnapshotFile(DIR));
    const refusals = async (list: Parameters<typeof registryTables>[0]) =>
      (await planMigration(baseline, registryTables(list), fakeBuilders)).refused;
    expect(await refusals(modules.filter((m) => m.name !== 'glosario'))).toEqual([
      'glosario: el módulo ya no está en el registro; quitar su tabla (y su índice de búsqueda) se escribe a mano',
    ]);
    const glosario = modules.map((m) => (m.name === 'glosario' ? { ...m, list: { ...m.list, search: ['termino'] } } : m));
    expect(await refusals(glosario)).toEqual(['glosario: la búsqueda cambia (termino, definicion → termino): se escribe a mano']);
    // usuarios.usuario's uniqueness is the column's own UNIQUE, written by hand in 0001.
    const { unique: _u, ...usuario } = fieldOf(usuarios, 'usuario');
    expect((await refusals(withFields(modules, 'usuarios', { usuario })))[0]).toMatch(
      /^usuarios: el índice usuarios_usuario_uq \(usuario\) lo sirve sqlite/,
    );
    // ofertantes has columns of its own that no schema declares.
    expect(await refusals(withFields(modules, 'ofertantes', { chk_fotos: { type: 'boolean', label: 'Fotos' } }))).toEqual([
      'ofertantes.chk_fotos: la tabla ya tiene esa columna, escrita a mano',
    ]);
    const keyed = modules.map((m) => (m.name === 'glosario' ? { ...m, key: 'id' } : m));
    expect(await refusals(keyed)).toContain('glosario: la clave cambia de id_glosario a id');
  });

  it('keeps the names the database has in the next snapshot', async () => {
    const baseline = readSnapshot(latestSnapshotFile(DIR));
    const p = await planMigration(
      baseline,
      registryTables(withFields(modules, 'usuarios', { apodo: { type: 'text', label: 'Apodo' } })),
      fakeBuilders,
    );
    const before = baseline.tables.find((t) => t.name === 'usuarios');
    const after = p.tables.find((t) => t.name === 'usuarios');
    expect(after?.indexes.filter((ix) => ix.legacy)).toEqual(before?.indexes.filter((ix) => ix.legacy));
    expect(after?.columns.at(-1)).toEqual({ name: 'apodo', type: 'text' });
  });
});

describe('the SQL of today’s builders', () => {
  it('is recorded with its values written in, and without its reads', async () => {
    const table = must(
      registryTables([...modules, salas]).find((t) => t.name === 'salas'),
      'salas',
    );
    for (const dialect of ['sqlite', 'postgres'] as const) {
      const objects = await BUILDERS.objects(dialect, table);
      const search = await BUILDERS.search(dialect, table);
      expect(search.length).toBeGreaterThan(0);
      // Today a new table's objects are its search index, then the triggers of its data version.
      expect(objects.slice(0, search.length)).toEqual(search);
      // …then the triggers of its data version, which a table without a search has too.
      const versions = objects.slice(search.length);
      expect(versions.map((v) => /create (?:or replace )?trigger (?:if not exists )?"([^"]+)"/.exec(v)?.[1])).toEqual(
        versionTriggers(dialect, 'salas'),
      );
      expect(await BUILDERS.objects(dialect, { ...table, search: null })).toEqual(versions);
      expect(objects.filter((s) => /^\s*select\b/i.test(s))).toEqual([]);
      // No placeholder left (a '?' inside a quoted literal, as a regular expression's, is text).
      const unquoted = objects.map((s) => s.replace(/'(?:[^']|'')*'/g, "''"));
      expect(unquoted.filter((s) => s.includes('?') || /\$\d/.test(s))).toEqual([]);
      expect(objects.join('\n')).toContain(
        dialect === 'postgres' ? `"salas_q_trgm" on "salas" using gin ("q_text" gin_trgm_ops)` : `tokenize='trigram remove_diacritics 1'`,
      );
    }
  });

  it('leaves a builder’s reads out and keeps its writes in order', async () => {
    const statements = await recordedSql('postgres', async (db) => {
      await sql`create table t (a text)`.execute(db);
      const found = await sql<{ n: number }>`select count(*) as n from t where a = ${'x'}`.execute(db);
      await sql`insert into t (a) values (${`found ${found.rows.length}`})`.execute(db);
    });
    expect(statements).toEqual(['create table t (a text)', `insert into t (a) values ('found 0')`]);
  });

  it('places each value at its placeholder, not inside quotes, names or function bodies', () => {
    expect(inlineParameters('sqlite', `insert into t (a, "b?") values (?, '?', ?)`, ['x', 2])).toBe(`insert into t (a, "b?") values ('x', '?', 2)`);
    expect(inlineParameters('postgres', `select $2, '$1', $q$ $1 $q$, $1`, [`it's`, null])).toBe(`select null, '$1', $q$ $1 $q$, 'it''s'`);
    expect(() => inlineParameters('sqlite', 'select ?', [])).toThrow(/falta el parámetro 1/);
  });
});

describe('the snapshot file', () => {
  it('reads back what it writes', () => {
    const file = latestSnapshotFile(DIR);
    const snapshot = readSnapshot(file);
    expect(parseSnapshot(snapshotJson(snapshot), 'copia')).toEqual(snapshot);
    expect(JSON.parse(snapshotJson(snapshot))).toEqual(JSON.parse(fs.readFileSync(file, 'utf8')));
  });

  it('says where a hand-edited one is wrong', () => {
    const bad = JSON.stringify({
      migration: '0020_x',
      tables: [{ name: 't', key: 'id', columns: [{ name: 'c', type: 'varchar' }], indexes: [], search: null }],
    });
    expect(() => parseSnapshot(bad, 'x.json')).toThrow('x.json tables[0].columns[0]: tipo desconocido varchar');
  });
});

describe('a migration written by hand', () => {
  const work = path.join(import.meta.dirname, '../../tmp', `migraciones-a-mano-${process.pid}`);
  afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

  it('is what a refused change needs; its snapshot is then recorded, and the generator starts from it', async () => {
    fs.cpSync(DIR, work, { recursive: true });
    const last = path.basename(latestSnapshotFile(DIR), SNAPSHOT_SUFFIX);
    const next = `${String(Number(last.slice(0, 4)) + 1).padStart(4, '0')}_glosario_busqueda`;
    const before = fs.readdirSync(work).sort();
    const searched = modules.map((m) => (m.name === 'glosario' ? { ...m, list: { ...m.list, search: ['termino'] } } : m));
    const refused = await generateMigration(work, searched);
    expect([refused.migration, refused.plan.refused.length]).toEqual([null, 1]);
    expect(fs.readdirSync(work).sort(), 'a refusal writes nothing').toEqual(before);

    fs.writeFileSync(path.join(work, `${next}.ts`), `// Written by hand.\nexport const m${next.slice(0, 4)} = 'a mano';\n`);
    const recorded = await recordSnapshot(work, searched);
    expect([recorded.migration, recorded.from]).toEqual([next, last]);
    const snapshot = readSnapshot(latestSnapshotFile(work));
    expect(snapshot.migration).toBe(next);
    expect(snapshot.tables.find((t) => t.name === 'glosario')?.search?.columns).toEqual(['termino']);
    // What the database names otherwise stays as it was.
    const baseline = readSnapshot(latestSnapshotFile(DIR));
    expect(snapshot.tables.filter((t) => t.name !== 'glosario')).toEqual(baseline.tables.filter((t) => t.name !== 'glosario'));
    const sums: Record<string, string> = JSON.parse(fs.readFileSync(path.join(work, CHECKSUMS), 'utf8'));
    expect(sums[`${next}.ts`]).toBe(checksumOf(path.join(work, `${next}.ts`)));
    expect(sums[`${next}${SNAPSHOT_SUFFIX}`]).toBe(checksumOf(path.join(work, `${next}${SNAPSHOT_SUFFIX}`)));

    expect((await generateMigration(work, searched)).migration).toBeNull();
    await expect(recordSnapshot(work, searched)).rejects.toThrow(`${next} ya tiene su instantánea`);
  });
});
