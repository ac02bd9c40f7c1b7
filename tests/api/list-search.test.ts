// The lists' `q` search and totals on both databases: accent- and case-insensitive, every token of three characters
// or more found inside words ('sús' finds 'Jesús', '4321' the phone ending in it), a shorter one at a word's start,
// the index kept in step by every write; the same rows as a plain reference computed over the demo rows (the same
// literal answers on both databases), whichever way the page is read; totals exact up to the configured cap, then
// flagged (`totalExacto: false`), and none counted when the caller asks none.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '#server/app';
import { loadConfig } from '#server/config';
import { seedIfEmpty } from '#server/db/seed';
import { fold, SEARCH_COLUMN, searchText } from '#server/db/search';
import { anyTable } from '#server/db/types';
import { countRows, listRows, pageQuery, scanQuery, SEARCH_COUNT_CAP } from '#server/crud/query';
import { insertMany } from '#server/db/batch';
import glosario from '../../src/resources/glosario/schema';
import { parseListParams } from '#server/crud/listParams';
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
const ADDED = ['Jesús María', 'Jesus Maria Lince', 'PEÑA PÉREZ', '100% vendido_ya'];

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
  // The terms added here among the answers (the demo's glossary has words holding 'sus', 'pena' or '100' too).
  const ours = async (q: string) => (await terms(q)).filter((t) => ADDED.includes(t) || t === 'Cañete');

  beforeAll(async () => {
    app = await open(dialect);
    token = await login(app, 'admin');
    await app.connection.db.insertInto('glosario').values(ADDED.map(term)).execute();
  }, 120_000);
  afterAll(async () => app?.close());

  it('finds accented spellings without accents, unaccented ones with accents, in any case', async () => {
    expect(await terms('jesus maria')).toEqual(['Jesus Maria Lince', 'Jesús María']);
    expect(await terms('JESÚS MARÍA')).toEqual(['Jesus Maria Lince', 'Jesús María']);
    expect(await terms('pena perez')).toEqual(['PEÑA PÉREZ']);
  });

  it('finds a token of three characters or more inside words, a shorter one at the start of a word, every token required', async () => {
    expect(await ours('jes')).toEqual(['Jesus Maria Lince', 'Jesús María']);
    expect(await ours('Jesús Ma')).toEqual(['Jesus Maria Lince', 'Jesús María']);
    expect(await ours('lin j')).toEqual(['Jesus Maria Lince']);
    expect(await ours('lince jesús')).toEqual(['Jesus Maria Lince']);
    expect(await terms('jesus perez')).toEqual([]);
    // Inside a word, accents and case aside.
    expect(await ours('sús')).toEqual(['Jesus Maria Lince', 'Jesús María']);
    expect(await ours('SUS')).toEqual(['Jesus Maria Lince', 'Jesús María']);
    expect(await ours('sús lince')).toEqual(['Jesus Maria Lince']);
    expect(await ours('ARÍA nce')).toEqual(['Jesus Maria Lince']);
    expect(await ours('eña érez')).toEqual(['PEÑA PÉREZ']);
    // One or two characters start a word: 'ús' and 'ia' are inside words only, 'pe' and 'ma' start them.
    expect(await ours('ús')).toEqual([]);
    expect(await ours('ia')).toEqual([]);
    expect(await ours('pe')).toEqual(['PEÑA PÉREZ']);
    expect(await ours('ma j')).toEqual(['Jesus Maria Lince', 'Jesús María']);
  });

  it('finds a phone by its last digits, however its groups are written', async () => {
    const db = app.connection.db;
    const client = (nombre: string, telefono: string) => ({
      nombre,
      apellido: 'Quispe Zzyzx',
      telefono,
      tipo_operacion: 'C',
      moneda: 'USD',
      estado: 'activo',
      creado_en: now,
      actualizado_en: now,
    });
    await db
      .insertInto('demandantes')
      .values([client('Zoila', '987 654 321'), client('Zenón', '01-234-4321'), client('Zacarías', '+51 912 878 210')])
      .execute();
    const names = async (q: string) => {
      const r = await get(app, '/api/demandantes/listado', token, { q: `${q} zzyzx`, perPage: 100 });
      expect(r.status).toBe(200);
      return (r.body.data as { nombre: string }[]).map((row) => row.nombre).sort();
    };
    expect(await names('4321')).toEqual(['Zenón', 'Zoila']);
    expect(await names('54321')).toEqual(['Zoila']);
    expect(await names('654 321')).toEqual(['Zoila']);
    expect(await names('2344321')).toEqual(['Zenón']);
    expect(await names('8782')).toEqual(['Zacarías']);
    expect(await names('quispe')).toEqual(['Zacarías', 'Zenón', 'Zoila']);
    await db.deleteFrom('demandantes').where('apellido', '=', 'Quispe Zzyzx').execute();
    expect(await names('4321')).toEqual([]);
  });

  it('takes %, _ and quotes literally or as separators, never as wildcards or syntax', async () => {
    expect(await ours('100% vend')).toEqual(['100% vendido_ya']);
    expect(await ours('vendido_ya')).toEqual(['100% vendido_ya']);
    expect(await terms('vendido_yo')).toEqual([]);
    expect(await ours('"peña')).toEqual(['PEÑA PÉREZ']);
    expect(await terms('peña" OR jesus')).toEqual([]);
    expect(await terms('%')).toEqual(['100% vendido_ya', 'Alcabala']);
    expect(await terms('%%')).toEqual([]);
  });

  it('follows every write: an update is found by its new text only, a delete not at all', async () => {
    const db = app.connection.db;
    const row = await db.selectFrom('glosario').select('id_glosario').where('termino', '=', 'PEÑA PÉREZ').executeTakeFirstOrThrow();
    await db.updateTable('glosario').set({ termino: 'Cañete' }).where('id_glosario', '=', row.id_glosario).execute();
    expect(await ours('pena')).toEqual([]);
    expect(await ours('canete')).toEqual(['Cañete']);
    // A short token (the start of a word) is tested on the stored searched text, not the index: it follows too.
    expect(await ours('ca')).toEqual(['Cañete']);
    expect(await ours('pe')).toEqual([]);
    await db.deleteFrom('glosario').where('id_glosario', '=', row.id_glosario).execute();
    expect(await ours('canete')).toEqual([]);
  });

  it("keeps each row's searched text (q_text) as searchText makes it, through inserts, updates and the demo's rows", async () => {
    const db = anyTable(app.connection.db);
    // A copy of a demo property under a new code, written straight into the table (the triggers' work, not the API's).
    const { id_propiedad: _key, [SEARCH_COLUMN]: _text, ...copy } = await db.selectFrom('ofertantes').selectAll().limit(1).executeTakeFirstOrThrow();
    const inserted = await db
      .insertInto('ofertantes')
      .values({ ...copy, codigo: 'OF-PRUEBA-1', descripcion: 'Casa en Jesús María, 3 dormitorios' })
      .returning('id_propiedad')
      .executeTakeFirstOrThrow();
    const id = Number(inserted.id_propiedad);
    await db
      .updateTable('ofertantes')
      .set({ direccion: 'Jr. Ñaña 1-23 (int. 4)', propietario_nombre: 'Ña Peña' })
      .where('id_propiedad', '=', id)
      .execute();
    for (const [table, fields] of [
      ['ofertantes', ofertantes.list.search],
      ['glosario', glosario.list.search],
    ] as const) {
      const rows = await db.selectFrom(table).selectAll().execute();
      expect(rows.length, table).toBeGreaterThan(10);
      for (const row of rows) expect(row[SEARCH_COLUMN], `${table} ${JSON.stringify(row)}`).toBe(searchText((fields ?? []).map((f) => row[f])));
    }
    const changed = await db.selectFrom('ofertantes').select(SEARCH_COLUMN).where('id_propiedad', '=', id).executeTakeFirstOrThrow();
    expect(changed[SEARCH_COLUMN]).toContain(' jr nana 123 int 4 ');
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
    // Reference: the fields folded and joined, a number's digit groups joined, other characters spaces; each token
    // of q (its letters and digits) inside that text, or at the start of one of its words when shorter than three.
    const text = (row: (typeof rows)[number]) =>
      ` ${fold(fields.map((f) => String(row[f] ?? '')).join(' | '))}`.replace(/([0-9])[ ./()-]+(?=[0-9])/g, '$1').replace(/[^a-z0-9]+/g, ' ');
    const reference = (q: string) =>
      rows
        .filter((row) => (fold(q).match(/[a-z0-9]+/g) ?? []).every((t) => text(row).includes(t.length >= 3 ? t : ` ${t}`)))
        .map((row) => Number(row.id_propiedad))
        .sort((a, b) => a - b);
    const common = ['miraflores', 'departamento', 'de', 'av. ', 'Surco', 'flores', 'ment'];
    const rare = ['San Isidro', 'OF-00001', 'jesus mar', 'miraf', 'MIRAFLORES ofic', 'Las Begon', 'zzqx', 'egon', 'sús', 'isidr dasso'];
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
      // Either way, past the first page too.
      const indexed = async (order: 'ASC' | 'DESC', n: number) => {
        const listed = parseListParams(ofertantes, { q, perPage: '20', page: String(n), order });
        const rows = await pageQuery(app.connection.db, ofertantes, listed).execute();
        return rows.map((r) => Number(r.id_propiedad));
      };
      expect(await indexed('DESC', 1), q).toEqual(byDefaultSort(expected).slice(0, 20));
      expect(await indexed('DESC', 2), q).toEqual(byDefaultSort(expected).slice(20, 40));
      expect(await indexed('ASC', 1), q).toEqual(byDefaultSort(expected).reverse().slice(0, 20));
    }
    // No search index ranks its rows by an order (0019's SQLite ranking is gone): the table that recorded it is empty.
    expect(await app.connection.db.selectFrom('indices_busqueda').selectAll().execute()).toEqual([]);
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

  // Last: it adds 13 000 terms.
  it("counts a search up to a thousand, and reads a common word's first page by scanning its order, a sparser one from the index", async () => {
    const { db } = app.connection;
    // 'ubicuo' in every term (13 000 matches: the short scan fills the page), 'infrecuente' in one in twelve
    // (1 084; the scan of 400 rows below fills its page 1, not its page 3).
    const rows = Array.from({ length: 13_000 }, (_, i) => ({
      termino: `Masivo ${String(i).padStart(5, '0')}`,
      definicion: i % 12 === 0 ? 'Uso ubicuo e infrecuente.' : 'Uso ubicuo.',
      creado_en: now,
      actualizado_en: now,
    }));
    await insertMany(db, 'glosario', 'id_glosario', rows);
    for (const [q, matches] of [
      ['ubicuo', 13_000],
      ['infrecuente', 1_084],
      ['UBICUÓ infrec', 1_084],
    ] as const) {
      for (const page of [1, 3]) {
        const params = parseListParams(glosario, { q, perPage: '25', page: String(page) });
        const listed = await listRows(db, glosario, params, 100_000);
        // Counted up to a thousand, whatever the configured cap above it.
        expect([listed.total, listed.exact], q).toEqual([SEARCH_COUNT_CAP, false]);
        expect(matches).toBeGreaterThan(SEARCH_COUNT_CAP);
        // The page the matches give, sorted: the same rows however it was read.
        const sorted = await pageQuery(db, glosario, params).execute();
        const key = (r: Record<string, unknown>) => Number(r.id_glosario);
        expect(sorted.length).toBe(25);
        expect(listed.rows.map(key), `${q} ${page}`).toEqual(sorted.map(key));
        // The short scan: the page among the list's first 400 rows only (short when they hold too few matches).
        const scanned = (await scanQuery(db, glosario, params, 400).execute()).map(key);
        const first = await pageQuery(db, glosario, { ...parseListParams(glosario, {}), perPage: 400 }).execute();
        const tokens = fold(q).match(/[a-z0-9]+/g) ?? [];
        const matching = first.filter((r) => tokens.every((t) => fold(`${String(r.termino)} | ${String(r.definicion)}`).includes(t)));
        expect(scanned, `${q} ${page}`).toEqual(matching.slice((page - 1) * 25, page * 25).map(key));
        if (q === 'ubicuo') expect(scanned).toEqual(sorted.map(key));
        if (q === 'infrecuente' && page === 3) expect(scanned.length).toBeLessThan(25);
      }
    }
    const none = await listRows(db, glosario, parseListParams(glosario, { q: 'ubicuo zzqx' }), 100_000);
    expect([none.rows, none.total, none.exact]).toEqual([[], 0, true]);
  }, 120_000);
});
