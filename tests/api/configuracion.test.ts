// The agency settings: GET /configuracion (administrators: all but the SMTP password; others: the agency data and
// the presentation link) and POST /configuracion/actualizar (administrators; validated against SETTINGS).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '#server/app';
import { t } from '#server/http';
import { getSettings } from '#server/settings';
import { validateDocumento } from '../../src/framework/fields/document/rules';
import { SETTINGS } from '../../src/features/configuracion/shared/settings';
import { activity, expectError, expectSuccess, get, login, post, startApp, type TestApp } from './helpers';

let env: TestApp;
let app: App;
let admin: string;
let agent: string;

beforeAll(async () => {
  env = await startApp();
  app = env.app;
  [admin, agent] = await Promise.all([login(app, 'admin'), login(app, 'agente')]);
});

afterAll(async () => {
  await env?.close();
});

const actualizar = (token: string | undefined, json: unknown) => post(app, '/api/configuracion/actualizar', { json }, token);

describe('GET /configuracion', () => {
  it('gives an administrator every setting but the SMTP password, which shows only whether it is set', async () => {
    const r = await get(app, '/api/configuracion', admin);
    expectSuccess(r);
    const expected = Object.keys(SETTINGS).filter((k) => k !== 'smtp_pass');
    expect(Object.keys(r.body.data).sort()).toEqual([...expected, 'smtp_pass_definida'].sort());
    expect(r.body.data.smtp_pass_definida).toBe(false);
    expect(r.body.data.tipo_cambio).toBe(3.75);
    expect(r.body.data.agencia_nombre).toBe(SETTINGS.agencia_nombre.default);
  });

  it('gives an agent only the agency data and the presentation link', async () => {
    const r = await get(app, '/api/configuracion', agent);
    expectSuccess(r);
    expect(Object.keys(r.body.data).sort()).toEqual([
      'agencia_direccion',
      'agencia_email',
      'agencia_logo',
      'agencia_nombre',
      'agencia_ruc',
      'agencia_telefono',
      'url_presentacion',
    ]);
    expect(r.text).not.toMatch(/smtp|tipo_cambio/);
  });

  it('needs a token', async () => {
    expectError(await get(app, '/api/configuracion'), 401);
  });
});

