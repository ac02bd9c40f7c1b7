// A module that is not in the product, one folder (tests/fixtures/modules/notas: schema, server side, view), gets the
// five endpoints of API.md and its own route with no other code: its folder, found by the discovery the server uses
// (scripts/module-index.mjs), its line in the module list (buildApp's `modules`, as registry.ts would give it) and a
// migration that calls createModuleTable (buildApp's `migrations`, as server/db/migrations/index.ts would list it).
// Its view: tests/ui/throwaway-module.test.tsx.
import type { Migration } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '#server/app';
import { connect, type Connection } from '#server/db/connect';
import { MIGRATIONS } from '#server/db/migrations';
import { createModuleTable } from '#server/db/schemaTable';
import { seedIfEmpty } from '#server/db/seed';
import type { ModuleServer } from '#server/moduleServer';
import { moduleServers } from '#server/modules';
import { fileURLToPath } from 'node:url';
// @ts-expect-error the generator is a plain .mjs script without types
import { moduleFolders } from '../../scripts/module-index.mjs';
import notas from '../fixtures/modules/notas/schema';
import type { Dialect } from '#server/db/types';
import { t } from '#server/http';
import { modules } from '../../src/resources/registry';
import { countRows, expectError, expectSuccess, get, login, post, removeTestData, tempDir, testConfig, userId } from './helpers';
import { anyTable } from '#server/db/types';
import { driftOf } from './tableShape';

const dir = tempDir();
let connection: Connection;
let app: App;
let admin: string;
let agent: string;
let agentId: number;
let otherId: number;

/** The module folders beside the product's, found as `npm run modules` finds src/resources/<module>/server. */
const found = (moduleFolders as (root: string) => string[])(fileURLToPath(new URL('../fixtures/modules', import.meta.url)));
const servers: Record<string, ModuleServer> = Object.fromEntries(
  await Promise.all(
    found.map(async (name) => [name, ((await import(`../fixtures/modules/${name}/server/index.ts`)) as { server: ModuleServer }).server] as const),
  ),
);

/** The module list with its line added, as registry.ts would have it. */
const registry = [...modules, notas];

/** Its migration, as server/db/migrations would register it after the others. */
const notasMigration = (dialect: Dialect): Migration => ({ up: (db) => createModuleTable(db, dialect, notas, registry) });

beforeAll(async () => {
  const config = testConfig(dir);
  connection = connect(config);
  app = await buildApp(config, {
    logger: false,
    connection,
    modules: registry,
    moduleServers: { ...moduleServers, ...servers },
    migrations: [...MIGRATIONS, ['9999_notas', notasMigration]],
  });
  await seedIfEmpty(connection.db, config);
  [admin, agent] = await Promise.all([login(app, 'admin'), login(app, 'agente')]);
  agentId = await userId(app, 'agente');
  otherId = await userId(app, 'lmendoza');
});

afterAll(async () => {
  await app?.close();
  await connection?.close();
  removeTestData(dir);
});

const url = (p: string) => `/api/notas/${p}`;

