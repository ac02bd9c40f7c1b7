// Ofertantes, demandantes and citas through the generic API: codes, agents' rights, estado transitions, the
// checklist, change logs written atomically with their update, and the citas overlap check.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '#server/http';
import { serverHooks } from '#server/modules';
import { countRows, expectError, expectSuccess, get, login, post, startApp, userId, type TestApp } from './helpers';

let t: TestApp;
let admin: string;
let agente: string;
let otro: string;
let agenteId: number;

const nuevoInmueble = (extra: Record<string, unknown> = {}) => ({
  descripcion: 'Departamento de prueba en Miraflores',
  tipo_operacion: 'V',
  tipo_inmueble: 'departamento',
  moneda: 'USD',
  precio: 25_000_000,
  direccion: 'Av. José Larco 1234',
  distrito: 'Miraflores',
  propietario_nombre: 'Ana Torres Ríos',
  propietario_documento_tipo: 'DNI',
  propietario_documento: '45678912',
  ...extra,
});

beforeAll(async () => {
  t = await startApp();
  [admin, agente, otro] = await Promise.all([login(t.app, 'admin'), login(t.app, 'agente'), login(t.app, 'lmendoza')]);
  agenteId = await userId(t.app, 'agente');
});
afterAll(async () => t.close());

async function crear(token: string, extra: Record<string, unknown> = {}) {
  const r = await post(t.app, '/api/ofertantes/registrar', { json: nuevoInmueble(extra) }, token);
  expectSuccess(r, 201);
  return r.body.data as Record<string, unknown>;
}

describe('ofertantes', () => {
  it('gets an OF-000000 code and the ubigeo of its district; an agent becomes its agent', async () => {
    const row = await crear(agente);
    expect(row.codigo).toBe(`OF-${String(row.id_propiedad).padStart(6, '0')}`);
    expect(row.ubigeo).toBe('150122');
    expect(row.id_agente).toBe(agenteId);
    expect(row.estado).toBe('prospecto');
  });

  it('an agent cannot hand a property to another agent, nor edit or delete another agent’s', async () => {
    const otherId = await userId(t.app, 'lmendoza');
    expectError(await post(t.app, '/api/ofertantes/registrar', { json: nuevoInmueble({ id_agente: otherId }) }, agente), 403);
    const ajeno = await crear(otro);
    expectError(await post(t.app, '/api/ofertantes/actualizar', { json: { id_propiedad: ajeno.id_propiedad, precio: 1 } }, agente), 403);
    expectError(await post(t.app, '/api/ofertantes/eliminar', { id: ajeno.id_propiedad }, agente), 403);
    // Everyone reads everyone's.
    expectSuccess(await get(t.app, `/api/ofertantes/detalle/${String(ajeno.id_propiedad)}`, agente));
    // An administrator may reassign.
    expectSuccess(await post(t.app, '/api/ofertantes/actualizar', { json: { id_propiedad: ajeno.id_propiedad, id_agente: agenteId } }, admin));
  });

  it('estado follows the transitions and needs the full checklist to become disponible', async () => {
    const row = await crear(agente);
    const id = row.id_propiedad;
    expectError(
      await post(t.app, '/api/ofertantes/actualizar', { json: { id_propiedad: id, estado: 'vendido' } }, agente),
      409,
      /No se puede pasar de «Prospecto» a «Vendido»/,
    );
    const faltan = await post(t.app, '/api/ofertantes/actualizar', { json: { id_propiedad: id, estado: 'disponible', chk_precio: true } }, agente);
    expectError(faltan, 409, /Fotos, Contrato de exclusividad, Partida registral, Llave recibida/);
    // Fotos, contrato and partida are what the record holds (main photo, exclusividad, partida_registral); the rest are ticks.
    const checks = {
      imagen: 'principal.jpg',
      exclusividad: true,
      exclusividad_hasta: '2027-06-30',
      partida_registral: '12345678',
      chk_precio: true,
      chk_llave: true,
    };
    expectSuccess(await post(t.app, '/api/ofertantes/actualizar', { json: { id_propiedad: id, ...checks } }, agente));
    const ok = await post(t.app, '/api/ofertantes/actualizar', { json: { id_propiedad: id, estado: 'disponible' } }, agente);
    expectSuccess(ok);
    expect(ok.body.data.estado).toBe('disponible');
    expectSuccess(await post(t.app, '/api/ofertantes/actualizar', { json: { id_propiedad: id, estado: 'vendido' } }, agente));
    expectError(await post(t.app, '/api/ofertantes/actualizar', { json: { id_propiedad: id, estado: 'disponible' } }, agente), 409);
  });

  it('refuses creating a property directly as disponible (or later) with an incomplete checklist, as the transition does', async () => {
    const sinChecklist = await post(t.app, '/api/ofertantes/registrar', { json: nuevoInmueble({ estado: 'disponible' }) }, agente);
    expectError(sinChecklist, 409, /Fotos, Contrato de exclusividad, Partida registral, Precio acordado, Llave recibida/);
    expect(sinChecklist.body.errors.estado).toMatch(/Fotos/);
    expectError(await post(t.app, '/api/ofertantes/registrar', { json: nuevoInmueble({ estado: 'vendido' }) }, agente), 409);
    const checks = {
      imagen: 'principal.jpg',
      exclusividad: true,
      exclusividad_hasta: '2027-06-30',
      partida_registral: '12345678',
      chk_precio: true,
      chk_llave: true,
    };
    const completo = await crear(agente, { estado: 'disponible', ...checks });
    expect(completo.estado).toBe('disponible');
    expect((await crear(agente, { estado: 'por_ofertar' })).estado).toBe('por_ofertar');
  });

  it('lists with the declared filters: estado set, operation, district, price range and q', async () => {
    const filter = { estado: ['disponible', 'reservado'], tipo_operacion: 'V', distrito: 'Miraflores', precio_gte: 10_000_000, q: 'miraflores' };
    const r = await get(t.app, '/api/ofertantes/listado', admin, { filter, perPage: 100 });
    expectSuccess(r);
    expect(r.body.total).toBeGreaterThan(0);
    for (const row of r.body.data as Record<string, unknown>[]) {
      expect(['disponible', 'reservado']).toContain(row.estado);
      expect(row.tipo_operacion).toBe('V');
      expect(row.distrito).toBe('Miraflores');
      expect(Number(row.precio)).toBeGreaterThanOrEqual(10_000_000);
    }
    expectError(await get(t.app, '/api/ofertantes/listado', admin, { filter: { propietario_email: 'x' } }), 400);
  });
});