describe('POST /configuracion/actualizar', () => {
  it('an administrator saves valid values; only the keys sent change; the change is logged', async () => {
    const r = await actualizar(admin, {
      agencia_nombre: 'Inmobiliaria Prueba S.A.C.',
      tipo_cambio: 3.8,
      url_presentacion: 'https://ejemplo.pe/p.pdf',
      smtp_secure: true,
    });
    expectSuccess(r);
    expect(r.body.msg).toBe(t('app.configuracion.saved'));
    expect(r.body.data).toMatchObject({ agencia_nombre: 'Inmobiliaria Prueba S.A.C.', tipo_cambio: 3.8, smtp_secure: true });
    const stored = await getSettings(app.connection.db);
    expect(stored.agencia_nombre).toBe('Inmobiliaria Prueba S.A.C.');
    expect(stored.agencia_direccion).toBe(SETTINGS.agencia_direccion.default);
    const log = await activity(app, { recurso: 'configuracion' });
    expect(log.at(-1)?.detalle).toContain('agencia_nombre');
    // Everyone sees the new public values (the header's quick access reads them).
    expect((await get(app, '/api/configuracion', agent)).body.data.url_presentacion).toBe('https://ejemplo.pe/p.pdf');
  });

  it('the SMTP password is stored, never shown, and kept when sent empty', async () => {
    expectSuccess(await actualizar(admin, { smtp_host: 'smtp.ejemplo.pe', smtp_pass: 's3creta' }));
    const shown = await get(app, '/api/configuracion', admin);
    expect(shown.body.data.smtp_pass_definida).toBe(true);
    expect(shown.text).not.toContain('s3creta');
    expectSuccess(await actualizar(admin, { smtp_pass: '', smtp_user: 'envios' }));
    expect((await getSettings(app.connection.db)).smtp_pass).toBe('s3creta');
    expectSuccess(await actualizar(admin, { smtp_pass: null }));
    expect((await getSettings(app.connection.db)).smtp_pass).toBe('s3creta');
  });

  it('refuses invalid values with per-field Spanish errors and changes nothing', async () => {
    const before = await getSettings(app.connection.db);
    const r = await actualizar(admin, {
      agencia_nombre: 'Otra',
      tipo_cambio: 99,
      agencia_email: 'no-es-correo',
      url_presentacion: 'ftp://x',
      smtp_port: 70000,
    });
    expectError(r, 400, t('app.errors.invalid_input'));
    expect(Object.keys(r.body.errors).sort()).toEqual(['agencia_email', 'smtp_port', 'tipo_cambio', 'url_presentacion']);
    expect(r.body.errors.url_presentacion).toBe(t('app.validation.url'));
    // A RUC must have a valid check digit.
    const ruc = await actualizar(admin, { agencia_nombre: 'Otra', agencia_ruc: '20601234561' });
    expectError(ruc, 400);
    expect(ruc.body.errors).toEqual({ agencia_ruc: t('app.validation.ruc') });
    expect(await getSettings(app.connection.db)).toEqual(before);
  });

  it('a value edited in the table by hand that no setting can hold reads as its default', async () => {
    const db = app.connection.db;
    await db.deleteFrom('configuracion').where('clave', 'in', ['agencia_nombre', 'agencia_telefono']).execute();
    await db
      .insertInto('configuracion')
      .values([
        { clave: 'agencia_nombre', valor: 'no es JSON' },
        { clave: 'agencia_telefono', valor: '{"a":1}' },
      ])
      .execute();
    const read = await getSettings(db);
    expect(read.agencia_nombre).toBe(SETTINGS.agencia_nombre.default);
    expect(read.agencia_telefono).toBe(SETTINGS.agencia_telefono.default);
    expectSuccess(await actualizar(admin, { agencia_nombre: 'Inmobiliaria de Prueba S.A.C.', agencia_telefono: '(01) 445-7812' }));
    expect((await getSettings(db)).agencia_nombre).toBe('Inmobiliaria de Prueba S.A.C.');
  });

  it('a setting with a default cannot be emptied', async () => {
    const r = await actualizar(admin, { agencia_nombre: '  ', tipo_cambio: null });
    expectError(r, 400);
    expect(Object.keys(r.body.errors).sort()).toEqual(['agencia_nombre', 'tipo_cambio']);
  });

  it('unknown keys are a 400, not ignored', async () => {
    for (const json of [
      { agencia_nombre: 'X S.A.C.', color_favorito: 'azul' },
      { smtp_pass_definida: false },
      { clave: 'agencia_nombre' },
      JSON.parse('{"__proto__": {"x": 1}}'),
    ]) {
      const r = await actualizar(admin, json);
      expectError(r, 400, t('app.configuracion.unknown_key'));
    }
    expect((await getSettings(app.connection.db)).agencia_nombre).not.toBe('X S.A.C.');
  });

  it('a body that is not an object, or no json, is a 400', async () => {
    expectError(await actualizar(admin, [1, 2]), 400);
    expectError(await post(app, '/api/configuracion/actualizar', { json: 'no es json' }, admin), 400);
    expectError(await post(app, '/api/configuracion/actualizar', {}, admin), 400);
  });

  it('agents may not change the settings (403); without a token, 401', async () => {
    expectError(await actualizar(agent, { agencia_nombre: 'Hackeada' }), 403);
    expectError(await actualizar(undefined, { agencia_nombre: 'Hackeada' }), 401);
    expect((await getSettings(app.connection.db)).agencia_nombre).not.toBe('Hackeada');
  });

  it('the declared default RUC is itself valid', () => {
    expect(validateDocumento('RUC', SETTINGS.agencia_ruc.default)).toBeNull();
  });
});