describe('a module declared only in a test', () => {
  it('has the table its schema declares (columns, NOT NULL, defaults, indexes, its foreign key)', async () => {
    expect(await driftOf(connection.db, notas, 'notas', 'notas', registry)).toEqual([]);
  });

  it('appears in the served OpenAPI with its five endpoints and its own call', async () => {
    const r = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(r.statusCode).toBe(200);
    const paths = Object.keys(r.json<{ paths: Record<string, unknown> }>().paths);
    for (const p of [
      '/api/notas/listado',
      '/api/notas/detalle/{id}',
      '/api/notas/registrar',
      '/api/notas/actualizar',
      '/api/notas/eliminar',
      '/api/notas/resumen',
    ]) {
      expect(paths).toContain(p);
    }
  });

  it('registrar stores every field type and detalle returns them as sent', async () => {
    const json = {
      titulo: 'Llamar al propietario',
      cantidad: 3,
      precio: 125000050,
      moneda: 'USD',
      prioridad: 'alta',
      urgente: true,
      fecha: '2026-03-15',
      etiquetas: ['cliente', 'legal', 'cliente'],
      id_agente: agentId,
    };
    const r = await post(app, url('registrar'), { json }, admin);
    expectSuccess(r, 201);
    expect(r.body.msg).toBe(t('app.msg.created'));
    const id = r.body.data.id_nota;
    const expected = { ...json, etiquetas: ['cliente', 'legal'], id_nota: id };
    expect(r.body.data).toMatchObject(expected);
    const d = await get(app, url(`detalle/${id}`), agent);
    expectSuccess(d);
    expect(d.body.data).toMatchObject(expected);
    // Stored dialect-neutral: booleans as 0/1, lists as JSON text.
    const row = await anyTable(connection.db).selectFrom('notas').selectAll().where('id_nota', '=', id).executeTakeFirstOrThrow();
    expect(row.urgente).toBe(1);
    expect(JSON.parse(String(row.etiquetas))).toEqual(['cliente', 'legal']);
  });

  it('applies defaults: boolean false, empty list, default currency', async () => {
    const r = await post(app, url('registrar'), { json: { titulo: 'Mínima', id_agente: agentId } }, agent);
    expectSuccess(r, 201);
    expect(r.body.data).toMatchObject({ urgente: false, etiquetas: [], moneda: 'PEN', precio: null, fecha: null, prioridad: null });
  });

  it('round-trips booleans and multi-choice lists through actualizar', async () => {
    const id = (
      await post(app, url('registrar'), { json: { titulo: 'Ida y vuelta', id_agente: agentId, urgente: true, etiquetas: ['visita'] } }, agent)
    ).body.data.id_nota;
    const off = await post(app, url('actualizar'), { json: { id_nota: id, urgente: false, etiquetas: ['legal', 'visita'] } }, agent);
    expectSuccess(off);
    expect(off.body.data).toMatchObject({ urgente: false, etiquetas: ['legal', 'visita'], titulo: 'Ida y vuelta' });
    const d1 = (await get(app, url(`detalle/${id}`), agent)).body.data;
    expect(d1).toMatchObject({ urgente: false, etiquetas: ['legal', 'visita'] });
    const cleared = await post(app, url('actualizar'), { json: { id_nota: id, urgente: true, etiquetas: [] } }, agent);
    expect(cleared.body.data).toMatchObject({ urgente: true, etiquetas: [] });
    expect((await get(app, url(`detalle/${id}`), agent)).body.data).toMatchObject({ urgente: true, etiquetas: [] });
  });

  it('validates each field type from the schema alone and changes nothing on rejection', async () => {
    const before = await countRows(app, 'notas');
    const base = { titulo: 'Mala', id_agente: agentId };
    const cases: [Record<string, unknown>, string][] = [
      [{ urgente: 'true' }, 'urgente'],
      [{ urgente: 1 }, 'urgente'],
      [{ etiquetas: 'cliente' }, 'etiquetas'],
      [{ etiquetas: ['cliente', 'otro'] }, 'etiquetas'],
      [{ etiquetas: [1] }, 'etiquetas'],
      [{ precio: -1 }, 'precio'],
      [{ precio: 10.5 }, 'precio'],
      [{ precio: '100' }, 'precio'],
      [{ moneda: 'EUR' }, 'moneda'],
      [{ cantidad: 1001 }, 'cantidad'],
      [{ cantidad: 2.5 }, 'cantidad'],
      [{ prioridad: 'urgentísima' }, 'prioridad'],
      [{ fecha: '2026-02-30' }, 'fecha'],
      [{ fecha: '15/03/2026' }, 'fecha'],
      [{ id_agente: 999999 }, 'id_agente'],
      [{ id_agente: 'yo' }, 'id_agente'],
      [{ titulo: 'x'.repeat(101) }, 'titulo'],
      [{ color: '#000000' }, 'color'],
    ];
    for (const [extra, field] of cases) {
      const r = await post(app, url('registrar'), { json: { ...base, ...extra } }, admin);
      expectError(r, 400);
      expect(r.body.errors?.[field], JSON.stringify(extra)).toBeTruthy();
    }
    const missing = await post(app, url('registrar'), { json: { cantidad: 1 } }, admin);
    expectError(missing, 400);
    expect(Object.keys(missing.body.errors).sort()).toEqual(['id_agente', 'titulo']);
    expect(await countRows(app, 'notas')).toBe(before);
  });
});

