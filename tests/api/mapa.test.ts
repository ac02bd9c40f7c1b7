// Mapa through the API on a real database: the markers inside a bounding box (and only those, with only the map's
// fields), its validation in Spanish, the same access as the ofertantes list; 'Buscar calle' in the agency's own
// data (districts, demo streets) and the outside geocoder: never called when GEOCODER_URL is unset; when set, a
// fake Nominatim on 127.0.0.1 shows the cache, one request at a time, the pacing and the User-Agent.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import { seedIfEmpty } from '#server/db/seed';
import { parseQuery } from '../../src/features/map/server/address';
import { Geocoder } from '../../src/features/map/server/geocoder';
import { candidateQueries } from '../../src/features/map/server/search';
import { searchIndexName } from '#server/db/search';
import { tileImgSources } from '#server/mapTiles';
import { MAX_MARKERS } from '../../src/features/map/server/routes';
import { t } from '#server/http';
import { centroDistrito } from '../../src/lib/distritosGeo';
import { distritoPorNombre } from '../../src/lib/ubigeo';
import { onPostgresRun } from './testDb';
import { databaseEnv, DEMO_PASSWORD, expectError, expectSuccess, get, login, post, startApp, tempDir, type TestApp } from './helpers';

let env: TestApp;
let admin: string;
let agente: string;

beforeAll(async () => {
  env = await startApp();
  admin = await login(env.app, 'admin');
  agente = await login(env.app, 'agente');
});

afterAll(async () => {
  await env?.close();
});

const LIMA = '-77.30,-12.60,-76.50,-11.60';
const MIRAFLORES = { minLng: -77.045, minLat: -12.135, maxLng: -77.015, maxLat: -12.11 };
const FIELDS = ['codigo', 'descripcion', 'estado', 'id', 'imagen', 'latitud', 'longitud', 'moneda', 'precio', 'tipo_operacion'];

interface Marker {
  id: number;
  codigo: string;
  latitud: number;
  longitud: number;
  tipo_operacion: string;
  estado: string;
  precio: number;
}

async function markers(bbox: string, token = admin, filter?: Record<string, unknown>) {
  const r = await get(env.app, '/api/mapa/ofertantes', token, filter ? { bbox, filter } : { bbox });
  expectSuccess(r);
  return { data: r.body.data as Marker[], total: r.body.total as number };
}

async function createAt(lat: number, lng: number, extra: Record<string, unknown> = {}): Promise<number> {
  const r = await post(
    env.app,
    '/api/ofertantes/registrar',
    {
      json: {
        descripcion: 'Casa de prueba del mapa',
        tipo_operacion: 'V',
        tipo_inmueble: 'casa',
        moneda: 'USD',
        precio: 15_000_000,
        direccion: 'Calle Prueba Mapa 101',
        distrito: 'Pucusana',
        propietario_nombre: 'Ana Prueba',
        latitud: lat,
        longitud: lng,
        ...extra,
      },
    },
    admin,
  );
  expectSuccess(r, 201);
  return Number(r.body.data.id_propiedad ?? r.body.data.id);
}

