// Documentos, Legal and Directorios through the API: the key inventory and its loans (one open loan per key,
// also under a race), returns, lost keys, the cita warning, overdue and contract notices once, contracts and
// SUNARP rules, brokers' RUC, and what agents may not do.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractDeadlines } from '../../src/resources/controlcontratos/server/avisos';
import { notifyOverdueLoans } from '../../src/resources/controlllaves/server/avisos';
import { countRows, expectError, expectSuccess, get, login, post, startApp, userId, type TestApp } from './helpers';

let t: TestApp;
let admin: string;
let agente: string;
let agenteId: number;
let propiedad: number;

const hour = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

beforeAll(async () => {
  t = await startApp();
  [admin, agente] = await Promise.all([login(t.app, 'admin'), login(t.app, 'agente')]);
  agenteId = await userId(t.app, 'agente');
  const p = await t.app.connection.db.selectFrom('ofertantes').select('id_propiedad').orderBy('id_propiedad', 'desc').executeTakeFirstOrThrow();
  propiedad = Number(p.id_propiedad);
});
afterAll(async () => t.close());

async function nuevaLlave(extra: Record<string, unknown> = {}) {
  const r = await post(t.app, '/api/llaves/registrar', { json: { id_propiedad: propiedad, casillero: 'Z-99', copias: 2, ...extra } }, admin);
  expectSuccess(r, 201);
  return r.body.data as { id_llave: number; codigo: string; estado: string };
}

const prestamo = (idLlave: number, extra: Record<string, unknown> = {}) => ({
  id_llave: idLlave,
  prestatario_tipo: 'agente',
  id_agente: agenteId,
  fecha_salida: iso(Date.now() - hour),
  fecha_devolucion_prevista: iso(Date.now() + 3 * hour),
  motivo: 'Visita con cliente',
  ...extra,
});

async function estadoLlave(id: number) {
  const r = await get(t.app, `/api/llaves/detalle/${id}`, admin);
  return r.body.data.estado as string;
}

