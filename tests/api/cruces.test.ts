// Matching (cruces) through the API on a real database: operation, location, currency via the configured
// exchange rate, ±10 %, minimums, ranking; and the agents' notifications of new matches.
// Test records live in districts the demo data does not use, so the demo rows never interfere.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectError, expectSuccess, get, login, startApp, userId, type TestApp } from './helpers';
import { createDemandante, createOfertante, setSetting, updateRecord } from './matchingHelpers';

let env: TestApp;
let admin: string;

beforeAll(async () => {
  env = await startApp();
  admin = await login(env.app, 'admin');
});

afterAll(async () => {
  await env?.close();
});

const demandantesOf = async (id: number, token = admin) => {
  const r = await get(env.app, `/api/ofertantes/cruces/${id}`, token);
  expectSuccess(r);
  return r;
};
const ofertantesOf = async (id: number, token = admin) => {
  const r = await get(env.app, `/api/demandantes/cruces/${id}`, token);
  expectSuccess(r);
  return r;
};
const ids = (r: { body: { data: Record<string, unknown>[] } }, key: string) => r.body.data.map((x) => Number(x[key]));

describe('cruces: the hard rules', () => {
  it('pairs Venta with Compra and Alquiler with Alquiler, in both directions', async () => {
    const venta = await createOfertante(env.app, admin, { distrito: 'Pucusana', tipo_operacion: 'V', precio: 20_000_000, moneda: 'USD' });
    const alquiler = await createOfertante(env.app, admin, { distrito: 'Pucusana', tipo_operacion: 'A', precio: 250_000, moneda: 'PEN' });
    const compra = await createDemandante(env.app, admin, {
      distritos: ['Pucusana'],
      tipo_operacion: 'C',
      moneda: 'USD',
      precio_min: 15_000_000,
      precio_max: 25_000_000,
    });
    const renta = await createDemandante(env.app, admin, {
      distritos: ['Pucusana'],
      tipo_operacion: 'A',
      moneda: 'PEN',
      precio_min: 200_000,
      precio_max: 300_000,
    });
    expect(ids(await demandantesOf(venta), 'id_demandante')).toEqual([compra]);
    expect(ids(await demandantesOf(alquiler), 'id_demandante')).toEqual([renta]);
    expect(ids(await ofertantesOf(compra), 'id_propiedad')).toEqual([venta]);
    expect(ids(await ofertantesOf(renta), 'id_propiedad')).toEqual([alquiler]);
  });

  it('treats the district as a hard filter; a demand without districts takes any', async () => {
    const of = await createOfertante(env.app, admin, {
      distrito: 'Punta Hermosa',
      tipo_operacion: 'V',
      precio: 30_000_000,
      moneda: 'USD',
      dormitorios: 5,
    });
    const otra = await createDemandante(env.app, admin, {
      distritos: ['San Bartolo'],
      precio_min: 25_000_000,
      precio_max: 35_000_000,
      moneda: 'USD',
    });
    const aqui = await createDemandante(env.app, admin, {
      distritos: ['Punta Hermosa', 'San Bartolo'],
      precio_min: 25_000_000,
      precio_max: 35_000_000,
      moneda: 'USD',
    });
    const cualquiera = await createDemandante(env.app, admin, {
      distritos: [],
      tipos_inmueble: ['departamento'],
      precio_min: 29_000_000,
      precio_max: 31_000_000,
      moneda: 'USD',
    });
    const found = ids(await demandantesOf(of), 'id_demandante');
    expect(found).toContain(aqui);
    expect(found).toContain(cualquiera);
    expect(found).not.toContain(otra);
    expect(ids(await ofertantesOf(otra), 'id_propiedad')).not.toContain(of);
    expect(ids(await ofertantesOf(cualquiera), 'id_propiedad')).toContain(of);
  });

  it('compares districts without case or accents (a property typed with only some of its accents)', async () => {
    const of = await createOfertante(env.app, admin, { distrito: 'JESÚS Maria', tipo_operacion: 'V', precio: 41_000_000, moneda: 'USD' });
    const d = await createDemandante(env.app, admin, { distritos: ['Jesús María'], precio_min: 40_000_000, precio_max: 42_000_000, moneda: 'USD' });
    expect(ids(await ofertantesOf(d), 'id_propiedad')).toContain(of);
    expect(ids(await demandantesOf(of), 'id_demandante')).toContain(d);
  });

  it('reads a district typed with doubled inner spaces as the district (stored with one)', async () => {
    const of = await createOfertante(env.app, admin, { distrito: ' San   Miguel ', tipo_operacion: 'V', precio: 52_000_000, moneda: 'USD' });
    const d = await createDemandante(env.app, admin, { distritos: ['San Miguel'], precio_min: 50_000_000, precio_max: 54_000_000, moneda: 'USD' });
    const stored = await get(env.app, `/api/ofertantes/detalle/${of}`, admin);
    expect(stored.body.data.distrito).toBe('San Miguel');
    expect(ids(await ofertantesOf(d), 'id_propiedad')).toContain(of);
    expect(ids(await demandantesOf(of), 'id_demandante')).toContain(d);
  });

  it('compares prices in one currency with the exchange rate of the configuracion table', async () => {
    const db = env.app.connection.db;
    // US$ 100,000 against S/ 300,000 - 340,000 (up to S/ 374,000 with the margin).
    const usd = await createOfertante(env.app, admin, { distrito: 'San Bartolo', precio: 10_000_000, moneda: 'USD' });
    const pen = await createDemandante(env.app, admin, { distritos: ['San Bartolo'], moneda: 'PEN', precio_min: 30_000_000, precio_max: 34_000_000 });
    // S/ 450,000 against US$ 90,000 - 110,000 (up to US$ 121,000).
    const soles = await createOfertante(env.app, admin, { distrito: 'Cieneguilla', precio: 45_000_000, moneda: 'PEN' });
    const dolares = await createDemandante(env.app, admin, {
      distritos: ['Cieneguilla'],
      moneda: 'USD',
      precio_min: 9_000_000,
      precio_max: 11_000_000,
    });

    expect(ids(await ofertantesOf(pen), 'id_propiedad')).toEqual([]); // S/ 375,000 at 3.75
    expect(ids(await ofertantesOf(dolares), 'id_propiedad')).toEqual([soles]); // US$ 120,000 at 3.75
    const r = await ofertantesOf(dolares);
    expect(r.body.tipo_cambio).toBe(3.75);

    await setSetting(db, 'tipo_cambio', 3.7);
    expect(ids(await ofertantesOf(pen), 'id_propiedad')).toEqual([usd]); // S/ 370,000
    expect(ids(await demandantesOf(usd), 'id_demandante')).toEqual([pen]);
    expect(ids(await ofertantesOf(dolares), 'id_propiedad')).toEqual([]); // US$ 121,621.62
    expect(ids(await demandantesOf(soles), 'id_demandante')).toEqual([]);
    await setSetting(db, 'tipo_cambio', 3.75);
  });

  it('widens the range by exactly 10 %: the edges are in, one cent beyond is out', async () => {
    const dem = await createDemandante(env.app, admin, {
      distritos: ['Santa María del Mar'],
      moneda: 'PEN',
      precio_min: 10_000_000,
      precio_max: 20_000_000,
    });
    const prices = { bajoBorde: 9_000_000, bajoFuera: 8_999_999, altoBorde: 22_000_000, altoFuera: 22_000_001 };
    const created: Record<string, number> = {};
    for (const [name, precio] of Object.entries(prices)) {
      created[name] = await createOfertante(env.app, admin, { distrito: 'Santa María del Mar', precio, moneda: 'PEN' });
    }
    const found = ids(await ofertantesOf(dem), 'id_propiedad');
    expect(found.sort()).toEqual([created.bajoBorde, created.altoBorde].sort());
    expect(ids(await demandantesOf(created.altoFuera!), 'id_demandante')).not.toContain(dem);
  });

  it('requires the minimums; a property without the value fails a set minimum', async () => {
    const dem = await createDemandante(env.app, admin, {
      distritos: ['Punta Negra'],
      dormitorios_min: 3,
      banos_min: 2,
      cocheras_min: 1,
      area_min: 90,
      precio_min: null,
      precio_max: null,
    });
    const ok = await createOfertante(env.app, admin, { distrito: 'Punta Negra', dormitorios: 3, banos: 2, cocheras: 1, area_construida: 90 });
    const pocosDorm = await createOfertante(env.app, admin, { distrito: 'Punta Negra', dormitorios: 2, banos: 2, cocheras: 1, area_construida: 120 });
    const sinCochera = await createOfertante(env.app, admin, {
      distrito: 'Punta Negra',
      dormitorios: 4,
      banos: 3,
      cocheras: null,
      area_construida: 120,
    });
    const chico = await createOfertante(env.app, admin, { distrito: 'Punta Negra', dormitorios: 4, banos: 3, cocheras: 2, area_construida: 89.5 });
    const found = ids(await ofertantesOf(dem), 'id_propiedad');
    expect(found).toEqual([ok]);
    for (const id of [pocosDorm, sinCochera, chico]) expect(ids(await demandantesOf(id), 'id_demandante')).not.toContain(dem);
  });

  it('matches only available properties and active demands', async () => {
    const dem = await createDemandante(env.app, admin, { distritos: ['Ancón'], precio_min: null, precio_max: null });
    const reservado = await createOfertante(env.app, admin, { distrito: 'Ancón', estado: 'reservado' });
    const r = await demandantesOf(reservado);
    expect(r.body.data).toEqual([]);
    expect(r.body.msg).toBe('Solo los inmuebles disponibles se cruzan con los demandantes.');
    expect(ids(await ofertantesOf(dem), 'id_propiedad')).toEqual([]);

    const disponible = await createOfertante(env.app, admin, { distrito: 'Ancón' });
    expect(ids(await ofertantesOf(dem), 'id_propiedad')).toEqual([disponible]);
    await updateRecord(env.app, admin, 'demandantes', { id_demandante: dem, estado: 'pausado' });
    const paused = await ofertantesOf(dem);
    expect(paused.body.data).toEqual([]);
    expect(paused.body.msg).toBe('Solo los demandantes activos se cruzan con los inmuebles.');
    expect(ids(await demandantesOf(disponible), 'id_demandante')).not.toContain(dem);
  });
});

