// The generic CRUD (glosario, etiquetas) and the usuarios rules on both dialects (form-encoded and REST, see
// dialects.ts), the form transport's own checks, and Mi Perfil, against a real database (SQLite; PostgreSQL on the api-pg run).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '#server/app';
import { t } from '#server/http';
import {
  DEMO_PASSWORD,
  activity,
  countRows,
  expectError,
  expectSuccess,
  get,
  login,
  loginReply,
  post,
  startApp,
  userId,
  type TestApp,
} from './helpers';
import { DIALECTS, type ListQuery } from './dialects';
import { createRecord } from '../support/recordFactories';
import citas from '../../src/resources/citas/schema';
import ofertantes from '../../src/resources/ofertantes/schema';
import usuarios from '../../src/resources/usuarios/schema';

describe.each(DIALECTS)('generic CRUD · $name dialect', (d) => {
  let env: TestApp;
  let app: App;
  let admin: string;
  let agent: string;
  let adminId: number;

  beforeAll(async () => {
    env = await startApp();
    app = env.app;
    [admin, agent] = await Promise.all([login(app, 'admin'), login(app, 'agente')]);
    adminId = await userId(app, 'admin');
  });

  afterAll(async () => {
    await env?.close();
  });

  const list = (query?: ListQuery, token = admin) => d.list(app, 'glosario', token, query);

  async function createTerm(termino: string, definicion = 'Una definición de prueba.'): Promise<number> {
    const r = await d.create(app, 'glosario', { termino, definicion }, admin);
    expectSuccess(r, 201);
    return Number(r.body.data.id_glosario);
  }

  describe('listado', () => {
    beforeAll(async () => {
      // 18 demo terms + 12 = 30 rows, more than one default page.
      for (let i = 1; i <= 12; i++) await createTerm(`Zeta prueba ${String(i).padStart(2, '0')}`, `Definición número ${i}`);
    });

    it('pages with a default of 25 and reports the total', async () => {
      const r = await list();
      expectSuccess(r);
      expect(r.body.total).toBe(30);
      expect(r.body.data).toHaveLength(25);
      const last = await list({ page: 2, perPage: 25 });
      expect(last.body.data).toHaveLength(5);
      expect(last.body.total).toBe(30);
      const beyond = await list({ page: 9, perPage: 10 });
      expect(beyond.body.data).toHaveLength(0);
      expect(beyond.body.total).toBe(30);
    });

    it('pages do not overlap and cover every row', async () => {
      const seen = new Set<number>();
      for (let page = 1; page <= 3; page++) {
        const r = await list({ page, perPage: 10, sort: 'termino', order: 'ASC' });
        for (const row of r.body.data) seen.add(row.id_glosario);
      }
      expect(seen.size).toBe(30);
    });

    it('caps perPage at 100 and rejects bad paging', async () => {
      expectSuccess(await list({ perPage: 100 }));
      expectError(await list({ perPage: 101 }), 400, d.badPaging);
      expectError(await list({ perPage: 0 }), 400);
      expectError(await list({ page: 0 }), 400);
      expectError(await list({ page: -1 }), 400);
      expectError(await list({ perPage: 'muchos' }), 400);
    });

    it('sorts by declared fields in both directions', async () => {
      const asc = await list({ sort: 'termino', order: 'ASC', perPage: 100 });
      const terms = asc.body.data.map((r: { termino: string }) => r.termino);
      expect(terms).toEqual([...terms].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
      const desc = await list({ sort: 'termino', order: 'DESC', perPage: 100 });
      expect(desc.body.data.map((r: { termino: string }) => r.termino)).toEqual([...terms].reverse());
      const byId = await list({ sort: 'id', order: 'desc', perPage: 3 });
      expect(byId.body.data.map((r: { id_glosario: number }) => r.id_glosario)).toEqual([30, 29, 28]);
    });

    it('refuses an undeclared sort or a bad order (400)', async () => {
      const r = await list({ sort: 'definicion' });
      expectError(r, 400, /definicion/);
      expect(r.body.errors.sort).toBeTruthy();
      expectError(await list({ sort: 'termino; DROP TABLE glosario' }), 400);
      expectError(await list({ sort: 'termino', order: 'SIDEWAYS' }), 400);
      expect(await countRows(app, 'glosario')).toBe(30);
    });

    it('filters by id list and searches with q (parameter or filter key), case-insensitively', async () => {
      const ids = await list({ filter: { id: [1, 2, 3] } });
      expect(ids.body.total).toBe(3);
      expect(ids.body.data.map((r: { id_glosario: number }) => r.id_glosario).sort()).toEqual([1, 2, 3]);

      const q = await list({ q: 'SUNARP' });
      expect(q.body.total).toBeGreaterThanOrEqual(3);
      for (const row of q.body.data) expect(`${row.termino} ${row.definicion}`.toLowerCase()).toContain('sunarp');

      const qf = await list({ filter: { q: 'zeta prueba' }, perPage: 5 });
      expect(qf.body.total).toBe(12);
      expect(qf.body.data).toHaveLength(5);

      // LIKE wildcards are taken literally.
      expect((await list({ q: '%' })).body.total).toBe(1); // only "Alcabala: 3 % del valor…"
      expect((await list({ q: '_' })).body.total).toBe(0);
    });

    it('rejects unknown filter keys, bad filter JSON and unknown query parameters (400)', async () => {
      const unknown = await list({ filter: { definicion: 'x' } });
      expectError(unknown, 400, /definicion/);
      expectError(await list({ filter: { nada: 1 } }), 400);
      expectError(await list({ filter: '{"termino":' }), 400);
      expectError(await list({ filter: '[1,2]' }), 400);
      expectError(await list({ filter: '"texto"' }), 400);
      expectError(await list({ id_usuario: 1 }), 400);
    });

    it('filters usuarios by declared enum filters and checks their values', async () => {
      const agentes = await d.list(app, 'usuarios', admin, { filter: { tipo: 'Agente' } });
      expect(agentes.body.total).toBe(3);
      const both = await d.list(app, 'usuarios', admin, { filter: { tipo: ['Agente', 'Administrador'], estado: 'activo' } });
      expect(both.body.total).toBe(4);
      expectError(await d.list(app, 'usuarios', admin, { filter: { tipo: 'Jefe' } }), 400);
      // writeOnly fields are never filterable.
      expectError(await d.list(app, 'usuarios', admin, { filter: { password: 'x' } }), 400);
    });
  });

  describe('detalle', () => {
    it('returns one record, 404 for an unknown id, 400 for a non-numeric one', async () => {
      const r = await d.show(app, 'glosario', '1', admin);
      expectSuccess(r);
      expect(r.body.data).toMatchObject({ id_glosario: 1, termino: 'Partida registral' });
      expectError(await d.show(app, 'glosario', '999999', admin), 404, t('app.errors.not_found'));
      expectError(await d.show(app, 'glosario', 'abc', admin), 400, t('app.errors.bad_id'));
      expectError(await d.show(app, 'glosario', '1.5', admin), 400);
      expectError(await d.show(app, 'glosario', '0', admin), 400);
      expectError(await d.show(app, 'glosario', '-1', admin), 400);
    });

    it('answers an unknown route with a Spanish 404', async () => {
      expectError(await d.list(app, 'nomodulo', admin), 404, t('app.errors.route_not_found'));
    });
  });

  describe('registrar', () => {
    it('creates a record (201), stamps the audit fields and logs it', async () => {
      const before = await countRows(app, 'actividadsistema');
      const r = await d.create(app, 'glosario', { termino: '  Hipoteca  ', definicion: 'Garantía real sobre un inmueble.' }, admin);
      expectSuccess(r, 201);
      d.expectWritten(r, t('app.msg.created'));
      expect(r.body.data).toMatchObject({
        termino: 'Hipoteca',
        definicion: 'Garantía real sobre un inmueble.',
        creado_por: adminId,
        actualizado_por: adminId,
      });
      expect(Date.parse(r.body.data.creado_en)).not.toBeNaN();
      const id = r.body.data.id_glosario;
      const rows = await activity(app, { recurso: 'glosario', accion: 'create', id_registro: String(id) });
      expect(rows).toHaveLength(1);
      expect(Number(rows[0]!.id_usuario)).toBe(adminId);
      expect(await countRows(app, 'actividadsistema')).toBe(before + 1);
    });

    it('applies declared defaults (etiquetas.color)', async () => {
      const r = await d.create(app, 'etiquetas', { nombre: 'Sin color' }, admin);
      expectSuccess(r, 201);
      expect(r.body.data.color).toBe('#623AA2');
    });

    it('rejects invalid input with per-field errors and changes nothing', async () => {
      const before = await countRows(app, 'glosario');
      const logBefore = await countRows(app, 'actividadsistema');

      const unknown = await d.create(app, 'glosario', { termino: 'Nuevo', definicion: 'x', color: 'rojo' }, admin);
      expectError(unknown, 400, t('app.errors.invalid_input'));
      expect(unknown.body.errors.color).toBe(t('app.validation.unknown_field'));

      // A server-set field: refused by the app's dialect; the REST dialect ignores it (what a stock client sends back).
      if (d.name !== 'rest') {
        const serverOnly = await d.create(app, 'glosario', { termino: 'Nuevo', definicion: 'x', creado_por: 3 }, admin);
        expectError(serverOnly, 400);
        expect(serverOnly.body.errors.creado_por).toBeTruthy();
      }

      const wrongType = await d.create(app, 'glosario', { termino: 12345, definicion: 'x' }, admin);
      expectError(wrongType, 400);
      expect(wrongType.body.errors.termino).toBe(t('app.validation.type_text'));

      const missing = await d.create(app, 'glosario', { termino: 'Sin definición' }, admin);
      expectError(missing, 400);
      expect(missing.body.errors.definicion).toBeTruthy();
      expect(missing.body.errors.termino).toBeUndefined();

      const blank = await d.create(app, 'glosario', { termino: '   ', definicion: 'x' }, admin);
      expectError(blank, 400);
      expect(blank.body.errors.termino).toBeTruthy();

      const long = await d.create(app, 'glosario', { termino: 'x'.repeat(121), definicion: 'x' }, admin);
      expectError(long, 400);
      expect(long.body.errors.termino).toMatch(/120/);
      const longDef = await d.create(app, 'glosario', { termino: 'Largo', definicion: 'x'.repeat(5001) }, admin);
      expectError(longDef, 400);
      expect(longDef.body.errors.definicion).toBeTruthy();

      const badColor = await d.create(app, 'etiquetas', { nombre: 'Mala', color: 'red' }, admin);
      expectError(badColor, 400);
      expect(badColor.body.errors.color).toBe(t('app.validation.color'));

      expectError(await d.createRaw(app, 'glosario', '["termino"]', admin), 400);
      expectError(await d.createRaw(app, 'glosario', 'null', admin), 400);
      expectError(await d.createRaw(app, 'glosario', '"termino"', admin), 400);
      expectError(await d.createRaw(app, 'glosario', '{termino:', admin), 400);

      expect(await countRows(app, 'glosario')).toBe(before);
      expect(await countRows(app, 'actividadsistema')).toBe(logBefore);
    });

    it('refuses a duplicate unique value, whatever its case, with 409 naming the field', async () => {
      const before = await countRows(app, 'glosario');
      const r = await d.create(app, 'glosario', { termino: 'PARTIDA REGISTRAL', definicion: 'Otra vez.' }, admin);
      expectError(r, 409, t('app.errors.duplicate', { campo: 'término' }));
      expect(r.body.errors.termino).toBeTruthy();
      const e = await d.create(app, 'etiquetas', { nombre: 'planos', color: '#000000' }, admin);
      expectError(e, 409, /nombre/);
      expect(await countRows(app, 'glosario')).toBe(before);
    });

    it('compares unique values case-insensitively beyond ASCII (Á/á, Ñ/ñ)', async () => {
      expectSuccess(await d.create(app, 'glosario', { termino: 'Área común', definicion: 'Zona de uso compartido.' }, admin), 201);
      const before = await countRows(app, 'glosario');
      expectError(await d.create(app, 'glosario', { termino: 'área común', definicion: 'Otra.' }, admin), 409);
      expectError(await d.create(app, 'glosario', { termino: 'ÁREA COMÚN', definicion: 'Otra.' }, admin), 409);
      expectSuccess(await d.create(app, 'etiquetas', { nombre: 'Ñandú' }, admin), 201);
      expectError(await d.create(app, 'etiquetas', { nombre: 'ñANDÚ' }, admin), 409);
      expect(await countRows(app, 'glosario')).toBe(before);
      // The q search folds accented capitals the same way.
      const found = await list({ q: 'ÁREA COMÚN' });
      expect(found.body.data.map((r: { termino: string }) => r.termino)).toEqual(['Área común']);
    });

    it("reports a '__proto__' key as an unknown field instead of dropping it", async () => {
      const before = await countRows(app, 'glosario');
      const r = await d.createRaw(app, 'glosario', '{"termino":"Proto","definicion":"x","__proto__":{"a":1}}', admin);
      expectError(r, 400);
      expect(await countRows(app, 'glosario')).toBe(before);
    });

    it('refuses a body over 1 MiB with 413 (Spanish) and stores nothing', async () => {
      const before = await countRows(app, 'glosario');
      const big = 'x'.repeat(1024 * 1024 + 10);
      const r = await d.create(app, 'glosario', { termino: 'Grande', definicion: big }, admin);
      expectError(r, 413, t('app.errors.too_large'));
      expect(await countRows(app, 'glosario')).toBe(before);
    });
  });

  describe('actualizar and eliminar', () => {
    it('updates only the fields sent, logs it, and 404s an unknown id', async () => {
      const id = await createTerm('Tasación', 'Valor estimado por un perito.');
      const r = await d.update(app, 'glosario', id, { definicion: 'Valor comercial estimado por un perito.' }, admin);
      expectSuccess(r);
      d.expectWritten(r, t('app.msg.updated'));
      expect(r.body.data).toMatchObject({ id_glosario: id, termino: 'Tasación', definicion: 'Valor comercial estimado por un perito.' });
      // `id` in the body is taken as the key too.
      const r2 = await d.update(app, 'glosario', id, { id, termino: 'Tasación comercial' }, admin);
      expectSuccess(r2);
      expect(r2.body.data).toMatchObject({ termino: 'Tasación comercial', definicion: 'Valor comercial estimado por un perito.' });
      const log = await activity(app, { recurso: 'glosario', accion: 'update', id_registro: String(id) });
      expect(log).toHaveLength(2);
      expect(log[0]!.detalle).toBe('definicion');

      expectError(await d.update(app, 'glosario', 999999, { termino: 'X' }, admin), 404);
      expectError(await d.update(app, 'glosario', 'sin-id', { termino: 'Sin id' }, admin), 400, t('app.errors.bad_id'));
    });

    it('validates updates and changes nothing when rejected', async () => {
      const id = await createTerm('Usufructo', 'Derecho de usar un bien ajeno.');
      const stored = async () => (await d.show(app, 'glosario', id, admin)).body.data;
      const before = await stored();
      expectError(await d.update(app, 'glosario', id, { termino: '' }, admin), 400);
      expectError(await d.update(app, 'glosario', id, { termino: 'Nuevo', extra: 1 }, admin), 400);
      expectError(await d.update(app, 'glosario', id, { definicion: 7 }, admin), 400);
      const dup = await d.update(app, 'glosario', id, { termino: 'minuta' }, admin);
      expectError(dup, 409);
      expect(dup.body.errors.termino).toBeTruthy();
      expect(await stored()).toEqual(before);
      // Keeping its own unique value is not a duplicate.
      expectSuccess(await d.update(app, 'glosario', id, { termino: 'USUFRUCTO' }, admin));
    });

    it('deletes (then 404) and logs it', async () => {
      const id = await createTerm('Anticresis', 'Garantía con entrega del inmueble.');
      const r = await d.remove(app, 'glosario', String(id), admin);
      expectSuccess(r);
      d.expectWritten(r, t('app.msg.deleted'));
      expectError(await d.show(app, 'glosario', id, admin), 404);
      expectError(await d.remove(app, 'glosario', String(id), admin), 404);
      expectError(await d.remove(app, 'glosario', 'uno', admin), 400);
      expect(await activity(app, { recurso: 'glosario', accion: 'delete', id_registro: String(id) })).toHaveLength(1);
    });

    it('refuses to delete a record others still point at, naming them (409), and changes nothing', async () => {
      const ctx = { app, admin };
      const usuario = await createRecord(ctx, usuarios);
      const propiedad = await createRecord(ctx, ofertantes, usuario);
      const cita = await createRecord(ctx, citas, usuario, { id_propiedad: propiedad });
      const refused = await d.remove(app, 'usuarios', usuario, admin);
      expectError(refused, 409, t('app.errors.in_use_by', { registros: '1 ofertante y 1 cita' }));
      expectSuccess(await d.show(app, 'usuarios', usuario, admin));
      expect(await activity(app, { recurso: 'usuarios', accion: 'delete', id_registro: String(usuario) })).toHaveLength(0);
      // Once nothing points at it any more (the property keeps its own rule: not with citas), it goes.
      expectError(await d.remove(app, 'ofertantes', propiedad, admin), 409);
      expectSuccess(await d.remove(app, 'citas', cita, admin));
      expectSuccess(await d.remove(app, 'ofertantes', propiedad, admin));
      expectSuccess(await d.remove(app, 'usuarios', usuario, admin));
    });

    it('refuses agents on administrator-only modules (403) and changes nothing', async () => {
      const before = await countRows(app, 'glosario');
      expectError(await list({}, agent), 403, t('app.errors.forbidden'));
      expectError(await d.show(app, 'glosario', '1', agent), 403);
      expectError(await d.create(app, 'glosario', { termino: 'Del agente', definicion: 'x' }, agent), 403);
      expectError(await d.update(app, 'glosario', 1, { termino: 'Cambiado' }, agent), 403);
      expectError(await d.remove(app, 'glosario', '1', agent), 403);
      expect(await countRows(app, 'glosario')).toBe(before);
      expect((await d.show(app, 'glosario', '1', admin)).body.data.termino).toBe('Partida registral');
    });

    it('has no write endpoints on read-only modules', async () => {
      expectError(await d.create(app, 'actividadsistema', { accion: 'login' }, admin), 404);
      expectError(await d.remove(app, 'actividadsistema', 1, admin), 404);
    });
  });

  describe('usuarios', () => {
    const nuevo = {
      nombre: 'Ana',
      apellido: 'Torres Lazo',
      usuario: 'atorres',
      email: 'Ana.Torres@Inmobiliaria.pe',
      password: 'clave-nueva-9',
      tipo: 'Agente',
      documento_tipo: 'DNI',
      documento: '45678912',
      telefono: '987 111 222',
    };
    let anaId: number;

    it('never returns passwords from listado or detalle', async () => {
      const list = await d.list(app, 'usuarios', admin, { perPage: 100 });
      expectSuccess(list);
      expect(list.body.data.length).toBeGreaterThanOrEqual(4);
      for (const u of list.body.data) expect(u).not.toHaveProperty('password');
      expect(list.text).not.toContain('argon2');
      const one = await d.show(app, 'usuarios', adminId, admin);
      expect(one.body.data).not.toHaveProperty('password');
      expect(one.text).not.toContain('argon2');
    });

    it('creates a user with a hashed password who can then log in (by usuario or e-mail)', async () => {
      const r = await d.create(app, 'usuarios', nuevo, admin);
      expectSuccess(r, 201);
      expect(r.body.data).not.toHaveProperty('password');
      expect(r.body.data).toMatchObject({ usuario: 'atorres', email: 'ana.torres@inmobiliaria.pe', estado: 'activo', tipo: 'Agente' });
      anaId = r.body.data.id_usuario;
      const row = await app.connection.db.selectFrom('usuarios').select('password').where('id_usuario', '=', anaId).executeTakeFirstOrThrow();
      expect(String(row.password)).toMatch(/^\$argon2id\$/);
      expect(String(row.password)).not.toContain(nuevo.password);
      expectSuccess(await loginReply(app, 'atorres', nuevo.password));
      expectSuccess(await loginReply(app, 'ana.torres@inmobiliaria.pe', nuevo.password));
    });

    it('validates users: unique usuario/email, password length, document per type', async () => {
      const before = await countRows(app, 'usuarios');
      expectError(await d.create(app, 'usuarios', { ...nuevo, email: 'otra@inmobiliaria.pe' }, admin), 409, /usuario/);
      expectError(await d.create(app, 'usuarios', { ...nuevo, usuario: 'otra', email: 'ANA.TORRES@inmobiliaria.pe' }, admin), 409, /correo/);
      const short = await d.create(app, 'usuarios', { ...nuevo, usuario: 'corta', email: 'c@inmobiliaria.pe', password: '1234567' }, admin);
      expectError(short, 400);
      expect(short.body.errors.password).toBeTruthy();
      const doc = await d.create(app, 'usuarios', { ...nuevo, usuario: 'doc', email: 'd@inmobiliaria.pe', documento: '123' }, admin);
      expectError(doc, 400);
      expect(doc.body.errors.documento).toBe(t('app.validation.dni'));
      const role = await d.create(app, 'usuarios', { ...nuevo, usuario: 'jefe', email: 'j@inmobiliaria.pe', tipo: 'Jefe' }, admin);
      expectError(role, 400);
      expect(role.body.errors.tipo).toBeTruthy();
      expect(await countRows(app, 'usuarios')).toBe(before);
    });

    it('does not accept a password through actualizar (createOnly)', async () => {
      const r = await d.update(app, 'usuarios', anaId, { password: 'otra-clave-1' }, admin);
      expectError(r, 400);
      expect(r.body.errors.password).toBeTruthy();
      expectSuccess(await loginReply(app, 'atorres', nuevo.password));
    });

    it('keeps the last active administrator: no demotion, deactivation or deletion (409)', async () => {
      const demote = await d.update(app, 'usuarios', adminId, { tipo: 'Agente' }, admin);
      expectError(demote, 409, t('app.errors.last_admin'));
      const deactivate = await d.update(app, 'usuarios', adminId, { estado: 'inactivo' }, admin);
      expectError(deactivate, 409);
      expectError(await post(app, '/api/usuarios/desactivar', { id: String(adminId) }, admin), 409);
      expectError(await d.remove(app, 'usuarios', adminId, admin), 409);
      const me = (await d.show(app, 'usuarios', adminId, admin)).body.data;
      expect(me).toMatchObject({ tipo: 'Administrador', estado: 'activo' });
      expectSuccess(await d.list(app, 'usuarios', admin));
    });

    it('with a second administrator, one may be demoted; then the other is the last again', async () => {
      expectSuccess(await d.update(app, 'usuarios', anaId, { tipo: 'Administrador' }, admin));
      const ana = await login(app, 'atorres', nuevo.password);
      // Ana demotes the original administrator: allowed, one active administrator remains.
      expectSuccess(await d.update(app, 'usuarios', adminId, { tipo: 'Agente' }, ana));
      // The demoted admin loses access at once.
      expectError(await d.list(app, 'usuarios', admin), 403);
      // Ana is now the last one.
      expectError(await d.update(app, 'usuarios', anaId, { tipo: 'Agente' }, ana), 409, t('app.errors.last_admin'));
      // Restore.
      expectSuccess(await d.update(app, 'usuarios', adminId, { tipo: 'Administrador' }, ana));
      expectSuccess(await d.list(app, 'usuarios', admin));
    });

    it('deactivating through actualizar also ends the user’s sessions', async () => {
      const token = await login(app, 'lmendoza');
      const id = await userId(app, 'lmendoza');
      expectSuccess(await d.update(app, 'usuarios', id, { estado: 'inactivo' }, admin));
      expectError(await get(app, '/api/perfil', token), 401);
      expectError(await loginReply(app, 'lmendoza'), 403);
      expectSuccess(await d.update(app, 'usuarios', id, { estado: 'activo' }, admin));
      expectSuccess(await loginReply(app, 'lmendoza'));
    });

    it('restablecer sets a new password and revokes that user’s sessions', async () => {
      const token = await login(app, 'atorres', nuevo.password);
      const r = await post(app, '/api/usuarios/restablecer', { json: { id_usuario: anaId, password: 'restablecida-22' } }, admin);
      expectSuccess(r);
      expect(r.body.msg).toBe(t('app.usuarios.password_reset_done'));
      expectError(await get(app, '/api/perfil', token), 401);
      expectError(await loginReply(app, 'atorres', nuevo.password, { remoteAddress: '10.8.0.1' }), 401);
      expectSuccess(await loginReply(app, 'atorres', 'restablecida-22'));
      // The administrator's own session is untouched.
      expectSuccess(await get(app, '/api/perfil', admin));
      expect((await activity(app, { accion: 'password_change', recurso: 'usuarios', id_registro: String(anaId) })).length).toBe(1);
    });

    it('restablecer validates its input and is administrator-only', async () => {
      const short = await post(app, '/api/usuarios/restablecer', { json: { id_usuario: anaId, password: 'corta' } }, admin);
      expectError(short, 400);
      expect(short.body.errors.password).toBeTruthy();
      expectError(await post(app, '/api/usuarios/restablecer', { json: { id_usuario: 999999, password: 'valida-12345' } }, admin), 404);
      expectError(await post(app, '/api/usuarios/restablecer', { json: { password: 'valida-12345' } }, admin), 400);
      expectError(await post(app, '/api/usuarios/restablecer', { json: { id_usuario: anaId, password: 'valida-12345' } }, agent), 403);
      expectSuccess(await loginReply(app, 'atorres', 'restablecida-22'));
    });

    it('deletes a user (and their sessions) but not oneself', async () => {
      const token = await login(app, 'atorres', 'restablecida-22');
      const r = await d.remove(app, 'usuarios', anaId, admin);
      expectSuccess(r);
      expectError(await get(app, '/api/perfil', token), 401);
      expectError(await d.show(app, 'usuarios', anaId, admin), 404);
    });
  });
});

// The form-encoded transport itself (the `json` field, form bodies): the REST dialect's own checks are in rest.test.ts.
describe('form-encoded API and Mi Perfil', () => {
  let env: TestApp;
  let app: App;
  let admin: string;
  let agent: string;
  let adminId: number;
  const glosario = (path: string) => `/api/glosario/${path}`;

  beforeAll(async () => {
    env = await startApp();
    app = env.app;
    [admin, agent] = await Promise.all([login(app, 'admin'), login(app, 'agente')]);
    adminId = await userId(app, 'admin');
  });

  afterAll(async () => {
    await env?.close();
  });

  describe('form-encoded transport of the generic CRUD', () => {
    it('names a missing or broken json field, takes `id` alone as the key, needs the id to delete', async () => {
      const before = await countRows(app, 'glosario');
      expectError(await post(app, glosario('registrar'), {}, admin), 400, t('app.errors.missing_json'));
      expectError(await post(app, glosario('registrar'), { json: '{termino:' }, admin), 400, t('app.errors.bad_json'));
      expectError(
        await post(app, glosario('registrar'), { json: '{"termino":"Proto","definicion":"x","__proto__":{"a":1}}' }, admin),
        400,
        t('app.errors.invalid_input'),
      );
      expect(await countRows(app, 'glosario')).toBe(before);
      const r = await post(app, glosario('actualizar'), { json: { id: 1, definicion: 'Número de la partida.' } }, admin);
      expectSuccess(r);
      expect(r.body.data).toMatchObject({ id_glosario: 1, termino: 'Partida registral', definicion: 'Número de la partida.' });
      expectError(await post(app, glosario('eliminar'), {}, admin), 400);
      expect(await countRows(app, 'glosario')).toBe(before);
    });

    it('refuses a JSON content-type body whose values are not strings (400, Spanish)', async () => {
      const before = await countRows(app, 'glosario');
      const res = await app.inject({
        method: 'POST',
        url: glosario('registrar'),
        headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
        payload: JSON.stringify({ json: { termino: 'Objeto', definicion: 'x' } }),
      });
      expectError({ status: res.statusCode, body: res.json(), text: res.body, headers: res.headers }, 400, t('app.errors.bad_body'));
      const broken = await app.inject({
        method: 'POST',
        url: glosario('registrar'),
        headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
        payload: '{"json": ',
      });
      expectError({ status: broken.statusCode, body: broken.json(), text: broken.body, headers: broken.headers }, 400);
      const repeated = await app.inject({
        method: 'POST',
        url: glosario('registrar'),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `json=%7B%7D&json=%7B%7D&authorization=${admin}`,
      });
      expectError({ status: repeated.statusCode, body: repeated.json(), text: repeated.body, headers: repeated.headers }, 400);
      expect(await countRows(app, 'glosario')).toBe(before);
    });
  });

  describe('perfil', () => {
    it('GET /perfil returns the caller’s data without the password', async () => {
      const r = await get(app, '/api/perfil', agent);
      expectSuccess(r);
      expect(r.body.data).toMatchObject({ usuario: 'agente', nombre: 'Rosa', tipo: 'Agente' });
      expect(r.body.data).not.toHaveProperty('password');
      expectError(await get(app, '/api/perfil'), 401);
    });

    it('/perfil/actualizar changes nombre, apellido, telefono and returns the new identity', async () => {
      const r = await post(app, '/api/perfil/actualizar', { json: { nombre: 'Rosa María', telefono: '(01) 445-1234' } }, agent);
      expectSuccess(r);
      expect(r.body.msg).toBe(t('app.perfil.saved'));
      expect(r.body.data).toMatchObject({ nombre: 'Rosa María', apellido: 'Quispe Huamán', telefono: '(01) 445-1234' });
      expect(r.body.data.identity).toMatchObject({ nombre: 'Rosa María', tipo: 'Agente' });
      expect(r.body.data).not.toHaveProperty('password');
      const rows = await activity(app, { recurso: 'perfil', accion: 'update', id_usuario: await userId(app, 'agente') });
      expect(rows.at(-1)?.detalle).toBe('nombre, telefono');
    });

    it('/perfil/actualizar refuses role, state, login name and other fields (400) and changes nothing', async () => {
      const before = (await get(app, '/api/perfil', agent)).body.data;
      for (const json of [
        { tipo: 'Administrador' },
        { estado: 'inactivo' },
        { usuario: 'otro' },
        { email: 'x@y.pe' },
        { password: 'nueva-clave-1' },
        { nombre: 'Rosa', tipo: 'Administrador' },
      ]) {
        const r = await post(app, '/api/perfil/actualizar', { json }, agent);
        expectError(r, 400);
        const field = Object.keys(json).find((k) => k !== 'nombre') as string;
        expect(r.body.errors[field]).toBe(t('app.validation.unknown_field'));
      }
      const badPhone = await post(app, '/api/perfil/actualizar', { json: { telefono: '123' } }, agent);
      expectError(badPhone, 400);
      expect(badPhone.body.errors.telefono).toBeTruthy();
      expectError(await post(app, '/api/perfil/actualizar', { json: { nombre: '' } }, agent), 400);
      // A different id is ignored: the caller always edits themselves.
      const other = await post(app, '/api/perfil/actualizar', { json: { id_usuario: adminId, apellido: 'Quispe Huamán' } }, agent);
      expectSuccess(other);
      expect(other.body.data.usuario).toBe('agente');
      expect((await get(app, '/api/perfil', admin)).body.data.apellido).toBe('Paredes Castillo');
      expect((await get(app, '/api/perfil', agent)).body.data).toEqual(
        expect.objectContaining({ tipo: before.tipo, estado: before.estado, usuario: before.usuario }),
      );
    });

    it('/perfil/password checks the current password, then the new one works and other sessions end', async () => {
      const token = await login(app, 'cvargas');
      const other = await login(app, 'cvargas');
      const wrong = await post(app, '/api/perfil/password', { json: { actual: 'no-es-esta', nueva: 'clave-cambiada-7' } }, token);
      expectError(wrong, 400, t('app.errors.wrong_current_password'));
      expect(wrong.body.errors.actual).toBeTruthy();
      const short = await post(app, '/api/perfil/password', { json: { actual: DEMO_PASSWORD, nueva: 'corta' } }, token);
      expectError(short, 400);
      expect(short.body.errors.nueva).toBeTruthy();
      expectSuccess(await loginReply(app, 'cvargas'));

      const r = await post(app, '/api/perfil/password', { json: { actual: DEMO_PASSWORD, nueva: 'clave-cambiada-7' } }, token);
      expectSuccess(r);
      expect(r.body.msg).toBe(t('app.perfil.password_changed'));
      expectSuccess(await get(app, '/api/perfil', token)); // the session that changed it stays
      expectError(await get(app, '/api/perfil', other), 401);
      expectError(await loginReply(app, 'cvargas', DEMO_PASSWORD, { remoteAddress: '10.9.0.1' }), 401);
      expectSuccess(await loginReply(app, 'cvargas', 'clave-cambiada-7'));
      expect(await activity(app, { accion: 'password_change', recurso: 'perfil', id_usuario: await userId(app, 'cvargas') })).toHaveLength(1);
    });

    it('/perfil/actividad lists only the caller’s rows, newest first, paged', async () => {
      const id = await userId(app, 'cvargas');
      const token = await login(app, 'cvargas', 'clave-cambiada-7');
      const r = await get(app, '/api/perfil/actividad', token, { perPage: 100 });
      expectSuccess(r);
      const own = await activity(app, { id_usuario: id });
      expect(r.body.total).toBe(own.length);
      expect(r.body.data.length).toBe(Math.min(100, own.length));
      for (const row of r.body.data) expect(row.id_usuario).toBe(id);
      const ids = r.body.data.map((x: { id_actividad: number }) => x.id_actividad);
      expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
      const fechas = r.body.data.map((x: { fecha: string }) => x.fecha);
      expect(fechas).toEqual([...fechas].sort().reverse());
      expect(r.body.data[0].accion).toBe('login');

      // Asking for someone else's rows still yields only one's own.
      const spoof = await get(app, '/api/perfil/actividad', token, { filter: { id_usuario: adminId } });
      expect(spoof.body.total).toBe(own.length);
      for (const row of spoof.body.data) expect(row.id_usuario).toBe(id);

      const logins = await get(app, '/api/perfil/actividad', token, { filter: { accion: 'login' } });
      expect(logins.body.total).toBe(own.filter((x) => x.accion === 'login').length);
      expectError(await get(app, '/api/perfil/actividad', token, { perPage: 101 }), 400);
      expectError(await get(app, '/api/perfil/actividad'), 401);
    });

    it('agents cannot read the full activity log', async () => {
      expectError(await get(app, '/api/actividadsistema/listado', agent), 403);
      const all = await get(app, '/api/actividadsistema/listado', admin, { filter: { accion: 'login' } });
      expectSuccess(all);
      expect(all.body.total).toBeGreaterThan(3);
    });
  });
});