describe('llaves y préstamos', () => {
  it('a key gets its LL code and is available; lending marks it prestada', async () => {
    const llave = await nuevaLlave();
    expect(llave.codigo).toBe(`LL-${String(llave.id_llave).padStart(4, '0')}`);
    expect(llave.estado).toBe('disponible');
    const r = await post(t.app, '/api/controlllaves/registrar', { json: prestamo(llave.id_llave) }, admin);
    expectSuccess(r, 201);
    expect(r.body.data.estado).toBe('abierto');
    expect(await estadoLlave(llave.id_llave)).toBe('prestada');
  });

  it("the property's 'Llave recibida' follows the inventory: a registered key ticks it, a lost or deleted one clears it", async () => {
    const db = t.app.connection.db;
    const p = await db
      .selectFrom('ofertantes')
      .select('id_propiedad')
      .where('estado', '=', 'prospecto')
      .orderBy('id_propiedad')
      .executeTakeFirstOrThrow();
    const id = Number(p.id_propiedad);
    for (const k of await db.selectFrom('llaves').select('id_llave').where('id_propiedad', '=', id).execute()) {
      await db.deleteFrom('controlllaves').where('id_llave', '=', Number(k.id_llave)).execute();
      await db.deleteFrom('llaves').where('id_llave', '=', Number(k.id_llave)).execute();
    }
    await db.updateTable('ofertantes').set({ chk_llave: 0 }).where('id_propiedad', '=', id).execute();
    const chk = async () =>
      Number((await db.selectFrom('ofertantes').select('chk_llave').where('id_propiedad', '=', id).executeTakeFirstOrThrow()).chk_llave);
    const r = await post(t.app, '/api/llaves/registrar', { json: { id_propiedad: id, copias: 1 } }, admin);
    expect(await chk()).toBe(1);
    const loan = await post(t.app, '/api/controlllaves/registrar', { json: prestamo(r.body.data.id_llave) }, admin);
    expect(await chk()).toBe(1);
    await post(t.app, '/api/controlllaves/extraviar', { id_prestamo: String(loan.body.data.id_prestamo) }, admin);
    expect(await chk()).toBe(0);
    await post(t.app, '/api/llaves/recuperar', { id_llave: String(r.body.data.id_llave) }, admin);
    expect(await chk()).toBe(1);
    expectSuccess(await post(t.app, '/api/llaves/eliminar', { id: String(r.body.data.id_llave) }, admin));
    expect(await chk()).toBe(0);
  });

  it('a key that is out cannot be lent again (409, Spanish, nothing written)', async () => {
    const llave = await nuevaLlave();
    expectSuccess(await post(t.app, '/api/controlllaves/registrar', { json: prestamo(llave.id_llave) }, admin), 201);
    const before = await countRows(t.app, 'controlllaves');
    const r = await post(t.app, '/api/controlllaves/registrar', { json: prestamo(llave.id_llave) }, admin);
    expectError(r, 409, /ya está prestada/);
    expect(await countRows(t.app, 'controlllaves')).toBe(before);
  });

  it('two loans of the same key at once: exactly one', async () => {
    const llave = await nuevaLlave();
    const results = await Promise.all(
      Array.from({ length: 6 }, () => post(t.app, '/api/controlllaves/registrar', { json: prestamo(llave.id_llave) }, admin)),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 201)) expectError(r, 409);
    const open = await t.app.connection.db
      .selectFrom('controlllaves')
      .select('id_prestamo')
      .where('id_llave', '=', llave.id_llave)
      .where('estado', '=', 'abierto')
      .execute();
    expect(open).toHaveLength(1);
  });

  it('the database itself refuses a second open loan of one key', async () => {
    const llave = await nuevaLlave();
    const row = {
      id_llave: llave.id_llave,
      prestatario_tipo: 'externo',
      prestatario_nombre: 'X',
      fecha_salida: iso(Date.now()),
      fecha_devolucion_prevista: iso(Date.now() + hour),
      estado: 'abierto',
      creado_en: iso(Date.now()),
      actualizado_en: iso(Date.now()),
    };
    await t.app.connection.db.insertInto('controlllaves').values(row).execute();
    await expect(t.app.connection.db.insertInto('controlllaves').values(row).execute()).rejects.toThrow();
  });

  it('return then lend again works; a closed loan cannot be returned twice', async () => {
    const llave = await nuevaLlave();
    const first = await post(t.app, '/api/controlllaves/registrar', { json: prestamo(llave.id_llave) }, admin);
    const id = first.body.data.id_prestamo as number;
    const back = await post(t.app, '/api/controlllaves/devolver', { id_prestamo: String(id), observaciones: 'Devuelta completa' }, admin);
    expectSuccess(back);
    expect(back.body.data.estado).toBe('devuelto');
    expect(typeof back.body.data.fecha_devolucion).toBe('string');
    expect(await estadoLlave(llave.id_llave)).toBe('disponible');
    expectError(await post(t.app, '/api/controlllaves/devolver', { id_prestamo: String(id) }, admin), 409);
    expectSuccess(await post(t.app, '/api/controlllaves/registrar', { json: prestamo(llave.id_llave) }, admin), 201);
  });

  it('a lost key cannot be lent until it is found', async () => {
    const llave = await nuevaLlave();
    const first = await post(t.app, '/api/controlllaves/registrar', { json: prestamo(llave.id_llave) }, admin);
    expectSuccess(await post(t.app, '/api/controlllaves/extraviar', { id_prestamo: String(first.body.data.id_prestamo) }, admin));
    expect(await estadoLlave(llave.id_llave)).toBe('extraviada');
    expectError(await post(t.app, '/api/controlllaves/registrar', { json: prestamo(llave.id_llave) }, admin), 409, /extraviada/);
    expectSuccess(await post(t.app, '/api/llaves/recuperar', { id_llave: String(llave.id_llave) }, admin));
    expectSuccess(await post(t.app, '/api/controlllaves/registrar', { json: prestamo(llave.id_llave) }, admin), 201);
  });

  it('the borrower must match its kind; an outside person needs a valid document', async () => {
    const llave = await nuevaLlave();
    let r = await post(
      t.app,
      '/api/controlllaves/registrar',
      { json: prestamo(llave.id_llave, { prestatario_tipo: 'externo', id_agente: null }) },
      admin,
    );
    expectError(r, 400);
    expect(Object.keys(r.body.errors)).toEqual(expect.arrayContaining(['prestatario_nombre', 'prestatario_documento']));
    r = await post(
      t.app,
      '/api/controlllaves/registrar',
      {
        json: prestamo(llave.id_llave, {
          prestatario_tipo: 'externo',
          prestatario_nombre: 'Pedro Ruiz',
          prestatario_documento_tipo: 'DNI',
          prestatario_documento: '1234',
        }),
      },
      admin,
    );
    expectError(r, 400);
    expect(r.body.errors.prestatario_documento).toMatch(/DNI/);
    r = await post(
      t.app,
      '/api/controlllaves/registrar',
      { json: prestamo(llave.id_llave, { fecha_devolucion_prevista: iso(Date.now() - 2 * hour) }) },
      admin,
    );
    expectError(r, 400);
    expect(r.body.errors.fecha_devolucion_prevista).toMatch(/posterior/);
    r = await post(
      t.app,
      '/api/controlllaves/registrar',
      {
        json: prestamo(llave.id_llave, {
          prestatario_tipo: 'externo',
          prestatario_nombre: 'Pedro Ruiz',
          prestatario_documento_tipo: 'DNI',
          prestatario_documento: '45678912',
        }),
      },
      admin,
    );
    expectSuccess(r, 201);
    expect(r.body.data.id_agente).toBeNull();
  });

  it("only the chosen kind's borrower is kept: what a form kept of another kind is stored empty, also when the kind changes", async () => {
    const llave = await nuevaLlave();
    const db = t.app.connection.db;
    const stored = async (id: number) =>
      db
        .selectFrom('controlllaves')
        .select(['prestatario_tipo', 'id_agente', 'id_corredor', 'prestatario_nombre', 'prestatario_documento_tipo', 'prestatario_documento'])
        .where('id_prestamo', '=', id)
        .executeTakeFirstOrThrow();
    // Typed as 'Otra persona' first (a half-typed DNI), then switched to 'Agente': the hidden inputs still hold it.
    const r = await post(
      t.app,
      '/api/controlllaves/registrar',
      { json: prestamo(llave.id_llave, { prestatario_nombre: 'Pedro Ruiz', prestatario_documento_tipo: 'DNI', prestatario_documento: '4567' }) },
      admin,
    );
    expectSuccess(r, 201);
    const id = r.body.data.id_prestamo as number;
    expect(await stored(id)).toEqual({
      prestatario_tipo: 'agente',
      id_agente: agenteId,
      id_corredor: null,
      prestatario_nombre: null,
      prestatario_documento_tipo: null,
      prestatario_documento: null,
    });
    // Changed to an outside person: the agent goes; then to a broker: the person goes.
    const corredor = await db.selectFrom('corredores').select('id_corredor').executeTakeFirstOrThrow();
    const ext = {
      prestatario_tipo: 'externo',
      prestatario_nombre: 'Pedro Ruiz',
      prestatario_documento_tipo: 'DNI',
      prestatario_documento: '45678912',
    };
    expectSuccess(await post(t.app, '/api/controlllaves/actualizar', { json: { id_prestamo: id, ...ext } }, admin));
    expect(await stored(id)).toEqual({ ...ext, id_agente: null, id_corredor: null });
    expectSuccess(
      await post(
        t.app,
        '/api/controlllaves/actualizar',
        { json: { id_prestamo: id, prestatario_tipo: 'corredor', id_corredor: corredor.id_corredor } },
        admin,
      ),
    );
    expect(await stored(id)).toEqual({
      prestatario_tipo: 'corredor',
      id_agente: null,
      id_corredor: corredor.id_corredor,
      prestatario_nombre: null,
      prestatario_documento_tipo: null,
      prestatario_documento: null,
    });
  });

  it("the cita warning lists the loans of the property's keys at that time", async () => {
    const llave = await nuevaLlave();
    // Two days ahead at 10:00 in Lima, so that the hour window below never crosses midnight whenever the test runs.
    const day = new Date(Date.now() + 48 * hour - 5 * hour).toISOString().slice(0, 10);
    const salida = new Date(`${day}T10:00:00-05:00`);
    await post(
      t.app,
      '/api/controlllaves/registrar',
      { json: prestamo(llave.id_llave, { fecha_salida: iso(salida.getTime()), fecha_devolucion_prevista: iso(salida.getTime() + 4 * hour) }) },
      admin,
    );
    const lima = (d: Date) => new Date(d.getTime() - 5 * hour).toISOString();
    const fecha = lima(salida).slice(0, 10);
    const hora = (d: Date) => lima(d).slice(11, 16);
    const during = await get(t.app, '/api/llaves/prestadas', agente, {
      id_propiedad: propiedad,
      fecha,
      hora_inicio: hora(new Date(salida.getTime() + hour)),
      hora_fin: hora(new Date(salida.getTime() + 2 * hour)),
    });
    expectSuccess(during);
    expect(during.body.data.map((x: { codigo: string }) => x.codigo)).toContain(llave.codigo);
    const before = await get(t.app, '/api/llaves/prestadas', agente, {
      id_propiedad: propiedad,
      fecha: '2020-01-01',
      hora_inicio: '10:00',
      hora_fin: '11:00',
    });
    expect(before.body.data.map((x: { codigo: string }) => x.codigo)).not.toContain(llave.codigo);
    expectError(
      await get(t.app, '/api/llaves/prestadas', agente, { id_propiedad: propiedad, fecha: '31-12-2026', hora_inicio: '10:00', hora_fin: '11:00' }),
      400,
    );
  });

  it('an overdue loan notifies the agent and the administrators once, also after a restart of the job', async () => {
    const llave = await nuevaLlave();
    const r = await post(
      t.app,
      '/api/controlllaves/registrar',
      { json: prestamo(llave.id_llave, { fecha_salida: iso(Date.now() - 10 * hour), fecha_devolucion_prevista: iso(Date.now() - 2 * hour) }) },
      admin,
    );
    const id = r.body.data.id_prestamo as number;
    const db = t.app.connection.db;
    const count = async () =>
      (await db.selectFrom('notificaciones').select('id').where('recurso', '=', 'controlllaves').where('id_registro', '=', id).execute()).length;
    expect(await count()).toBe(0);
    await notifyOverdueLoans(db);
    const admins = (await db.selectFrom('usuarios').select('id_usuario').where('tipo', '=', 'Administrador').where('estado', '=', 'activo').execute())
      .length;
    expect(await count()).toBe(admins + 1);
    await notifyOverdueLoans(db);
    expect((await t.app.jobs.run('prestamos_vencidos')).status).toBe('ok');
    expect(await count()).toBe(admins + 1);
    const mine = await db
      .selectFrom('notificaciones')
      .select('mensaje')
      .where('id_usuario', '=', agenteId)
      .where('id_registro', '=', id)
      .executeTakeFirstOrThrow();
    expect(String(mine.mensaje)).toContain(llave.codigo);
  });

  it('an overdue loan whose agent is no longer set notifies whoever lent the key and the administrators', async () => {
    const llave = await nuevaLlave();
    const late = { fecha_salida: iso(Date.now() - 10 * hour), fecha_devolucion_prevista: iso(Date.now() - 2 * hour) };
    const r = await post(t.app, '/api/controlllaves/registrar', { json: prestamo(llave.id_llave, late) }, admin);
    const id = r.body.data.id_prestamo as number;
    const db = t.app.connection.db;
    await db.updateTable('controlllaves').set({ id_agente: null }).where('id_prestamo', '=', id).execute();
    await notifyOverdueLoans(db);
    const to = await db
      .selectFrom('notificaciones')
      .select('id_usuario')
      .where('recurso', '=', 'controlllaves')
      .where('id_registro', '=', id)
      .execute();
    const admins = await db.selectFrom('usuarios').select('id_usuario').where('tipo', '=', 'Administrador').where('estado', '=', 'activo').execute();
    expect(to.map((n) => n.id_usuario).sort()).toEqual(admins.map((a) => a.id_usuario).sort());
  });

  it('a property with keys is not deleted (409) and keeps its photos', async () => {
    const llave = await nuevaLlave();
    expect(llave.id_llave).toBeGreaterThan(0);
    const before = await countRows(t.app, 'imagenes');
    expectError(await post(t.app, '/api/ofertantes/eliminar', { id: String(propiedad) }, admin), 409, /llaves/);
    expect(await countRows(t.app, 'imagenes')).toBe(before);
    expectSuccess(await get(t.app, `/api/ofertantes/detalle/${propiedad}`, admin));
  });

  it('agents read keys and loans but cannot write them', async () => {
    expectSuccess(await get(t.app, '/api/controlllaves/listado', agente));
    expectSuccess(await get(t.app, '/api/llaves/listado', agente));
    const llave = await nuevaLlave();
    expectError(await post(t.app, '/api/controlllaves/registrar', { json: prestamo(llave.id_llave) }, agente), 403);
    expectError(await post(t.app, '/api/llaves/registrar', { json: { id_propiedad: propiedad, copias: 1 } }, agente), 403);
    expectError(await post(t.app, '/api/controlllaves/devolver', { id_prestamo: '1' }, agente), 403);
  });
});

