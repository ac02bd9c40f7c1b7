// Login, sign-out, lock and unlock (seed §4, §7; API.md).
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { logActivity } from '../auth/activity';
import { IDENTITY_SCHEMA, identityOf } from '../auth/identity';
import { bool, envelope, errors, NOTHING, object, str, type JsonSchema } from '../openapi';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { accountKey, tooManyAttempts, type LoginLimiter } from '../auth/rateLimit';
import { createSession, revokeSession, setSessionLocked } from '../auth/sessions';
import type { Db } from '../db/types';
import { ApiError, jsonField, ok, t } from '../http';
import { isRecord } from '../../src/lib/guards';

export interface AuthDeps {
  readonly db: Db;
  readonly limiter: LoginLimiter;
  readonly sessionTtlMs: number;
}

function credentials(input: unknown): { usuario: string; password: string } {
  const o = isRecord(input) ? input : {};
  const errors: Record<string, string> = {};
  if (typeof o.usuario !== 'string' || o.usuario.trim() === '' || o.usuario.length > 254) errors.usuario = t('ra.validation.required');
  if (typeof o.password !== 'string' || o.password === '' || o.password.length > 128) errors.password = t('ra.validation.required');
  if (Object.keys(errors).length) throw new ApiError(400, t('app.errors.invalid_input'), errors);
  return { usuario: String(o.usuario).trim(), password: String(o.password) };
}

const tags = ['Sesión'];

/** POST /login: public (server/routes/public.ts). */
export function registerLoginRoute(app: FastifyInstance, deps: AuthDeps): void {
  const { db, limiter } = deps;
  // What an unknown user's password is checked against: made once per app, at the cost its hashes are made with.
  let dummy: Promise<string> | undefined;
  const dummyHash = () => (dummy ??= hashPassword(crypto.randomBytes(16).toString('base64url')));

  app.post(
    '/login',
    {
      schema: {
        tags,
        summary: 'Iniciar sesión (json: usuario, password); devuelve token e identity',
        response: {
          200: {
            description: 'La sesión: su token (24 h) y la identidad',
            type: 'object',
            required: ['status', 'token', 'expira', 'identity'],
            properties: {
              status: { type: 'string', enum: ['success'] },
              token: str('Para Authorization: Bearer o el campo authorization'),
              expira: str('Cuándo vence (ISO 8601)'),
              identity: IDENTITY_SCHEMA,
              msg: str(),
            },
            additionalProperties: false,
          },
          ...errors(401, 403, 429),
        },
      },
    },
    async (request, reply) => {
      const { usuario, password } = credentials(jsonField(request, { known: ['usuario', 'password'], maxKeys: 2, maxDepth: 0, maxEntries: 2 }));
      const user = await db
        .selectFrom('usuarios')
        .selectAll()
        .where((eb) => eb.or([eb(sql<string>`lower(usuario)`, '=', usuario.toLowerCase()), eb('email', '=', usuario.toLowerCase())]))
        .executeTakeFirst();
      // Counted against the account whatever identifier was typed (user name or e-mail).
      const attempt = { account: accountKey(user ? user.id_usuario : null, usuario), ip: request.ip };
      const wait = await limiter.retryAfter(attempt);
      if (wait > 0) throw tooManyAttempts(wait);
      // An unknown user costs the same argon2 verification as a wrong password (no user enumeration by timing).
      const valid = user ? await verifyPassword(user.password, password) : await verifyPassword(await dummyHash(), password).then(() => false);
      if (!user || !valid) {
        await limiter.fail(attempt);
        await logActivity(db, {
          id_usuario: user ? user.id_usuario : null,
          accion: 'login_failed',
          recurso: 'sesion',
          ip: request.ip,
          detalle: `usuario: ${usuario.slice(0, 60)}`,
        });
        throw new ApiError(401, t('app.auth.invalid'));
      }
      if (user.estado !== 'activo') {
        await logActivity(db, {
          id_usuario: user.id_usuario,
          accion: 'login_failed',
          recurso: 'sesion',
          ip: request.ip,
          detalle: 'usuario inactivo',
        });
        throw new ApiError(403, t('app.errors.user_inactive'));
      }
      await limiter.succeed(attempt);
      const { token, expira } = await createSession(db, user.id_usuario, deps.sessionTtlMs, request.ip);
      await logActivity(db, { id_usuario: user.id_usuario, accion: 'login', recurso: 'sesion', ip: request.ip });
      return reply.send({ status: 'success', token, expira, identity: identityOf(user), msg: t('app.msg.welcome') });
    },
  );
}

