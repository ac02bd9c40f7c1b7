// The header bell (seed §7): listado, marcar (one read), borrar (all read). Notifications are created by the
// server (server/notify.ts) when something concerns a user; each links to its record (recurso + id_registro).
//
// `idagente` / `idusu` must be the caller's own id; an administrator may read another user's list but never
// mark it. Marking a notification that is not the caller's is a 404 (nothing is revealed).
import type { FastifyInstance } from 'fastify';
import { isAdmin } from '../auth/guard';
import type { SessionUser } from '../auth/sessions';
import { affected, rowCount } from '../db/aggregates';
import type { Db } from '../db/types';
import { ApiError, formBody, ok, parseId, t } from '../http';
import { arrayOf, bool, describedQuery, envelope, errors, int, object, orNull, str } from '../openapi';

/** The newest notifications returned by listado (read and unread). */
export const NOTIFICATIONS_MAX = 50;

function userParam(value: unknown, user: SessionUser): number {
  return value === undefined || value === '' ? user.id : parseId(value);
}

export function registerNotificacionesRoutes(app: FastifyInstance, db: Db): void {
  const tags = [t('app.notificaciones.title')];

  app.get<{ Querystring: { idagente?: unknown } }>(
    '/notificaciones/listado',
    {
      schema: {
        tags,
        summary: `Las ${NOTIFICATIONS_MAX} notificaciones más recientes (?idagente=); total y no_leidas cuentan todas`,
        querystring: describedQuery({ idagente: int('El usuario: el propio (por defecto); un administrador puede leer las de otro') }),
        response: {
          200: envelope(
            arrayOf(
              object({
                id: int(),
                mensaje: str(),
                fecha: str('ISO 8601'),
                leida: bool(),
                recurso: orNull(str('El módulo del registro al que lleva')),
                id_registro: orNull(int()),
              }),
            ),
            'Las más recientes primero',
            { no_leidas: int('Cuántas sin leer, de todas') },
          ),
          ...errors(400, 403),
        },
      },
    },
    async (request, reply) => {
      const { user } = request;
      const idAgente = userParam(request.query.idagente, user);
      if (idAgente !== user.id && !isAdmin(user)) throw new ApiError(403, t('app.notificaciones.read_own_only'));
      const rows = await db
        .selectFrom('notificaciones')
        .select(['id', 'mensaje', 'fecha', 'leida', 'recurso', 'id_registro'])
        .where('id_usuario', '=', idAgente)
        .orderBy('fecha', 'desc')
        .orderBy('id', 'desc')
        .limit(NOTIFICATIONS_MAX)
        .execute();
      const counts = await db
        .selectFrom('notificaciones')
        .select((eb) => [rowCount.as('total'), eb.fn.sum<number>('leida').as('leidas')])
        .where('id_usuario', '=', idAgente)
        .executeTakeFirstOrThrow();
      const total = counts.total;
      const data = rows.map((r) => ({
        id: r.id,
        mensaje: r.mensaje,
        fecha: r.fecha,
        leida: r.leida === 1,
        recurso: r.recurso === null ? null : r.recurso,
        id_registro: r.id_registro === null ? null : r.id_registro,
      }));
      return reply.send({ status: 'success', data, total, no_leidas: total - (counts.leidas ?? 0) });
    },
  );

  app.post(
    '/notificaciones/marcar',
    {
      schema: {
        tags,
        summary: 'Marcar una notificación propia como leída (authorization, idnoti)',
        response: { 200: envelope(object({ id: int(), leida: bool() }), 'Marcada'), ...errors(404) },
      },
    },
    async (request, reply) => {
      const { user } = request;
      const id = parseId(formBody(request, ['idnoti']).idnoti);
      const result = await db
        .updateTable('notificaciones')
        .set({ leida: 1 })
        .where('id', '=', id)
        .where('id_usuario', '=', user.id)
        .executeTakeFirst();
      if (affected(result) === 0) throw new ApiError(404, t('app.notificaciones.not_found'));
      return ok(reply, { id, leida: true }, { msg: t('app.notificaciones.marked') });
    },
  );

  app.post(
    '/notificaciones/borrar',
    {
      schema: {
        tags,
        summary: 'Marcar como leídas todas las notificaciones propias (authorization, idusu)',
        response: { 200: envelope(object({ marcadas: int('Cuántas estaban sin leer') }), 'Marcadas'), ...errors(403) },
      },
    },
    async (request, reply) => {
      const { user } = request;
      const idUsu = userParam(formBody(request, ['idusu']).idusu, user);
      if (idUsu !== user.id) throw new ApiError(403, t('app.notificaciones.own_only'));
      const result = await db
        .updateTable('notificaciones')
        .set({ leida: 1 })
        .where('id_usuario', '=', user.id)
        .where('leida', '=', 0)
        .executeTakeFirst();
      return ok(reply, { marcadas: affected(result) }, { msg: t('app.notificaciones.all_marked') });
    },
  );
}
