// Login, sessions, lock/unlock, rate limits and the activity log, against a real database (SQLite; PostgreSQL on the api-pg run).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '#server/app';
import { t } from '#server/http';
import { hashPassword, PASSWORD_COST, setPasswordCost } from '#server/auth/passwords';
import { TEST_PASSWORD_COST } from '../support/passwordCost';
import {
  DEMO_PASSWORD,
  activity,
  alterSession,
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

let env: TestApp;
let app: App;
let adminToken: string;

beforeAll(async () => {
  env = await startApp();
  app = env.app;
  adminToken = await login(app, 'admin');
});

afterAll(async () => {
  await env?.close();
});

describe('POST /login', () => {
  it('answers status, a strong token and the identity', async () => {
    const r = await loginReply(app, 'agente');
    expectSuccess(r);
    expect(r.body.token).toMatch(/^[A-Za-z0-9_-]{22,}$/); // ≥ 128 bits of base64url
    expect(r.body.token.length * 6).toBeGreaterThanOrEqual(128);
    const identity = r.body.identity;
    expect(identity).toMatchObject({ sub: await userId(app, 'agente'), nombre: 'Rosa', apellido: 'Quispe Huamán', tipo: 'Agente' });
    expect(typeof identity.imagenmini).toBe('string');
    expect(identity).not.toHaveProperty('password');
    expect(r.text).not.toContain('$argon2');
  });

  it('accepts the e-mail as usuario (any letter case)', async () => {
    const r = await loginReply(app, 'Jorge.Paredes@Inmobiliaria.pe');
    expectSuccess(r);
    expect(r.body.identity).toMatchObject({ sub: await userId(app, 'admin'), tipo: 'Administrador' });
  });

  it('gives every login a different token', async () => {
    const a = await login(app, 'agente');
    const b = await login(app, 'agente');
    expect(a).not.toBe(b);
  });

  it('refuses a wrong password with 401 and a Spanish message, no stack or SQL', async () => {
    const r = await loginReply(app, 'admin', 'clave-incorrecta', { remoteAddress: '10.1.0.1' });
    expectError(r, 401, t('app.auth.invalid'));
    expect(r.body.token).toBeUndefined();
  });

  it('answers an unknown user exactly like a wrong password', async () => {
    const r = await loginReply(app, 'nadie-asi', 'clave-incorrecta', { remoteAddress: '10.1.0.1' });
    expectError(r, 401, t('app.auth.invalid'));
  });

  it('takes as long for an unknown user as for a wrong password (no enumeration by timing)', async () => {
    // At the server's own cost (the suite hashes cheaply: tests/support/passwordCost.ts), where the hash is most of a
    // login: agente's hash made again at it, and an app of its own, whose unknown-user hash is made at it too.
    setPasswordCost(PASSWORD_COST);
    const db = app.connection.db;
    const id = await userId(app, 'agente');
    const { password } = await db.selectFrom('usuarios').select('password').where('id_usuario', '=', id).executeTakeFirstOrThrow();
    const real = await buildApp(env.config, { logger: false, connection: app.connection });
    try {
      await db
        .updateTable('usuarios')
        .set({ password: await hashPassword(DEMO_PASSWORD) })
        .where('id_usuario', '=', id)
        .execute();
      const time = async (usuario: string, ip: string) => {
        const t0 = performance.now();
        expectError(await loginReply(real, usuario, 'clave-incorrecta', { remoteAddress: ip }), 401);
        return performance.now() - t0;
      };
      await time('nadie-0', '10.1.1.0'); // the first unknown user also builds the dummy hash
      const wrong: number[] = [];
      const unknown: number[] = [];
      for (let i = 1; i <= 3; i++) {
        wrong.push(await time('agente', `10.1.1.${i}`));
        unknown.push(await time(`nadie-${i}`, `10.1.2.${i}`));
      }
      const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[1];
      // Without the dummy verification an unknown user answered ~100× faster.
      expect(median(unknown)).toBeGreaterThan(median(wrong)! / 4);
    } finally {
      setPasswordCost(TEST_PASSWORD_COST);
      await db.updateTable('usuarios').set({ password }).where('id_usuario', '=', id).execute();
      await real.close();
    }
  });

  it('answers 400 in Spanish when json is missing, broken or incomplete', async () => {
    expectError(await post(app, '/api/login', {}), 400, t('app.errors.missing_json'));
    expectError(await post(app, '/api/login', { json: '{"usuario": "admin", ' }), 400, t('app.errors.bad_json'));
    const incomplete = await post(app, '/api/login', { json: { usuario: 'admin' } });
    expectError(incomplete, 400);
    expect(incomplete.body.errors.password).toBeTruthy();
    expectError(await post(app, '/api/login', { json: { usuario: 5, password: ['x'] } }), 400);
    expectError(await post(app, '/api/login', { json: 'texto' }), 400);
  });

  it('refuses a JSON body with non-string values (400, Spanish)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ json: { usuario: 'admin', password: DEMO_PASSWORD } }),
    });
    expectError({ status: res.statusCode, body: res.json(), text: res.body, headers: res.headers }, 400, t('app.errors.bad_body'));
  });
});

