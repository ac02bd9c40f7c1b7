// Reportes: the four letters of 'Cartas e informes' as PDFs (text read back with pdftotext, poppler-utils), their
// Spanish dates and money, the caller's own cart, bad ranges refused in Spanish.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseQueryDate } from '../../src/features/reportes/server/fechas';
import { formatDateLong } from '../../src/lib/dates';
import { limaToday } from '../../src/lib/limaTime';
import { defaultSettings } from '#server/settings';
import { expectError, expectSuccess, get, login, post, startApp, userId, type TestApp } from './helpers';

let env: TestApp;
let admin: string;
let agente: string;

beforeAll(async () => {
  env = await startApp();
  admin = await login(env.app, 'admin');
  agente = await login(env.app, 'agente');
});
afterAll(async () => env.close());

const db = () => env.app.connection.db;

async function pdfText(url: string, token: string): Promise<string> {
  const res = await env.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  const file = path.join(env.dir, `r-${Date.now()}-${Math.random()}.pdf`);
  fs.writeFileSync(file, res.rawPayload);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

const agency = String(defaultSettings().agencia_nombre);
const today = `Lima, ${formatDateLong(limaToday())}`;
const money = (cents: number, moneda: string) =>
  `${moneda === 'USD' ? 'US$' : 'S/'} ${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

describe('dates of the report calls', () => {
  it('takes día-mes-año and ISO, refuses what is not a date', () => {
    expect(parseQueryDate('23-11-2026')).toBe('2026-11-23');
    expect(parseQueryDate('23/11/2026')).toBe('2026-11-23');
    expect(parseQueryDate('2026-11-23')).toBe('2026-11-23');
    expect(parseQueryDate('31-02-2026')).toBeNull();
    expect(parseQueryDate('mañana')).toBeNull();
    expect(formatDateLong('2026-11-23')).toBe('23 de noviembre de 2026');
  });
});

describe('Cartas e informes', () => {
  it("presentacioncliente: the caller's cart, with prices, addresses and the demandante", async () => {
    const props = await db()
      .selectFrom('ofertantes')
      .select(['id_propiedad', 'descripcion', 'precio', 'moneda', 'direccion', 'codigo'])
      .where('moneda', '=', 'USD')
      .orderBy('id_propiedad')
      .limit(2)
      .execute();
    const pen = await db()
      .selectFrom('ofertantes')
      .select(['id_propiedad', 'precio', 'moneda', 'codigo'])
      .where('moneda', '=', 'PEN')
      .orderBy('id_propiedad')
      .limit(1)
      .execute();
    const idAgente = await userId(env.app, 'agente');
    for (const p of [...props, ...pen]) await post(env.app, '/api/carrito/agregar', { id_usuario: idAgente, id_propiedad: p.id_propiedad }, agente);
    const dem = await db()
      .selectFrom('demandantes')
      .select(['id_demandante', 'nombre', 'apellido'])
      .orderBy('id_demandante')
      .executeTakeFirstOrThrow();
    const text = await pdfText(`/api/reportes/presentacioncliente?id_demandante=${String(dem.id_demandante)}`, agente);
    const agent = await db().selectFrom('usuarios').select(['nombre', 'apellido']).where('id_usuario', '=', idAgente).executeTakeFirstOrThrow();
    for (const expected of [
      agency,
      'Presentación de inmuebles',
      `${String(dem.nombre)} ${String(dem.apellido)}`,
      today,
      `${String(agent.nombre)} ${String(agent.apellido)}`,
    ])
      expect(text).toContain(expected);
    for (const p of [...props, ...pen]) {
      expect(text).toContain(String(p.codigo));
      expect(text).toContain(money(Number(p.precio), String(p.moneda)));
    }
    expect(text).toContain(String(props[0]!.direccion));
  });

  it('presentacioncliente: one property with one of each reads in the singular (1 baño, not 1 baños)', async () => {
    const p = await db()
      .selectFrom('ofertantes')
      .select(['id_propiedad', 'codigo'])
      .where('tipo_inmueble', '=', 'departamento')
      .orderBy('id_propiedad', 'desc')
      .executeTakeFirstOrThrow();
    await db().updateTable('ofertantes').set({ dormitorios: 1, banos: 1, cocheras: 1 }).where('id_propiedad', '=', p.id_propiedad).execute();
    const idAdmin = await userId(env.app, 'admin');
    expectSuccess(await post(env.app, '/api/carrito/agregar', { id_usuario: idAdmin, id_propiedad: p.id_propiedad }, admin), 201);
    const dem = await db().selectFrom('demandantes').select('id_demandante').orderBy('id_demandante').executeTakeFirstOrThrow();
    const text = (await pdfText(`/api/reportes/presentacioncliente?id_demandante=${String(dem.id_demandante)}`, admin)).replace(/\s+/g, ' ');
    expect(text).toContain('1 dormitorio · 1 baño · 1 cochera');
    expect(text).toContain('le presentamos un inmueble seleccionado para usted');
    expect(text).not.toMatch(/\b1 (dormitorios|baños|cocheras)\b|inmueble\(s\)/);
    await post(env.app, '/api/carrito/vaciar', {}, admin);
  });

  it("presentacioncliente: an empty cart is a Spanish 400 (the admin's cart is their own)", async () => {
    const r = await get(env.app, '/api/reportes/presentacioncliente', admin, { id_demandante: 1 });
    expectError(r, 400, /carrito de ofertantes está vacío/);
    expectError(await get(env.app, '/api/reportes/presentacioncliente', admin, {}), 400, /Elija un demandante/);
  });

  it('reporteactividad: citas, contacts and changes of the property in the range', async () => {
    const cita = await db()
      .selectFrom('citas as c')
      .innerJoin('demandantes as d', 'd.id_demandante', 'c.id_demandante')
      .select(['c.id_propiedad', 'c.fecha', 'd.nombre', 'd.apellido'])
      .orderBy('c.id_cita')
      .executeTakeFirstOrThrow();
    const prop = await db()
      .selectFrom('ofertantes')
      .select(['codigo', 'propietario_nombre'])
      .where('id_propiedad', '=', Number(cita.id_propiedad))
      .executeTakeFirstOrThrow();
    const f = String(cita.fecha);
    const dmy = `${f.slice(8, 10)}-${f.slice(5, 7)}-${f.slice(0, 4)}`;
    const text = await pdfText(`/api/reportes/reporteactividad?id_propiedad=${String(cita.id_propiedad)}&desde=${dmy}&hasta=${f}`, agente);
    for (const expected of [
      agency,
      'Reporte de actividad',
      `Del ${dmy.replace(/-/g, '/')} al ${dmy.replace(/-/g, '/')}`,
      String(prop.codigo),
      String(prop.propietario_nombre),
      `${String(cita.nombre)} ${String(cita.apellido)}`,
      'Visitas y citas',
      today,
    ])
      expect(text).toContain(expected);
  });

  it('reporteactividad: price changes from cambioso', async () => {
    const change = await db()
      .selectFrom('cambioso')
      .select(['id_registro', 'fecha', 'valor_anterior', 'valor_nuevo'])
      .where('campo', '=', 'precio')
      .orderBy('id_cambio')
      .executeTakeFirstOrThrow();
    const day = new Date(Date.parse(String(change.fecha)) - 5 * 3600_000).toISOString().slice(0, 10);
    const text = await pdfText(`/api/reportes/reporteactividad?id_propiedad=${String(change.id_registro)}&desde=${day}&hasta=${day}`, admin);
    expect(text).toContain(String(change.valor_anterior));
    expect(text).toContain(String(change.valor_nuevo));
  });

  it('reporteactividad: bad ranges are 400 with Spanish errors', async () => {
    expectError(
      await get(env.app, '/api/reportes/reporteactividad', agente, { id_propiedad: 1, desde: '31-12-2026', hasta: '01-12-2026' }),
      400,
      /anterior a la inicial/,
    );
    const r = await get(env.app, '/api/reportes/reporteactividad', agente, { id_propiedad: 1, desde: 'ayer' });
    expectError(r, 400, /Fecha no válida/);
    expect(r.body.errors.desde).toMatch(/día-mes-año/);
  });

  it('cartanuevopropietario and cartaporletrero: owner, property, price, agent, Spanish date', async () => {
    const p = await db()
      .selectFrom('ofertantes as o')
      .innerJoin('usuarios as u', 'u.id_usuario', 'o.id_agente')
      .select([
        'o.id_propiedad',
        'o.codigo',
        'o.direccion',
        'o.precio',
        'o.moneda',
        'o.propietario_nombre',
        'o.propietario_documento',
        'o.tipo_operacion',
        'u.nombre',
        'u.apellido',
      ])
      .where('o.tipo_operacion', '=', 'V')
      .orderBy('o.id_propiedad')
      .executeTakeFirstOrThrow();
    const nuevo = await pdfText(`/api/reportes/cartanuevopropietario?id_propiedad=${String(p.id_propiedad)}`, agente);
    for (const expected of [
      'Bienvenida al nuevo propietario',
      agency,
      String(p.propietario_nombre),
      String(p.codigo),
      String(p.direccion),
      money(Number(p.precio), String(p.moneda)),
      `${String(p.nombre)} ${String(p.apellido)}`,
      today,
      'la venta',
    ])
      expect(nuevo).toContain(expected);
    const letrero = await pdfText(`/api/reportes/cartaporletrero?id_propiedad=${String(p.id_propiedad)}`, agente);
    for (const expected of [
      'Solicitud para colocar un letrero',
      String(p.propietario_nombre),
      String(p.propietario_documento),
      '«SE VENDE»',
      'Autorización del propietario',
      today,
    ])
      expect(letrero).toContain(expected);
  });

  it('needs a token, and answers 404 for an unknown property', async () => {
    expect((await get(env.app, '/api/reportes/cartaporletrero', undefined, { id_propiedad: 1 })).status).toBe(401);
    expect((await get(env.app, '/api/reportes/cartaporletrero', agente, { id_propiedad: 999999 })).status).toBe(404);
  });
});

describe('GET /api/dashboard/resumen', () => {
  const range = { desde: '01-09-2026', hasta: '30-11-2026' };
  const one = async (query: string, ...params: unknown[]) => {
    const { sql } = await import('kysely');
    const r = await sql
      .raw<{ n: number }>(
        query.replace(/\?/g, () => {
          const v = params.shift();
          return typeof v === 'number' ? String(v) : `'${String(v)}'`;
        }),
      )
      .execute(db());
    return Number(r.rows[0]?.n ?? 0);
  };

  it("the administrator's figures equal counts made directly in SQL, and the previous period is compared", async () => {
    const r = await get(env.app, '/api/dashboard/resumen', admin, range);
    expect(r.status, r.text).toBe(200);
    const d = r.body.data;
    expect(d.periodo).toEqual({ desde: '2026-09-01', hasta: '2026-11-30' });
    expect(d.anterior).toEqual({ desde: '2026-06-02', hasta: '2026-08-31' });
    expect(d.captaciones.actual).toBe(await one("select count(*) n from ofertantes where fecha_captacion between '2026-09-01' and '2026-11-30'"));
    expect(d.captaciones.anterior).toBe(await one("select count(*) n from ofertantes where fecha_captacion between '2026-06-02' and '2026-08-31'"));
    expect(d.disponibles.venta).toBe(await one("select count(*) n from ofertantes where estado = 'disponible' and tipo_operacion = 'V'"));
    expect(d.citas.programadas.actual).toBe(
      await one("select count(*) n from citas where estado = 'programada' and fecha between '2026-09-01' and '2026-11-30'"),
    );
    expect(d.contratos.actual).toBe(await one("select count(*) n from controlcontratos where fecha_firma between '2026-09-01' and '2026-11-30'"));
    const usd = d.cierres.find((c: { operacion: string; moneda: string }) => c.operacion === 'vendido' && c.moneda === 'USD');
    expect(usd.cantidad.actual).toBe(
      await one(
        "select count(*) n from controlcontratos where tipo = 'compraventa' and moneda = 'USD' and fecha_firma between '2026-09-01' and '2026-11-30'",
      ),
    );
    expect(usd.monto.actual).toBe(
      await one(
        "select coalesce(sum(monto), 0) n from controlcontratos where tipo = 'compraventa' and moneda = 'USD' and fecha_firma between '2026-09-01' and '2026-11-30'",
      ),
    );
    expect(usd.monto.actual).toBeGreaterThan(0);
  });

  it('never sums currencies blindly: the S/ equivalent converts US$ at the configured rate and says which', async () => {
    await post(env.app, '/api/configuracion/actualizar', { json: { tipo_cambio: 4 } }, admin);
    const d = (await get(env.app, '/api/dashboard/resumen', admin, range)).body.data;
    const rate = d.cierres_equivalente_pen.tipo_cambio;
    expect(rate).toBe(4);
    const sum = (m: string) =>
      d.cierres.filter((c: { moneda: string }) => c.moneda === m).reduce((a: number, c: { monto: { actual: number } }) => a + c.monto.actual, 0);
    expect(d.cierres_equivalente_pen.actual).toBe(Math.round(sum('PEN') + sum('USD') * rate));
    expect(d.cierres_equivalente_pen.actual).not.toBe(sum('PEN') + sum('USD'));
  });

  it("an agent gets their own figures (and may not ask for another agent's)", async () => {
    const idAgente = await userId(env.app, 'agente');
    const d = (await get(env.app, '/api/dashboard/resumen', agente, range)).body.data;
    expect(d.id_agente).toBe(idAgente);
    expect(d.captaciones.actual).toBe(
      await one("select count(*) n from ofertantes where id_agente = ? and fecha_captacion between '2026-09-01' and '2026-11-30'", idAgente),
    );
    expect(d.contratos.actual).toBe(
      await one("select count(*) n from controlcontratos where id_agente = ? and fecha_firma between '2026-09-01' and '2026-11-30'", idAgente),
    );
    const all = (await get(env.app, '/api/dashboard/resumen', admin, range)).body.data;
    expect(d.captaciones.actual).toBeLessThan(all.captaciones.actual);
    const idAdmin = await userId(env.app, 'admin');
    expect((await get(env.app, '/api/dashboard/resumen', agente, { ...range, id_agente: idAdmin })).status).toBe(403);
    expect((await get(env.app, '/api/dashboard/resumen', admin, { ...range, id_agente: idAgente })).body.data.captaciones.actual).toBe(
      d.captaciones.actual,
    );
  });

  it('refuses bad periods in Spanish', async () => {
    expectError(await get(env.app, '/api/dashboard/resumen', admin, { desde: '30-11-2026', hasta: '01-11-2026' }), 400, /anterior a la inicial/);
    expectError(await get(env.app, '/api/dashboard/resumen', admin, { desde: 'hoy' }), 400, /Fecha no válida/);
  });
});

describe('Reportes › Agentes and Propiedades (administrators)', () => {
  const range = { desde: '01-01-2026', hasta: '30-11-2026' };
  const count = async (table: string, where: string) => {
    const { sql } = await import('kysely');
    return Number((await sql.raw<{ n: number }>(`select count(*) n from ${table} where ${where}`).execute(db())).rows[0]!.n);
  };

  it('refuses agents (403) on every format', async () => {
    for (const formato of ['json', 'csv', 'pdf']) {
      expect((await get(env.app, '/api/reportes/agentes', agente, { ...range, formato })).status).toBe(403);
      expect((await get(env.app, '/api/reportes/propiedades', agente, { formato })).status).toBe(403);
    }
  });

  it('agentes: per-agent figures and totals equal SQL counts', async () => {
    const r = await get(env.app, '/api/reportes/agentes', admin, range);
    expect(r.status, r.text).toBe(200);
    const rows = r.body.data.valores as { id_agente: number; captaciones: number; contratos: number; citas_programadas: number }[];
    const id = await userId(env.app, 'agente');
    const mine = rows.find((x) => x.id_agente === id);
    expect(mine?.captaciones).toBe(await count('ofertantes', `id_agente = ${id} and fecha_captacion between '2026-01-01' and '2026-11-30'`));
    expect(mine?.contratos).toBe(await count('controlcontratos', `id_agente = ${id} and fecha_firma between '2026-01-01' and '2026-11-30'`));
    const total = r.body.data.total as string[];
    expect(Number(total[6])).toBe(
      await count(
        'controlcontratos',
        "fecha_firma between '2026-01-01' and '2026-11-30' and id_agente in (select id_usuario from usuarios where estado = 'activo')",
      ),
    );
    expect(r.body.data.nota).toMatch(/tipo de cambio configurado/);
  });

  it('agentes: CSV with BOM and Spanish headers; PDF with the table', async () => {
    const csv = await env.app.inject({
      method: 'GET',
      url: '/api/reportes/agentes?formato=csv&separador=;&desde=01-01-2026&hasta=30-11-2026',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(csv.body).toContain('Agente;Captaciones;Citas programadas;Citas realizadas');
    const text = await pdfText('/api/reportes/agentes?formato=pdf&desde=01-01-2026&hasta=30-11-2026', admin);
    for (const expected of ['Reporte de agentes', 'Del 01/01/2026 al 30/11/2026', 'Captaciones', 'Total', agency]) expect(text).toContain(expected);
  });

  it('propiedades: grouped counts equal SQL, filters apply, totals per currency', async () => {
    const r = await get(env.app, '/api/reportes/propiedades', admin, { agrupar: 'estado' });
    expect(r.status, r.text).toBe(200);
    const disp = (r.body.data.valores as { grupo: string; cantidad_pen: number; cantidad_usd: number }[]).find((v) => v.grupo === 'disponible');
    expect((disp?.cantidad_pen ?? 0) + (disp?.cantidad_usd ?? 0)).toBe(await count('ofertantes', "estado = 'disponible'"));
    expect(Number(r.body.data.total[1])).toBe(await count('ofertantes', '1 = 1'));
    const f = await get(env.app, '/api/reportes/propiedades', admin, {
      agrupar: 'distrito',
      tipo_operacion: 'V',
      moneda: 'USD',
      precio_min: '100000',
      precio_max: '300000',
    });
    expect(Number(f.body.data.total[1])).toBe(
      await count('ofertantes', "tipo_operacion = 'V' and moneda = 'USD' and precio between 10000000 and 30000000"),
    );
    expectError(await get(env.app, '/api/reportes/propiedades', admin, { precio_min: '1000' }), 400, /elija la moneda/);
    expectError(await get(env.app, '/api/reportes/propiedades', admin, { formato: 'xls' }), 400, /Formato no válido/);
    const text = await pdfText('/api/reportes/propiedades?formato=pdf&agrupar=tipo_inmueble', admin);
    for (const expected of ['Reporte de propiedades', 'Departamento', 'US$', 'S/']) expect(text).toContain(expected);
  });
});

describe('every Reportes and dashboard call refuses an unknown or malformed query parameter (Spanish 400, nothing changes)', () => {
  const unknown = (name: string) => new RegExp(`Parámetro no reconocido: «${name}»`);
  const once = /una sola vez/;
  const badId = /identificador no es válido/;
  const CASES: readonly (readonly [url: string, msg: RegExp])[] = [
    ['/api/reportes/presentacioncliente?id_demandante=1&extra=1', unknown('extra')],
    ['/api/reportes/presentacioncliente?id_demandante=abc', badId],
    ['/api/reportes/reporteactividad?id_propiedad=1&desde=01-11-2026&hasta=30-11-2026&formato=pdf', unknown('formato')],
    ['/api/reportes/reporteactividad?id_propiedad=1&desde=01-11-2026&desde=02-11-2026', once],
    ['/api/reportes/cartanuevopropietario?id_propiedad=1&id_demandante=1', unknown('id_demandante')],
    ['/api/reportes/cartanuevopropietario?id_propiedad=-3', badId],
    ['/api/reportes/cartaporletrero?id_propiedad=1&Id_Propiedad=1', unknown('Id_Propiedad')],
    ['/api/reportes/agentes?desde=01-11-2026&hasta=30-11-2026&agrupar=estado', unknown('agrupar')],
    ['/api/reportes/agentes?formato=csv&separador=%7C', /Separador no válido/],
    ['/api/reportes/agentes?formato=pdf&x=1', unknown('x')],
    ['/api/reportes/agentes?formato=xml', /Formato no válido/],
    ['/api/reportes/propiedades?agrupar=distrito&orden=1', unknown('orden')],
    ['/api/reportes/propiedades?formato=pdf&precio_min=abc&moneda=PEN', /Escriba un número/],
    ['/api/reportes/propiedades?formato=csv&agrupar=color', /Agrupación no válida/],
    ['/api/reportes/propiedades?formato=csv&estado=disponible&estado=vendido', once],
    ['/api/dashboard/resumen?desde=01-11-2026&limite=5', unknown('limite')],
    ['/api/dashboard/resumen?id_agente=x', badId],
    ['/api/dashboard/graficos?desde=01-11-2026&desde=02-11-2026', once],
    ['/api/dashboard/pendientes?id_agente=1&id_agente=2', once],
    ['/api/dashboard/pendientes?desde=01-11-2026', unknown('desde')],
  ];

  it.each(CASES)('%s', async (url, msg) => {
    const before = await db()
      .selectFrom('actividadsistema')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const r = await get(env.app, url, admin);
    expectError(r, 400, msg);
    expect(r.text).not.toMatch(/select |at .*\.ts:|stack/i);
    const after = await db()
      .selectFrom('actividadsistema')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('the same calls without the bad parameter answer', async () => {
    for (const url of [
      '/api/reportes/cartaporletrero?id_propiedad=1',
      '/api/reportes/agentes?formato=csv&separador=%3B',
      '/api/reportes/propiedades?agrupar=distrito',
      '/api/dashboard/pendientes?id_agente=1',
    ]) {
      expect((await get(env.app, url, admin)).status, url).toBe(200);
    }
  });
});