describe('GET /mapa/ofertantes: markers inside a bounding box', () => {
  it('every demo property has a position in Lima or Callao, near its own district', async () => {
    const all = await env.app.connection.db.selectFrom('ofertantes').select(['latitud', 'longitud', 'distrito']).execute();
    expect(all.length).toBeGreaterThan(100);
    const km = (a: [number, number], b: [number, number]) =>
      Math.hypot((a[0] - b[0]) * 111.32, (a[1] - b[1]) * 111.32 * Math.cos((a[0] * Math.PI) / 180));
    for (const row of all) {
      // Within the radius of a circle of the district's area (plus 1 km) around its centre.
      const centre = centroDistrito(distritoPorNombre(String(row.distrito))?.ubigeo);
      expect(centre, String(row.distrito)).toBeDefined();
      if (centre)
        expect(km([Number(row.latitud), Number(row.longitud)], [centre.lat, centre.lng])).toBeLessThan(Math.sqrt(centre.superficie / Math.PI) + 1);
      expect(row.latitud).toBeGreaterThan(-12.6);
      expect(row.latitud).toBeLessThan(-11.6);
      expect(row.longitud).toBeGreaterThan(-77.3);
      expect(row.longitud).toBeLessThan(-76.5);
    }
    const { data, total } = await markers(LIMA);
    expect(total).toBe(all.length);
    expect(data.length).toBe(Math.min(all.length, MAX_MARKERS));
  });

  it('returns only the properties inside, with only the fields the map shows', async () => {
    const { minLng, minLat, maxLng, maxLat } = MIRAFLORES;
    const { data, total } = await markers(`${minLng},${minLat},${maxLng},${maxLat}`);
    const inside = await env.app.connection.db
      .selectFrom('ofertantes')
      .select('id_propiedad')
      .where('latitud', '>=', minLat)
      .where('latitud', '<=', maxLat)
      .where('longitud', '>=', minLng)
      .where('longitud', '<=', maxLng)
      .execute();
    expect(data.length).toBeGreaterThan(5);
    expect(total).toBe(inside.length);
    expect(data.map((m) => m.id).sort((a, b) => a - b)).toEqual(inside.map((r) => Number(r.id_propiedad)).sort((a, b) => a - b));
    for (const m of data) {
      expect(Object.keys(m).sort()).toEqual(FIELDS);
      expect(m.latitud).toBeGreaterThanOrEqual(minLat);
      expect(m.latitud).toBeLessThanOrEqual(maxLat);
      expect(m.longitud).toBeGreaterThanOrEqual(minLng);
      expect(m.longitud).toBeLessThanOrEqual(maxLng);
    }
  });

  it('a tiny box holds exactly the property placed in it; the box beside it does not', async () => {
    const id = await createAt(-12.4801, -76.7961);
    expect((await markers('-76.7970,-12.4810,-76.7950,-12.4790')).data.map((m) => m.id)).toEqual([id]);
    expect((await markers('-76.7950,-12.4810,-76.7930,-12.4790')).data).toEqual([]);
  });

  it('applies the filters of the ofertantes list', async () => {
    const { data } = await markers(LIMA, admin, { tipo_operacion: 'A', estado: 'disponible' });
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((m) => m.tipo_operacion === 'A' && m.estado === 'disponible')).toBe(true);
    const ranged = await markers(LIMA, admin, { moneda: 'USD', precio_gte: 20_000_000, precio_lte: 30_000_000 });
    expect(ranged.data.every((m) => m.precio >= 20_000_000 && m.precio <= 30_000_000)).toBe(true);
    const miraflores = await markers(LIMA, admin, { distrito: 'Miraflores' });
    const count = await env.app.connection.db
      .selectFrom('ofertantes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('distrito', '=', 'Miraflores')
      .executeTakeFirstOrThrow();
    expect(miraflores.total).toBe(Number(count.n));
  });

  it('rejects a bad box or filter with a Spanish 400', async () => {
    const bboxMsg = t('app.mapa.errors.bbox');
    for (const bbox of [
      '',
      '1,2,3',
      'a,b,c,d',
      '-77,-12,-78,-11',
      '-77,-11,-76,-12',
      '-200,-12,-76,-11',
      '-77,-95,-76,-11',
      '-77,-12,-76,-11,5',
      '1e3,2,3,4',
    ]) {
      expectError(await get(env.app, '/api/mapa/ofertantes', admin, { bbox }), 400, bboxMsg);
    }
    expectError(await get(env.app, '/api/mapa/ofertantes', admin), 400, bboxMsg);
    expectError(
      await get(env.app, '/api/mapa/ofertantes', admin, { bbox: LIMA, filter: { propietario_documento: '1' } }),
      400,
      /Filtro no reconocido/,
    );
    expectError(await get(env.app, '/api/mapa/ofertantes', admin, { bbox: LIMA, filter: { estado: 'nuevo' } }), 400, /Valor no válido/);
    expectError(await get(env.app, '/api/mapa/ofertantes', admin, { bbox: LIMA, filter: { precio_gte: -1 } }), 400, /Valor no válido/);
    expectError(await get(env.app, '/api/mapa/ofertantes', admin, { bbox: LIMA, filter: '{no es json' }), 400, /Parámetro no reconocido/);
    expectError(await get(env.app, '/api/mapa/ofertantes', admin, { bbox: LIMA, perPage: 5000 }), 400, /perPage/);
  });

  it("has the access of the ofertantes list: an agent sees every agent's properties; no token, no data", async () => {
    const asAdmin = await markers(LIMA, admin);
    const asAgent = await markers(LIMA, agente);
    expect(asAgent.total).toBe(asAdmin.total);
    expectError(await get(env.app, '/api/mapa/ofertantes', undefined, { bbox: LIMA }), 401);
    expectError(await get(env.app, '/api/mapa/ofertantes', 'token-falso', { bbox: LIMA }), 401);
    expectError(await get(env.app, '/api/mapa/buscar', undefined, { q: 'Miraflores' }), 401);
  });
});