describe('contratos', () => {
  const contrato = (extra: Record<string, unknown> = {}) => ({
    tipo: 'exclusividad',
    id_propiedad: propiedad,
    partes: 'Ana Torres (DNI 45678912) y la inmobiliaria',
    fecha_inicio: '2026-01-01',
    fecha_fin: '2026-12-31',
    moneda: 'USD',
    estado: 'borrador',
    ...extra,
  });

  it('fecha_fin must come after fecha_inicio; garantía only for rentals', async () => {
    let r = await post(t.app, '/api/controlcontratos/registrar', { json: contrato({ fecha_fin: '2025-12-31' }) }, admin);
    expectError(r, 400);
    expect(r.body.errors.fecha_fin).toMatch(/posterior/);
    r = await post(t.app, '/api/controlcontratos/registrar', { json: contrato({ tipo: 'compraventa', garantia_meses: 2 }) }, admin);
    expectError(r, 400);
  });

  it("an exclusivity contract in force sets the property's exclusividad, with its change log", async () => {
    const r = await post(t.app, '/api/controlcontratos/registrar', { json: contrato({ estado: 'vigente', fecha_fin: '2027-03-31' }) }, admin);
    expectSuccess(r, 201);
    const p = await get(t.app, `/api/ofertantes/detalle/${propiedad}`, admin);
    expect(p.body.data.exclusividad).toBe(true);
    expect(p.body.data.exclusividad_hasta).toBe('2027-03-31');
    const log = await t.app.connection.db
      .selectFrom('cambioso')
      .select('campo')
      .where('id_registro', '=', propiedad)
      .where('campo', '=', 'exclusividad_hasta')
      .execute();
    expect(log.length).toBeGreaterThan(0);
  });

  it('the agent hears 30 days before the end once; a past end makes it vencido', async () => {
    const db = t.app.connection.db;
    const now = new Date();
    const soon = new Date(now.getTime() + 10 * 24 * hour).toISOString().slice(0, 10);
    const past = new Date(now.getTime() - 3 * 24 * hour).toISOString().slice(0, 10);
    const a = await post(
      t.app,
      '/api/controlcontratos/registrar',
      { json: contrato({ tipo: 'arrendamiento', fecha_inicio: '2025-01-01', fecha_fin: soon, estado: 'vigente', id_agente: agenteId }) },
      admin,
    );
    const b = await post(
      t.app,
      '/api/controlcontratos/registrar',
      { json: contrato({ tipo: 'corretaje', fecha_inicio: '2025-01-01', fecha_fin: past, estado: 'vigente', id_agente: agenteId }) },
      admin,
    );
    await contractDeadlines(db, now);
    await contractDeadlines(db, now);
    const notes = async (id: number) =>
      db.selectFrom('notificaciones').select('mensaje').where('recurso', '=', 'controlcontratos').where('id_registro', '=', id).execute();
    expect(await notes(a.body.data.id_contrato)).toHaveLength(1);
    expect(await notes(b.body.data.id_contrato)).toHaveLength(1);
    expect((await get(t.app, `/api/controlcontratos/detalle/${b.body.data.id_contrato}`, admin)).body.data.estado).toBe('vencido');
    expect((await get(t.app, `/api/controlcontratos/detalle/${a.body.data.id_contrato}`, admin)).body.data.estado).toBe('vigente');
  });

  it('agents read contracts, cannot write them', async () => {
    expectSuccess(await get(t.app, '/api/controlcontratos/listado', agente));
    expectError(await post(t.app, '/api/controlcontratos/registrar', { json: contrato() }, agente), 403);
  });
});