describe('listado of the throwaway module', () => {
  let ids: number[];
  beforeAll(async () => {
    await anyTable(connection.db).deleteFrom('notas').execute();
    const rows = [
      { titulo: 'Uno', cantidad: 1, precio: 10000, moneda: 'PEN', prioridad: 'baja', urgente: false, fecha: '2026-01-10', etiquetas: ['cliente'] },
      { titulo: 'Dos', cantidad: 5, precio: 50000, moneda: 'USD', prioridad: 'media', urgente: true, fecha: '2026-02-10', etiquetas: ['legal'] },
      { titulo: 'Tres', cantidad: 10, precio: 90000, moneda: 'PEN', prioridad: 'alta', urgente: true, fecha: '2026-03-10', etiquetas: [] },
      {
        titulo: 'Cuatro',
        cantidad: 20,
        precio: 150000,
        moneda: 'USD',
        prioridad: 'alta',
        urgente: false,
        fecha: '2026-04-10',
        etiquetas: ['visita'],
      },
    ];
    ids = [];
    for (const row of rows) ids.push((await post(app, url('registrar'), { json: { ...row, id_agente: agentId } }, admin)).body.data.id_nota);
  });

  const titles = (r: { body: { data: { titulo: string }[] } }) => r.body.data.map((x) => x.titulo);

  it('sorts by its declared sortable fields only', async () => {
    expect(titles(await get(app, url('listado'), agent))).toEqual(['Cuatro', 'Tres', 'Dos', 'Uno']); // default: fecha DESC
    expect(titles(await get(app, url('listado'), agent, { sort: 'precio', order: 'ASC' }))).toEqual(['Uno', 'Dos', 'Tres', 'Cuatro']);
    expect(titles(await get(app, url('listado'), agent, { sort: 'cantidad', order: 'DESC' }))).toEqual(['Cuatro', 'Tres', 'Dos', 'Uno']);
    expectError(await get(app, url('listado'), agent, { sort: 'etiquetas' }), 400);
    expectError(await get(app, url('listado'), agent, { sort: 'urgente' }), 400);
  });

  it('filters with ranges (campo_gte / campo_lte) on numbers, money and dates', async () => {
    // A money range compares in one currency: the currency filter's, else the default (PEN). 'Dos' is US$ 500.00.
    const r1 = await get(app, url('listado'), agent, { filter: { precio_gte: 50000, precio_lte: 90000 }, sort: 'precio', order: 'ASC' });
    expect(titles(r1)).toEqual(['Tres']);
    expect(r1.body.total).toBe(1);
    expect(titles(await get(app, url('listado'), agent, { filter: { precio_gte: 50000, moneda: 'PEN' }, sort: 'precio', order: 'ASC' }))).toEqual([
      'Tres',
    ]);
    expect(titles(await get(app, url('listado'), agent, { filter: { precio_gte: 50000, precio_lte: 90000, moneda: 'USD' } }))).toEqual(['Dos']);
    expect(titles(await get(app, url('listado'), agent, { filter: { precio_lte: 150000, moneda: 'USD' }, sort: 'precio', order: 'ASC' }))).toEqual([
      'Dos',
      'Cuatro',
    ]);
    expectError(await get(app, url('listado'), agent, { filter: { precio_gte: 50000, moneda: ['PEN', 'USD'] } }), 400, /una sola moneda/);
    expectError(
      await get(app, url('listado'), agent, { filter: { precio_gte: 50000, moneda: 'EUR' } }),
      400,
      /Valor no válido para el filtro «moneda»/,
    );
    expectError(await get(app, url('listado'), agent, { filter: { precio_gte: 90000, precio_lte: 50000 } }), 400, /«Precio» está invertido/);
    expect(titles(await get(app, url('listado'), agent, { filter: { cantidad_gte: 10 }, sort: 'cantidad', order: 'ASC' }))).toEqual([
      'Tres',
      'Cuatro',
    ]);
    expect(titles(await get(app, url('listado'), agent, { filter: { cantidad_lte: '5' }, sort: 'cantidad', order: 'ASC' }))).toEqual(['Uno', 'Dos']);
    expect(
      titles(await get(app, url('listado'), agent, { filter: { fecha_gte: '2026-02-01', fecha_lte: '2026-03-31' }, sort: 'fecha', order: 'ASC' })),
    ).toEqual(['Dos', 'Tres']);
    // A range field has no plain equality; a non-range field has no range; values are checked.
    expectError(await get(app, url('listado'), agent, { filter: { precio: 10000 } }), 400);
    expectError(await get(app, url('listado'), agent, { filter: { titulo_gte: 'A' } }), 400);
    expectError(await get(app, url('listado'), agent, { filter: { prioridad_gte: 'alta' } }), 400);
    expectError(await get(app, url('listado'), agent, { filter: { precio_gte: 'mucho' } }), 400);
  });

  it('filters by enum, currency, boolean, reference and id, and searches q', async () => {
    expect(titles(await get(app, url('listado'), agent, { filter: { prioridad: 'alta' }, sort: 'precio', order: 'ASC' }))).toEqual([
      'Tres',
      'Cuatro',
    ]);
    expect(titles(await get(app, url('listado'), agent, { filter: { prioridad: ['baja', 'media'] }, sort: 'precio', order: 'ASC' }))).toEqual([
      'Uno',
      'Dos',
    ]);
    expect(titles(await get(app, url('listado'), agent, { filter: { moneda: 'USD' }, sort: 'precio', order: 'ASC' }))).toEqual(['Dos', 'Cuatro']);
    expect(titles(await get(app, url('listado'), agent, { filter: { urgente: true }, sort: 'precio', order: 'ASC' }))).toEqual(['Dos', 'Tres']);
    expect(titles(await get(app, url('listado'), agent, { filter: { urgente: false }, sort: 'precio', order: 'ASC' }))).toEqual(['Uno', 'Cuatro']);
    expect((await get(app, url('listado'), agent, { filter: { id_agente: agentId } })).body.total).toBe(4);
    expect((await get(app, url('listado'), agent, { filter: { id_agente: otherId } })).body.total).toBe(0);
    expect((await get(app, url('listado'), agent, { filter: { id: [ids[0], ids[2]] } })).body.total).toBe(2);
    expect(titles(await get(app, url('listado'), agent, { q: 'TRES' }))).toEqual(['Tres']);
    expect(titles(await get(app, url('listado'), agent, { filter: { urgente: true, moneda: 'PEN' } }))).toEqual(['Tres']);
    expectError(await get(app, url('listado'), agent, { filter: { urgente: 'si' } }), 400);
    expectError(await get(app, url('listado'), agent, { filter: { prioridad: 'urgentísima' } }), 400);
    expectError(await get(app, url('listado'), agent, { filter: { titulo: 'Uno' } }), 400);
    expectError(await get(app, url('listado'), agent, { filter: { etiquetas: 'legal' } }), 400);
  });

  it('returns lists and booleans decoded in listado', async () => {
    const r = await get(app, url('listado'), agent, { sort: 'precio', order: 'ASC' });
    expect(r.body.data.map((x: { etiquetas: string[] }) => x.etiquetas)).toEqual([['cliente'], ['legal'], [], ['visita']]);
    expect(r.body.data.map((x: { urgente: boolean }) => x.urgente)).toEqual([false, true, true, false]);
  });
});

