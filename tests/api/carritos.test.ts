// The two carts of seed §7 (/carrito, /carritode): exact paths and fields, the {status, data, msg} envelope,
// ownership (a user only ever sees and changes their own cart; administrators may read, never change).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '#server/app';
import { CART_MAX } from '#server/routes/carritos';
import { t } from '#server/http';
import { countRows, expectError, expectSuccess, get, login, post, startApp, userId, type TestApp } from './helpers';
import { must } from '../../src/lib/must';

let env: TestApp;
let app: App;
let admin: string;
let agent: string;
let other: string;
let adminId: number;
let agentId: number;
let otherId: number;
let props: number[];
let dems: number[];

beforeAll(async () => {
  env = await startApp();
  app = env.app;
  [admin, agent, other] = await Promise.all([login(app, 'admin'), login(app, 'agente'), login(app, 'lmendoza')]);
  [adminId, agentId, otherId] = await Promise.all([userId(app, 'admin'), userId(app, 'agente'), userId(app, 'lmendoza')]);
  const db = app.connection.db;
  props = (await db.selectFrom('ofertantes').select('id_propiedad').orderBy('id_propiedad').limit(5).execute()).map((r) => Number(r.id_propiedad));
  dems = (await db.selectFrom('demandantes').select('id_demandante').orderBy('id_demandante').limit(5).execute()).map((r) => Number(r.id_demandante));
  expect(props.length).toBe(5);
  expect(dems.length).toBe(5);
});

afterAll(async () => {
  await env?.close();
});

beforeEach(async () => {
  await app.connection.db.deleteFrom('carrito').execute();
  await app.connection.db.deleteFrom('carritode').execute();
});

const CARTS = [
  {
    name: 'carrito',
    ref: 'id_propiedad',
    ids: () => props,
    display: ['descripcion', 'imagen', 'precio', 'moneda', 'codigo', 'publicado'],
    empty: 'No se encontraron ofertantes en el carrito.',
  },
  {
    name: 'carritode',
    ref: 'id_demandante',
    ids: () => dems,
    display: ['tipo_operacion', 'descripcion', 'precio_min', 'precio_max', 'moneda'],
    empty: 'No se encontraron demandantes en el carrito.',
  },
] as const;

