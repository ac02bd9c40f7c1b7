// The appointments' overlap check: the form warns (it does not block) when the agent already has a cita then.
import type { FastifyInstance } from 'fastify';
import citas from '../schema';
import type { Db } from '#server/db/types';
import { ok, parseId } from '#server/http';
import { openRecordSchema } from '#server/crud/responseSchema';
import { arrayOf, describedQuery, envelope, errors, int } from '#server/openapi';
import { allowedTo } from '#server/auth/scope';
import { fromDb } from '#server/crud/rows';
import { TIME_SLOT_PARAMS, timeSlot, type TimeSlotQuery } from '#server/routes/timeSlot';

export function registerCitasRoutes(app: FastifyInstance, db: Db): void {
  app.get<{ Querystring: TimeSlotQuery & { id_agente?: string; excluir?: string } }>(
    '/citas/solapamientos',
    {
      config: allowedTo(citas, 'list'),
      schema: {
        tags: ['Citas'],
        summary: 'Citas no canceladas del agente que se cruzan con fecha y horario (id_agente, fecha, hora_inicio, hora_fin, excluir?)',
        querystring: describedQuery(
          { id_agente: int('El agente (por defecto, quien llama)'), ...TIME_SLOT_PARAMS, excluir: int('Una cita que no cuenta (la que se edita)') },
          ['fecha', 'hora_inicio', 'hora_fin'],
        ),
        response: { 200: envelope(arrayOf(openRecordSchema(citas)), 'Hasta 20 citas, por hora de inicio'), ...errors(400) },
      },
    },
    async (request, reply) => {
      const { user } = request;
      const q = request.query;
      const slot = timeSlot(q, 'app.validation.date_iso');
      const agente = parseId(q.id_agente ?? String(user.id));
      let query = db
        .selectFrom('citas')
        .selectAll()
        .where('id_agente', '=', agente)
        .where('fecha', '=', slot.fecha)
        .where('estado', '!=', 'cancelada')
        .where('hora_inicio', '<', slot.hora_fin)
        .where('hora_fin', '>', slot.hora_inicio);
      if (q.excluir) query = query.where('id_cita', '!=', parseId(q.excluir));
      const rows = await query.orderBy('hora_inicio').limit(20).execute();
      return ok(
        reply,
        rows.map((r) => fromDb(citas, r)),
      );
    },
  );
}
