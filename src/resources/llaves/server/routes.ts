// Key loans beyond the CRUD: return a key, close a loan with the key lost, a lost key found again, and the
// open loans of a property's keys at a given time (the cita form's warning).
import type { FastifyInstance } from 'fastify';
import controlllaves from '../../controlllaves/schema';
import llaves from '../schema';
import { logActivity } from '#server/auth/activity';
import { allowedTo } from '#server/auth/scope';
import type { SessionUser } from '#server/auth/sessions';
import { fromDb } from '#server/crud/rows';
import type { Db } from '#server/db/types';
import { ApiError, formBody, notFound, ok, parseId, t } from '#server/http';
import { borrowerName, setKeyEstado } from './llaves';
import { TIME_SLOT_PARAMS, timeSlot, type TimeSlotQuery } from '#server/routes/timeSlot';
import { openRecordSchema } from '#server/crud/responseSchema';
import { arrayOf, describedQuery, envelope, errors, int, object, str } from '#server/openapi';
import { limaInstant } from '../../../lib/limaTime';

const tags = [controlllaves.label.many];

export function registerLlavesRoutes(api: FastifyInstance, db: Db): void {
  const closeLoan = async (user: SessionUser, idField: string | undefined, ip: string, estado: 'devuelto' | 'extraviado', observaciones?: string) => {
    const id = parseId(idField);
    if (observaciones !== undefined && observaciones.length > 2000) {
      throw new ApiError(400, t('app.errors.invalid_input'), { observaciones: t('ra.validation.maxLength', { max: 2000 }) });
    }
    return db.transaction().execute(async (trx) => {
      const loan = await trx.selectFrom('controlllaves').selectAll().where('id_prestamo', '=', id).executeTakeFirst();
      if (!loan) throw notFound();
      if (loan.estado !== 'abierto') throw new ApiError(409, t('app.documentos.errors.prestamo_cerrado'));
      const now = new Date().toISOString();
      const notas = observaciones?.trim() ? [loan.observaciones, observaciones.trim()].filter(Boolean).join('\n') : loan.observaciones;
      await trx
        .updateTable('controlllaves')
        .set({
          estado,
          fecha_devolucion: estado === 'devuelto' ? now : null,
          observaciones: notas ?? null,
          actualizado_en: now,
          actualizado_por: user.id,
        })
        .where('id_prestamo', '=', id)
        .execute();
      await setKeyEstado(trx, loan.id_llave, estado === 'devuelto' ? 'disponible' : 'extraviada', user.id);
      await logActivity(trx, { id_usuario: user.id, accion: 'update', recurso: controlllaves.name, id_registro: id, ip, detalle: estado });
      const row = await trx.selectFrom('controlllaves').selectAll().where('id_prestamo', '=', id).executeTakeFirstOrThrow();
      return fromDb(controlllaves, row);
    });
  };

  api.post(
    '/controlllaves/devolver',
    {
      config: allowedTo(controlllaves, 'edit'),
      schema: {
        tags,
        summary: 'Registrar la devolución de una llave (id_prestamo, observaciones?)',
        response: { 200: envelope(openRecordSchema(controlllaves), 'El préstamo, cerrado'), ...errors(404, 409) },
      },
    },
    async (request, reply) => {
      const { user } = request;
      const body = formBody(request, ['id_prestamo', 'observaciones']);
      const data = await closeLoan(user, body.id_prestamo, request.ip, 'devuelto', body.observaciones);
      return ok(reply, data, { msg: t('app.documentos.msg.devuelta') });
    },
  );

  api.post(
    '/controlllaves/extraviar',
    {
      config: allowedTo(controlllaves, 'edit'),
      schema: {
        tags,
        summary: 'Cerrar un préstamo con la llave extraviada (id_prestamo, observaciones?)',
        response: { 200: envelope(openRecordSchema(controlllaves), 'El préstamo, cerrado'), ...errors(404, 409) },
      },
    },
    async (request, reply) => {
      const { user } = request;
      const body = formBody(request, ['id_prestamo', 'observaciones']);
      const data = await closeLoan(user, body.id_prestamo, request.ip, 'extraviado', body.observaciones);
      return ok(reply, data, { msg: t('app.documentos.msg.extraviada') });
    },
  );

  api.post(
    '/llaves/recuperar',
    {
      config: allowedTo(llaves, 'edit'),
      schema: {
        tags: [llaves.label.many],
        summary: 'Una llave extraviada vuelve a estar disponible (id_llave)',
        response: { 200: envelope(openRecordSchema(llaves), 'La llave'), ...errors(404, 409) },
      },
    },
    async (request, reply) => {
      const { user } = request;
      const id = parseId(formBody(request, ['id_llave']).id_llave);
      const row = await db.transaction().execute(async (trx) => {
        const llave = await trx.selectFrom('llaves').selectAll().where('id_llave', '=', id).executeTakeFirst();
        if (!llave) throw notFound();
        if (llave.estado !== 'extraviada') throw new ApiError(409, t('app.documentos.errors.llave_no_extraviada'));
        await setKeyEstado(trx, id, 'disponible', user.id);
        await logActivity(trx, {
          id_usuario: user.id,
          accion: 'update',
          recurso: llaves.name,
          id_registro: id,
          ip: request.ip,
          detalle: 'recuperada',
        });
        return trx.selectFrom('llaves').selectAll().where('id_llave', '=', id).executeTakeFirstOrThrow();
      });
      return ok(reply, fromDb(llaves, row), { msg: t('app.documentos.msg.recuperada') });
    },
  );

  api.get<{ Querystring: TimeSlotQuery & { id_propiedad?: string } }>(
    '/llaves/prestadas',
    {
      config: allowedTo(controlllaves, 'list'),
      schema: {
        tags: [llaves.label.many],
        summary: 'Préstamos abiertos de las llaves de un inmueble que se cruzan con fecha y horario (id_propiedad, fecha, hora_inicio, hora_fin)',
        querystring: describedQuery({ id_propiedad: int('El inmueble'), ...TIME_SLOT_PARAMS }, ['id_propiedad', 'fecha', 'hora_inicio', 'hora_fin']),
        response: {
          200: envelope(
            arrayOf(
              object({
                id_prestamo: int(),
                codigo: str('Código de la llave'),
                quien: str('Quién la tiene'),
                hasta: str('Devolución prevista (ISO 8601)'),
              }),
            ),
            'Hasta 20 préstamos',
          ),
          ...errors(400),
        },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const slot = timeSlot(q, 'app.validation.date');
      const idPropiedad = parseId(q.id_propiedad);
      const desde = limaInstant(slot.fecha, slot.hora_inicio).toISOString();
      const hasta = limaInstant(slot.fecha, slot.hora_fin).toISOString();
      const now = new Date().toISOString();
      // Out at that time: lent before the cita ends and due back after it starts — or overdue (back who knows when).
      const rows = await db
        .selectFrom('controlllaves as p')
        .innerJoin('llaves as l', 'l.id_llave', 'p.id_llave')
        .select([
          'p.id_prestamo',
          'p.id_llave',
          'l.codigo',
          'p.prestatario_tipo',
          'p.id_agente',
          'p.id_corredor',
          'p.prestatario_nombre',
          'p.fecha_salida',
          'p.fecha_devolucion_prevista',
        ])
        .where('l.id_propiedad', '=', idPropiedad)
        .where('p.estado', '=', 'abierto')
        .where('p.fecha_salida', '<', hasta)
        .where((eb) => eb.or([eb('p.fecha_devolucion_prevista', '>', desde), eb('p.fecha_devolucion_prevista', '<', now)]))
        .orderBy('p.fecha_salida')
        .limit(20)
        .execute();
      const data = await Promise.all(
        rows.map(async (r) => ({
          id_prestamo: r.id_prestamo,
          codigo: String(r.codigo),
          quien: await borrowerName(db, r),
          hasta: r.fecha_devolucion_prevista,
        })),
      );
      return ok(reply, data);
    },
  );
}