for (const cart of CARTS) {
  const path = (p: string) => `/api/${cart.name}/${p}`;
  const add = (token: string, uid: number, item: number) => post(app, path('agregar'), { id_usuario: uid, [cart.ref]: item }, token);
  const listado = (token: string, uid: number) => get(app, path('listado'), token, { id_usuario: uid });
  const contar = (token: string, uid: number) => get(app, path('contar'), token, { id_usuario: uid });

  describe(`/${cart.name}`, () => {
    it('the empty-cart text is in the catalogue (the header shows it)', () => {
      expect(t(`app.carrito.${cart.name}.empty`)).toBe(cart.empty);
    });

    it('agregar (id_usuario, ref, authorization) answers 201 with the new item and a message', async () => {
      const r = await add(agent, agentId, cart.ids()[0]!);
      expectSuccess(r, 201);
      expect(r.body.data).toEqual({ id_carrito: expect.any(Number), id_usuario: agentId, [cart.ref]: cart.ids()[0], agregado: true });
      expect(r.body.msg).toBe(t(`app.carrito.${cart.name}.added`));
    });

    it('adding the same item twice is a no-op: 200, agregado=false, a clear message, still one row', async () => {
      const first = await add(agent, agentId, cart.ids()[1]!);
      const again = await add(agent, agentId, cart.ids()[1]!);
      expectSuccess(again, 200);
      expect(again.body.data).toEqual({ id_carrito: first.body.data.id_carrito, id_usuario: agentId, [cart.ref]: cart.ids()[1], agregado: false });
      expect(again.body.msg).toBe(t(`app.carrito.${cart.name}.already`));
      expect(again.body.msg).toMatch(/ya estaba en su carrito/);
      expect(await countRows(app, cart.name)).toBe(1);
    });

    it('listado returns the envelope with id_carrito, id_usuario, the ref and the display fields, newest first', async () => {
      await add(agent, agentId, cart.ids()[0]!);
      await add(agent, agentId, cart.ids()[2]!);
      const r = await listado(agent, agentId);
      expectSuccess(r);
      expect(r.body.total).toBe(2);
      expect(r.body.data.map((i: Record<string, unknown>) => i[cart.ref])).toEqual([cart.ids()[2], cart.ids()[0]]);
      for (const item of r.body.data as Record<string, unknown>[]) {
        expect(Object.keys(item).sort()).toEqual(['id_carrito', 'id_usuario', cart.ref, ...cart.display].sort());
        expect(item.id_usuario).toBe(agentId);
        expect(typeof item.descripcion).toBe('string');
        expect(['PEN', 'USD']).toContain(item.moneda);
      }
    });

    it('contar answers {status, data: N}', async () => {
      const zero = await contar(agent, agentId);
      expectSuccess(zero);
      expect(zero.body.data).toBe(0);
      await add(agent, agentId, cart.ids()[0]!);
      await add(agent, agentId, cart.ids()[1]!);
      await add(agent, agentId, cart.ids()[1]!);
      const two = await contar(agent, agentId);
      expect(two.body).toEqual({ status: 'success', data: 2 });
    });

    it("without id_usuario the caller's own cart is meant", async () => {
      await add(agent, agentId, cart.ids()[0]!);
      expect((await get(app, path('contar'), agent)).body.data).toBe(1);
      expect((await get(app, path('listado'), agent)).body.data).toHaveLength(1);
      expectSuccess(await post(app, path('agregar'), { [cart.ref]: cart.ids()[1] }, agent), 201);
      expect((await contar(agent, agentId)).body.data).toBe(2);
    });

    it('eliminar (id_carrito, authorization) removes one item of the caller', async () => {
      const a = await add(agent, agentId, cart.ids()[0]!);
      await add(agent, agentId, cart.ids()[1]!);
      const r = await post(app, path('eliminar'), { id_carrito: a.body.data.id_carrito }, agent);
      expectSuccess(r);
      expect(r.body.data).toEqual({ id_carrito: a.body.data.id_carrito });
      expect(r.body.msg).toBe(t('app.carrito.removed'));
      const left = await listado(agent, agentId);
      expect(left.body.data.map((i: Record<string, unknown>) => i[cart.ref])).toEqual([cart.ids()[1]]);
      // Removing it again: not in the cart any more.
      expectError(await post(app, path('eliminar'), { id_carrito: a.body.data.id_carrito }, agent), 404, t('app.carrito.item_not_found'));
    });

    it("vaciar (authorization) empties only the caller's cart", async () => {
      await add(agent, agentId, cart.ids()[0]!);
      await add(agent, agentId, cart.ids()[1]!);
      await add(other, otherId, cart.ids()[0]!);
      const r = await post(app, path('vaciar'), {}, agent);
      expectSuccess(r);
      expect(r.body.data).toEqual({ eliminados: 2 });
      expect(r.body.msg).toBe(t('app.carrito.emptied'));
      expect((await contar(agent, agentId)).body.data).toBe(0);
      expect((await contar(other, otherId)).body.data).toBe(1);
      // Emptying an empty cart is fine.
      expect((await post(app, path('vaciar'), {}, agent)).body.data).toEqual({ eliminados: 0 });
    });

    it("another user's cart can never be read by an agent", async () => {
      await add(other, otherId, cart.ids()[0]!);
      expectError(await listado(agent, otherId), 403, t('app.carrito.read_own_only'));
      expectError(await contar(agent, otherId), 403, t('app.carrito.read_own_only'));
    });

    it("another user's cart can never be changed, not even by an administrator", async () => {
      const mine = await add(other, otherId, cart.ids()[0]!);
      for (const token of [agent, admin]) {
        expectError(await add(token, otherId, cart.ids()[1]!), 403, t('app.carrito.own_only'));
        // An item of someone else's cart is not found in the caller's.
        expectError(await post(app, path('eliminar'), { id_carrito: mine.body.data.id_carrito }, token), 404, t('app.carrito.item_not_found'));
        expectError(await post(app, path('vaciar'), { id_usuario: otherId }, token), 403, t('app.carrito.own_only'));
      }
      const left = await listado(other, otherId);
      expect(left.body.data.map((i: Record<string, unknown>) => i[cart.ref])).toEqual([cart.ids()[0]]);
    });

    it("an administrator may read another user's cart", async () => {
      await add(other, otherId, cart.ids()[3]!);
      const r = await listado(admin, otherId);
      expectSuccess(r);
      expect(r.body.data).toHaveLength(1);
      expect(r.body.data[0].id_usuario).toBe(otherId);
      expect((await contar(admin, otherId)).body.data).toBe(1);
      expect((await contar(admin, adminId)).body.data).toBe(0);
    });

    it('an unknown item is a 404; malformed ids are a 400; nothing is stored', async () => {
      expectError(await add(agent, agentId, 999999), 404, t(`app.carrito.${cart.name}.not_found`));
      expectError(await post(app, path('agregar'), { id_usuario: agentId, [cart.ref]: 'abc' }, agent), 400);
      expectError(await post(app, path('agregar'), { id_usuario: agentId }, agent), 400);
      expectError(await post(app, path('agregar'), { id_usuario: 'x', [cart.ref]: cart.ids()[0] }, agent), 400);
      expectError(await listado(agent, 'uno' as unknown as number), 400);
      expectError(await post(app, path('eliminar'), { id_carrito: '-1' }, agent), 400);
      expectError(await post(app, path('eliminar'), { id_carrito: 987654 }, agent), 404);
      expect(await countRows(app, cart.name)).toBe(0);
    });

    it('every call needs a token: 401 and no data', async () => {
      await add(agent, agentId, cart.ids()[0]!);
      const calls = [
        get(app, path('listado'), undefined, { id_usuario: agentId }),
        get(app, path('contar'), undefined, { id_usuario: agentId }),
        get(app, path('listado'), 'no-es-un-token-valido-xxxxxxxx', { id_usuario: agentId }),
        post(app, path('agregar'), { id_usuario: agentId, [cart.ref]: cart.ids()[1] }),
        post(app, path('eliminar'), { id_carrito: 1 }),
        post(app, path('vaciar'), {}),
      ];
      for (const r of await Promise.all(calls)) {
        expectError(r, 401);
        expect(r.body.data).toBeUndefined();
      }
      expect(await countRows(app, cart.name)).toBe(1);
    });

    it('a deleted record drops out of the cart list and count', async () => {
      await add(admin, adminId, cart.ids()[4]!);
      const target = cart.name === 'carrito' ? 'ofertantes' : 'demandantes';
      const db = app.connection.db;
      const id = must(cart.ids()[4], 'un elemento');
      // What points at the record goes first (foreign keys): citas, contracts; for a property also its keys and SUNARP records.
      await db.deleteFrom('citas').where(cart.ref, '=', id).execute();
      await db.deleteFrom('controlcontratos').where(cart.ref, '=', id).execute();
      if (target === 'ofertantes') {
        const keys = db.selectFrom('llaves').select('id_llave').where('id_propiedad', '=', id);
        await db.deleteFrom('controlllaves').where('id_llave', 'in', keys).execute();
        await db.deleteFrom('llaves').where('id_propiedad', '=', id).execute();
        await db.deleteFrom('controlregistros').where('id_propiedad', '=', id).execute();
      }
      await app.connection.db.deleteFrom(target).where(cart.ref, '=', id).execute();
      expect((await contar(admin, adminId)).body.data).toBe(0);
      expect((await listado(admin, adminId)).body.data).toEqual([]);
      expectError(await add(admin, adminId, cart.ids()[4]!), 404);
    });
  });
}