describe('rate limit (OWASP: progressive delay per account+address and per address, no lock-out)', () => {
  it('slows a guesser on one address with 429, a Spanish wait and Retry-After', async () => {
    for (let i = 0; i < 5; i++) {
      expectError(await loginReply(app, 'lmendoza', `mala-${i}`, { remoteAddress: '10.2.0.1' }), 401);
    }
    const blocked = await loginReply(app, 'lmendoza', DEMO_PASSWORD, { remoteAddress: '10.2.0.1' });
    expectError(blocked, 429, /^Demasiados intentos fallidos\. Espere (un momento|\d+ segundos)/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(30);
    expect(blocked.body.token).toBeUndefined();
    // The name is counted without regard to case.
    expectError(await loginReply(app, 'LMendoza', DEMO_PASSWORD, { remoteAddress: '10.2.0.1' }), 429);
    // The account stays usable from another address, and other users from the same one.
    expectSuccess(await loginReply(app, 'lmendoza', DEMO_PASSWORD, { remoteAddress: '10.2.0.2' }));
    expectSuccess(await loginReply(app, 'agente', DEMO_PASSWORD, { remoteAddress: '10.2.0.1' }));
  });

  it('does not lock the administrator for everyone', async () => {
    for (let i = 0; i < 8; i++) await loginReply(app, 'admin', `mala-${i}`, { remoteAddress: '10.2.1.1' });
    expectSuccess(await loginReply(app, 'admin', DEMO_PASSWORD, { remoteAddress: '10.2.1.2' }));
  });

  describe('with small limits', () => {
    let small: App;
    // The limiter's clock: a test moves it past a back-off (350 ms > the 300 ms ceiling) instead of waiting.
    let now = Date.now();
    const later = (ms: number) => (now += ms);
    beforeAll(async () => {
      small = await buildApp(env.config, {
        logger: false,
        connection: app.connection,
        clock: () => now,
        limits: {
          freePair: 3,
          freeAddress: 6,
          freeAccount: 8,
          baseDelayMs: 150,
          maxPairDelayMs: 300,
          maxAddressDelayMs: 300,
          maxAccountDelayMs: 300,
        },
      });
      // The counts live in the database both apps share: these tests start from none.
      await app.connection.db.deleteFrom('limites').execute();
    });
    afterAll(async () => {
      await small?.close();
    });

    it('the e-mail and the user name share one failure budget', async () => {
      // cvargas: 3 failures, typed three different ways.
      expectError(await loginReply(small, 'cvargas', 'mala', { remoteAddress: '10.4.0.1' }), 401);
      const email = String(
        (await app.connection.db.selectFrom('usuarios').select('email').where('usuario', '=', 'cvargas').executeTakeFirstOrThrow()).email,
      );
      expectError(await loginReply(small, email, 'mala', { remoteAddress: '10.4.0.1' }), 401);
      expectError(await loginReply(small, email.toUpperCase(), 'mala', { remoteAddress: '10.4.0.1' }), 401);
      expectError(await loginReply(small, 'cvargas', DEMO_PASSWORD, { remoteAddress: '10.4.0.1' }), 429);
      expectError(await loginReply(small, email, DEMO_PASSWORD, { remoteAddress: '10.4.0.1' }), 429);
    });

    it('a correct password from a second address works while the first is throttled', async () => {
      for (let i = 0; i < 3; i++) expectError(await loginReply(small, 'agente', 'mala', { remoteAddress: '10.5.0.1' }), 401);
      expectError(await loginReply(small, 'agente', DEMO_PASSWORD, { remoteAddress: '10.5.0.1' }), 429);
      expectSuccess(await loginReply(small, 'agente', DEMO_PASSWORD, { remoteAddress: '10.5.0.2' }));
    });

    it('lets the right password through after the short back-off, and a success clears the pair', async () => {
      for (let i = 0; i < 3; i++) expectError(await loginReply(small, 'lmendoza', 'mala', { remoteAddress: '10.6.1.1' }), 401);
      expectError(await loginReply(small, 'lmendoza', DEMO_PASSWORD, { remoteAddress: '10.6.1.1' }), 429);
      later(350);
      expectSuccess(await loginReply(small, 'lmendoza', DEMO_PASSWORD, { remoteAddress: '10.6.1.1' }));
      // Cleared: the next mistakes are free again.
      for (let i = 0; i < 2; i++) expectError(await loginReply(small, 'lmendoza', 'mala', { remoteAddress: '10.6.1.1' }), 401);
      expectSuccess(await loginReply(small, 'lmendoza', DEMO_PASSWORD, { remoteAddress: '10.6.1.1' }));
    });

    it('slows one address spraying many accounts, without a long lock for the office behind it', async () => {
      for (let i = 0; i < 6; i++) expectError(await loginReply(small, `desconocido${i}`, 'mala', { remoteAddress: '10.3.0.1' }), 401);
      const slowed = await loginReply(small, 'admin', DEMO_PASSWORD, { remoteAddress: '10.3.0.1' });
      expectError(slowed, 429, /Demasiados intentos/);
      expect(Number(slowed.headers['retry-after'])).toBeLessThanOrEqual(1);
      // Another address is not concerned; and after the delay the office logs in again.
      expectSuccess(await loginReply(small, 'admin', DEMO_PASSWORD, { remoteAddress: '10.3.0.2' }));
      later(350);
      expectSuccess(await loginReply(small, 'admin', DEMO_PASSWORD, { remoteAddress: '10.3.0.1' }));
    });

    it('slows one account guessed from many addresses, briefly', async () => {
      for (let i = 0; i < 8; i++) expectError(await loginReply(small, 'jperez-no-existe', 'mala', { remoteAddress: `10.7.1.${i + 1}` }), 401);
      expectError(await loginReply(small, 'jperez-no-existe', 'mala', { remoteAddress: '10.7.1.99' }), 429);
      later(350);
      expectError(await loginReply(small, 'jperez-no-existe', 'mala', { remoteAddress: '10.7.1.99' }), 401);
    });
  });
});

describe('sessions', () => {
  it('accepts the token as Bearer header on GET and as form field on POST', async () => {
    const token = await login(app, 'agente');
    expectSuccess(await get(app, '/api/sesion', token));
    expectSuccess(await post(app, '/api/perfil/actualizar', { json: { telefono: '987 654 321' } }, token));
    // And the header on a POST too.
    const r = await app.inject({
      method: 'POST',
      url: '/api/perfil/actualizar',
      payload: 'json=%7B%7D',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${token}` },
    });
    expect(r.statusCode).toBe(200);
  });

  it('refuses calls without a token or with a forged one (401, Spanish)', async () => {
    expectError(await get(app, '/api/sesion'), 401, t('app.errors.unauthorized'));
    expectError(await get(app, '/api/perfil', 'x'.repeat(43)), 401, t('app.errors.unauthorized'));
    expectError(await get(app, '/api/perfil', "'; DROP TABLE usuarios; --"), 401);
    expectError(await post(app, '/api/logout', {}, 'A'.repeat(43)), 401);
  });

  it('logout revokes the token', async () => {
    const token = await login(app, 'agente');
    expectSuccess(await get(app, '/api/perfil', token));
    const out = await post(app, '/api/logout', {}, token);
    expectSuccess(out);
    expect(out.body.msg).toBe(t('app.msg.logged_out'));
    expectError(await get(app, '/api/perfil', token), 401);
    expectError(await post(app, '/api/logout', {}, token), 401);
    const row = await app.connection.db.selectFrom('sesiones').select('revocada_en').orderBy('id_sesion', 'desc').executeTakeFirstOrThrow();
    expect(row.revocada_en).toBeTruthy();
  });

  it('an expired session answers 401', async () => {
    const token = await login(app, 'agente');
    expectSuccess(await get(app, '/api/perfil', token));
    await alterSession(app, token, { expira_en: new Date(Date.now() - 1000).toISOString() });
    expectError(await get(app, '/api/perfil', token), 401, t('app.errors.unauthorized'));
    expectError(await get(app, '/api/sesion', token), 401);
  });

  it('a new session lasts about 24 hours', async () => {
    const r = await loginReply(app, 'agente');
    const ms = Date.parse(r.body.expira) - Date.now();
    expect(ms).toBeGreaterThan(23.9 * 3600 * 1000);
    expect(ms).toBeLessThanOrEqual(24 * 3600 * 1000);
  });
});

describe('lock and unlock', () => {
  it('a locked session answers 423 until unlocked with the right password', async () => {
    const token = await login(app, 'agente');
    const locked = await post(app, '/api/bloquear', {}, token);
    expectSuccess(locked);
    expect(locked.body.msg).toBe(t('app.msg.locked'));

    expectError(await get(app, '/api/perfil', token), 423, t('app.errors.locked'));
    expectError(await get(app, '/api/glosario/listado', token), 423);
    expectError(await post(app, '/api/perfil/actualizar', { json: { nombre: 'X' } }, token), 423);

    const sesion = await get(app, '/api/sesion', token);
    expectSuccess(sesion);
    expect(sesion.body.data).toMatchObject({ usuario: 'agente', bloqueada: true });

    const wrong = await post(app, '/api/desbloquear', { json: { password: 'no-es-esta' } }, token);
    expectError(wrong, 400, t('app.auth.wrong_password'));
    expect(wrong.body.errors.password).toBeTruthy();
    expectError(await post(app, '/api/desbloquear', { json: {} }, token), 400);
    expectError(await get(app, '/api/perfil', token), 423);

    const ok = await post(app, '/api/desbloquear', { json: { password: DEMO_PASSWORD } }, token);
    expectSuccess(ok);
    expect(ok.body.data).toMatchObject({ usuario: 'agente', tipo: 'Agente' });
    expectSuccess(await get(app, '/api/perfil', token));
    expect((await get(app, '/api/sesion', token)).body.data.bloqueada).toBe(false);
  });

  it('locking one session leaves the user’s other sessions alone', async () => {
    const a = await login(app, 'agente');
    const b = await login(app, 'agente');
    expectSuccess(await post(app, '/api/bloquear', {}, a));
    expectError(await get(app, '/api/perfil', a), 423);
    expectSuccess(await get(app, '/api/perfil', b));
  });

  it('a locked session can still log out', async () => {
    const token = await login(app, 'agente');
    expectSuccess(await post(app, '/api/bloquear', {}, token));
    expectSuccess(await post(app, '/api/logout', {}, token));
    expectError(await get(app, '/api/sesion', token), 401);
  });

  it('lock and unlock need a valid token', async () => {
    expectError(await post(app, '/api/bloquear', {}), 401);
    expectError(await post(app, '/api/desbloquear', { json: { password: DEMO_PASSWORD } }), 401);
  });
});

describe('deactivated users', () => {
  it('deactivation revokes their tokens and they cannot log in (403); activation restores access', async () => {
    const id = await userId(app, 'cvargas');
    const token = await login(app, 'cvargas');
    expectSuccess(await get(app, '/api/perfil', token));

    const r = await post(app, '/api/usuarios/desactivar', { id: String(id) }, adminToken);
    expectSuccess(r);
    expect(r.body.data).toMatchObject({ id_usuario: id, estado: 'inactivo' });
    expect(r.body.data).not.toHaveProperty('password');

    expectError(await get(app, '/api/perfil', token), 401);
    const again = await loginReply(app, 'cvargas');
    expectError(again, 403, t('app.errors.user_inactive'));
    expect(again.body.token).toBeUndefined();
    // A wrong password still says only "wrong credentials" (no account-state leak).
    expectError(await loginReply(app, 'cvargas', 'mala-clave', { remoteAddress: '10.6.0.1' }), 401);
    const open = await app.connection.db
      .selectFrom('sesiones')
      .select('id_sesion')
      .where('id_usuario', '=', id)
      .where('revocada_en', 'is', null)
      .execute();
    expect(open).toHaveLength(0);

    expectSuccess(await post(app, '/api/usuarios/activar', { id: String(id) }, adminToken));
    expectSuccess(await loginReply(app, 'cvargas'));
    expectError(await get(app, '/api/perfil', token), 401); // the old token stays revoked
  });

  it('only administrators may (de)activate users', async () => {
    const agent = await login(app, 'agente');
    const id = await userId(app, 'lmendoza');
    expectError(await post(app, '/api/usuarios/desactivar', { id: String(id) }, agent), 403, t('app.errors.forbidden'));
    expectError(await post(app, '/api/usuarios/activar', { id: String(id) }, agent), 403);
    expectError(await post(app, '/api/usuarios/desactivar', { id: String(id) }), 401);
    expectError(await post(app, '/api/usuarios/desactivar', { id: 'abc' }, adminToken), 400);
    expectError(await post(app, '/api/usuarios/desactivar', { id: '99999' }, adminToken), 404);
  });

  it('an administrator cannot deactivate themselves', async () => {
    const r = await post(app, '/api/usuarios/desactivar', { id: String(await userId(app, 'admin')) }, adminToken);
    expectError(r, 409);
    expect((await get(app, '/api/perfil', adminToken)).body.data.estado).toBe('activo');
  });
});

describe('stored secrets and the activity log', () => {
  it('stores passwords as argon2id hashes', async () => {
    const rows = await app.connection.db.selectFrom('usuarios').select(['usuario', 'password']).execute();
    expect(rows.length).toBeGreaterThanOrEqual(4);
    for (const row of rows) {
      expect(String(row.password)).toMatch(/^\$argon2id\$/);
      expect(String(row.password)).not.toContain(DEMO_PASSWORD);
    }
  });

  it('stores tokens only hashed', async () => {
    const token = await login(app, 'agente');
    const rows = await app.connection.db.selectFrom('sesiones').selectAll().execute();
    const dump = JSON.stringify(rows);
    expect(dump).not.toContain(token);
    for (const row of rows) expect(String(row.token_hash)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('writes login, failed login, lock, unlock and logout rows with user, IP and time', async () => {
    const id = await userId(app, 'agente');
    const ip = '10.7.0.7';
    const before = (await activity(app)).length;
    expectError(await loginReply(app, 'agente', 'mala', { remoteAddress: ip }), 401);
    const token = await login(app, 'agente', DEMO_PASSWORD, { remoteAddress: ip });
    expectSuccess(await post(app, '/api/bloquear', {}, token, { remoteAddress: ip }));
    expectError(await post(app, '/api/desbloquear', { json: { password: 'mala' } }, token, { remoteAddress: ip }), 400);
    expectSuccess(await post(app, '/api/desbloquear', { json: { password: DEMO_PASSWORD } }, token, { remoteAddress: ip }));
    expectSuccess(await post(app, '/api/logout', {}, token, { remoteAddress: ip }));
    expectError(await loginReply(app, 'fantasma', 'mala', { remoteAddress: ip }), 401);

    const rows = (await activity(app)).slice(before);
    expect(rows.map((r) => r.accion)).toEqual(['login_failed', 'login', 'lock', 'login_failed', 'unlock', 'logout', 'login_failed']);
    for (const row of rows) {
      expect(row.ip).toBe(ip);
      expect(row.recurso).toBe('sesion');
      expect(Number.isNaN(Date.parse(String(row.fecha)))).toBe(false);
    }
    expect(rows.slice(0, 6).every((r) => Number(r.id_usuario) === id)).toBe(true);
    expect(rows[6]!.id_usuario).toBeNull();
    expect(String(rows[6]!.detalle)).toContain('fantasma');
    // The password never reaches the log.
    expect(JSON.stringify(rows)).not.toContain('mala"');
    expect(JSON.stringify(await activity(app))).not.toContain(DEMO_PASSWORD);
  });
});