describe("the agent's 'own' rule", () => {
  let own: number;
  let others: number;
  beforeAll(async () => {
    own = (await post(app, url('registrar'), { json: { titulo: 'Mía', id_agente: agentId } }, agent)).body.data.id_nota;
    others = (await post(app, url('registrar'), { json: { titulo: 'De Luis', id_agente: otherId } }, admin)).body.data.id_nota;
  });

  it('lets the agent read everyone’s rows', async () => {
    expectSuccess(await get(app, url(`detalle/${others}`), agent));
    const list = await get(app, url('listado'), agent, { filter: { id: [own, others] } });
    expect(list.body.total).toBe(2);
  });

  it('lets the agent edit their own row but not another’s (403, nothing changed)', async () => {
    const mine = await post(app, url('actualizar'), { json: { id_nota: own, titulo: 'Mía, editada' } }, agent);
    expectSuccess(mine);
    expect(mine.body.data.titulo).toBe('Mía, editada');
    expect(mine.body.data.actualizado_por).toBe(agentId);

    const theirs = await post(app, url('actualizar'), { json: { id_nota: others, titulo: 'Robada' } }, agent);
    expectError(theirs, 403, t('app.errors.forbidden'));
    // Taking ownership does not work either.
    expectError(await post(app, url('actualizar'), { json: { id_nota: others, id_agente: agentId } }, agent), 403);
    expect((await get(app, url(`detalle/${others}`), agent)).body.data).toMatchObject({ titulo: 'De Luis', id_agente: otherId });
  });

  it('lets the agent delete their own row but not another’s', async () => {
    expectError(await post(app, url('eliminar'), { id: String(others) }, agent), 403);
    expectSuccess(await get(app, url(`detalle/${others}`), agent));
    expectSuccess(await post(app, url('eliminar'), { id: String(own) }, agent));
    expectError(await get(app, url(`detalle/${own}`), agent), 404);
  });

  it('lets the administrator edit and delete any row', async () => {
    expectSuccess(await post(app, url('actualizar'), { json: { id_nota: others, prioridad: 'baja' } }, admin));
    expectSuccess(await post(app, url('eliminar'), { id: String(others) }, admin));
    expectError(await get(app, url(`detalle/${others}`), admin), 404);
  });

  it('the other agent sees the mirror image', async () => {
    const luis = await login(app, 'lmendoza');
    const mine = (await post(app, url('registrar'), { json: { titulo: 'Nota de Rosa', id_agente: agentId } }, agent)).body.data.id_nota;
    expectError(await post(app, url('actualizar'), { json: { id_nota: mine, titulo: 'X' } }, luis), 403);
    expectError(await post(app, url('eliminar'), { id: String(mine) }, luis), 403);
    expectSuccess(await post(app, url('actualizar'), { json: { id_nota: mine, titulo: 'Nota de Rosa (revisada)' } }, agent));
  });
});

