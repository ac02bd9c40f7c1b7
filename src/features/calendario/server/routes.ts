// The private iCalendar feed of each user's citas (issue 11 §2), for Google Calendar, Outlook or a phone.
// - GET  /calendario/ics (token): the feed URL. The secret (256 random bits) is created on the first call and
//   stored only as its sha256, so the URL is shown once: later calls answer {url: null, creado_en} and the user
//   regenerates it if lost (like an API token).
// - POST /calendario/ics/regenerar (token): a new secret; the old URL answers 404 from then on.
// - GET  /calendario/ics/{secret}.ics (no token): text/calendar with the citas where the user is the agent
//   (administrators too: their feed is their own agenda, not the office's). An inactive user's feed is 404.
// Times are Lima wall-clock times with TZID=America/Lima and a VTIMEZONE (fixed −05:00). UID is stable per
// cita; SEQUENCE is derived from the record's change time (seconds between creado_en and actualizado_en), which
// grows with every update without a counter column; DTSTAMP/LAST-MODIFIED = actualizado_en (UTC).
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import ical, { ICalEventStatus } from 'ical-generator';
import { addDays, limaToday } from '../../../lib/limaTime';
import { fieldOf } from '../../../framework/schema';
import citas from '../../../resources/citas/schema';
import { logActivity } from '#server/auth/activity';
import type { Db, TableRowOf } from '#server/db/types';
import { notFound, ok, t } from '#server/http';
import { envelope, errors, fileAnswer, object, orNull, str } from '#server/openapi';

const SECRET_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;
const FEED_DAYS_BACK = 180;
const FEED_MAX = 2000;

const VTIMEZONE_LIMA = [
  'BEGIN:VTIMEZONE',
  'TZID:America/Lima',
  'X-LIC-LOCATION:America/Lima',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0500',
  'TZNAME:-05',
  'DTSTART:19700101T000000',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

export const hashSecret = (secret: string) => crypto.createHash('sha256').update(secret).digest('hex');

function feedUrl(request: FastifyRequest, secret: string): string {
  const base = (process.env.PUBLIC_URL ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
  return `${base}/api/calendario/ics/${secret}.ics`;
}

async function newSecret(db: Db, idUsuario: number): Promise<string> {
  const secret = crypto.randomBytes(32).toString('base64url');
  const row = { secreto_hash: hashSecret(secret), creado_en: new Date().toISOString() };
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('calendario_ics').where('id_usuario', '=', idUsuario).execute();
    await trx
      .insertInto('calendario_ics')
      .values({ id_usuario: idUsuario, ...row })
      .execute();
  });
  return secret;
}

const choiceName = (field: 'tipo' | 'estado', id: string) => fieldOf(citas, field).choices.find((c) => c.id === id)?.name ?? id;

/** Whole seconds between creation and last change: grows with every update (RFC 5545 SEQUENCE). */
export function sequenceOf(row: Pick<TableRowOf<'citas'>, 'creado_en' | 'actualizado_en'>): number {
  const created = Date.parse(row.creado_en);
  const updated = Date.parse(row.actualizado_en);
  return Number.isFinite(created) && Number.isFinite(updated) && updated > created ? Math.floor((updated - created) / 1000) : 0;
}

/** 'HH:mm' -> 'HH:mm:ss' Lima wall time; ical-generator writes it unchanged after TZID=America/Lima. */
const wall = (fecha: string, hora: string) => `${fecha}T${hora.slice(0, 5)}:00`;

