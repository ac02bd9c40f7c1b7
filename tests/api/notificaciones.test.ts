// The header bell (seed §7): /notificaciones/listado, /marcar, /borrar; ownership; and the notifications the server
// writes for citas (assigned, reassigned, changed, cancelled, deleted — by someone other than the agent).
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { App } from '#server/app';
import { t } from '#server/http';
import { notify } from '#server/notify';
import { NOTIFICATIONS_MAX } from '#server/routes/notificaciones';
import { expectError, expectSuccess, get, login, post, startApp, userId, type TestApp } from './helpers';

let env: TestApp;
let app: App;
let admin: string;
let agent: string;
let other: string;
let agentId: number;
let otherId: number;
let propId: number;

beforeAll(async () => {
  env = await startApp();
  app = env.app;
  [admin, agent, other] = await Promise.all([login(app, 'admin'), login(app, 'agente'), login(app, 'lmendoza')]);
  [agentId, otherId] = await Promise.all([userId(app, 'agente'), userId(app, 'lmendoza')]);
  const prop = await app.connection.db.selectFrom('ofertantes').select('id_propiedad').orderBy('id_propiedad').executeTakeFirstOrThrow();
  propId = Number(prop.id_propiedad);
});

afterAll(async () => {
  await env?.close();
});

beforeEach(async () => {
  await app.connection.db.deleteFrom('notificaciones').execute();
});

const listado = (token: string, uid?: number) => get(app, '/api/notificaciones/listado', token, uid === undefined ? {} : { idagente: uid });

async function rowsOf(uid: number) {
  return app.connection.db.selectFrom('notificaciones').selectAll().where('id_usuario', '=', uid).orderBy('id').execute();
}

describe('listado', () => {
  it('answers {status, data: [{id, mensaje, fecha, leida, recurso, id_registro}], total, no_leidas}, newest first', async () => {
    // Two moments a minute apart on a fake clock (Date only), not a wait.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - 120_000 });
    try {
      await notify(app.connection.db, { id_usuario: agentId, mensaje: 'Primera', recurso: 'citas', id_registro: 7 });
      vi.setSystemTime(Date.now() + 60_000);
      await notify(app.connection.db, { id_usuario: agentId, mensaje: 'Segunda' });
    } finally {
      vi.useRealTimers();
    }
    const r = await listado(agent, agentId);
    expectSuccess(r);
    expect(r.body.total).toBe(2);
    expect(r.body.no_leidas).toBe(2);
    expect(r.body.data.map((n: { mensaje: string }) => n.mensaje)).toEqual(['Segunda', 'Primera']);
    expect(r.body.data[1]).toEqual({
      id: expect.any(Number),
      mensaje: 'Primera',
      fecha: expect.any(String),
      leida: false,
      recurso: 'citas',
      id_registro: 7,
    });
    expect(r.body.data[0].recurso).toBeNull();
    expect(Number.isNaN(Date.parse(r.body.data[0].fecha))).toBe(false);
  });

  it(`returns at most ${NOTIFICATIONS_MAX}; total and no_leidas count them all`, async () => {
    const many = Array.from({ length: NOTIFICATIONS_MAX + 5 }, (_, i) => ({ id_usuario: agentId, mensaje: `Aviso ${i}` }));
    await notify(app.connection.db, many);
    const r = await listado(agent, agentId);
    expect(r.body.data).toHaveLength(NOTIFICATIONS_MAX);
    expect(r.body.total).toBe(NOTIFICATIONS_MAX + 5);
    expect(r.body.no_leidas).toBe(NOTIFICATIONS_MAX + 5);
  });

  it('an empty list is a success with data []', async () => {
    const r = await listado(agent, agentId);
    expect(r.body).toEqual({ status: 'success', data: [], total: 0, no_leidas: 0 });
    expect(t('app.notificaciones.empty')).toBe('No se encontraron notificaciones.');
  });

  it("without idagente the caller's own list is meant", async () => {
    await notify(app.connection.db, { id_usuario: agentId, mensaje: 'Mía' });
    expect((await listado(agent)).body.data.map((n: { mensaje: string }) => n.mensaje)).toEqual(['Mía']);
  });

  it("an agent can never read another user's notifications; an administrator may", async () => {
    await notify(app.connection.db, { id_usuario: otherId, mensaje: 'Privada de Luis' });
    const r = await listado(agent, otherId);
    expectError(r, 403, t('app.notificaciones.read_own_only'));
    expect(r.text).not.toContain('Privada de Luis');
    const a = await listado(admin, otherId);
    expectSuccess(a);
    expect(a.body.data[0].mensaje).toBe('Privada de Luis');
  });

  it('needs a token', async () => {
    await notify(app.connection.db, { id_usuario: agentId, mensaje: 'Secreta' });
    const r = await get(app, '/api/notificaciones/listado', undefined, { idagente: agentId });
    expectError(r, 401);
    expect(r.text).not.toContain('Secreta');
    expectError(await listado(agent, 'x' as unknown as number), 400);
  });
});

