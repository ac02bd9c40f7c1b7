// Per-request work done once: queries kept compiled per shape (server/db/queryShapes.ts) and each module's row
// converter (server/crud/rows.ts) must answer exactly what building and converting every time answered.
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import usuarios from '../../src/resources/usuarios/schema';
import ofertantes from '../../src/resources/ofertantes/schema';
import { fromDb } from '#server/crud/rows';
import { runShaped } from '#server/db/queryShapes';
import { must } from '../../src/lib/must';

const file = new SQLite(':memory:');
file.exec("create table t (id integer primary key, name text); insert into t (name) values ('Ana'), ('Bruno'), ('Carla'), ('Bea')");
const db = new Kysely<{ t: { id: number; name: string } }>({ dialect: new SqliteDialect({ database: file }) });
afterAll(() => db.destroy());

const names = (rows: readonly Record<string, unknown>[]) => rows.map((r) => r.name);

describe('queries kept compiled per shape', () => {
  it('runs one shape with each call’s own values', async () => {
    const byName = (values: readonly string[]) =>
      runShaped(db, 'test by name', values, ([name]) => db.selectFrom('t').select('name').where('name', '=', must(name, 'el nombre')).limit(5));
    expect(names(await byName(['Ana']))).toEqual(['Ana']);
    expect(names(await byName(['Carla']))).toEqual(['Carla']);
    expect(names(await byName(['Nadie']))).toEqual([]);
  });

  it('keeps lists of different lengths apart', async () => {
    const some = (ids: readonly number[]) =>
      runShaped(db, 'test in', ids, (slots) => db.selectFrom('t').select('name').where('id', 'in', slots).orderBy('id'));
    expect(names(await some([1, 3]))).toEqual(['Ana', 'Carla']);
    expect(names(await some([2, 3, 4]))).toEqual(['Bruno', 'Carla', 'Bea']);
    expect(names(await some([4]))).toEqual(['Bea']);
  });

  it('builds every time a query that derives something else from its values', async () => {
    const starting = (values: readonly string[]) =>
      runShaped(db, 'test prefix', values, ([p]) =>
        db
          .selectFrom('t')
          .select('name')
          .where('name', 'like', `${String(p)}%`)
          .orderBy('id'),
      );
    expect(names(await starting(['B']))).toEqual(['Bruno', 'Bea']);
    expect(names(await starting(['C']))).toEqual(['Carla']);
  });
});

describe('rows converted by each module’s converter', () => {
  it('converts booleans, keeps the column order and the columns no field declares', () => {
    const row = { id_propiedad: 7, exclusividad: 1, consentimiento_datos: 0, precio: 120000, extra: 'x', chk_llave: null };
    const out = fromDb(ofertantes, row);
    expect(out).toEqual({ id_propiedad: 7, exclusividad: true, consentimiento_datos: false, precio: 120000, extra: 'x', chk_llave: null });
    expect(Object.keys(out)).toEqual(Object.keys(row));
    expect(row.exclusividad).toBe(1); // the stored row is left as it was
  });

  it('leaves out write-only fields (password hashes)', () => {
    const out = fromDb(usuarios, { id_usuario: 1, usuario: 'ana', password: '$argon2id$…', estado: 'activo' });
    expect(out).toEqual({ id_usuario: 1, usuario: 'ana', estado: 'activo' });
  });
});
