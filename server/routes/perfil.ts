// 'Mi Perfil' and 'Logs Actividad': every user's own data, whatever their role.
import type { FastifyInstance } from 'fastify';
import { fieldOf, type ModuleSchema } from '../../src/framework/schema';
import { validateRecord } from '../../src/framework/validate';
import actividadsistema from '../../src/resources/actividadsistema/schema';
import usuarios, { PROFILE_FIELDS } from '../../src/resources/usuarios/schema';
import { logActivity } from '../auth/activity';
import { IDENTITY_SCHEMA, identityOf } from '../auth/identity';
import { openRecordSchema } from '../crud/responseSchema';
import { listQuerySchema } from '../crud/querySchema';
import { arrayOf, envelope, errors, NOTHING, type JsonSchema } from '../openapi';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { accountKey, tooManyAttempts, type LoginLimiter } from '../auth/rateLimit';
import { revokeUserSessions } from '../auth/sessions';
import { parseListParams } from '../crud/listParams';
import { listRows } from '../crud/query';
import { fromDb, toDb } from '../crud/rows';
import type { Db } from '../db/types';
import { ApiError, invalid, jsonField, ok, t, type QueryRoute } from '../http';

/** The part of usuarios a user may change about themselves. */
export const perfilSchema: ModuleSchema = {
  ...usuarios,
  fields: Object.fromEntries(PROFILE_FIELDS.map((f) => [f, fieldOf(usuarios, f)])),
};

const usuario = openRecordSchema(usuarios);

/** A user's row and their identity (profile changes: the browser refreshes the one it keeps). */
export const USER_AND_IDENTITY = { ...usuario, properties: { ...(usuario.properties as Record<string, JsonSchema>), identity: IDENTITY_SCHEMA } };

export function registerPerfilRoutes(app: FastifyInstance, db: Db, limiter: LoginLimiter): void {
  const tags = ['Mi Perfil'];

  app.get(
    '/perfil',
    { schema: { tags, summary: 'Los datos del usuario de la sesión', response: { 200: envelope(usuario, 'Sus datos') } } },
    async (request, reply) => {
      const { user } = request;
      return ok(reply, fromDb(usuarios, user.row));
    },
  );

  app.post(
    '/perfil/actualizar',
    {
      schema: { tags, summary: 'Actualizar nombre, apellido y teléfono propios (json)', response: { 200: envelope(USER_AND_IDENTITY, 'Guardado') } },
    },
    async (request, reply) => {
      const { user } = request;
      const input = jsonField(request) as Record<string, unknown> | null;
      const { id_usuario: _ignored, ...changes } = input ?? {};
      const { data, errors } = validateRecord(perfilSchema, changes, 'update');
      if (Object.keys(errors).length) throw invalid(errors);
      const now = new Date().toISOString();
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('usuarios')
          .set({ ...toDb(perfilSchema, data), actualizado_en: now, actualizado_por: user.id })
          .where('id_usuario', '=', user.id)
          .execute();
        await logActivity(trx, {
          id_usuario: user.id,
          accion: 'update',
          recurso: 'perfil',
          id_registro: user.id,
          ip: request.ip,
          detalle: Object.keys(data).join(', '),
        });
      });
      const row = await db.selectFrom('usuarios').selectAll().where('id_usuario', '=', user.id).executeTakeFirstOrThrow();
      return ok(reply, { ...fromDb(usuarios, row), identity: identityOf(row) }, { msg: t('app.perfil.saved') });
    },
  );

  app.post(
    '/perfil/password',
    {
      schema: {
        tags,
        summary: 'Cambiar la contraseña propia (json: actual, nueva); cierra las demás sesiones',
        response: { 200: envelope(NOTHING, 'Cambiada'), ...errors(429) },
      },
    },
    async (request, reply) => {
      const { user } = request;
      const input = (jsonField(request) ?? {}) as Record<string, unknown>;
      const actual = typeof input.actual === 'string' ? input.actual : '';
      const { data, errors } = validateRecord(
        { ...usuarios, fields: { password: fieldOf(usuarios, 'password') } },
        { password: input.nueva },
        'create',
      );
      if (errors.password) throw invalid({ nueva: errors.password });
      const attempt = { account: accountKey(user.id, ''), ip: request.ip };
      const wait = await limiter.retryAfter(attempt);
      if (wait > 0) throw tooManyAttempts(wait);
      if (!actual || !(await verifyPassword(user.row.password, actual))) {
        await limiter.fail(attempt);
        const msg = t('app.errors.wrong_current_password');
        throw new ApiError(400, msg, { actual: msg });
      }
      const hash = await hashPassword(String(data.password));
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('usuarios')
          .set({ password: hash, actualizado_en: new Date().toISOString(), actualizado_por: user.id })
          .where('id_usuario', '=', user.id)
          .execute();
        await revokeUserSessions(trx, user.id, user.sessionId);
        await logActivity(trx, { id_usuario: user.id, accion: 'password_change', recurso: 'perfil', id_registro: user.id, ip: request.ip });
      });
      return ok(reply, null, { msg: t('app.perfil.password_changed') });
    },
  );

  app.get<QueryRoute>(
    '/perfil/actividad',
    {
      schema: {
        tags,
        summary: 'La actividad propia, la más reciente primero (paginado como listado)',
        querystring: listQuerySchema(actividadsistema),
        response: { 200: envelope(arrayOf(openRecordSchema(actividadsistema)), 'Una página de su actividad'), ...errors(400) },
      },
    },
    async (request, reply) => {
      const { user } = request;
      const params = parseListParams(actividadsistema, request.query);
      const own = [...params.conditions.filter((c) => c.field !== 'id_usuario'), { kind: 'eq' as const, field: 'id_usuario', value: user.id }];
      const { rows, total } = await listRows(db, actividadsistema, { ...params, conditions: own });
      return ok(
        reply,
        rows.map((r) => fromDb(actividadsistema, r)),
        { total },
      );
    },
  );
}