describe('its own server side, from its folder', () => {
  it('is found by the discovery the server uses', () => {
    expect(found).toEqual(['notas']);
    expect(servers.notas?.routes).toBeTypeOf('function');
  });

  it('serves its route only with a session (closed by default), with a Spanish message', async () => {
    const none = await get(app, url('resumen'));
    expectError(none, 401);
    const fake = await get(app, url('resumen'), 'token-falso');
    expectError(fake, 401);
  });

  it('answers an agent with the count per priority, read from its table', async () => {
    await post(app, url('registrar'), { json: { titulo: 'Resumen alta', prioridad: 'alta', id_agente: agentId } }, agent);
    const rows = await anyTable(connection.db)
      .selectFrom('notas')
      .select(['prioridad', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('prioridad')
      .execute();
    const r = await get(app, url('resumen'), agent);
    expectSuccess(r);
    expect(r.body.data.total).toBe(await countRows(app, 'notas'));
    expect(r.body.data.total).toBeGreaterThan(0);
    for (const row of rows) expect(r.body.data[String(row.prioridad ?? 'sin_prioridad')]).toBe(Number(row.n));
  });
});

describe('an unexpected database failure', () => {
  it('answers 500 with a Spanish message and no SQL or stack (table dropped under the app)', async () => {
    await connection.db.schema.dropTable('notas').execute();
    const r = await get(app, url('listado'), admin);
    expectError(r, 500, t('app.errors.server'));
    expect(r.text).not.toMatch(/notas|no such table/i);
    const w = await post(app, url('registrar'), { json: { titulo: 'Sin tabla', id_agente: agentId } }, admin);
    expectError(w, 500, t('app.errors.server'));
    expect(w.text).not.toMatch(/no such table|INSERT/i);
  });
});