describe('cambios', () => {
  it('an update writes one cambioso row per changed field, with old and new value and the user', async () => {
    const row = await crear(agente);
    const before = await countRows(t.app, 'cambioso');
    const r = await post(
      t.app,
      '/api/ofertantes/actualizar',
      { json: { id_propiedad: row.id_propiedad, precio: 26_000_000, referencia: 'Frente al parque', descripcion: row.descripcion } },
      agente,
    );
    expectSuccess(r);
    const log = await get(t.app, '/api/cambioso/listado', admin, { filter: { id_registro: row.id_propiedad }, sort: 'fecha', order: 'ASC' });
    expectSuccess(log);
    const campos = (log.body.data as Record<string, unknown>[])
      .map((c) => [c.campo, c.valor_anterior, c.valor_nuevo, c.id_usuario])
      .sort((x, y) => String(x[0]).localeCompare(String(y[0])));
    expect(campos).toEqual([
      ['precio', 'US$ 250,000.00', 'US$ 260,000.00', agenteId],
      ['referencia', null, 'Frente al parque', agenteId],
    ]);
    expect(await countRows(t.app, 'cambioso')).toBe(before + 2);
    // Agents do not browse the change logs.
    expectError(await get(t.app, '/api/cambioso/listado', agente), 403);
  });

  it('demandantes write cambiosd; a rejected update writes none', async () => {
    const created = await post(
      t.app,
      '/api/demandantes/registrar',
      {
        json: {
          nombre: 'Lucía',
          apellido: 'Paredes',
          tipo_operacion: 'A',
          moneda: 'PEN',
          precio_min: 150_000,
          precio_max: 250_000,
          distritos: ['Lince'],
        },
      },
      agente,
    );
    expectSuccess(created, 201);
    const id = created.body.data.id_demandante;
    const before = await countRows(t.app, 'cambiosd');
    expectError(await post(t.app, '/api/demandantes/actualizar', { json: { id_demandante: id, precio_min: 300_000 } }, agente), 400, /Revise/);
    expect(await countRows(t.app, 'cambiosd')).toBe(before);
    expectSuccess(await post(t.app, '/api/demandantes/actualizar', { json: { id_demandante: id, distritos: ['Lince', 'Jesús María'] } }, agente));
    const rows = await t.app.connection.db.selectFrom('cambiosd').selectAll().where('id_registro', '=', id).execute();
    // The history shows a list as a person reads it (the choices' names), as the CSV and the screen do.
    expect(rows.map((x) => [x.campo, x.valor_anterior, x.valor_nuevo])).toEqual([['distritos', 'Lince', 'Lince, Jesús María']]);
  });

  it('is atomic with its update: when the update fails after writing, neither the change nor its log remain', async () => {
    const failing = await startApp({
      hooks: {
        ...serverHooks,
        ofertantes: {
          ...serverHooks.ofertantes,
          afterWrite: async ({ mode }) => {
            if (mode === 'update') throw new ApiError(409, 'Falla simulada después de escribir.');
          },
        },
      },
    });
    try {
      const token = await login(failing.app, 'admin');
      const r = await post(failing.app, '/api/ofertantes/registrar', { json: nuevoInmueble() }, token);
      expectSuccess(r, 201);
      const id = r.body.data.id_propiedad;
      const before = await countRows(failing.app, 'cambioso');
      expectError(
        await post(failing.app, '/api/ofertantes/actualizar', { json: { id_propiedad: id, precio: 1_000 } }, token),
        409,
        'Falla simulada después de escribir.',
      );
      expect(await countRows(failing.app, 'cambioso')).toBe(before);
      const again = await get(failing.app, `/api/ofertantes/detalle/${String(id)}`, token);
      expect(again.body.data.precio).toBe(25_000_000);
    } finally {
      await failing.close();
    }
  });

  it('a deletion keeps what the record was', async () => {
    const row = await crear(agente);
    expectSuccess(await post(t.app, '/api/ofertantes/eliminar', { id: row.id_propiedad }, agente));
    const rows = await t.app.connection.db.selectFrom('cambioso').selectAll().where('id_registro', '=', Number(row.id_propiedad)).execute();
    expect(rows.at(-1)?.campo).toBe('(registro eliminado)');
    expect(JSON.parse(String(rows.at(-1)?.valor_anterior)).descripcion).toBe(row.descripcion);
  });
});

