// The appointments' overlap check: the form warns (it does not block) when the agent already has a cita then.
import type { FastifyInstance } from 'fastify';
import { canAccess } from '../../src/framework/access';
import citas from '../../src/resources/citas/schema';
import { requireUser } from '../auth/guard';
import type { Db } from '../db/types';
import { ApiError, forbidden, ok, parseId, t } from '../http';
import { fromDb } from '../crud/rows';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export function registerCitasRoutes(app: FastifyInstance, db: Db): void {
  app.get(
    '/citas/solapamientos',
    {
      schema: {
        tags: ['Citas'],
        summary: 'Citas no canceladas del agente que se cruzan con fecha y horario (id_agente, fecha, hora_inicio, hora_fin, excluir?)',
      },
    },
    async (request, reply) => {
      const user = await requireUser(db, request);
      if (!canAccess(user.tipo, citas, 'list')) throw forbidden();
      const q = request.query as Record<string, string | undefined>;
      const errors: Record<string, string> = {};
      if (!q.fecha || !DATE.test(q.fecha)) errors.fecha = t('app.validation.date_iso');
      if (!q.hora_inicio || !TIME.test(q.hora_inicio)) errors.hora_inicio = t('app.validation.time');
      if (!q.hora_fin || !TIME.test(q.hora_fin)) errors.hora_fin = t('app.validation.time');
      if (Object.keys(errors).length) throw new ApiError(400, t('app.errors.invalid_input'), errors);
      const agente = parseId(q.id_agente ?? String(user.id));
      let query = db
        .selectFrom('citas')
        .selectAll()
        .where('id_agente', '=', agente)
        .where('fecha', '=', q.fecha as string)
        .where('estado', '!=', 'cancelada')
        .where('hora_inicio', '<', q.hora_fin as string)
        .where('hora_fin', '>', q.hora_inicio as string);
      if (q.excluir) query = query.where('id_cita', '!=', parseId(q.excluir));
      const rows = await query.orderBy('hora_inicio').limit(20).execute();
      return ok(
        reply,
        rows.map((r) => fromDb(citas, r)),
      );
    },
  );
}
