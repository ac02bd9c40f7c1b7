// The lists' `q` search and totals on both databases: accent- and case-insensitive, substrings and prefixes as the
// user types, the index kept in step by every write; the same results as the old LIKE for what it found; totals
// exact up to the configured cap, then flagged (`totalExacto: false`), and none counted when the caller asks none.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { buildApp, type App } from '../../server/app';
import { loadConfig } from '../../server/config';
import { seedIfEmpty } from '../../server/db/seed';
import { onPostgresRun } from './testDb';
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
      found.push(...data.map((row) => row[key]));
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
    await app.connection.db.insertInto('glosario').values([term('Jesús María'), term('Jesus Maria Lince'), term('PEÑA PÉREZ'), term('100% vendido_ya')]).execute();
  }, 120_000);
  afterAll(async () => app?.close());

  it('finds accented spellings without accents, unaccented ones with accents, in any case', async () => {
    expect(await terms('jesus maria')).toEqual(['Jesus Maria Lince', 'Jesús María']);
    expect(await terms('JESÚS MARÍA')).toEqual(['Jesus Maria Lince', 'Jesús María']);
    expect(await terms('pena perez')).toEqual(['PEÑA PÉREZ']);
  });

  it('matches prefixes and parts of words as the user types, short text too', async () => {
    expect(await terms('jes')).toEqual(['Jesus Maria Lince', 'Jesús María']);
    expect(await terms('Jesús Ma')).toEqual(['Jesus Maria Lince', 'Jesús María']);
    expect(await terms('sús mar')).toEqual(['Jesus Maria Lince', 'Jesús María']);
    expect(await terms('0%')).toEqual(['100% vendido_ya']);
    expect(await terms('jesus lince')).toEqual([]);
  });

  it('takes %, _ and quotes literally', async () => {
    expect(await terms('100%')).toEqual(['100% vendido_ya']);
    expect(await terms('o_y')).toEqual(['100% vendido_ya']);
    expect(await terms('"peña')).toEqual([]);
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

  it('finds on the demo properties what the old LIKE over the search fields found', async () => {
    const fields = ['codigo', 'descripcion', 'direccion', 'propietario_nombre', 'distrito'];
    for (const q of ['miraflores', 'San Isidro', 'OF-00001', 'av. ', 'departamento', 'de', 'surco']) {
      const pattern = `%${q.toLowerCase()}%`;
      const old = await app.connection.db
        .selectFrom('ofertantes')
        .select('id_propiedad')
        .where((eb) => eb.or(fields.map((f) => sql<boolean>`lower(${sql.ref(f)}) like ${pattern}`)))
        .execute();
      const before = old.map((r) => Number(r.id_propiedad)).sort((a, b) => a - b);
      expect(before.length, q).toBeGreaterThan(0);
      expect(await ids(q, 'ofertantes', 'id_propiedad'), q).toEqual(before);
    }
  });

  it('counts exactly up to the cap, then says there are more', async () => {
    const all = await get(app, '/api/glosario/listado', token, { perPage: 2 });
    expect(all.body.total).toBe(CAP);
    expect(all.body.totalExacto).toBe(false);
    const few = await get(app, '/api/glosario/listado', token, { perPage: 1, q: 'jesus' });
    expect(few.body.total).toBe(2);
    expect(few.body).not.toHaveProperty('totalExacto');
    const deep = await get(app, '/api/glosario/listado', token, { perPage: 2, page: 4 });
    expect(deep.body.data).toHaveLength(2);
    expect(deep.body.totalExacto).toBe(false);
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