describe('marcar (authorization, idnoti)', () => {
  it("marks one of the caller's notifications read", async () => {
    await notify(app.connection.db, [
      { id_usuario: agentId, mensaje: 'Uno' },
      { id_usuario: agentId, mensaje: 'Dos' },
    ]);
    const first = (await rowsOf(agentId))[0]!;
    const r = await post(app, '/api/notificaciones/marcar', { idnoti: first.id }, agent);
    expectSuccess(r);
    expect(r.body.data).toEqual({ id: Number(first.id), leida: true });
    expect(r.body.msg).toBe(t('app.notificaciones.marked'));
    const list = await listado(agent, agentId);
    expect(list.body.no_leidas).toBe(1);
    expect(list.body.data.find((n: { id: number }) => n.id === Number(first.id)).leida).toBe(true);
  });

  it("another user's notification is not found (404), for agents and administrators alike, and stays unread", async () => {
    await notify(app.connection.db, { id_usuario: otherId, mensaje: 'De Luis' });
    const n = (await rowsOf(otherId))[0]!;
    for (const token of [agent, admin])
      expectError(await post(app, '/api/notificaciones/marcar', { idnoti: n.id }, token), 404, t('app.notificaciones.not_found'));
    expect(Number((await rowsOf(otherId))[0]!.leida)).toBe(0);
  });

  it('refuses a missing token (401), a bad id (400) and an unknown id (404)', async () => {
    await notify(app.connection.db, { id_usuario: agentId, mensaje: 'Uno' });
    const n = (await rowsOf(agentId))[0]!;
    expectError(await post(app, '/api/notificaciones/marcar', { idnoti: n.id }), 401);
    expectError(await post(app, '/api/notificaciones/marcar', { idnoti: 'abc' }, agent), 400);
    expectError(await post(app, '/api/notificaciones/marcar', {}, agent), 400);
    expectError(await post(app, '/api/notificaciones/marcar', { idnoti: 999999 }, agent), 404);
    expect(Number((await rowsOf(agentId))[0]!.leida)).toBe(0);
  });
});

describe('borrar (authorization, idusu)', () => {
  it("marks all of the caller's notifications read, and no one else's", async () => {
    await notify(app.connection.db, [
      { id_usuario: agentId, mensaje: 'A' },
      { id_usuario: agentId, mensaje: 'B' },
      { id_usuario: otherId, mensaje: 'C' },
    ]);
    const r = await post(app, '/api/notificaciones/borrar', { idusu: agentId }, agent);
    expectSuccess(r);
    expect(r.body.data).toEqual({ marcadas: 2 });
    expect(r.body.msg).toBe(t('app.notificaciones.all_marked'));
    const list = await listado(agent, agentId);
    expect(list.body.no_leidas).toBe(0);
    expect(list.body.data).toHaveLength(2);
    expect(list.body.data.every((n: { leida: boolean }) => n.leida)).toBe(true);
    expect((await rowsOf(otherId)).map((n) => Number(n.leida))).toEqual([0]);
  });

  it("another user's idusu is refused (403), even for an administrator", async () => {
    await notify(app.connection.db, { id_usuario: otherId, mensaje: 'C' });
    for (const token of [agent, admin])
      expectError(await post(app, '/api/notificaciones/borrar', { idusu: otherId }, token), 403, t('app.notificaciones.own_only'));
    expect((await rowsOf(otherId)).map((n) => Number(n.leida))).toEqual([0]);
  });

  it('needs a token', async () => {
    await notify(app.connection.db, { id_usuario: agentId, mensaje: 'A' });
    expectError(await post(app, '/api/notificaciones/borrar', { idusu: agentId }), 401);
    expect((await rowsOf(agentId)).map((n) => Number(n.leida))).toEqual([0]);
  });
});

