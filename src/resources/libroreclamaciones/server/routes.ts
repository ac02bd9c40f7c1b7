// The Libro de Reclamaciones' own calls. Public (no token): the provider's data for the form, filing a sheet, the
// constancia by its secret link. Administrators: answer a sheet ('Responder') and download its PDF.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formatDate } from '../../../lib/dates';
import { validateRecord } from '../../../framework/validate';
import schema, { publicFormSchema } from '../schema';
import { logActivity } from '#server/auth/activity';
import { allowedTo } from '#server/auth/scope';
import { fromDb } from '#server/crud/rows';
import { rowCount } from '#server/db/aggregates';
import type { Db } from '#server/db/types';
import { describedQuery, envelope, errors, fileAnswer, object, orNull, str, type JsonSchema } from '#server/openapi';
import { openRecordSchema } from '#server/crud/responseSchema';
import { ApiError, invalid, jsonField, notFound, ok, parseId, t, type IdRoute, type QueryRoute } from '#server/http';
import { failureReason, type Delivery } from '#server/mail/send';
import { adminIds, notify } from '#server/notify';
import { agencyLetterhead } from '#server/pdf';
import { getSettings } from '#server/settings';
import { fileComplaint, sheetByToken, type Reclamo } from './filing';
import { Counters, WindowLimiter } from '#server/limits/counters';
import { sendAnswer, sendConstancia } from './mail';
import { errorHandler } from '#server/errors';
import { inspectionPdf, sheetFileName, sheetPdf } from './sheet';
import { plainText, plainTextRecord } from './text';

export interface LibroDeps {
  readonly db: Db;
  readonly dataDir: string;
  /** Per IP and window: sheets filed (default 5 per 10 minutes) and calls of any outcome (default 30). */
  readonly limit?: { readonly filings: number; readonly attempts: number; readonly windowMs: number };
}

/**
 * A whole sheet is a few KB; anything bigger is not a consumer typing. The route's own bodyLimit: Fastify counts the
 * bytes as they arrive (a chunked body without Content-Length stops at the cap, before it is parsed).
 */
export const PUBLIC_BODY_LIMIT = 32 * 1024;
/** Filled only by bots: the public form hides it from people. */
export const HONEYPOT_FIELD = 'sitio_web';
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Sheets in one inspection PDF at most (a longer period is asked for in parts). */
export const INSPECTION_MAX = 500;
const TOKEN_FILE = /^([A-Za-z0-9_-]{43})\.pdf$/;
const tags = ['Libro de Reclamaciones'];

const pdfReply = (reply: FastifyReply, pdf: Buffer, file: string) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${file}"`)
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex')
    .send(pdf);

function tooMany(waitMs: number): ApiError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new ApiError(429, t('app.libro.errors.demasiadas', { minutos: Math.max(1, Math.ceil(seconds / 60)) }), undefined, {
    'retry-after': String(seconds),
  });
}

/** The sheet's own words for a body over its cap; everything else as every route answers it. */
function sheetErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return errorHandler(new ApiError(413, t('app.libro.errors.muy_grande')), request, reply);
  return errorHandler(error, request, reply);
}

/** The consumer's payload: plain text, validated against the public form's schema. */
function consumerData(input: unknown) {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) throw invalid({ _: { message: 'app.validation.not_object' } });
  const body = { ...(input as Record<string, unknown>) };
  const honeypot = body[HONEYPOT_FIELD];
  if (typeof honeypot === 'string' ? honeypot.trim() !== '' : honeypot !== undefined && honeypot !== null)
    throw new ApiError(400, t('app.libro.errors.rechazada'));
  delete body[HONEYPOT_FIELD];
  const { data, errors } = validateRecord(publicFormSchema, plainTextRecord(body), 'create');
  if (typeof data.documento === 'string') data.documento = data.documento.toUpperCase();
  return { data, errors };
}

async function notifySendFailure(db: Db, row: Reclamo, e: unknown): Promise<void> {
  const { motivo } = failureReason(e, await getSettings(db));
  const mensaje = t('app.libro.notificaciones.envio_fallido', { numero: row.numero, email: row.email ?? '', motivo });
  await notify(
    db,
    (await adminIds(db)).map((id_usuario) => ({ id_usuario, mensaje, recurso: schema.name, id_registro: row[schema.key] })),
  );
}

