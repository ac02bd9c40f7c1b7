// The dashboard's charts and open tasks (GET /api/dashboard/graficos and /pendientes) against counts made directly
// in SQL on the seeded data: agents forced to their own records, demand without supply through the matching rules,
// unknown parameters and bad dates refused in Spanish.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ofertantesFor } from '../../src/features/matching/server/ranked';
import { demandantesSinOferta } from '../../src/features/matching/server/sinOferta';
import { exchangeRate } from '#server/settings';
import { last12Months } from '../../src/features/reportes/server/graficos';
import { limaToday } from '../../src/lib/limaTime';
import { expectError, get, login, startApp, userId, type TestApp } from './helpers';
import { createDemandante, createOfertante } from './matchingHelpers';

let env: TestApp;
let admin: string;
let agente: string;
let idAgente: number;

beforeAll(async () => {
  env = await startApp();
  admin = await login(env.app, 'admin');
  agente = await login(env.app, 'agente');
  idAgente = await userId(env.app, 'agente');
});
afterAll(async () => env.close());

const db = () => env.app.connection.db;
const count = async (from: string, where: string) =>
  Number((await sql.raw<{ n: number }>(`select count(*) n from ${from} where ${where}`).execute(db())).rows[0]!.n);
const range = { desde: '01-09-2026', hasta: '30-11-2026' };

describe('GET /api/dashboard/graficos', () => {
  it('pipeline, 12 months, districts and weekdays equal SQL counts (administrator: the agency)', async () => {
    const r = await get(env.app, '/api/dashboard/graficos', admin, range);
    expect(r.status, r.text).toBe(200);
    const d = r.body.data;
    for (const p of d.pipeline as { estado: string; cantidad: number }[])
      expect(p.cantidad, p.estado).toBe(await count('ofertantes', `estado = '${p.estado}'`));
    expect(d.meses.map((m: { mes: string }) => m.mes)).toEqual(last12Months('2026-11-30'));
    expect(d.meses[0].mes).toBe('2025-12');
    for (const m of d.meses as { mes: string; captaciones: number; cierres: number }[]) {
      expect(m.captaciones, m.mes).toBe(await count('ofertantes', `substr(fecha_captacion, 1, 7) = '${m.mes}'`));
      expect(m.cierres, m.mes).toBe(
        await count('controlcontratos', `tipo in ('compraventa', 'arrendamiento') and substr(fecha_firma, 1, 7) = '${m.mes}'`),
      );
    }
    const distritos = d.distritos as { lista: { distrito: string; cantidad: number }[]; otros: number };
    expect(distritos.lista.length).toBeLessThanOrEqual(10);
    expect(distritos.lista[0]!.cantidad).toBe(
      await count('ofertantes', `estado = 'disponible' and distrito = '${distritos.lista[0]!.distrito.replace(/'/g, "''")}'`),
    );
    expect(distritos.lista.reduce((a, x) => a + x.cantidad, 0) + distritos.otros).toBe(await count('ofertantes', "estado = 'disponible'"));
    const dias = d.dias_semana as { dia: string; citas: number }[];
    expect(dias.map((x) => x.dia)).toEqual(['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo']);
    expect(dias.reduce((a, x) => a + x.citas, 0)).toBe(await count('citas', "fecha between '2026-09-01' and '2026-11-30'"));
  });

  it('an agent gets their own records only, and may not ask for another agent', async () => {
    const d = (await get(env.app, '/api/dashboard/graficos', agente, range)).body.data;
    expect(d.id_agente).toBe(idAgente);
    const disponible = (d.pipeline as { estado: string; cantidad: number }[]).find((p) => p.estado === 'disponible');
    expect(disponible?.cantidad).toBe(await count('ofertantes', `estado = 'disponible' and id_agente = ${idAgente}`));
    expect(disponible?.cantidad).toBeLessThan(await count('ofertantes', "estado = 'disponible'"));
    expect((d.dias_semana as { citas: number }[]).reduce((a, x) => a + x.citas, 0)).toBe(
      await count('citas', `id_agente = ${idAgente} and fecha between '2026-09-01' and '2026-11-30'`),
    );
    expectError(await get(env.app, '/api/dashboard/graficos', agente, { id_agente: await userId(env.app, 'admin') }), 403);
    const asAdmin = (await get(env.app, '/api/dashboard/graficos', admin, { ...range, id_agente: idAgente })).body.data;
    expect(asAdmin.pipeline).toEqual(d.pipeline);
  });

  it('refuses unknown parameters and bad dates in Spanish', async () => {
    const r = await get(env.app, '/api/dashboard/graficos', admin, { agente: 2 });
    expectError(r, 400, /Parámetro no reconocido: «agente»/);
    expectError(await get(env.app, '/api/dashboard/graficos', admin, { desde: '31-11-2026' }), 400, /Fecha no válida/);
    expectError(await get(env.app, '/api/dashboard/graficos', admin, { desde: '30-11-2026', hasta: '01-11-2026' }), 400, /anterior a la inicial/);
    expectError(await get(env.app, '/api/dashboard/graficos', admin, { id_agente: 'x' }), 400);
    expect((await get(env.app, '/api/dashboard/graficos', undefined, {})).status).toBe(401);
    expectError(await get(env.app, '/api/dashboard/resumen', admin, { filtro: '1' }), 400, /Parámetro no reconocido/);
  });
});