describe('citas notify their agent', () => {
  const cita = (extra: Record<string, unknown> = {}) => ({
    fecha: '2026-11-25',
    hora_inicio: '10:00',
    hora_fin: '11:00',
    tipo: 'visita',
    estado: 'programada',
    id_propiedad: propId,
    lugar: 'Av. Larco 1150',
    ...extra,
  });
  async function create(token: string, extra: Record<string, unknown>): Promise<number> {
    const r = await post(app, '/api/citas/registrar', { json: cita(extra) }, token);
    expectSuccess(r, 201);
    return Number(r.body.data.id_cita);
  }
  const update = async (token: string, id: number, changes: Record<string, unknown>) => {
    const r = await post(app, '/api/citas/actualizar', { json: { id_cita: id, ...changes } }, token);
    expectSuccess(r);
  };

  it('assigned on creation by someone else: one notification linking to the cita', async () => {
    const id = await create(admin, { id_agente: agentId });
    const list = await listado(agent, agentId);
    expect(list.body.data).toHaveLength(1);
    const n = list.body.data[0];
    expect(n.mensaje).toMatch(/^Se le asignó una cita: Visita del 25\/11\/2026 a las 10:00 · OF-\d{6} · Av\. Larco 1150\.$/);
    expect(n).toMatchObject({ recurso: 'citas', id_registro: id, leida: false });
  });

  it('a typed lugar holding HTML reaches the notification as plain text (issue 8 §4)', async () => {
    await create(admin, { id_agente: agentId, lugar: '<img src=x onerror="alert(1)">Av. <b>Larco</b>\n 1150 <script>robar()</script>' });
    const n = (await listado(agent, agentId)).body.data[0];
    expect(n.mensaje).not.toMatch(/[<>]/);
    expect(n.mensaje).toContain('Av. Larco 1150');
    expect(n.mensaje).not.toContain('\n');
  });

  it("an agent's own cita, or own change, notifies nobody", async () => {
    const id = await create(agent, {});
    await update(agent, id, { hora_inicio: '09:00', hora_fin: '09:30' });
    await update(agent, id, { estado: 'cancelada' });
    expect(await rowsOf(agentId)).toHaveLength(0);
  });

  it('changed (fecha, hora, lugar, estado) by someone else: the agent hears which fields', async () => {
    const id = await create(admin, { id_agente: agentId });
    await update(admin, id, { fecha: '2026-11-26', lugar: 'Oficina Miraflores' });
    const [latest] = (await listado(agent, agentId)).body.data;
    expect(latest.mensaje).toBe(`Se modificó su cita (fecha, lugar): ${(latest.mensaje as string).split('): ')[1]}`);
    expect(latest.mensaje).toContain('26/11/2026');
    expect(latest).toMatchObject({ recurso: 'citas', id_registro: id });
    // Notes and result are not worth a notice.
    const before = (await rowsOf(agentId)).length;
    await update(admin, id, { notas: 'Llevar llaves', resultado: 'Interesado' });
    expect(await rowsOf(agentId)).toHaveLength(before);
  });

  it('cancelled by someone else', async () => {
    const id = await create(admin, { id_agente: agentId });
    await update(admin, id, { estado: 'cancelada' });
    const [latest] = (await listado(agent, agentId)).body.data;
    expect(latest.mensaje).toMatch(/^Se canceló su cita: Visita del 25\/11\/2026/);
    expect(latest).toMatchObject({ recurso: 'citas', id_registro: id });
  });

  it('reassigned: the new agent is told it is theirs, the previous one that it left them', async () => {
    const id = await create(admin, { id_agente: agentId });
    await update(admin, id, { id_agente: otherId });
    const mine = (await listado(agent, agentId)).body.data;
    expect(mine[0].mensaje).toMatch(/^Su cita pasó a otro agente: /);
    const theirs = (await listado(other, otherId)).body.data;
    expect(theirs).toHaveLength(1);
    expect(theirs[0].mensaje).toMatch(/^Se le asignó una cita: /);
    expect(theirs[0]).toMatchObject({ recurso: 'citas', id_registro: id });
  });

  it('deleted by someone else: the agent is told, without a link', async () => {
    const id = await create(admin, { id_agente: agentId });
    expectSuccess(await post(app, '/api/citas/eliminar', { id }, admin));
    const [latest] = (await listado(agent, agentId)).body.data;
    expect(latest.mensaje).toMatch(/^Se eliminó su cita: /);
    expect(latest.recurso).toBeNull();
    expect(latest.id_registro).toBeNull();
  });

  it('a refused write leaves no notification behind', async () => {
    const r = await post(app, '/api/citas/registrar', { json: cita({ id_agente: agentId, hora_fin: '09:00' }) }, admin);
    expectError(r, 400);
    expect(await rowsOf(agentId)).toHaveLength(0);
  });
});
