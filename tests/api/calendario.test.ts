// Calendario: the private ICS feed (parsed with ical.js: the user's citas only, Lima times, cancelled ones marked,
// 404 for a wrong or regenerated secret, a token for the URL but none for the feed) and the turnos (one per agent
// and day, agents read only, 'Copiar semana anterior', the notice when an agent with shifts is deactivated).
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, limaInstant, limaToday, mondayOf } from '../../src/lib/limaTime';
import { expectError, expectSuccess, get, login, post, startApp, userId, type TestApp } from './helpers';

let t: TestApp;
let admin: string;
let agente: string;
let agenteId: number;
let otroId: number;

beforeAll(async () => {
  t = await startApp();
  [admin, agente] = await Promise.all([login(t.app, 'admin'), login(t.app, 'agente')]);
  agenteId = await userId(t.app, 'agente');
  otroId = await userId(t.app, 'lmendoza');
});
afterAll(async () => t.close());

const pathOf = (url: string) => new URL(url).pathname;

async function feed(url: string) {
  const res = await t.app.inject({ method: 'GET', url: pathOf(url) });
  return res;
}

function parse(text: string) {
  const comp = new ICAL.Component(ICAL.parse(text));
  for (const tz of comp.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(new ICAL.Timezone(tz));
  return { comp, events: comp.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v)) };
}

async function unaPropiedad(): Promise<number> {
  const row = await t.app.connection.db.selectFrom('ofertantes').select('id_propiedad').limit(1).executeTakeFirstOrThrow();
  return Number(row.id_propiedad);
}

async function crearCita(token: string, extra: Record<string, unknown>) {
  const r = await post(
    t.app,
    '/api/citas/registrar',
    {
      json: { fecha: addDays(limaToday(), 2), hora_inicio: '10:00', hora_fin: '11:00', tipo: 'visita', id_propiedad: await unaPropiedad(), ...extra },
    },
    token,
  );
  expectSuccess(r, 201);
  return r.body.data as Record<string, unknown>;
}