describe('control de registros (SUNARP)', () => {
  const tramite = (extra: Record<string, unknown> = {}) => ({
    id_propiedad: propiedad,
    tipo_tramite: 'compraventa',
    partida_electronica: '49012345',
    oficina_registral: 'lima',
    numero_titulo: '2026-01234567',
    fecha_presentacion: '2026-11-02',
    ...extra,
  });

  it('validates partida and título; estado follows the procedure', async () => {
    let r = await post(t.app, '/api/controlregistros/registrar', { json: tramite({ partida_electronica: '12AB', numero_titulo: '1234' }) }, admin);
    expectError(r, 400);
    expect(Object.keys(r.body.errors)).toEqual(expect.arrayContaining(['partida_electronica', 'numero_titulo']));
    r = await post(t.app, '/api/controlregistros/registrar', { json: tramite() }, admin);
    expectSuccess(r, 201);
    const id = r.body.data.id_registro as number;
    expectError(
      await post(t.app, '/api/controlregistros/actualizar', { json: { id_registro: id, estado: 'inscrito' } }, admin),
      409,
      /No se puede pasar/,
    );
    expectSuccess(await post(t.app, '/api/controlregistros/actualizar', { json: { id_registro: id, estado: 'en_calificacion' } }, admin));
    expectSuccess(await post(t.app, '/api/controlregistros/actualizar', { json: { id_registro: id, estado: 'inscrito' } }, admin));
  });

  it('agents have no Legal at all', async () => {
    expectError(await get(t.app, '/api/controlregistros/listado', agente), 403);
  });
});