describe('cruces: ranking and answer', () => {
  it('ranks by criteria met and price closeness, with the fields to show and Spanish reasons', async () => {
    const dem = await createDemandante(env.app, admin, {
      distritos: ['Lurín'],
      tipos_inmueble: ['departamento', 'casa'],
      moneda: 'USD',
      precio_min: 10_000_000,
      precio_max: 20_000_000,
      dormitorios_min: 2,
    });
    const borde = await createOfertante(env.app, admin, { distrito: 'Lurín', precio: 21_500_000, moneda: 'USD', dormitorios: 2 });
    const centro = await createOfertante(env.app, admin, {
      distrito: 'Lurín',
      precio: 15_000_000,
      moneda: 'USD',
      dormitorios: 3,
      descripcion: 'Casa de playa céntrica',
    });
    const soles = await createOfertante(env.app, admin, { distrito: 'Lurín', precio: 48_750_000, moneda: 'PEN', dormitorios: 2 }); // US$ 130,000
    const r = await ofertantesOf(dem);
    expect(ids(r, 'id_propiedad')).toEqual([centro, soles, borde]);
    expect(r.body.total).toBe(3);
    const first = r.body.data[0];
    for (const key of [
      'id_propiedad',
      'codigo',
      'descripcion',
      'distrito',
      'precio',
      'moneda',
      'imagen',
      'dormitorios',
      'banos',
      'area_construida',
      'score',
      'reasons',
    ]) {
      expect(first, key).toHaveProperty(key);
    }
    expect(first.codigo).toMatch(/^OF-\d{6}$/);
    expect(first.descripcion).toBe('Casa de playa céntrica');
    expect(first.score).toBeGreaterThan(r.body.data[1].score);
    expect(r.body.data[1].score).toBeGreaterThan(r.body.data[2].score);
    expect(first.reasons).toContain('Distrito buscado');
    expect(r.body.data[2].reasons).toContain('Precio dentro del margen de 10 %');
    expect(r.body.data[1].moneda).toBe('PEN'); // each price in its own currency
    expect(r.body.data[1].precio).toBe(48_750_000);

    const back = await demandantesOf(centro);
    const item = back.body.data.find((x: Record<string, unknown>) => x.id_demandante === dem);
    for (const key of [
      'nombre',
      'apellido',
      'telefono',
      'email',
      'tipo_operacion',
      'moneda',
      'precio_min',
      'precio_max',
      'estado',
      'id_agente',
      'score',
      'reasons',
    ]) {
      expect(item, key).toHaveProperty(key);
    }
    expect(item.distritos).toEqual(['Lurín']); // lists as arrays, like the generic API
    expect(item.consentimiento_marketing).toBe(false); // booleans as booleans
  });

  it('pages and caps the ranked list at 50', async () => {
    const dem = await createDemandante(env.app, admin, { distritos: ['Lurín'], tipos_inmueble: [], precio_min: null, precio_max: null });
    const r = await get(env.app, `/api/demandantes/cruces/${dem}`, admin, { perPage: '2', page: '2' });
    expectSuccess(r);
    expect(r.body.data).toHaveLength(1);
    expect(r.body.total).toBe(3);
    expectError(await get(env.app, `/api/demandantes/cruces/${dem}`, admin, { perPage: '51' }), 400);
  });

  it('needs a token and an existing record', async () => {
    expectError(await get(env.app, '/api/ofertantes/cruces/1'), 401);
    expectError(await get(env.app, '/api/demandantes/cruces/1'), 401);
    expectError(await get(env.app, '/api/ofertantes/cruces/99999999', admin), 404);
    expectError(await get(env.app, '/api/demandantes/cruces/abc', admin), 400);
    const agente = await login(env.app, 'agente');
    const demo = await env.app.connection.db
      .selectFrom('ofertantes')
      .select('id_propiedad')
      .where('estado', '=', 'disponible')
      .executeTakeFirstOrThrow();
    expectSuccess(await get(env.app, `/api/ofertantes/cruces/${Number(demo.id_propiedad)}`, agente));
  });
});