/** The consumer's calls, without a token (registered in the public scope: server/routes/public.ts). */
export function registerLibroPublicRoutes(api: FastifyInstance, deps: LibroDeps): void {
  const { db, dataDir } = deps;
  const windowMs = deps.limit?.windowMs ?? 10 * 60 * 1000;
  const counters = new Counters(db);
  const attempts = new WindowLimiter(counters, 'libro-intentos', deps.limit?.attempts ?? 30, windowMs);
  const filings = new WindowLimiter(counters, 'libro-hojas', deps.limit?.filings ?? 5, windowMs);

  api.get(
    '/public/libroreclamaciones/proveedor',
    {
      schema: {
        tags,
        summary: 'Datos del proveedor para la hoja (público)',
        response: {
          200: envelope(object({ nombre: str(), ruc: str(), direccion: str(), telefono: str(), email: str() }, []), 'El proveedor (la agencia)'),
        },
      },
    },
    async (_request, reply) => {
      const l = await agencyLetterhead(db, dataDir);
      return ok(reply, { nombre: l.nombre, ruc: l.ruc, direccion: l.direccion, telefono: l.telefono, email: l.email });
    },
  );

  api.post(
    '/public/libroreclamaciones/registrar',
    {
      bodyLimit: PUBLIC_BODY_LIMIT,
      errorHandler: sheetErrors,
      schema: {
        tags,
        summary: 'Registrar una hoja de reclamación (público, sin token; límite por IP)',
        response: {
          201: envelope(
            {
              ...openRecordSchema(schema),
              properties: {
                ...(openRecordSchema(schema).properties as Record<string, JsonSchema>),
                constancia: str('Enlace secreto a la constancia en PDF'),
              },
            },
            'La hoja registrada, con su número y plazo',
          ),
          ...errors(429),
        },
      },
    },
    async (request, reply) => {
      const wait = await attempts.hit(request.ip);
      if (wait > 0) throw tooMany(wait);
      const { data, errors } = consumerData(jsonField(request));
      if (Object.keys(errors).length) throw invalid(errors);
      // Only valid sheets count against the filings limit: a consumer correcting mistakes is not blocked.
      const waitFiling = await filings.hit(request.ip);
      if (waitFiling > 0) throw tooMany(waitFiling);
      const { row, token } = await fileComplaint(db, data, new Date(), request.ip);
      const constancia = `/api/public/libroreclamaciones/constancia/${token}.pdf`;
      // The constancia goes by e-mail after the answer: a slow SMTP server does not keep the consumer waiting.
      void sendConstancia(db, dataDir, row).catch(async (e: unknown) => {
        request.log.warn({ err: e }, 'constancia no enviada');
        await notifySendFailure(db, row, e).catch(() => undefined);
      });
      const msg = t('app.libro.registrada', { numero: row.numero });
      return ok(reply, { ...fromDb(schema, row), constancia }, { msg, code: 201 });
    },
  );

  api.get<{ Params: { file: string } }>(
    '/public/libroreclamaciones/constancia/:file',
    {
      schema: {
        tags,
        summary: 'Constancia en PDF por su enlace secreto (público)',
        response: { 200: fileAnswer('La constancia (hoja de reclamación) en PDF', 'application/pdf'), ...errors(404) },
      },
    },
    async (request, reply) => {
      const token = TOKEN_FILE.exec(request.params.file)?.[1];
      const row = token ? await sheetByToken(db, token) : undefined;
      if (!row) throw new ApiError(404, t('app.libro.errors.constancia_no_existe'));
      return pdfReply(reply, await sheetPdf(row, await agencyLetterhead(db, dataDir)), sheetFileName(row));
    },
  );
}