describe('corredores', () => {
  it('checks the RUC check digit and the MVCS code', async () => {
    const base = { nombre: 'Rosa', apellido: 'Paredes Ríos', empresa: 'Paredes Inmuebles SAC', estado: 'activo' };
    let r = await post(t.app, '/api/corredores/registrar', { json: { ...base, ruc: '20100047219', registro_mvcs: 'XX-1' } }, admin);
    expectError(r, 400);
    expect(Object.keys(r.body.errors)).toEqual(expect.arrayContaining(['ruc', 'registro_mvcs']));
    r = await post(
      t.app,
      '/api/corredores/registrar',
      { json: { ...base, ruc: '20100047218', registro_mvcs: 'PJ-1234', registro_vigencia: '2027-06-30' } },
      admin,
    );
    expectSuccess(r, 201);
    expectError(await post(t.app, '/api/corredores/registrar', { json: base }, agente), 403);
    expectSuccess(await get(t.app, '/api/corredores/listado', agente));
  });
});

describe('demo data of Documentos', () => {
  it('holds together: keys follow their loans, contracts follow the listing (operation, currency), a dozen brokers', async () => {
    const demo = await startApp();
    const db = demo.app.connection.db;
    const open = await db
      .selectFrom('controlllaves as p')
      .innerJoin('llaves as l', 'l.id_llave', 'p.id_llave')
      .select(['l.estado'])
      .where('p.estado', '=', 'abierto')
      .execute();
    expect(open.length).toBeGreaterThan(2);
    for (const k of open) expect(k.estado).toBe('prestada');
    const overdue = await db
      .selectFrom('controlllaves')
      .select('id_prestamo')
      .where('estado', '=', 'abierto')
      .where('fecha_devolucion_prevista', '<', new Date().toISOString())
      .execute();
    expect(overdue.length).toBeGreaterThan(0);
    const contratos = await db
      .selectFrom('controlcontratos as c')
      .innerJoin('ofertantes as o', 'o.id_propiedad', 'c.id_propiedad')
      .select(['c.tipo', 'c.moneda', 'o.moneda as moneda_inmueble', 'o.tipo_operacion', 'o.estado as estado_inmueble'])
      .execute();
    expect(new Set(contratos.map((c) => c.tipo))).toEqual(new Set(['exclusividad', 'corretaje', 'separacion', 'compraventa', 'arrendamiento']));
    for (const c of contratos) {
      expect(c.moneda).toBe(c.moneda_inmueble);
      if (c.tipo === 'arrendamiento') expect(c.tipo_operacion).toBe('A');
      if (c.tipo === 'compraventa') expect(c.tipo_operacion).toBe('V');
    }
    const registros = await db.selectFrom('controlregistros').select('estado').execute();
    expect(new Set(registros.map((r) => r.estado)).size).toBeGreaterThan(3);
    expect(await countRows(demo.app, 'corredores')).toBe(12);
    await demo.close();
  });
});