describe('GET /api/dashboard/pendientes', () => {
  const now = () => new Date().toISOString();

  it('overdue loans, complaints and contracts ending: totals equal SQL, the oldest first', async () => {
    const d = (await get(env.app, '/api/dashboard/pendientes', admin)).body.data;
    expect(d.prestamos_vencidos.total).toBe(await count('controlllaves', `estado = 'abierto' and fecha_devolucion_prevista < '${now()}'`));
    expect(d.prestamos_vencidos.total).toBeGreaterThan(0);
    const today = limaToday();
    const in30 = new Date(Date.parse(`${today}T00:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10);
    expect(d.contratos_por_vencer.total).toBe(
      await count('controlcontratos', `estado = 'vigente' and fecha_fin is not null and fecha_fin <= '${in30}'`),
    );
    const fines = (d.contratos_por_vencer.lista as { fecha_fin: string }[]).map((c) => c.fecha_fin);
    expect(fines).toEqual([...fines].sort());
    expect(d.contratos_por_vencer.lista.length).toBe(Math.min(8, d.contratos_por_vencer.total));
    expect(d.reclamos_por_vencer).not.toBeNull();
    for (const x of d.reclamos_por_vencer.lista as { id: number }[])
      expect(await count('libroreclamaciones', `id_reclamo = ${x.id} and estado in ('pendiente', 'en_proceso')`)).toBe(1);
  });

  it('an agent: own loans, contracts and demandantes; no complaints book', async () => {
    const d = (await get(env.app, '/api/dashboard/pendientes', agente)).body.data;
    expect(d.id_agente).toBe(idAgente);
    expect(d.reclamos_por_vencer).toBeNull();
    expect(d.prestamos_vencidos.total).toBe(
      await count('controlllaves', `estado = 'abierto' and id_agente = ${idAgente} and fecha_devolucion_prevista < '${now()}'`),
    );
    expect(d.contratos_por_vencer.total).toBe(
      await count(
        'controlcontratos',
        `estado = 'vigente' and id_agente = ${idAgente} and fecha_fin is not null and fecha_fin <= '${new Date(Date.now() + 30 * 86_400_000 - 5 * 3600_000).toISOString().slice(0, 10)}'`,
      ),
    );
    expect(d.demanda_sin_oferta.activos).toBe(await count('demandantes', `estado = 'activo' and id_agente = ${idAgente}`));
    expectError(await get(env.app, '/api/dashboard/pendientes', agente, { id_agente: await userId(env.app, 'admin') }), 403);
    expectError(await get(env.app, '/api/dashboard/pendientes', agente, { desde: '01-11-2026' }), 400, /Parámetro no reconocido: «desde»/);
  });

  it('demand without supply (one SQL statement) names exactly the demandantes the matching module finds nothing for', async () => {
    // The edges of each rule, one district each: [demand, property, whether it is supply].
    const EDGES: readonly [Record<string, unknown>, Record<string, unknown>, boolean][] = [
      [{ distritos: ['Punta Negra'] }, { distrito: 'Punta Negra', precio: 22_000_000 }, true], // max × 1.1 exactly
      [{ distritos: ['San Bartolo'] }, { distrito: 'San Bartolo', precio: 22_000_100 }, false], // one sol above
      [{ distritos: ['Lurín'] }, { distrito: 'Lurín', precio: 9_000_000 }, true], // min × 0.9 exactly
      [{ distritos: ['Pachacámac'] }, { distrito: 'Pachacámac', precio: 8_999_900 }, false],
      [{ distritos: ['Santa María del Mar'] }, { distrito: 'santa MARIA del mar' }, true], // case and accents
      [{ distritos: ['Ancón'], dormitorios_min: 4 }, { distrito: 'Ancón', dormitorios: 3 }, false],
      [
        { distritos: ['Punta Hermosa'] },
        { distrito: 'Punta Hermosa', moneda: 'PEN', precio: Math.round(15_000_000 * (await exchangeRate(db()))) },
        true,
      ],
      [{ distritos: ['Chaclacayo'], tipos_inmueble: ['casa'] }, { distrito: 'Chaclacayo' }, false],
      [
        { distritos: ['Cieneguilla'], tipos_inmueble: ['terreno'], area_min: 200 },
        { distrito: 'Cieneguilla', tipo_inmueble: 'terreno', area_terreno: 250, area_construida: 50 },
        true,
      ],
    ];
    const edges: [number, boolean][] = [];
    for (const [demanda, oferta, supply] of EDGES) {
      edges.push([await createDemandante(env.app, admin, demanda), supply]);
      await createOfertante(env.app, admin, oferta);
    }
    const rate = await exchangeRate(db());
    const activos = await db()
      .selectFrom('demandantes')
      .selectAll()
      .where('estado', '=', 'activo')
      .orderBy('creado_en')
      .orderBy('id_demandante')
      .execute();
    const esperados: number[] = [];
    for (const row of activos) if ((await ofertantesFor(db(), row, { tipoCambio: rate })).length === 0) esperados.push(Number(row.id_demandante));
    expect(esperados.length).toBeLessThan(activos.length);
    for (const [i, [id, supply]] of edges.entries()) expect(esperados.includes(id), `caso ${i}: ${JSON.stringify(EDGES[i])}`).toBe(!supply);
    const sql = await demandantesSinOferta(db(), { agente: null, tipoCambio: rate });
    expect(sql.activos).toBe(activos.length);
    expect(sql.filas.map((f) => f.id_demandante)).toEqual(esperados);
    // The same through the endpoint, for the agency and for one agent (their own demandantes only).
    const d = (await get(env.app, '/api/dashboard/pendientes', admin)).body.data.demanda_sin_oferta;
    expect(d.total).toBe(esperados.length);
    expect(d.lista.map((x: { id: number }) => x.id)).toEqual(esperados.slice(0, 8));
    const propios = activos.filter((r) => Number(r.id_agente) === idAgente).map((r) => Number(r.id_demandante));
    const delAgente = (await get(env.app, '/api/dashboard/pendientes', agente)).body.data.demanda_sin_oferta;
    expect(delAgente.total).toBe(esperados.filter((id) => propios.includes(id)).length);
  });

  it('demand without supply: a demandante no available property satisfies is listed until one appears', async () => {
    const sinOferta = async (token: string) =>
      (await get(env.app, '/api/dashboard/pendientes', token)).body.data.demanda_sin_oferta as { total: number; activos: number };
    const agent0 = await sinOferta(agente);
    const admin0 = await sinOferta(admin);
    await createDemandante(env.app, agente, { distritos: ['Pucusana'], nombre: 'Sinoferta' });
    expect((await sinOferta(agente)).total).toBe(agent0.total + 1);
    expect((await sinOferta(agente)).activos).toBe(agent0.activos + 1);
    // A property that satisfies it (same district, operation, type and price range) takes it off the count.
    await createOfertante(env.app, agente, { distrito: 'Pucusana' });
    expect((await sinOferta(agente)).total).toBe(agent0.total);
    expect((await sinOferta(admin)).total).toBe(admin0.total);
    const admin1 = await sinOferta(admin);
    expect(admin1.activos).toBe(await count('demandantes', "estado = 'activo'"));
  });
});