describe('demandantes', () => {
  it('precio_min must not exceed precio_max; multi-choice filters match one element', async () => {
    const bad = await post(
      t.app,
      '/api/demandantes/registrar',
      { json: { nombre: 'X', apellido: 'Y', tipo_operacion: 'C', moneda: 'USD', precio_min: 10, precio_max: 5 } },
      agente,
    );
    expectError(bad, 400);
    expect(bad.body.errors.precio_max).toMatch(/máximo/);
    const r = await get(t.app, '/api/demandantes/listado', agente, { filter: { distritos: 'Lince' }, perPage: 100 });
    expectSuccess(r);
    expect(r.body.total).toBeGreaterThan(0);
    for (const d of r.body.data as { distritos: string[] }[]) expect(d.distritos).toContain('Lince');
    expectError(await get(t.app, '/api/demandantes/listado', agente, { filter: { distritos: 'Narnia' } }), 400);
  });
});

describe('citas', () => {
  it('end after start; overlapping citas of the agent are reported, cancelled ones are not', async () => {
    const prop = await crear(agente);
    const base = { fecha: '2030-03-04', tipo: 'visita', id_propiedad: prop.id_propiedad };
    expectError(await post(t.app, '/api/citas/registrar', { json: { ...base, hora_inicio: '10:00', hora_fin: '09:00' } }, agente), 400);
    const a = await post(t.app, '/api/citas/registrar', { json: { ...base, hora_inicio: '10:00', hora_fin: '11:00' } }, agente);
    expectSuccess(a, 201);
    const c = await post(t.app, '/api/citas/registrar', { json: { ...base, hora_inicio: '15:00', hora_fin: '16:00', estado: 'cancelada' } }, agente);
    expectSuccess(c, 201);
    const q = (inicio: string, fin: string, extra: Record<string, unknown> = {}) =>
      get(t.app, '/api/citas/solapamientos', agente, { id_agente: agenteId, fecha: '2030-03-04', hora_inicio: inicio, hora_fin: fin, ...extra });
    expect((await q('10:30', '12:00')).body.data.map((x: { id_cita: number }) => x.id_cita)).toEqual([a.body.data.id_cita]);
    expect((await q('11:00', '12:00')).body.data).toEqual([]);
    expect((await q('15:00', '15:30')).body.data).toEqual([]);
    expect((await q('10:30', '12:00', { excluir: a.body.data.id_cita })).body.data).toEqual([]);
    expectError(await q('25:00', '26:00'), 400);
    expectError(await get(t.app, '/api/citas/solapamientos', undefined, { fecha: '2030-03-04', hora_inicio: '10:00', hora_fin: '11:00' }), 401);
  });
});
