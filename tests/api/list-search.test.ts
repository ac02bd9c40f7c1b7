// The lists' `q` search and totals on both databases: accent- and case-insensitive, every word a prefix of a word of
// the row as the user types, the index kept in step by every write; the same rows as a plain reference computed
// over the demo rows, whichever way the page is read; totals exact up to the configured cap, then flagged
// (`totalExacto: false`), and none counted when the caller asks none.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../server/app';
import { loadConfig } from '../../server/config';
import { seedIfEmpty } from '../../server/db/seed';
import { fold, searchOrders } from '../../server/db/search';
import { countRows, pageQuery } from '../../server/crud/query';
import { parseListParams } from '../../server/crud/listParams';
import ofertantes from '../../src/resources/ofertantes/schema';
import { onPostgresRun } from './testDb';
import { must } from '../../src/lib/must';
import { createDatabase, startPostgres, type PgCluster } from '../support/postgres';
import { DEMO_PASSWORD, get, login, tempDir } from './helpers';

const CAP = 5;
let cluster: PgCluster | null = null;
const dirs: string[] = [];

beforeAll(async () => {
  if (!onPostgresRun) return;
  const started = await startPostgres();
  if (!started.cluster) throw new Error(`PostgreSQL: ${started.reason}`);
  cluster = started.cluster;
}, 60_000);
afterAll(() => {
  cluster?.stop();
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

async function open(dialect: 'sqlite' | 'postgres'): Promise<App> {
  const dir = tempDir();
  dirs.push(dir);
  const url = dialect === 'postgres' && cluster ? await createDatabase(cluster, `lists_${Date.now()}`) : '';
  const config = loadConfig({ DATA_DIR: dir, DEMO_PASSWORD, LOG_LEVEL: 'silent', DATABASE_URL: url, LIST_COUNT_CAP: String(CAP) });
  const app = await buildApp(config, { logger: false });
  await seedIfEmpty(app.connection.db, config);
  return app;
}

const now = new Date().toISOString();
const term = (termino: string) => ({ termino, definicion: 'Término de prueba de búsqueda.', creado_en: now, actualizado_en: now });

// On the run of its database: project api (SQLite), api-pg (PostgreSQL).
describe.each([onPostgresRun ? 'postgres' : 'sqlite'] as const)('%s', (dialect) => {
  let app: App;
  let token: string;
  const ids = async (q: string, resource = 'glosario', key = 'id_glosario') => {
    const found: number[] = [];
    for (let page = 1; ; page++) {
      const r = await get(app, `/api/${resource}/listado`, token, { q, perPage: 100, page });
      expect(r.status).toBe(200);
      const data = r.body.data as Record<string, number>[];
      found.push(...data.map((row) => row[key]!));
      if (data.length < 100) return found.sort((a, b) => a - b);
    }
  };
  const terms = async (q: string) => {
    const r = await get(app, '/api/glosario/listado', token, { q, perPage: 100 });
    return (r.body.data as { termino: string }[]).map((row) => row.termino).sort();
  };

  beforeAll(async () => {
    app = await open(dialect);
    token = await login(app, 'admin');
    await app.connection.db
      .insertInto('glosario')
      .values([term('Jesús María'), term('Jesus Maria Lince'), term('PEÑA PÉREZ'), term('100% vendido_ya')])
      .execute();
  }, 120_000);
  afterAll(async () => app?.close());

  it('finds accented spellings without accents, unaccented ones with accents, in any case', async () => {
    expect(await terms('jesus maria')).toEqual(['Jesus Maria Lince', 'Jesús María']);
    expect(await terms('JESÚS MARÍA')).toEqual(['Jesus Maria Lince', 'Jesús María']);
    expect(await terms('pena perez')).toEqual(['PEÑA PÉREZ']);
  });

  it('matches prefixes of words as the user types, every word required, in any order, short text too', async () => {
    expect(await terms('jes')).toEqual(['Jesus Maria Lince', 'Jesús María']);
    expect(await terms('Jesús Ma')).toEqual(['Jesus Maria Lince', 'Jesús María']);
    expect(await terms('lin j')).toEqual(['Jesus Maria Lince']);
    expect(await terms('jesus lince')).toEqual(['Jesus Maria Lince']);
    expect(await terms('lince jesús')).toEqual(['Jesus Maria Lince']);
    expect(await terms('jesus perez')).toEqual([]);
    // Inside a word is not searched: 'sús' starts no word.
    expect(await terms('sús')).toEqual([]);
  });

  it('takes %, _ and quotes literally or as separators, never as wildcards or syntax', async () => {
    expect(await terms('100% vend')).toEqual(['100% vendido_ya']);
    expect(await terms('vendido_ya')).toEqual(['100% vendido_ya']);
    expect(await terms('vendido_yo')).toEqual([]);
    expect(await terms('"peña')).toEqual(['PEÑA PÉREZ']);
    expect(await terms('peña" OR jesus')).toEqual([]);
    expect(await terms('%')).toEqual(['100% vendido_ya', 'Alcabala']);
    expect(await terms('%%')).toEqual([]);
  });

  it('follows every write: an update is found by its new text only, a delete not at all', async () => {
    const db = app.connection.db;
    const row = await db.selectFrom('glosario').select('id_glosario').where('termino', '=', 'PEÑA PÉREZ').executeTakeFirstOrThrow();
    await db.updateTable('glosario').set({ termino: 'Cañete' }).where('id_glosario', '=', row.id_glosario).execute();
    expect(await terms('pena')).toEqual([]);
    expect(await terms('canete')).toEqual(['Cañete']);
    await db.deleteFrom('glosario').where('id_glosario', '=', row.id_glosario).execute();
    expect(await terms('canete')).toEqual([]);
  });

  it('finds on the demo properties the rows a plain reference finds, rare and common terms, either page shape', async () => {
    const fields = ['codigo', 'descripcion', 'direccion', 'propietario_nombre', 'distrito'] as const;
    const rows = await app.connection.db
      .selectFrom('ofertantes')
      .select(['id_propiedad', 'fecha_captacion', ...fields])
      .execute();
    // The default order: newest captación first, then the highest key.
    const byDefaultSort = (ids: readonly number[]) =>
      rows
        .filter((row) => ids.includes(Number(row.id_propiedad)))
        .sort((a, b) => String(b.fecha_captacion).localeCompare(String(a.fecha_captacion)) || Number(b.id_propiedad) - Number(a.id_propiedad))
        .map((row) => Number(row.id_propiedad));
    expect(rows.every((row) => row.fecha_captacion !== null)).toBe(true);
    // Reference: each word of q, its letters and digits, begins a word of one of the fields (folded text).
    const words = (text: unknown) =>
      ` ${fold(String(text ?? ''))
        .replace(/[^a-z0-9]+/g, ' ')
        .trim()}`;
    const reference = (q: string) =>
      rows
        .filter((row) =>
          fold(q)
            .split(/\s+/)
            .filter((w) => /[a-z0-9]/.test(w))
            .every((w) => fields.some((f) => words(row[f]).includes(words(w)))),
        )
        .map((row) => Number(row.id_propiedad))
        .sort((a, b) => a - b);
    const common = ['miraflores', 'departamento', 'de', 'av. ', 'Surco'];
    const rare = ['San Isidro', 'OF-00001', 'jesus mar', 'miraf', 'MIRAFLORES ofic', 'Las Begon', 'zzqx'];
    for (const q of [...common, ...rare]) {
      const expected = reference(q);
      if (q !== 'zzqx') expect(expected.length, q).toBeGreaterThan(0);
      if (common.includes(q)) expect(expected.length, q).toBeGreaterThan(CAP);
      expect(await ids(q, 'ofertantes', 'id_propiedad'), q).toEqual(expected);
      const found = await get(app, '/api/ofertantes/listado', token, { q, perPage: 2 });
      expect([found.body.total, found.body.totalExacto], q).toEqual(expected.length > CAP ? [CAP, false] : [expected.length, undefined]);
      // Read from the matches, sorted, or along the sort index testing each row: the same first page.
      const params = parseListParams(ofertantes, { q, perPage: '50' });
      const page = async (walk: boolean) =>
        (await pageQuery(app.connection.db, ofertantes, params, walk).execute()).map((r) => Number(r.id_propiedad));
      const sorted = await page(false);
      expect(sorted.length, q).toBe(Math.min(50, expected.length));
      expect(
        sorted.filter((id) => !expected.includes(id)),
        q,
      ).toEqual([]);
      expect(await page(true), q).toEqual(sorted);
      // In the default order: the reference's first rows.
      expect(sorted, q).toEqual(byDefaultSort(expected).slice(0, 50));
      // Read in the order of the search index (SQLite: its ranked rowids), either way, past the first page too.
      const indexed = async (order: 'ASC' | 'DESC', n: number) => {
        const listed = parseListParams(ofertantes, { q, perPage: '20', page: String(n), order });
        const rows = await pageQuery(app.connection.db, ofertantes, { ...listed, searchOrder: 'fecha_captacion' }).execute();
        return rows.map((r) => Number(r.id_propiedad));
      };
      expect(await indexed('DESC', 1), q).toEqual(byDefaultSort(expected).slice(0, 20));
      expect(await indexed('DESC', 2), q).toEqual(byDefaultSort(expected).slice(20, 40));
      expect(await indexed('ASC', 1), q).toEqual(byDefaultSort(expected).reverse().slice(0, 20));
    }
    // SQLite's lists use that order because the database says its index serves it; PostgreSQL's planner walks the
    // (sort, key) index itself, and no index of its own serves an order.
    expect((await searchOrders(app.connection.db)).get('ofertantes')).toBe(dialect === 'sqlite' ? 'fecha_captacion' : undefined);
  });

  it('follows a change of the default sort column: the row moves in the pages of q', async () => {
    const db = app.connection.db;
    const firstPage = async () => {
      const r = await get(app, '/api/ofertantes/listado', token, { q: 'miraf', perPage: 3 });
      return (r.body.data as { id_propiedad: number }[]).map((row) => row.id_propiedad);
    };
    const before = await firstPage();
    const id = must(
      (await ids('miraf', 'ofertantes', 'id_propiedad')).find((n) => !before.includes(n)),
      'una propiedad de Miraflores fuera de la primera página',
    );
    const moved = await db.selectFrom('ofertantes').select('fecha_captacion').where('id_propiedad', '=', id).executeTakeFirstOrThrow();
    const captacion = async (fecha: string | null) => {
      await db.updateTable('ofertantes').set({ fecha_captacion: fecha }).where('id_propiedad', '=', id).execute();
    };
    await captacion('2099-12-31');
    expect(await firstPage()).toEqual([id, ...before.slice(0, 2)]);
    // Through a missing date and back: the index holds the row once, where its date puts it.
    await captacion(null);
    await captacion('2099-12-31');
    expect(await firstPage()).toEqual([id, ...before.slice(0, 2)]);
    await captacion(moved.fecha_captacion);
    expect(await firstPage()).toEqual(before);
    expect((await ids('miraf', 'ofertantes', 'id_propiedad')).filter((n) => n === id)).toEqual([id]);
  });

  it('counts exactly up to the cap, then says there are more', async () => {
    const all = await get(app, '/api/glosario/listado', token, { perPage: 2 });
    expect(all.body.total).toBe(CAP);
    expect(all.body.totalExacto).toBe(false);
    const few = await get(app, '/api/glosario/listado', token, { perPage: 1, q: 'jesus' });
    expect(few.body.total).toBe(2);
    // A row with two words of one prefix ('Jesús', 'Jesusito') is counted once.
    await app.connection.db.insertInto('glosario').values(term('Jesusito Jesús')).execute();
    const once = await get(app, '/api/glosario/listado', token, { perPage: 1, q: 'jesus' });
    await app.connection.db.deleteFrom('glosario').where('termino', '=', 'Jesusito Jesús').execute();
    expect(once.body.total).toBe(3);
    expect(few.body).not.toHaveProperty('totalExacto');
    const deep = await get(app, '/api/glosario/listado', token, { perPage: 2, page: 4 });
    expect(deep.body.data).toHaveLength(2);
    expect(deep.body.totalExacto).toBe(false);
  });

  it('counts a filter exactly up to the cap and says "more" from one match past it, with q or without', async () => {
    const { db } = app.connection;
    for (const filter of [{ estado: 'disponible' }, { tipo_operacion: 'V', q: 'san isidro' }]) {
      const params = parseListParams(ofertantes, { filter: JSON.stringify(filter) });
      const n = (await countRows(db, ofertantes, params, 100_000)).total;
      const rows = await pageQuery(db, ofertantes, { ...params, perPage: 100_000 }).execute();
      expect(n, JSON.stringify(filter)).toBe(rows.length);
      expect(n).toBeGreaterThan(3);
      expect(await countRows(db, ofertantes, params, n + 1)).toEqual({ total: n, exact: true });
      expect(await countRows(db, ofertantes, params, n)).toEqual({ total: n, exact: true });
      expect(await countRows(db, ofertantes, params, n - 1)).toEqual({ total: n - 1, exact: false });
      expect(await countRows(db, ofertantes, params, 1)).toEqual({ total: 1, exact: false });
    }
  });

  it('counts nothing when the caller shows no total (total=0), and refuses other values', async () => {
    const r = await get(app, '/api/glosario/listado', token, { perPage: 3, total: '0' });
    expect(r.status).toBe(200);
    expect(r.body.data).toHaveLength(3);
    expect(r.body).not.toHaveProperty('total');
    const bad = await get(app, '/api/glosario/listado', token, { total: 'muchos' });
    expect(bad.status).toBe(400);
  });
});
