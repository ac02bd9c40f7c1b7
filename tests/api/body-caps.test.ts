// Issue 8 §1 and §4: a write is held to its module's caps (known fields, key count, nesting, bytes) BEFORE
// validation, so a body of tens of thousands of keys is refused with a short answer; `registrar` takes no key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '#server/app';
import { writeBodyLimit, writeCaps } from '#server/bodyCaps';
import { t } from '#server/http';
import glosario from '../../src/resources/glosario/schema';
import ofertantes from '../../src/resources/ofertantes/schema';
import { countRows, expectError, expectSuccess, login, post, startApp, type TestApp } from './helpers';

let env: TestApp;
let app: App;
let admin: string;

beforeAll(async () => {
  env = await startApp();
  app = env.app;
  admin = await login(app, 'admin');
});

afterAll(async () => {
  await env?.close();
});

const manyKeys = (n: number, base: Record<string, unknown> = {}) => {
  const out: Record<string, unknown> = { ...base };
  for (let i = 0; i < n; i++) out[`k${i}`] = i;
  return out;
};

describe('many keys', () => {
  it('refuses 45 000 keys with a short answer naming a few of them (registrar and actualizar)', async () => {
    const body = manyKeys(45_000, { termino: 'Muchos campos', definicion: 'x' });
    for (const path of ['registrar', 'actualizar']) {
      const r = await post(app, `/api/ofertantes/${path}`, { json: path === 'actualizar' ? { ...body, id_propiedad: 1 } : body }, admin);
      expect([400, 413]).toContain(r.status);
      expectError(r, r.status);
      expect(r.text.length).toBeLessThan(2000);
    }
  });

  it('names at most five unknown fields and counts the rest ("y 2 995 más")', async () => {
    const before = await countRows(app, 'ofertantes');
    const r = await post(app, '/api/ofertantes/registrar', { json: manyKeys(3000) }, admin);
    expectError(r, 400, /y 2 995 más/);
    expect(r.body.msg).toContain('«k0»');
    expect(Object.keys(r.body.errors)).toHaveLength(5);
    expect(r.text.length).toBeLessThan(1000);
    expect(await countRows(app, 'ofertantes')).toBe(before);
  });

  it('refuses nesting deeper than a list of choices', async () => {
    const deep = await post(app, '/api/demandantes/registrar', { json: { nombre: 'Ana', distritos: [['Miraflores']] } }, admin);
    expectError(deep, 400, t('app.errors.too_deep', { max: 1 }));
    const nested = `{"termino": ${'['.repeat(5000)}"x"${']'.repeat(5000)}, "definicion": "x"}`;
    expectError(await post(app, '/api/glosario/registrar', { json: nested }, admin), 400, t('app.errors.too_deep', { max: 1 }));
  });

  it('gives each module a byte limit sized to its fields, below the upload limits', async () => {
    expect(writeBodyLimit(glosario)).toBeLessThan(64 * 1024);
    expect(writeBodyLimit(ofertantes)).toBeLessThanOrEqual(1024 * 1024);
    const big = await post(app, '/api/glosario/registrar', { json: { termino: 'Grande', definicion: 'x'.repeat(100_000) } }, admin);
    expectError(big, 413, t('app.errors.too_large'));
  });

  it('keeps caps a little above the schema (the real forms still pass)', async () => {
    const caps = writeCaps(ofertantes, 'update');
    expect(caps.maxKeys).toBeGreaterThanOrEqual(caps.known?.length ?? 0);
    expect(caps.maxKeys).toBeLessThan((caps.known?.length ?? 0) + 20);
    expectSuccess(await post(app, '/api/glosario/registrar', { json: { termino: 'Con tope', definicion: 'Pasa.' } }, admin), 201);
  });

  it('caps the form fields of hand-written calls too', async () => {
    const fields: Record<string, string> = {};
    for (let i = 0; i < 5000; i++) fields[`f${i}`] = 'x';
    const r = await post(app, '/api/notificaciones/marcar', { ...fields, idnoti: '1' }, admin);
    expectError(r, 400);
    expect(r.text.length).toBeLessThan(1000);
  });
});

describe('registrar takes no record key', () => {
  it('refuses the key or `id` in the body as an unknown field, and inserts nothing', async () => {
    const before = await countRows(app, 'glosario');
    for (const key of ['id', 'id_glosario']) {
      const r = await post(app, '/api/glosario/registrar', { json: { [key]: 999, termino: `Con ${key}`, definicion: 'x' } }, admin);
      expectError(r, 400, t('app.errors.invalid_input'));
      expect(r.body.errors[key]).toBe(t('app.validation.unknown_field'));
    }
    expect(await countRows(app, 'glosario')).toBe(before);
  });

  it('eliminar refuses unknown form fields', async () => {
    const r = await post(app, '/api/glosario/eliminar', { id: '1', cascada: 'si' }, admin);
    expectError(r, 400);
    expect(r.body.errors.cascada).toBe(t('app.validation.unknown_field'));
  });

  it('one rule everywhere: a write with a form field beside json, and the hand-written calls, refuse unknown fields', async () => {
    const before = await countRows(app, 'glosario');
    let r = await post(app, '/api/glosario/registrar', { json: { termino: 'Tasación', definicion: 'Valor estimado' }, publicar: 'si' }, admin);
    expectError(r, 400);
    expect(r.body.errors.publicar).toBe(t('app.validation.unknown_field'));
    expect(await countRows(app, 'glosario')).toBe(before);
    const id = Number(
      (await app.connection.db.selectFrom('usuarios').select('id_usuario').where('usuario', '=', 'admin').executeTakeFirstOrThrow()).id_usuario,
    );
    const carts = await countRows(app, 'carrito');
    r = await post(app, '/api/carrito/agregar', { id_usuario: String(id), id_propiedad: '1', cantidad: '2' }, admin);
    expectError(r, 400);
    expect(await countRows(app, 'carrito')).toBe(carts);
    expectError(await post(app, '/api/notificaciones/marcar', { idnoti: '1', todas: 'si' }, admin), 400);
    expectError(await post(app, '/api/carrito/vaciar', { id_usuario: String(id), forzar: 'si' }, admin), 400);
  });
});

describe('Spanish nits (issue 8 §4)', () => {
  it('a duplicate names its field without a gendered article ("con el mismo etiqueta")', async () => {
    expectSuccess(await post(app, '/api/etiquetas/registrar', { json: { nombre: 'Repetida' } }, admin), 201);
    const r = await post(app, '/api/etiquetas/registrar', { json: { nombre: 'repetida' } }, admin);
    expectError(r, 409);
    expect(r.body.msg).not.toMatch(/el mismo|la misma/);
    expect(r.body.msg).toMatch(/^Ya existe un registro con ese valor en «.+»\.$/);
  });

  it('a bad date says what the API takes (AAAA-MM-DD), not the form’s día-mes-año', async () => {
    const r = await post(
      app,
      '/api/citas/registrar',
      { json: { fecha: '25-11-2026', hora_inicio: '10:00', hora_fin: '11:00', tipo: 'visita', estado: 'programada' } },
      admin,
    );
    expectError(r, 400);
    expect(r.body.errors.fecha).toBe(t('app.validation.date_iso'));
    expect(r.body.errors.fecha).toContain('AAAA-MM-DD');
    const overlap = await app.inject({
      method: 'GET',
      url: '/api/citas/solapamientos?fecha=25-11-2026&hora_inicio=10:00&hora_fin=11:00',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(overlap.json().errors.fecha).toContain('AAAA-MM-DD');
  });
});