export async function buildFeed(db: Db, user: Pick<TableRowOf<'usuarios'>, 'id_usuario' | 'nombre' | 'apellido'>, now = new Date()): Promise<string> {
  const rows = await db
    .selectFrom('citas')
    .leftJoin('ofertantes', 'ofertantes.id_propiedad', 'citas.id_propiedad')
    .leftJoin('demandantes', 'demandantes.id_demandante', 'citas.id_demandante')
    .selectAll('citas')
    .select([
      'ofertantes.codigo as prop_codigo',
      'ofertantes.direccion as prop_direccion',
      'ofertantes.distrito as prop_distrito',
      'demandantes.nombre as dem_nombre',
      'demandantes.apellido as dem_apellido',
    ])
    .where('citas.id_agente', '=', user.id_usuario)
    .where('citas.fecha', '>=', addDays(limaToday(now), -FEED_DAYS_BACK))
    .orderBy('citas.fecha', 'desc')
    .limit(FEED_MAX)
    .execute();
  const nombre = `${user.nombre} ${user.apellido}`.trim();
  const cal = ical({
    name: t('app.calendario.ics.nombre', { nombre }),
    prodId: { company: 'Inmobiliaria', product: 'Backoffice', language: 'ES' },
    ttl: 3600,
  });
  cal.x([{ key: 'X-WR-TIMEZONE', value: 'America/Lima' }]);
  for (const r of rows) {
    const cancelada = r.estado === 'cancelada';
    const propiedad = [r.prop_codigo, r.prop_distrito].filter(Boolean).join(' · ');
    const summary = [cancelada ? t('app.calendario.ics.cancelada') : '', choiceName('tipo', r.tipo), propiedad].filter(Boolean).join(' · ');
    const demandante = [r.dem_nombre, r.dem_apellido].filter(Boolean).join(' ');
    const description = [
      `${fieldOf(citas, 'estado').label}: ${choiceName('estado', r.estado)}`,
      demandante ? `${fieldOf(citas, 'id_demandante').label}: ${demandante}` : '',
      r.notas ?? '',
    ]
      .filter(Boolean)
      .join('\n');
    const stamp = new Date(r.actualizado_en);
    cal.createEvent({
      id: `cita-${r.id_cita}@inmobiliaria-backoffice`,
      start: wall(r.fecha, r.hora_inicio),
      end: wall(r.fecha, r.hora_fin),
      timezone: 'America/Lima',
      stamp,
      lastModified: stamp,
      created: new Date(r.creado_en),
      sequence: sequenceOf(r),
      summary,
      description,
      location: [r.lugar, r.prop_direccion, r.prop_distrito].filter((x) => typeof x === 'string' && x.trim()).join(', ') || null,
      status: cancelada ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  // The VTIMEZONE goes in by hand: ical-generator's calendar-level timezone would also write DTSTAMP as a local
  // time (RFC 5545 wants it in UTC), and per-event TZID needs the definition once per calendar.
  // RFC 5545 §3.1: each content line ends with CRLF, the last one too (ical-generator leaves it off).
  const text = cal.toString().replace(/(\r\n)?$/, '\r\n');
  const at = text.search(/BEGIN:VEVENT|END:VCALENDAR/);
  return `${text.slice(0, at)}${VTIMEZONE_LIMA}\r\n${text.slice(at)}`;
}

/** The private feed's URL (null once it was shown) and when it was made. */
const FEED = object({ url: orNull(str('https://…/api/calendario/ics/<secreto>.ics')), creado_en: str('ISO 8601') });

export function registerCalendarioRoutes(app: FastifyInstance, db: Db): void {
  const tags = ['Calendario'];

  app.get(
    '/calendario/ics',
    {
      schema: {
        tags,
        summary: 'La URL privada del calendario (.ics) del usuario; se crea en la primera llamada y solo se muestra entonces',
        response: { 200: envelope(FEED, 'La URL (solo la primera vez; luego null) y desde cuándo existe') },
      },
    },
    async (request, reply) => {
      const { user } = request;
      const existing = await db.selectFrom('calendario_ics').select('creado_en').where('id_usuario', '=', user.id).executeTakeFirst();
      if (existing) return ok(reply, { url: null, creado_en: existing.creado_en });
      const secret = await newSecret(db, user.id);
      return ok(reply, { url: feedUrl(request, secret), creado_en: new Date().toISOString() });
    },
  );

  app.post(
    '/calendario/ics/regenerar',
    {
      schema: {
        tags,
        summary: 'Una nueva URL privada del calendario; la anterior deja de funcionar',
        response: { 200: envelope(FEED, 'La URL nueva') },
      },
    },
    async (request, reply) => {
      const { user } = request;
      const secret = await newSecret(db, user.id);
      await logActivity(db, {
        id_usuario: user.id,
        accion: 'update',
        recurso: 'calendario_ics',
        id_registro: user.id,
        ip: request.ip,
        detalle: 'nueva URL del calendario',
      });
      return ok(reply, { url: feedUrl(request, secret), creado_en: new Date().toISOString() }, { msg: t('app.calendario.ics.regenerada') });
    },
  );
}

/** The feed itself: its secret URL is its key (registered in the public scope: server/routes/public.ts). */
export function registerIcsFeedRoute(app: FastifyInstance, db: Db): void {
  app.get<{ Params: { file: string } }>(
    '/calendario/ics/:file',
    {
      schema: {
        tags: ['Calendario'],
        summary: 'El calendario (.ics) de un usuario, por su URL privada (sin token)',
        response: { 200: fileAnswer('Las citas del usuario (iCalendar, RFC 5545)', 'text/calendar'), ...errors(404) },
      },
    },
    async (request, reply) => {
      const secret = SECRET_FILE.exec(request.params.file)?.[1];
      if (!secret) throw notFound();
      const owner = await db
        .selectFrom('calendario_ics')
        .innerJoin('usuarios', 'usuarios.id_usuario', 'calendario_ics.id_usuario')
        .select(['usuarios.id_usuario', 'usuarios.nombre', 'usuarios.apellido', 'usuarios.estado'])
        .where('calendario_ics.secreto_hash', '=', hashSecret(secret))
        .executeTakeFirst();
      if (!owner || owner.estado !== 'activo') throw notFound();
      const body = await buildFeed(db, owner);
      return reply
        .code(200)
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .header('content-disposition', 'inline; filename="citas.ics"')
        .header('x-robots-tag', 'noindex')
        .send(body);
    },
  );
}