describe('ICS feed', () => {
  let url: string;

  it('needs a token for the URL, creates the secret once and shows it only then', async () => {
    expectError(await get(t.app, '/api/calendario/ics'), 401);
    const r = await get(t.app, '/api/calendario/ics', agente);
    expectSuccess(r);
    url = r.body.data.url as string;
    expect(url).toMatch(/^http:\/\/[^/]+\/api\/calendario\/ics\/[A-Za-z0-9_-]{43}\.ics$/);
    const stored = await t.app.connection.db.selectFrom('calendario_ics').selectAll().where('id_usuario', '=', agenteId).executeTakeFirstOrThrow();
    const secret = /ics\/([^.]+)\.ics$/.exec(url)?.[1] ?? '';
    expect(stored.secreto_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(secret);
    const again = await get(t.app, '/api/calendario/ics', agente);
    expectSuccess(again);
    expect(again.body.data.url).toBeNull();
    expect(typeof again.body.data.creado_en).toBe('string');
  });

  it("serves the user's own citas, with no token, in America/Lima, cancelled ones marked", async () => {
    const cita = await crearCita(agente, { fecha: addDays(limaToday(), 3), hora_inicio: '16:30', hora_fin: '17:45', lugar: 'Av. Pardo 123' });
    const cancelada = await crearCita(agente, { fecha: addDays(limaToday(), 4), estado: 'cancelada' });
    const ajena = await crearCita(admin, { id_agente: otroId });

    const res = await feed(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.body).toMatch(/BEGIN:VTIMEZONE\r\nTZID:America\/Lima/);
    // RFC 5545 §3.1: every content line, the last one included, ends with CRLF; no bare LF or CR anywhere.
    expect([...res.rawPayload.subarray(-15)]).toEqual([...Buffer.from('END:VCALENDAR\r\n')]);
    expect(res.body).not.toMatch(/[^\r]\n|\r[^\n]/);
    expect(ICAL.parse(res.body)[0]).toBe('vcalendar');
    const { events } = parse(res.body);

    const mine = await t.app.connection.db
      .selectFrom('citas')
      .select('id_cita')
      .where('id_agente', '=', agenteId)
      .where('fecha', '>=', addDays(limaToday(), -180))
      .execute();
    expect(events.map((e) => e.uid).sort()).toEqual(mine.map((c) => `cita-${String(c.id_cita)}@inmobiliaria-backoffice`).sort());
    expect(events.some((e) => e.uid.startsWith(`cita-${String(ajena.id_cita)}@`))).toBe(false);

    const ev = events.find((e) => e.uid === `cita-${String(cita.id_cita)}@inmobiliaria-backoffice`);
    expect(ev).toBeDefined();
    expect(ev?.component.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('America/Lima');
    expect(ev?.startDate.zone?.tzid).toBe('America/Lima');
    expect(ev?.startDate.toJSDate().toISOString()).toBe(limaInstant(String(cita.fecha), '16:30').toISOString());
    expect(ev?.endDate.toJSDate().toISOString()).toBe(limaInstant(String(cita.fecha), '17:45').toISOString());
    expect(ev?.location).toContain('Av. Pardo 123');
    expect(ev?.component.getFirstPropertyValue('dtstamp')?.toString()).toMatch(/Z$/);
    expect(ev?.component.getFirstPropertyValue('status')).toBe('CONFIRMED');

    const cancel = events.find((e) => e.uid === `cita-${String(cancelada.id_cita)}@inmobiliaria-backoffice`);
    expect(cancel?.component.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it('bumps SEQUENCE when a cita changes and keeps its UID', async () => {
    const cita = await crearCita(agente, { fecha: addDays(limaToday(), 5) });
    const uid = `cita-${String(cita.id_cita)}@inmobiliaria-backoffice`;
    const seqOf = async () => parse((await feed(url)).body).events.find((e) => e.uid === uid)?.sequence;
    const before = await seqOf();
    await t.app.connection.db
      .updateTable('citas')
      .set({ creado_en: new Date(Date.now() - 60_000).toISOString() })
      .where('id_cita', '=', Number(cita.id_cita))
      .execute();
    expectSuccess(await post(t.app, '/api/citas/actualizar', { json: { id_cita: cita.id_cita, hora_inicio: '12:00', hora_fin: '13:00' } }, agente));
    const after = await seqOf();
    expect(after).toBeGreaterThan(before ?? 0);
  });

  it('answers 404 for a wrong secret and for the old one after regenerating', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/calendario/ics/${'A'.repeat(43)}.ics` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/calendario/ics/nada.ics' })).statusCode).toBe(404);
    expectError(await post(t.app, '/api/calendario/ics/regenerar'), 401);
    const r = await post(t.app, '/api/calendario/ics/regenerar', {}, agente);
    expectSuccess(r);
    const nueva = r.body.data.url as string;
    expect(nueva).not.toBe(url);
    const old = await feed(url);
    expect(old.statusCode).toBe(404);
    expect(JSON.parse(old.body).status).toBe('error');
    expect((await feed(nueva)).statusCode).toBe(200);
  });
});

describe('turnos', () => {
  const lunes = addDays(mondayOf(limaToday()), 21);

  it('one shift per agent and day: the second is a 409 naming the agent', async () => {
    expectSuccess(
      await post(
        t.app,
        '/api/turnos/registrar',
        { json: { id_usuario: agenteId, fecha: lunes, turno: 'manana', lugar: 'Oficina Miraflores' } },
        admin,
      ),
      201,
    );
    const r = await post(t.app, '/api/turnos/registrar', { json: { id_usuario: agenteId, fecha: lunes, turno: 'tarde' } }, admin);
    expectError(r, 409, /Rosa Quispe Huamán ya tiene un turno el \d{2}\/\d{2}\/\d{4}/);
  });

  it('agents read the shifts but cannot write them', async () => {
    const list = await get(t.app, '/api/turnos/listado', agente, { filter: { fecha_gte: lunes, fecha_lte: addDays(lunes, 6) } });
    expectSuccess(list);
    expect(list.body.data.length).toBeGreaterThan(0);
    expectError(
      await post(t.app, '/api/turnos/registrar', { json: { id_usuario: agenteId, fecha: addDays(lunes, 1), turno: 'tarde' } }, agente),
      403,
    );
    const id = list.body.data[0].id_turno as number;
    expectError(await post(t.app, '/api/turnos/actualizar', { json: { id_turno: id, turno: 'tarde' } }, agente), 403);
    expectError(await post(t.app, '/api/turnos/eliminar', { id: String(id) }, agente), 403);
    expectError(await post(t.app, '/api/turnos/copiar-semana', { desde: lunes }, agente), 403);
  });

  it('copies the previous week without overwriting and says how many', async () => {
    const semana = addDays(lunes, 7);
    expectSuccess(
      await post(
        t.app,
        '/api/turnos/registrar',
        { json: { id_usuario: otroId, fecha: addDays(lunes, 2), turno: 'completo', lugar: 'Oficina San Isidro' } },
        admin,
      ),
      201,
    );
    // The agent already has a shift on the target Monday: that one stays as it is.
    expectSuccess(await post(t.app, '/api/turnos/registrar', { json: { id_usuario: agenteId, fecha: semana, turno: 'tarde' } }, admin), 201);
    expectError(await post(t.app, '/api/turnos/copiar-semana', { desde: 'mañana' }, admin), 400);
    const r = await post(t.app, '/api/turnos/copiar-semana', { desde: lunes }, admin);
    expectSuccess(r);
    expect(r.body.data).toMatchObject({ copiados: 1, omitidos: 1 });
    expect(r.body.msg).toMatch(/Se copiaron 1 turnos/);
    const rows = await t.app.connection.db
      .selectFrom('turnos')
      .selectAll()
      .where('fecha', '>=', semana)
      .where('fecha', '<=', addDays(semana, 6))
      .orderBy('fecha')
      .execute();
    expect(rows.map((x) => [x.id_usuario, x.fecha, x.turno, x.lugar])).toEqual([
      [agenteId, semana, 'tarde', null],
      [otroId, addDays(semana, 2), 'completo', 'Oficina San Isidro'],
    ]);
  });

  it('deactivating an agent with future shifts tells the administrator which ones are left uncovered', async () => {
    const r = await post(t.app, '/api/usuarios/desactivar', { id: String(otroId) }, admin);
    expectSuccess(r);
    expect(r.body.msg).toMatch(
      /Luis Mendoza Rojas quedó inactivo con (un turno futuro|\d+ turnos futuros) sin cubrir: [a-záéíóú]{3} \d{2}\/\d{2}\/\d{4} \((mañana|tarde|completo)\)/,
    );
    const adminId = await userId(t.app, 'admin');
    const n = await t.app.connection.db
      .selectFrom('notificaciones')
      .selectAll()
      .where('id_usuario', '=', adminId)
      .where('recurso', '=', 'turnos')
      .execute();
    expect(n.length).toBe(1);
    expectSuccess(await post(t.app, '/api/usuarios/activar', { id: String(otroId) }, admin));
  });
});
