// The autoresponder actions: generate the queue (administrators), send and discard a message (administrators and
// the demandante's agent). Sending re-checks consent, email and estado of the demandante at send time.
import type { FastifyInstance } from 'fastify';
import schema from '../schema';
import { logActivity } from '#server/auth/activity';
import { ADMIN_ONLY, allowedTo } from '#server/auth/scope';
import type { SessionUser } from '#server/auth/sessions';
import { assertHandler, assertOpen } from './access';
import { deliver, failureReason, type Delivery } from './deliver';
import { generateMessages } from './generate';
import { fromDb } from '#server/crud/rows';
import type { Db, TableRowOf } from '#server/db/types';

type Message = TableRowOf<'autoresponder'>;
type Demandante = TableRowOf<'demandantes'>;
import { envelope, errors, int, object } from '#server/openapi';
import { openRecordSchema } from '#server/crud/responseSchema';
import { ApiError, formBody, notFound, ok, parseId, t } from '#server/http';
import { getSettings } from '#server/settings';
import type { RouteDeps } from '#server/moduleServer';

const tags = [schema.label.many];

async function loadMessage(db: Db, id: number): Promise<Message> {
  const row = await db.selectFrom('autoresponder').selectAll().where('id_mensaje', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** The message and its demandante, once the caller may act on it (403) and it is still open (409). */
async function openMessage(
  db: Db,
  user: SessionUser,
  idField: string | undefined,
): Promise<{ message: Message; demandante: Demandante | undefined }> {
  const id = parseId(idField);
  const message = await loadMessage(db, id);
  const demandante = await assertHandler(db, user, message.id_demandante);
  assertOpen(message);
  return { message, demandante };
}

/** No message ever goes to a demandante without marketing consent, an email, or who is no longer active. */
function recipientOf(demandante: Demandante | undefined): string {
  if (!demandante) throw new ApiError(409, t('app.autoresponder.no_demandante'));
  if (demandante.consentimiento_marketing !== 1) throw new ApiError(409, t('app.autoresponder.no_consent'));
  const email = (demandante.email ?? '').trim();
  if (!email) throw new ApiError(409, t('app.autoresponder.no_email'));
  if (demandante.estado !== 'activo') throw new ApiError(409, t('app.autoresponder.not_active'));
  return email;
}

export function registerAutoresponderRoutes(api: FastifyInstance, deps: RouteDeps): void {
  const { db, config } = deps;
  /** Messages being sent right now (this process): a second click does not send twice. */
  const sending = new Set<number>();

  api.post(
    '/autoresponder/generar',
    {
      config: { ...ADMIN_ONLY, refusal: 'app.autoresponder.generate_admin_only' },
      schema: {
        tags,
        summary: 'Generar los mensajes pendientes (administradores); idempotente',
        response: {
          200: envelope(
            object({ creados: int(), actualizados: int(), propiedades: int('Inmuebles revisados') }),
            'Cuántos mensajes nuevos y actualizados',
          ),
        },
      },
    },
    async (request, reply) => {
      const { user } = request;
      const result = await db.transaction().execute((trx) => generateMessages(trx));
      await logActivity(db, {
        id_usuario: user.id,
        accion: 'create',
        recurso: schema.name,
        ip: request.ip,
        detalle: `Generación: ${result.creados} nuevos, ${result.actualizados} actualizados`,
      });
      const msg = result.creados + result.actualizados === 0 ? t('app.autoresponder.nothing_new') : t('app.autoresponder.generated', { ...result });
      return ok(reply, result, { msg });
    },
  );

  api.post(
    '/autoresponder/enviar',
    {
      config: allowedTo(schema, 'edit'),
      schema: {
        tags,
        summary: 'Enviar un mensaje (SMTP, o archivo .eml en la bandeja de salida sin SMTP); también reintenta',
        response: { 200: envelope(openRecordSchema(schema), 'El mensaje, enviado'), ...errors(404, 409, 502) },
      },
    },
    async (request, reply) => {
      const { user } = request;
      const body = formBody(request, ['id', 'id_mensaje']);
      const { message, demandante } = await openMessage(db, user, body.id ?? body.id_mensaje);
      const email = recipientOf(demandante);
      const id = message.id_mensaje;
      if (sending.has(id)) throw new ApiError(409, t('app.autoresponder.sending'));
      sending.add(id);
      try {
        const settings = await getSettings(db);
        const intentos = (message.intentos ?? 0) + 1;
        const audit = () => ({ destinatario: email, intentos, actualizado_en: new Date().toISOString(), actualizado_por: user.id });
        let delivery: Delivery;
        try {
          delivery = await deliver({ id, to: email, subject: message.asunto, text: message.cuerpo }, settings, config.dataDir);
        } catch (e) {
          const { motivo, detalle } = failureReason(e, settings);
          const error = `${motivo.charAt(0).toUpperCase()}${motivo.slice(1)}${detalle ? ` (${detalle})` : ''}`;
          await db
            .updateTable('autoresponder')
            .set({ ...audit(), estado: 'error', error })
            .where('id_mensaje', '=', id)
            .execute();
          await logActivity(db, {
            id_usuario: user.id,
            accion: 'update',
            recurso: schema.name,
            id_registro: id,
            ip: request.ip,
            detalle: `Envío fallido: ${error}`,
          });
          throw new ApiError(502, t('app.autoresponder.send_failed', { motivo }));
        }
        await db
          .updateTable('autoresponder')
          .set({ ...audit(), estado: 'enviado', enviado_en: new Date().toISOString(), error: null })
          .where('id_mensaje', '=', id)
          .execute();
        const detalle = delivery.via === 'smtp' ? `Enviado por SMTP a ${email}` : `Guardado en la bandeja de salida para ${email}`;
        await logActivity(db, { id_usuario: user.id, accion: 'update', recurso: schema.name, id_registro: id, ip: request.ip, detalle });
        const msg = delivery.via === 'smtp' ? t('app.autoresponder.sent_smtp', { email }) : t('app.autoresponder.sent_outbox');
        return ok(reply, fromDb(schema, await loadMessage(db, id)), { msg });
      } finally {
        sending.delete(id);
      }
    },
  );

  api.post(
    '/autoresponder/descartar',
    {
      config: allowedTo(schema, 'edit'),
      schema: {
        tags,
        summary: 'Descartar un mensaje pendiente o con error',
        response: { 200: envelope(openRecordSchema(schema), 'El mensaje, descartado'), ...errors(404, 409) },
      },
    },
    async (request, reply) => {
      const { user } = request;
      const body = formBody(request, ['id', 'id_mensaje']);
      const { message } = await openMessage(db, user, body.id ?? body.id_mensaje);
      const id = message.id_mensaje;
      if (sending.has(id)) throw new ApiError(409, t('app.autoresponder.sending'));
      await db
        .updateTable('autoresponder')
        .set({ estado: 'descartado', actualizado_en: new Date().toISOString(), actualizado_por: user.id })
        .where('id_mensaje', '=', id)
        .execute();
      await logActivity(db, { id_usuario: user.id, accion: 'update', recurso: schema.name, id_registro: id, ip: request.ip, detalle: 'Descartado' });
      return ok(reply, fromDb(schema, await loadMessage(db, id)), { msg: t('app.autoresponder.discarded') });
    },
  );
}