describe('notifications of new matches (issue 3 §4)', () => {
  const notificationsOf = async (usuario: number, propiedad: number) =>
    env.app.connection.db.selectFrom('notificaciones').selectAll().where('id_usuario', '=', usuario).where('id_registro', '=', propiedad).execute();

  it("notifies the demandante's agent once per property version, with the seed's wording and a link", async () => {
    const agente = await userId(env.app, 'agente');
    const otro = await userId(env.app, 'lmendoza');
    await createDemandante(env.app, admin, {
      nombre: 'Maribel',
      apellido: 'Ccori Tello',
      distritos: ['Pachacámac'],
      moneda: 'PEN',
      precio_min: 10_000_000,
      precio_max: 20_000_000,
      id_agente: agente,
    });
    await createDemandante(env.app, admin, { distritos: ['Pachacámac'], tipo_operacion: 'A', id_agente: otro }); // a renter
    const of = await createOfertante(env.app, admin, { distrito: 'Pachacámac', precio: 15_000_000, moneda: 'PEN' });
    const codigo = `OF-${String(of).padStart(6, '0')}`;
    let rows = await notificationsOf(agente, of);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.mensaje).toBe(`Nuevo inmueble ${codigo} coincide con el requerimiento de Maribel Ccori Tello`);
    expect(rows[0]!.recurso).toBe('ofertantes');
    expect(await notificationsOf(otro, of)).toHaveLength(0); // the renter does not match a sale

    // A change that does not concern the match: no new notification.
    await updateRecord(env.app, admin, 'ofertantes', { id_propiedad: of, referencia: 'Frente al parque' });
    expect(await notificationsOf(agente, of)).toHaveLength(1);
    // A new price (still matching): a new version, one more notification.
    await updateRecord(env.app, admin, 'ofertantes', { id_propiedad: of, precio: 16_000_000 });
    expect(await notificationsOf(agente, of)).toHaveLength(2);
    // Out and back in: reserved, then available again.
    await updateRecord(env.app, admin, 'ofertantes', { id_propiedad: of, estado: 'reservado' });
    expect(await notificationsOf(agente, of)).toHaveLength(2);
    await updateRecord(env.app, admin, 'ofertantes', { id_propiedad: of, estado: 'disponible' });
    rows = await notificationsOf(agente, of);
    expect(rows).toHaveLength(3);
    // The notification is readable by its agent through the seed's call.
    const token = await login(env.app, 'agente');
    const list = await get(env.app, '/api/notificaciones/listado', token, { idagente: String(agente) });
    expectSuccess(list);
    expect(JSON.stringify(list.body.data)).toContain(codigo);
  });

  it('a property created as prospecto notifies nobody until it becomes available', async () => {
    const agente = await userId(env.app, 'agente');
    await createDemandante(env.app, admin, { distritos: ['Santa Rosa'], precio_min: null, precio_max: null, id_agente: agente });
    const of = await createOfertante(env.app, admin, { distrito: 'Santa Rosa', estado: 'prospecto' });
    expect(await notificationsOf(agente, of)).toHaveLength(0);
  });

  it('never fails the property write when matching breaks', async () => {
    const db = env.app.connection.db;
    const agente = await userId(env.app, 'agente');
    await createDemandante(env.app, admin, {
      distritos: ['Pucusana'],
      tipos_inmueble: ['oficina'],
      precio_min: null,
      precio_max: null,
      id_agente: agente,
      email: 'x@correo.pe',
      consentimiento_marketing: true,
      consentimiento_fecha: '2026-01-10',
    });
    await db.schema.alterTable('autoresponder_pares').renameTo('autoresponder_pares_x').execute();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const of = await createOfertante(env.app, admin, { distrito: 'Pucusana', tipo_inmueble: 'oficina' });
      const row = await db.selectFrom('ofertantes').select(['codigo', 'estado']).where('id_propiedad', '=', of).executeTakeFirstOrThrow();
      expect(row).toEqual({ codigo: `OF-${String(of).padStart(6, '0')}`, estado: 'disponible' });
      // Its savepoint was rolled back: no half-written notification either.
      expect(await notificationsOf(agente, of)).toHaveLength(0);
      expect(logged).toHaveBeenCalled();
    } finally {
      logged.mockRestore();
      await db.schema.alterTable('autoresponder_pares_x').renameTo('autoresponder_pares').execute();
    }
  });
});