interface Result {
  tipo: string;
  nombre: string;
  detalle: string;
  lat: number;
  lng: number;
  id?: number;
}

async function buscar(q: string, app = env.app, token = admin) {
  const r = await get(app, '/api/mapa/buscar', token, { q });
  expectSuccess(r);
  return { data: r.body.data as Result[], externo: r.body.externo as string };
}

describe("GET /mapa/buscar: the agency's own data first", () => {
  it('finds Miraflores at its centre, with or without accents and capitals', async () => {
    const { data, externo } = await buscar('Miraflores');
    expect(data[0]).toMatchObject({ tipo: 'distrito', nombre: 'Miraflores' });
    expect(data[0]!.lat).toBeCloseTo(-12.12, 1);
    expect(data[0]!.lng).toBeCloseTo(-77.03, 1);
    expect(externo).toBe('sin_configurar');
    expect((await buscar('jesus maria')).data[0]).toMatchObject({ tipo: 'distrito', nombre: 'Jesús María' });
    expect((await buscar('RIMAC')).data[0]).toMatchObject({ tipo: 'distrito', nombre: 'Rímac' });
  });

  it('finds a demo property by its street and by its full address', async () => {
    const row = await env.app.connection.db
      .selectFrom('ofertantes')
      .select(['id_propiedad', 'direccion', 'codigo'])
      .where('direccion', 'like', 'Av. José Larco %')
      .orderBy('id_propiedad')
      .executeTakeFirstOrThrow();
    const street = await buscar('jose larco');
    expect(street.data.length).toBeGreaterThan(0);
    expect(street.data.every((r) => r.tipo === 'inmueble' && r.nombre.startsWith('Av. José Larco'))).toBe(true);
    expect(street.data.map((r) => r.id)).toContain(Number(row.id_propiedad));
    const exact = await buscar(String(row.direccion));
    expect(exact.data[0]).toMatchObject({ tipo: 'inmueble', id: Number(row.id_propiedad), nombre: row.direccion });
    expect(exact.data[0]!.detalle).toContain(String(row.codigo));
  });

  it("finds OF-000009 by 'Av. Larco' (a middle word missing, the abbreviation) and first by its number", async () => {
    const of9 = await env.app.connection.db
      .selectFrom('ofertantes')
      .select(['id_propiedad', 'direccion', 'distrito'])
      .where('codigo', '=', 'OF-000009')
      .executeTakeFirstOrThrow();
    // The demo puts each property on a street of its own district.
    expect(of9).toMatchObject({ direccion: 'Av. José Larco 474', distrito: 'Miraflores' });
    const id = Number(of9.id_propiedad);
    const larco = await buscar('Av. Larco');
    expect(larco.data.length).toBeGreaterThan(3);
    expect(larco.data.every((r) => r.tipo === 'inmueble' && r.nombre.startsWith('Av. José Larco'))).toBe(true);
    expect(larco.data.map((r) => r.id)).toContain(id);
    for (const q of ['Av. Larco 474', 'avenida jose larco 474', 'AV. JOSÉ LARCO N° 474', 'Larco 474', 'av larco nro 474', 'Av. Larco cdra. 4']) {
      expect((await buscar(q)).data[0], q).toMatchObject({ tipo: 'inmueble', id, nombre: 'Av. José Larco 474' });
    }
  });

  it('reads abbreviations, accents and capitals either way, ranks the street and number first, the district narrows', async () => {
    const db = env.app.connection.db;
    const at = (direccion: string, distrito: string, lat: number) => createAt(lat, -77.03, { direccion, distrito });
    const grau = await at('Av. Grau 120', 'Barranco', -12.1401);
    const jrGrau = await at('Jr. Grau 120', 'Breña', -12.0591);
    const miguelGrau = await at('Avenida Miguel Grau 455', 'Barranco', -12.1402);
    const grau1200 = await at('Av. Grau 1200, dpto. 120', 'Barranco', -12.1403);
    const union = await at('Jirón de la Unión 1042', 'Lima', -12.0501);
    const geranios = await at('Pasaje Los Geranios 118', 'Santiago de Surco', -12.1411);
    const gardenias = await at('Urbanización Las Gardenias Mz. C Lt. 14', 'Santiago de Surco', -12.1412);
    const gardenias15 = await at('Urb. Las Gardenias Mz. C Lt. 15', 'Santiago de Surco', -12.1413);
    const petit = await at('Av. Petit Thouars 3420', 'San Isidro', -12.0981);
    const petit51 = await at('Av. Petit Thouars 5120', 'Miraflores', -12.1181);
    const camana = await at('Ca. Camaná 780', 'Lima', -12.0502);
    // Not on the map: never a result.
    await post(
      env.app,
      '/api/ofertantes/registrar',
      {
        json: {
          descripcion: 'Casa sin ubicación',
          tipo_operacion: 'V',
          tipo_inmueble: 'casa',
          moneda: 'USD',
          precio: 15_000_000,
          direccion: 'Av. Grau 120',
          distrito: 'Barranco',
          propietario_nombre: 'Ana Prueba',
        },
      },
      admin,
    );
    const ids = async (q: string) => (await buscar(q)).data.filter((r) => r.tipo === 'inmueble').map((r) => r.id);

    // The street and its number, then the same number on a street of another kind, then the street's other numbers.
    expect(await ids('Av. Grau 120')).toEqual([grau, jrGrau, miguelGrau, grau1200]);
    expect((await ids('Jr. Grau 120'))[0]).toBe(jrGrau);
    expect(await ids('grau 455')).toEqual([miguelGrau, grau, jrGrau, grau1200]);
    // The district narrows the street; a district named alone comes first, then its properties.
    expect((await ids('Grau Barranco')).sort()).toEqual([grau, miguelGrau, grau1200].sort());
    const barranco = await buscar('Barranco');
    expect(barranco.data[0]).toMatchObject({ tipo: 'distrito', nombre: 'Barranco' });
    // Properties on the street typed come before a district also named.
    const grauBarranco = (await buscar('Av. Grau 120 Barranco')).data;
    expect(grauBarranco[0]).toMatchObject({ tipo: 'inmueble', id: grau });
    expect(grauBarranco.map((r) => r.tipo)).toContain('distrito');

    // Abbreviated or written out, with or without joining words, accents or capitals.
    expect((await ids('Jr. Unión 1042'))[0]).toBe(union);
    expect((await ids('JIRON DE LA UNION'))[0]).toBe(union);
    expect((await ids('Psje. Geranios 118'))[0]).toBe(geranios);
    expect((await ids('pje los geranios'))[0]).toBe(geranios);
    expect(await ids('Urb. Gardenias Mz. C Lt. 14')).toEqual([gardenias, gardenias15]);
    expect(await ids('urbanizacion las gardenias mz c lt 15')).toEqual([gardenias15, gardenias]);
    expect((await ids('Calle Camana 780'))[0]).toBe(camana);
    expect((await ids('ca. camaná'))[0]).toBe(camana);
    // 'Cdra. 51' is the 5100s: that block first.
    expect(await ids('Av. Petit Thouars cdra. 51')).toEqual([petit51, petit]);
    expect(await ids('Petit Thouars 3420')).toEqual([petit, petit51]);
    // A word typed in part ('Thou'), and the code.
    expect(await ids('Av. Petit Thou')).toEqual([petit, petit51]);
    const code = await db.selectFrom('ofertantes').select('codigo').where('id_propiedad', '=', camana).executeTakeFirstOrThrow();
    expect(await ids(String(code.codigo))).toEqual([camana]);
  });

  it.skipIf(onPostgresRun)('reads its candidates through the search index, never a scan of the table (SQLite plan)', async () => {
    for (const q of ['Av. Larco 474', 'Miraflores', 'OF-000009']) {
      const queries = candidateQueries(env.app.connection.db, parseQuery(q));
      expect(queries.length).toBeGreaterThan(0);
      for (const query of queries) {
        const { sql: text, parameters } = query.compile();
        const plan = await env.app.connection.db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${text}`, [...parameters]));
        const detail = plan.rows.map((r) => r.detail);
        expect(
          detail.some((d) => /VIRTUAL TABLE/.test(d) && d.includes(searchIndexName('sqlite', 'ofertantes'))),
          detail.join('\n'),
        ).toBe(true);
        expect(
          detail.filter((d) => /^SCAN ofertantes( |$)/.test(d) || /TEMP B-TREE/.test(d)),
          detail.join('\n'),
        ).toEqual([]);
      }
    }
  });

  it("never searches the owners' names", async () => {
    await createAt(-12.1405, -77.021, { direccion: 'Calle Colón 150', distrito: 'Barranco', propietario_nombre: 'Zoila Quintanilla' });
    expect((await buscar('Quintanilla')).data).toEqual([]);
  });

  it('treats LIKE wildcards as text', async () => {
    expect((await buscar('%%%')).data).toEqual([]);
    expect((await buscar('___')).data).toEqual([]);
  });

  it('asks for 3 to 120 characters, in Spanish', async () => {
    expectError(await get(env.app, '/api/mapa/buscar', admin, { q: 'ab' }), 400, /al menos 3 letras/);
    expectError(await get(env.app, '/api/mapa/buscar', admin), 400, /al menos 3 letras/);
    expectError(await get(env.app, '/api/mapa/buscar', admin, { q: 'x'.repeat(121) }), 400, /hasta 120/);
    expectError(await get(env.app, '/api/mapa/buscar', admin, { q: 'Miraflores', limit: 50 }), 400, /Parámetro no reconocido/);
  });

  it('never calls an outside geocoder when GEOCODER_URL is unset', async () => {
    const spy = vi.spyOn(globalThis, 'fetch');
    try {
      await buscar('Calle que no existe en la agencia');
      await buscar('Miraflores');
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });
});

describe('GET /mapa/config', () => {
  it('gives the tiles (OpenStreetMap with its attribution by default) without a token', async () => {
    const r = await get(env.app, '/api/mapa/config');
    expectSuccess(r);
    expect(r.body.data).toEqual({
      tiles_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      tiles_attribution: expect.stringContaining('OpenStreetMap') as unknown,
      geocoder: false,
    });
  });

  it('lets the page load tiles from that origin (Content-Security-Policy img-src)', async () => {
    const res = await env.app.inject({ method: 'GET', url: '/api/health' });
    expect(String(res.headers['content-security-policy'])).toMatch(/img-src 'self' data: blob: https:\/\/tile\.openstreetmap\.org/);
    expect(tileImgSources('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toEqual(['https://*.tile.example.org']);
    expect(tileImgSources('http://127.0.0.1:9999/tiles/{z}/{x}/{y}.png')).toEqual(['http://127.0.0.1:9999']);
    expect(tileImgSources('/tiles/{z}/{x}/{y}.png')).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// A fake Nominatim on 127.0.0.1: it counts requests, the most at once, and answers a fixed place (500 for 'falla').

interface FakeNominatim {
  readonly url: string;
  readonly seen: { q: string; userAgent: string; format: string; at: number }[];
  maxInFlight: number;
  close(): Promise<void>;
}

async function fakeNominatim(clock: () => number = Date.now): Promise<FakeNominatim> {
  let inFlight = 0;
  const fake: Omit<FakeNominatim, 'url' | 'close'> = { seen: [], maxInFlight: 0 };
  const server = http.createServer((req, res) => {
    inFlight++;
    fake.maxInFlight = Math.max(fake.maxInFlight, inFlight);
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const q = url.searchParams.get('q') ?? '';
    fake.seen.push({ q, userAgent: String(req.headers['user-agent']), format: url.searchParams.get('format') ?? '', at: clock() });
    setTimeout(() => {
      inFlight--;
      if (q.includes('falla')) {
        res.writeHead(500).end('error');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify([
          { display_name: `${q}, Lima, Perú`, lat: '-12.1000', lon: '-77.0300', boundingbox: ['-12.11', '-12.09', '-77.04', '-77.02'] },
          { bad: true },
        ]),
      );
    }, 20);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

describe('the outside geocoder (GEOCODER_URL)', () => {
  it('is called from the server after the own data, cached, one request at a time, with an identifying User-Agent', async () => {
    const fake = await fakeNominatim();
    const dir = tempDir();
    const config = loadConfig({ ...databaseEnv(dir), DEMO_PASSWORD, LOG_LEVEL: 'silent', GEOCODER_URL: fake.url });
    const app = await buildApp(config, { logger: false });
    try {
      await seedIfEmpty(app.connection.db, config);
      const token = await login(app, 'admin');
      expect((await get(app, '/api/mapa/config')).body.data.geocoder).toBe(true);

      const first = await buscar('Miraflores', app, token);
      expect(first.externo).toBe('ok');
      expect(first.data[0]).toMatchObject({ tipo: 'distrito', nombre: 'Miraflores' });
      expect(first.data.at(-1)).toMatchObject({ tipo: 'externo', nombre: 'Miraflores, Lima, Perú', lat: -12.1, lng: -77.03 });
      expect(first.data.filter((r) => r.tipo === 'externo')).toHaveLength(1);
      expect(fake.seen).toHaveLength(1);

      // The same search again (any capitals or accents): from the cache.
      await buscar('MIRAFLORES', app, token);
      await buscar('miraflores', app, token);
      expect(fake.seen).toHaveLength(1);

      // Three new searches at once: three requests, never two at the same time.
      await Promise.all(['Calle Uno 1', 'Calle Dos 2', 'Calle Tres 3'].map((q) => buscar(q, app, token)));
      expect(fake.seen.map((s) => s.q).sort()).toEqual(['Calle Dos 2', 'Calle Tres 3', 'Calle Uno 1', 'Miraflores']);
      expect(fake.maxInFlight).toBe(1);
      expect(fake.seen.every((s) => /^inmobiliaria-backoffice\/\S+ \(.+\)$/.test(s.userAgent) && s.format === 'jsonv2')).toBe(true);

      // A failing geocoder: the own results still come, with externo 'error'; failures are not cached.
      const failed = await buscar('Miraflores falla', app, token);
      expect(failed.externo).toBe('error');
      expect(failed.data[0]).toMatchObject({ tipo: 'distrito', nombre: 'Miraflores' });
      await buscar('Miraflores falla', app, token);
      expect(fake.seen.filter((s) => s.q === 'Miraflores falla')).toHaveLength(2);
    } finally {
      await app.close();
      await fake.close();
    }
  }, 90_000); // it seeds the whole demo first: on a busy CI machine that alone can take 30 s

  it('waits a second between requests (a fake clock: no real waiting, no timing assertions)', async () => {
    let clock = 1_000_000;
    const sleeps: number[] = [];
    const fake = await fakeNominatim(() => clock);
    const geocoder = new Geocoder({
      url: `${fake.url}/search`,
      userAgent: 'inmobiliaria-backoffice/test (pruebas)',
      now: () => clock,
      sleep: async (ms) => {
        sleeps.push(ms);
        clock += ms;
      },
    });
    try {
      await Promise.all(['uno', 'dos', 'tres', 'uno'].map((q) => geocoder.search(q)));
      expect(geocoder.requests).toBe(3);
      const at = fake.seen.map((s) => s.at);
      expect(at).toHaveLength(3);
      expect(at[1]! - at[0]!).toBeGreaterThanOrEqual(1000);
      expect(at[2]! - at[1]!).toBeGreaterThanOrEqual(1000);
      expect(sleeps).toEqual([1000, 1000]);
      await geocoder.search('dos');
      expect(geocoder.requests).toBe(3);
    } finally {
      await fake.close();
    }
  });
});