/** The session's own calls: they answer while the screen is locked (allowLocked). */
export function registerSessionRoutes(app: FastifyInstance, deps: Pick<AuthDeps, 'db' | 'limiter'>): void {
  const { db, limiter } = deps;
  const config = { allowLocked: true };

  const done = { 200: envelope(NOTHING, 'Hecho') };

  app.post('/logout', { config, schema: { tags, summary: 'Cerrar sesión: revoca el token', response: done } }, async (request, reply) => {
    const { user } = request;
    await revokeSession(db, user.sessionId);
    await logActivity(db, { id_usuario: user.id, accion: 'logout', recurso: 'sesion', ip: request.ip });
    return ok(reply, null, { msg: t('app.msg.logged_out') });
  });

  app.post(
    '/bloquear',
    { config, schema: { tags, summary: 'Bloquear la pantalla: la sesión responde 423 hasta desbloquear', response: done } },
    async (request, reply) => {
      const { user } = request;
      await setSessionLocked(db, user.sessionId, true);
      await logActivity(db, { id_usuario: user.id, accion: 'lock', recurso: 'sesion', ip: request.ip });
      return ok(reply, null, { msg: t('app.msg.locked') });
    },
  );

  app.post(
    '/desbloquear',
    {
      config,
      schema: {
        tags,
        summary: 'Desbloquear la pantalla (json: password)',
        response: { 200: envelope(IDENTITY_SCHEMA, 'Desbloqueada: la identidad'), ...errors(429) },
      },
    },
    async (request, reply) => {
      const { user } = request;
      const input = jsonField(request, { known: ['password'], maxKeys: 1, maxDepth: 0, maxEntries: 1 }) as Record<string, unknown> | null;
      const password = typeof input?.password === 'string' ? input.password : '';
      const attempt = { account: accountKey(user.id, ''), ip: request.ip };
      const wait = await limiter.retryAfter(attempt);
      if (wait > 0) throw tooManyAttempts(wait);
      if (!password || !(await verifyPassword(user.row.password, password))) {
        await limiter.fail(attempt);
        await logActivity(db, { id_usuario: user.id, accion: 'login_failed', recurso: 'sesion', ip: request.ip, detalle: 'desbloqueo' });
        const msg = t('app.auth.wrong_password');
        throw new ApiError(400, msg, { password: msg });
      }
      await limiter.succeed(attempt);
      await setSessionLocked(db, user.sessionId, false);
      await logActivity(db, { id_usuario: user.id, accion: 'unlock', recurso: 'sesion', ip: request.ip });
      return ok(reply, identityOf(user.row), { msg: t('app.msg.unlocked') });
    },
  );

  const session = object({ ...(IDENTITY_SCHEMA.properties as Record<string, JsonSchema>), bloqueada: bool('La pantalla está bloqueada') }, [
    'sub',
    'bloqueada',
  ]);
  app.get(
    '/sesion',
    { config, schema: { tags, summary: 'La identidad de la sesión actual', response: { 200: envelope(session, 'La identidad') } } },
    async (request, reply) => {
      const { user } = request;
      return ok(reply, { ...identityOf(user.row), bloqueada: user.locked });
    },
  );
}