/** The administrators' calls: a sheet's PDF, an inspection's PDF, the answer. */
export function registerLibroRoutes(api: FastifyInstance, deps: LibroDeps): void {
  const { db, dataDir } = deps;

  api.get<IdRoute>(
    '/libroreclamaciones/pdf/:id',
    {
      config: allowedTo(schema, 'show'),
      schema: {
        tags,
        summary: 'Hoja de reclamación en PDF (administradores)',
        response: { 200: fileAnswer('La hoja en PDF', 'application/pdf'), ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      const row = await db.selectFrom(schema.name).selectAll().where(schema.key, '=', parseId(request.params.id)).executeTakeFirst();
      if (!row) throw notFound();
      return pdfReply(reply, await sheetPdf(row, await agencyLetterhead(db, dataDir)), sheetFileName(row));
    },
  );

  api.get<QueryRoute>(
    '/libroreclamaciones/inspeccion',
    {
      config: allowedTo(schema, 'list'),
      schema: {
        tags,
        summary: 'Todas las hojas de un periodo en un PDF, para una inspección (desde, hasta: AAAA-MM-DD; administradores)',
        querystring: describedQuery(
          {
            desde: { type: 'string', format: 'date', description: 'AAAA-MM-DD' },
            hasta: { type: 'string', format: 'date', description: 'AAAA-MM-DD' },
          },
          ['desde', 'hasta'],
        ),
        response: { 200: fileAnswer(`Las hojas del periodo (hasta ${INSPECTION_MAX}) en un PDF`, 'application/pdf'), ...errors(400) },
      },
    },
    async (request, reply) => {
      const { user } = request;
      const q = request.query;
      const known = new Set(['desde', 'hasta']);
      const { desde, hasta } = q;
      if (
        Object.keys(q).some((k) => !known.has(k)) ||
        typeof desde !== 'string' ||
        typeof hasta !== 'string' ||
        !ISO_DAY.test(desde) ||
        !ISO_DAY.test(hasta) ||
        desde > hasta
      ) {
        throw new ApiError(400, t('app.libro.inspeccion.rango'));
      }
      const count = await db
        .selectFrom(schema.name)
        .select(rowCount.as('n'))
        .where('fecha', '>=', desde)
        .where('fecha', '<=', hasta)
        .executeTakeFirstOrThrow();
      if (count.n > INSPECTION_MAX) throw new ApiError(400, t('app.libro.inspeccion.demasiadas', { n: count.n, max: INSPECTION_MAX }));
      const rows = await db
        .selectFrom(schema.name)
        .selectAll()
        .where('fecha', '>=', desde)
        .where('fecha', '<=', hasta)
        .orderBy('fecha')
        .orderBy(schema.key)
        .execute();
      await logActivity(db, {
        id_usuario: user.id,
        accion: 'export',
        recurso: schema.name,
        ip: request.ip,
        detalle: `Inspección ${desde} a ${hasta}: ${rows.length} hojas`,
      });
      return pdfReply(
        reply,
        await inspectionPdf(rows, await agencyLetterhead(db, dataDir), formatDate(desde), formatDate(hasta)),
        `libro-reclamaciones-${desde}-a-${hasta}.pdf`,
      );
    },
  );

  api.post(
    '/libroreclamaciones/responder',
    {
      config: allowedTo(schema, 'edit'),
      schema: {
        tags,
        summary: 'Responder una hoja: registra acciones y respuesta y las envía al consumidor',
        response: {
          200: envelope(
            {
              ...openRecordSchema(schema),
              properties: {
                ...(openRecordSchema(schema).properties as Record<string, JsonSchema>),
                envio: orNull({
                  type: 'string',
                  enum: ['smtp', 'outbox'],
                  description: 'Cómo salió la respuesta al consumidor (null: sin correo o no salió)',
                }),
              },
            },
            'La hoja respondida',
          ),
          ...errors(404, 409),
        },
      },
    },
    async (request, reply) => {
      const { user } = request;
      const input = jsonField(request) as Record<string, unknown> | null;
      const id = parseId(String(input?.[schema.key] ?? input?.id ?? ''));
      const errors: Record<string, string> = {};
      const text = (name: 'acciones' | 'respuesta', required: boolean) => {
        const raw = input?.[name];
        const value = typeof raw === 'string' ? plainText(raw) : '';
        if (raw !== undefined && raw !== null && typeof raw !== 'string') errors[name] = t('app.validation.type_text');
        else if (required && value.length < 10) errors[name] = value ? t('ra.validation.minLength', { min: 10 }) : t('ra.validation.required');
        else if (value.length > 5000) errors[name] = t('ra.validation.maxLength', { max: 5000 });
        return value;
      };
      const acciones = text('acciones', false);
      const respuesta = text('respuesta', true);
      if (Object.keys(errors).length) throw new ApiError(400, t('app.errors.invalid_input'), errors);
      const row = await db.transaction().execute(async (trx) => {
        const current = await trx.selectFrom(schema.name).selectAll().where(schema.key, '=', id).executeTakeFirst();
        if (!current) throw notFound();
        if (current.estado === 'respondido') throw new ApiError(409, t('app.libro.errors.ya_respondida'));
        const now = new Date().toISOString();
        await trx
          .updateTable(schema.name)
          .set({ acciones: acciones || null, respuesta, fecha_respuesta: now, estado: 'respondido', actualizado_en: now, actualizado_por: user.id })
          .where(schema.key, '=', id)
          .execute();
        await logActivity(trx, {
          id_usuario: user.id,
          accion: 'update',
          recurso: schema.name,
          id_registro: id,
          ip: request.ip,
          detalle: `Respuesta a la hoja N.º ${current.numero}`,
        });
        return trx.selectFrom(schema.name).selectAll().where(schema.key, '=', id).executeTakeFirstOrThrow();
      });
      let delivery: Delivery | null = null;
      let msg: string;
      try {
        delivery = await sendAnswer(db, dataDir, row);
        if (!delivery) msg = t('app.libro.respondida_sin_correo');
        else msg = delivery.via === 'smtp' ? t('app.libro.respondida_smtp', { email: String(row.email) }) : t('app.libro.respondida_outbox');
      } catch (e) {
        request.log.warn({ err: e }, 'respuesta no enviada');
        msg = t('app.libro.respondida_error', { motivo: failureReason(e, await getSettings(db)).motivo });
      }
      return ok(reply, { ...fromDb(schema, row), envio: delivery?.via ?? null }, { msg });
    },
  );
}
