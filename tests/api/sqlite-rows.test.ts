// SQLite rows as the app reads them (server/db/sqliteRows.ts): wide rows, built from the raw values by a function
// compiled per column list, must be what better-sqlite3 itself gives — the same keys in the same order, the same
// values, a repeated name's last value, no column named '__proto__' — and follow the table when a
// kept statement's columns change under it (a column renamed or added behind `select *`).
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config';
import { connect, SQLITE_FILE, type Connection } from '#server/db/connect';
import { WIDE_ROW } from '#server/db/sqliteRows';
import { tempDir } from './helpers';
import { onPostgresRun } from './testDb';

let dir: string;
let conn: Connection;
let direct: SQLite.Database;

beforeAll(() => {
  if (onPostgresRun) return;
  dir = tempDir();
  conn = connect(loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent' }));
  direct = new SQLite(path.join(dir, SQLITE_FILE));
});
afterAll(async () => {
  if (onPostgresRun) return;
  direct.close();
  await conn.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

// Wide rows (WIDE_ROW columns or more) are the ones built by the compiled function.
const EXTRA = ['c1', 'c2', 'c3'];
const COLUMNS = EXTRA.map((c) => `${c} integer`).join(', ');
const PADDING = Array.from({ length: WIDE_ROW }, (_, i) => `${i + 1} as p${i + 1}`).join(', ');

const read = async (text: string) => (await sql.raw<Record<string, unknown>>(text).execute(conn.db)).rows;

describe.skipIf(onPostgresRun)('SQLite rows of one shape', () => {
  it('are what better-sqlite3 gives, key by key and in order', async () => {
    await read(`create table t (id integer primary key, nombre text, precio real, foto blob, nada text, ${COLUMNS})`);
    await read(`insert into t (nombre, precio, foto) values ('Casa', 1250.5, x'ff00'), ('Dpto', null, null)`);
    for (const text of [
      'select * from t order by id',
      `select id as a, nombre as a, precio as b, ${PADDING} from t order by id`,
      `select x'00' as "__proto__", 'x' as "constructor", 2 as "hasOwnProperty", ${PADDING}`,
      `select 'a"b' as "com""illa", 3 as "con espacio", 4 as "ñandú", ${PADDING}`,
      'select * from t where id < 0',
    ]) {
      const ours = await read(text);
      const theirs = direct.prepare(text).all() as Record<string, unknown>[];
      expect(ours, text).toEqual(theirs);
      expect(direct.prepare(text).columns().length).toBeGreaterThanOrEqual(WIDE_ROW);
      expect(
        ours.map((r) => Object.keys(r)),
        text,
      ).toEqual(theirs.map((r) => Object.keys(r)));
      for (const row of ours) expect(Object.getPrototypeOf(row), text).toBe(Object.prototype);
    }
    // better-sqlite3 drops a column named '__proto__' (assigning it would set the prototype): so do we.
    const [odd] = await read(`select 1 as "__proto__", 2 as b, ${PADDING}`);
    expect(Object.hasOwn(odd ?? {}, '__proto__')).toBe(false);
    expect(odd).toMatchObject({ b: 2, p1: 1 });
  });

  it('returns the rows a write gives back', async () => {
    const rows = await read(`insert into t (nombre) values ('Local') returning id, nombre`);
    expect(rows).toEqual([{ id: 3, nombre: 'Local' }]);
  });

  it('follow the table when a kept statement’s columns change', async () => {
    const all = 'select * from t where id = 1';
    const names = ['id', 'nombre', 'precio', 'foto', 'nada', ...EXTRA];
    expect(Object.keys((await read(all))[0] ?? {})).toEqual(names);
    // Changed from another connection: SQLite re-prepares the kept statement, the names follow.
    direct.exec('alter table t rename column nombre to titulo');
    expect((await read(all))[0]).toMatchObject({ titulo: 'Casa' });
    expect((await read(all))[0]).not.toHaveProperty('nombre');
    direct.exec(`alter table t add column zona text default 'Miraflores'`);
    expect(Object.keys((await read(all))[0] ?? {})).toEqual([...names.map((n) => (n === 'nombre' ? 'titulo' : n)), 'zona']);
    expect((await read(all))[0]?.zona).toBe('Miraflores');
  });
});
