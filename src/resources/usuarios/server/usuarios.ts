// Rules of the usuarios module that the generic CRUD cannot know: password hashing, the last active
// administrator, sessions ended on deactivation, and the activate/deactivate/reset-password calls.
import type { FastifyInstance } from 'fastify';
import usuarios from '../schema';
import { validateRecord } from '../../../framework/validate';
import { logActivity } from '#server/auth/activity';
import { allowedTo } from '#server/auth/scope';
import { hashPassword } from '#server/auth/passwords';
import { revokeUserSessions } from '#server/auth/sessions';
import { rowCount } from '#server/db/aggregates';
import type { Db, Row, TableRowOf } from '#server/db/types';
import { ApiError, formBody, invalid, jsonField, notFound, ok, parseId, t } from '#server/http';
import type { ModuleHooks } from '#server/crud/hooks';
import { fromDb } from '#server/crud/rows';
import { openRecordSchema } from '#server/crud/responseSchema';
import { envelope, errors, int, object } from '#server/openapi';
import { notify } from '#server/notify';
import { uncoveredShiftsNotice } from '../../turnos/server/turnos';

const isActiveAdmin = (r: Row) => r.tipo === 'Administrador' && r.estado === 'activo';

async function otherActiveAdmins(trx: Db, id: number): Promise<number> {
  const row = await trx
    .selectFrom('usuarios')
    .select(rowCount.as('n'))
    .where('tipo', '=', 'Administrador')
    .where('estado', '=', 'activo')
    .where('id_usuario', '!=', id)
    .executeTakeFirstOrThrow();
  return row.n;
}

type Usuario = TableRowOf<'usuarios'>;

async function guardLastAdmin(trx: Db, current: Usuario, next: Row | null): Promise<void> {
  if (!isActiveAdmin(current) || (next && isActiveAdmin(next))) return;
  if ((await otherActiveAdmins(trx, current.id_usuario)) === 0) throw new ApiError(409, t('app.errors.last_admin'));
}

export const usuariosHooks: ModuleHooks<Usuario> = {
  async beforeWrite({ trx, user, mode, data, current }) {
    if (typeof data.password === 'string') data.password = await hashPassword(data.password);
    if (mode === 'update' && current) {
      if (current.id_usuario === user.id && data.estado === 'inactivo') throw new ApiError(409, t('app.errors.self_deactivate'));
      await guardLastAdmin(trx, current, { ...current, ...data });
    }
  },
  async afterWrite({ trx, user, record, previous }) {
    if (previous && previous.estado === 'activo' && record.estado !== 'activo') {
      await revokeUserSessions(trx, record.id_usuario);
      await noticeUncoveredShifts(trx, user.id, record.id_usuario);
    }
  },
  async beforeDelete({ trx, user, current }) {
    if (current.id_usuario === user.id) throw new ApiError(409, t('app.errors.self_delete'));
    await guardLastAdmin(trx, current, null);
    await trx.deleteFrom('sesiones').where('id_usuario', '=', current.id_usuario).execute();
    // The avatar's row in the image library goes with the user (its files with the next orphan sweep, like before).
    await trx.deleteFrom('imagenes').where('id_usuario', '=', current.id_usuario).execute();
  },
};

/** Deactivating someone with future shifts: the administrator who did it gets a notification naming them. */
async function noticeUncoveredShifts(trx: Db, adminId: number, idUsuario: number): Promise<string | null> {
  const mensaje = await uncoveredShiftsNotice(trx, idUsuario);
  if (mensaje) await notify(trx, { id_usuario: adminId, mensaje, recurso: 'turnos' });
  return mensaje;
}

export function registerUsuariosRoutes(app: FastifyInstance, db: Db): void {
  const tags = ['Usuarios'];
  const setEstado = (estado: 'activo' | 'inactivo') => async (request: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply) => {
    const { user } = request;
    const id = parseId(formBody(request, ['id']).id);
    const record = await db.transaction().execute(async (trx) => {
      const current = await trx.selectFrom('usuarios').selectAll().where('id_usuario', '=', id).executeTakeFirst();
      if (!current) throw notFound();
      if (id === user.id && estado === 'inactivo') throw new ApiError(409, t('app.errors.self_deactivate'));
      await guardLastAdmin(trx, current, { ...current, estado });
      const now = new Date().toISOString();
      await trx.updateTable('usuarios').set({ estado, actualizado_en: now, actualizado_por: user.id }).where('id_usuario', '=', id).execute();
      let notice: string | null = null;
      if (estado === 'inactivo') {
        await revokeUserSessions(trx, id);
        if (current.estado === 'activo') notice = await noticeUncoveredShifts(trx, user.id, id);
      }
      await logActivity(trx, {
        id_usuario: user.id,
        accion: 'update',
        recurso: 'usuarios',
        id_registro: id,
        ip: request.ip,
        detalle: `estado: ${estado}`,
      });
      return { row: await trx.selectFrom('usuarios').selectAll().where('id_usuario', '=', id).executeTakeFirstOrThrow(), notice };
    });
    const msg = t(estado === 'activo' ? 'app.usuarios.activated' : 'app.usuarios.deactivated');
    return ok(reply, fromDb(usuarios, record.row), { msg: record.notice ? `${msg}. ${record.notice}` : msg });
  };
  const config = allowedTo(usuarios, 'edit');
  const response = { 200: envelope(openRecordSchema(usuarios), 'El usuario'), ...errors(404, 409) };
  app.post('/usuarios/activar', { config, schema: { tags, summary: 'Activar un usuario (id)', response } }, setEstado('activo'));
  app.post(
    '/usuarios/desactivar',
    { config, schema: { tags, summary: 'Desactivar un usuario (id); cierra sus sesiones', response } },
    setEstado('inactivo'),
  );

  app.post(
    '/usuarios/restablecer',
    {
      config,
      schema: {
        tags,
        summary: 'Restablecer la contraseña de un usuario (json: id_usuario, password)',
        response: { 200: envelope(object({ id_usuario: int() }), 'Restablecida'), ...errors(404) },
      },
    },
    async (request, reply) => {
      const { user } = request;
      const input = jsonField(request) as Record<string, unknown> | null;
      const id = parseId(String(input?.id_usuario ?? ''));
      const { data, errors } = validateRecord(usuarios, { password: input?.password }, 'create');
      if (errors.password) throw invalid({ password: errors.password });
      const exists = await db.selectFrom('usuarios').select('id_usuario').where('id_usuario', '=', id).executeTakeFirst();
      if (!exists) throw notFound();
      const hash = await hashPassword(String(data.password));
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('usuarios')
          .set({ password: hash, actualizado_en: new Date().toISOString(), actualizado_por: user.id })
          .where('id_usuario', '=', id)
          .execute();
        await revokeUserSessions(trx, id, id === user.id ? user.sessionId : undefined);
        await logActivity(trx, { id_usuario: user.id, accion: 'password_change', recurso: 'usuarios', id_registro: id, ip: request.ip });
      });
      return ok(reply, { id_usuario: id }, { msg: t('app.usuarios.password_reset_done') });
    },
  );
}