describe('the two carts are separate', () => {
  it('an ofertante id added to one cart does not appear in the other', async () => {
    expectSuccess(await post(app, '/api/carrito/agregar', { id_usuario: agentId, id_propiedad: props[0] }, agent), 201);
    expect((await get(app, '/api/carritode/contar', agent, { id_usuario: agentId })).body.data).toBe(0);
    expect((await get(app, '/api/carrito/contar', agent, { id_usuario: agentId })).body.data).toBe(1);
  });

  it('the demandante descripcion reads "nombre apellido — descripción" and tipo_operacion stays C or A', async () => {
    const d = await app.connection.db
      .selectFrom('demandantes')
      .selectAll()
      .where('id_demandante', '=', must(dems[0], 'un demandante'))
      .executeTakeFirstOrThrow();
    await post(app, '/api/carritode/agregar', { id_usuario: agentId, id_demandante: dems[0] }, agent);
    const item = (await get(app, '/api/carritode/listado', agent, { id_usuario: agentId })).body.data[0];
    const nombre = `${String(d.nombre)} ${String(d.apellido)}`;
    expect(item.descripcion).toBe(d.descripcion ? `${nombre} — ${String(d.descripcion)}` : nombre);
    expect(item.tipo_operacion).toBe(d.tipo_operacion);
    expect(item.precio_min).toBe(d.precio_min === null ? null : Number(d.precio_min));
  });

  it(`a cart holds at most ${CART_MAX} items`, async () => {
    const db = app.connection.db;
    const rows = await db
      .selectFrom('ofertantes')
      .select('id_propiedad')
      .orderBy('id_propiedad')
      .limit(CART_MAX + 1)
      .execute();
    expect(rows.length).toBe(CART_MAX + 1);
    const now = new Date().toISOString();
    await db
      .insertInto('carrito')
      .values(rows.slice(0, CART_MAX).map((r) => ({ id_usuario: agentId, id_propiedad: Number(r.id_propiedad), creado_en: now })))
      .execute();
    const r = await post(app, '/api/carrito/agregar', { id_usuario: agentId, id_propiedad: Number(rows[CART_MAX]!.id_propiedad) }, agent);
    expectError(r, 409, t('app.carrito.full', { max: CART_MAX }));
    expect((await get(app, '/api/carrito/listado', agent)).body.data).toHaveLength(CART_MAX);
  });
});
