// The public side of the ofertantes (issue 30), declared in ./index.ts (`publicRoutes`, `sitePages`) and named in the
// one list of public routes (server/routes/public.ts): at the site's root, each published property's page
// (/inmueble/{codigo}-{slug}; /inmueble/{codigo} redirects there; anything else is a Spanish 404 page), its two
// scripts and the sitemap; under /api/public, the published listings for the agency's website and portals (CORS),
// the link preview's picture, the WhatsApp click (counted, then redirected) and the contact form (rate-limited per
// IP across instances, honeypot and time-to-fill; without JavaScript the browser posts the form itself and gets the
// page back with the confirmation or the errors).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '#server/config';
import type { Db } from '#server/db/types';
import { errorAnswer, errorHandler } from '#server/errors';
import { ApiError, formBody, jsonField, ok, t } from '#server/http';
import { sendPublicPage, type PageCsp } from '#server/publicPage';
import { servedOverHttps } from '#server/security';
import { tileImgSources } from '#server/mapTiles';
import { isRecord } from '../../../lib/guards';
import { escapeHtml } from '#server/html';
import { Counters, WindowLimiter } from '#server/limits/counters';
import {
  arrayOf,
  describedQuery,
  envelope,
  errors,
  fileAnswer,
  redirectAnswer,
  int,
  num,
  object,
  orNull,
  str,
  type JsonSchema,
} from '#server/openapi';
import { agencyLetterhead } from '#server/pdf';
import { imageQueue } from '#server/uploads/images';
import { loadSharp } from '#server/uploads/sharp';
import { ORIGINAL_DIR, safeJoin, uploadsRoot } from '#server/uploads/storage';
import { DISTRITO_CHOICES, TIPO_INMUEBLE_CHOICES } from '../../common';
import { CONSULTA_BODY_LIMIT, parseConsulta, recordLead } from './consulta';
import { CODIGO_RE, loadListing, publishedOfertante, toPublic, type PublicListing } from './listing';
import { ASSETS, listingPage, notFoundPage, whatsappHref, type FormState, type Site } from './page';
import { PAGE_SCRIPT } from './pageScript';
import { countVisit } from './visits';

export interface ListingDeps {
  readonly db: Db;
  readonly config: Config;
  /** Contacts per IP and window (default 5 per 10 minutes) and calls of any outcome (default 30). */
  readonly limit?: { readonly consultas: number; readonly intentos: number; readonly windowMs: number };
}

const tags = ['Inmuebles publicados'];
const PER_PAGE_MAX = 50;
/** Link previews and crawlers fetch the page too: they are not visits. */
const NOT_A_PERSON = /bot|crawl|spider|slurp|preview|facebookexternalhit|whatsapp|telegram|curl|wget|headless|lighthouse/i;

const require = createRequire(import.meta.url);
const leafletFile = (name: string) => path.join(path.dirname(require.resolve('leaflet/package.json')), 'dist', name);

async function site(db: Db, config: Config, request: FastifyRequest): Promise<Site> {
  const l = await agencyLetterhead(db, config.dataDir);
  return {
    nombre: l.nombre,
    telefono: l.telefono,
    email: l.email,
    origin: (config.publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, ''),
    tilesUrl: config.mapTilesUrl,
    tilesAttribution: config.mapTilesAttribution,
  };
}

/** The pages' policy: this site's scripts (Leaflet, the form's), the map's tiles, the form posting here. */
const pageCsp = (config: Config, request: FastifyRequest): PageCsp => ({
  scripts: true,
  forms: true,
  images: tileImgSources(config.mapTilesUrl),
  https: servedOverHttps(config, request),
});

const html = (reply: FastifyReply, request: FastifyRequest, config: Config, code: number, body: string) =>
  sendPublicPage(reply, code, body, pageCsp(config, request));

/** A post of the page's own form without JavaScript: a browser asking for a page, with the fields themselves. */
const postedByPage = (request: FastifyRequest) =>
  /\btext\/html\b/.test(request.headers.accept ?? '') && !(isRecord(request.body) && 'json' in request.body);

/** The fields as a browser posts them without JavaScript, to the payload the page's script sends. */
function plainForm(request: FastifyRequest): Record<string, unknown> {
  const { acepta, desde, ...rest } = formBody(request);
  return { ...rest, acepta: acepta === 'si', desde: desde === undefined ? undefined : Number(desde) };
}

/** What the answer page keeps of a refused post: the person's own text (never the honeypot). */
function keptValues(request: FastifyRequest): { values: Record<string, string>; desde?: number } {
  const body = isRecord(request.body) ? request.body : {};
  const values: Record<string, string> = {};
  for (const k of ['nombre', 'telefono', 'email', 'mensaje', 'acepta']) if (typeof body[k] === 'string') values[k] = body[k].slice(0, 1000);
  const desde = Number(body.desde);
  return { values, desde: Number.isFinite(desde) && desde > 0 ? desde : undefined };
}

/** GET /inmueble/:ref, its scripts and /inmuebles/sitemap.xml, at the site's root (not under /api). */
export function registerListingPages(app: FastifyInstance, deps: ListingDeps): void {
  const { db, config } = deps;
  const page = { tags, hide: false } as const;

  for (const [file, type] of [
    ['leaflet.js', 'text/javascript; charset=utf-8'],
    ['leaflet.css', 'text/css; charset=utf-8'],
  ] as const) {
    const body = fs.readFileSync(leafletFile(file));
    app.get(`${ASSETS}/${file}`, { schema: { hide: true } }, (_request, reply) =>
      reply.type(type).header('cache-control', 'public, max-age=86400').send(body),
    );
  }
  app.get(`${ASSETS}/pagina.js`, { schema: { hide: true } }, (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=3600').send(PAGE_SCRIPT),
  );

  app.get<{ Params: { ref: string } }>(
    '/inmueble/:ref',
    {
      schema: {
        ...page,
        summary: 'La página pública (HTML) de un inmueble publicado: /inmueble/{código}-{slug}; /inmueble/{código} redirige (301)',
        response: {
          200: fileAnswer('La página del inmueble', 'text/html'),
          301: redirectAnswer('A la dirección canónica'),
          404: fileAnswer('Página «no encontrado» en español', 'text/html'),
        },
      },
    },
    async (request, reply) => {
      const s = await site(db, config, request);
      const codigo = /^(OF-\d{6})(?:-|$)/i.exec(request.params.ref)?.[1]?.toUpperCase();
      const listing = codigo ? await loadListing(db, codigo) : undefined;
      if (!listing) return html(reply, request, config, 404, notFoundPage(s));
      if (request.params.ref !== listing.ruta.slice('/inmueble/'.length)) return reply.code(301).header('location', listing.ruta).send();
      const ua = request.headers['user-agent'] ?? '';
      if (request.method === 'GET' && ua && !NOT_A_PERSON.test(ua)) await countVisit(db, (await publishedId(db, listing.codigo)) ?? 0, 'vistas');
      return html(reply, request, config, 200, listingPage(listing, s, Date.now()));
    },
  );

  app.get(
    '/inmuebles/sitemap.xml',
    {
      schema: {
        tags,
        summary: 'Sitemap XML de las páginas de los inmuebles publicados',
        response: { 200: fileAnswer('El sitemap', 'application/xml') },
      },
    },
    async (request, reply) => {
      const s = await site(db, config, request);
      const rows = await db
        .selectFrom('ofertantes')
        .select(['codigo', 'descripcion', 'actualizado_en'])
        .where('publicar_web', '=', 1)
        .where('estado', '=', 'disponible')
        .orderBy('fecha_captacion', 'desc')
        .orderBy('id_propiedad', 'desc')
        .limit(50_000)
        .execute();
      const urls = rows.map((r) => {
        const l = `${s.origin}/inmueble/${r.codigo ?? ''}-${slugOf(r.descripcion)}`;
        return `<url><loc>${escapeHtml(l)}</loc><lastmod>${escapeHtml(String(r.actualizado_en).slice(0, 10))}</lastmod></url>`;
      });
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=600')
        .send(
          `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
        );
    },
  );
}

const slugOf = (descripcion: string) => toPublic({ codigo: '', descripcion } as never, [], undefined).slug;

async function publishedId(db: Db, codigo: string): Promise<number | undefined> {
  return (await publishedOfertante(db, codigo))?.id_propiedad;
}

const LISTING: JsonSchema = object(
  {
    codigo: str('OF-000123'),
    url: str('La página pública'),
    titulo: str(),
    operacion: str('V venta, A alquiler'),
    tipo: str(),
    moneda: str('PEN o USD'),
    precio: num('En la moneda (no en céntimos)'),
    distrito: str(),
    direccion: orNull(str('Solo si el propietario permite la ubicación exacta')),
    lat: orNull(num('Exacta, o el centro del distrito si la ubicación es aproximada')),
    lng: orNull(num()),
    ubicacion_exacta: { type: 'boolean' },
    dormitorios: orNull(int()),
    banos: orNull(int()),
    area_construida: orNull(num()),
    area_terreno: orNull(num()),
    foto: orNull(str('Foto principal, 1180×600')),
  },
  ['codigo', 'url', 'titulo'],
);

function listingJson(l: PublicListing, origin: string) {
  return {
    codigo: l.codigo,
    url: `${origin}${l.ruta}`,
    titulo: l.titulo,
    operacion: l.operacion,
    tipo: l.tipo,
    moneda: l.moneda,
    precio: l.precio / 100,
    distrito: l.distrito,
    direccion: l.ubicacion.exacta ? l.ubicacion.direccion : null,
    lat: l.ubicacion.lat,
    lng: l.ubicacion.lng,
    ubicacion_exacta: l.ubicacion.exacta,
    dormitorios: l.dormitorios,
    banos: l.banos,
    area_construida: l.area_construida,
    area_terreno: l.area_terreno,
    foto: l.fotos[0] ? `${origin}${l.fotos[0].G}` : null,
  };
}

interface ListQuery {
  page?: string;
  perPage?: string;
  operacion?: string;
  tipo?: string;
  distrito?: string;
  moneda?: string;
  precio_min?: string;
  precio_max?: string;
  dormitorios_min?: string;
}
const QUERY_KEYS = new Set(['page', 'perPage', 'operacion', 'tipo', 'distrito', 'moneda', 'precio_min', 'precio_max', 'dormitorios_min']);

function tooMany(waitMs: number): ApiError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new ApiError(429, t('app.ofertantes.consulta.demasiadas', { minutos: Math.max(1, Math.ceil(seconds / 60)) }), undefined, {
    'retry-after': String(seconds),
  });
}

/** GET /public/inmuebles, og.jpg, whatsapp and POST consulta, in the /api public scope. */
export function registerListingApi(api: FastifyInstance, deps: ListingDeps): void {
  const { db, config } = deps;
  const counters = new Counters(db);
  const windowMs = deps.limit?.windowMs ?? 10 * 60 * 1000;
  const intentos = new WindowLimiter(counters, 'consulta-intentos', deps.limit?.intentos ?? 30, windowMs);
  const consultas = new WindowLimiter(counters, 'consulta-envios', deps.limit?.consultas ?? 5, windowMs);
  const listCalls = new WindowLimiter(counters, 'inmuebles', 120, 60_000);
  const originOf = (request: FastifyRequest) => (config.publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');

  api.get<{ Querystring: ListQuery }>(
    '/public/inmuebles',
    {
      schema: {
        tags,
        summary: 'Inmuebles publicados (sin token; CORS abierto), más recientes primero, con filtros y páginas',
        querystring: describedQuery({
          page: { type: 'integer', minimum: 1, default: 1 },
          perPage: { type: 'integer', minimum: 1, default: 20, description: `Hasta ${PER_PAGE_MAX}` },
          operacion: { type: 'string', enum: ['V', 'A'] },
          tipo: { type: 'string', enum: TIPO_INMUEBLE_CHOICES.map((c) => String(c.id)) },
          distrito: { type: 'string' },
          moneda: { type: 'string', enum: ['PEN', 'USD'] },
          precio_min: { type: 'number', minimum: 0 },
          precio_max: { type: 'number', minimum: 0 },
          dormitorios_min: { type: 'integer', minimum: 0 },
        }),
        response: { 200: envelope(arrayOf(LISTING), 'Una página de inmuebles publicados', { total: int() }), ...errors(400, 429) },
      },
    },
    async (request, reply) => {
      const wait = await listCalls.hit(request.ip);
      if (wait > 0) throw tooMany(wait);
      const q = request.query;
      const bad = Object.keys(q).filter((k) => !QUERY_KEYS.has(k));
      if (bad.length)
        throw new ApiError(
          400,
          t('app.errors.invalid_input'),
          Object.fromEntries(bad.slice(0, 5).map((k) => [k, t('app.validation.unknown_field')])),
        );
      const n = (k: keyof ListQuery, int = false) => {
        const v = q[k];
        if (v === undefined || v === '') return undefined;
        const x = Number(v);
        if (!Number.isFinite(x) || x < 0 || (int && !Number.isInteger(x)))
          throw new ApiError(400, t('app.errors.invalid_input'), { [k]: t('app.validation.type_number') });
        return x;
      };
      const page = n('page', true) ?? 1;
      const perPage = Math.min(n('perPage', true) ?? 20, PER_PAGE_MAX);
      if (page < 1 || perPage < 1 || page > 10_000) throw new ApiError(400, t('app.errors.bad_page'));
      const oneOf = (k: keyof ListQuery, allowed: readonly string[]) => {
        const v = q[k];
        if (v !== undefined && !allowed.includes(v)) throw new ApiError(400, t('app.errors.invalid_input'), { [k]: t('app.validation.choice') });
        return v;
      };
      const operacion = oneOf('operacion', ['V', 'A']);
      const tipo = oneOf(
        'tipo',
        TIPO_INMUEBLE_CHOICES.map((c) => String(c.id)),
      );
      const distrito = oneOf(
        'distrito',
        DISTRITO_CHOICES.map((c) => String(c.id)),
      );
      const moneda = oneOf('moneda', ['PEN', 'USD']);
      const [pmin, pmax, dmin] = [n('precio_min'), n('precio_max'), n('dormitorios_min', true)];
      let base = db.selectFrom('ofertantes').where('publicar_web', '=', 1).where('estado', '=', 'disponible');
      if (operacion) base = base.where('tipo_operacion', '=', operacion);
      if (tipo) base = base.where('tipo_inmueble', '=', tipo);
      if (distrito) base = base.where('distrito', '=', distrito);
      if (moneda) base = base.where('moneda', '=', moneda);
      if (pmin !== undefined) base = base.where('precio', '>=', Math.round(pmin * 100));
      if (pmax !== undefined) base = base.where('precio', '<=', Math.round(pmax * 100));
      if (dmin !== undefined) base = base.where('dormitorios', '>=', dmin);
      const [rows, total] = await Promise.all([
        base
          .selectAll()
          .orderBy('fecha_captacion', 'desc')
          .orderBy('id_propiedad', 'desc')
          .limit(perPage)
          .offset((page - 1) * perPage)
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      const ids = rows.map((r) => r.id_propiedad);
      const photos = ids.length
        ? await db
            .selectFrom('imagenes')
            .selectAll()
            .where('id_propiedad', 'in', ids)
            .where('publica', '=', 1)
            .orderBy('orden')
            .orderBy('id_imagen')
            .execute()
        : [];
      const origin = originOf(request);
      const data = rows.map((r) =>
        listingJson(
          toPublic(
            r,
            photos.filter((p) => p.id_propiedad === r.id_propiedad),
            undefined,
          ),
          origin,
        ),
      );
      void reply.header('cross-origin-resource-policy', 'cross-origin').header('cache-control', 'public, max-age=60');
      return ok(reply, data, { total: Number(total.n) });
    },
  );

  api.get<{ Params: { codigo: string } }>(
    '/public/inmuebles/:codigo/og.jpg',
    {
      schema: {
        tags,
        summary: 'La imagen de la vista previa del enlace (1200×630, de la foto principal, sin metadatos)',
        response: { 200: fileAnswer('JPEG 1200×630', 'image/jpeg'), ...errors(404) },
      },
    },
    async (request, reply) => {
      const codigo = request.params.codigo;
      const of = CODIGO_RE.test(codigo) ? await publishedOfertante(db, codigo) : undefined;
      const photo = of
        ? await db
            .selectFrom('imagenes')
            .select(['carpeta', 'archivo'])
            .where('id_propiedad', '=', of.id_propiedad)
            .where('publica', '=', 1)
            .orderBy((eb) =>
              eb
                .case()
                .when('archivo', '=', of.imagen ?? '')
                .then(0)
                .else(1)
                .end(),
            )
            .orderBy('orden')
            .executeTakeFirst()
        : undefined;
      const root = uploadsRoot(config.dataDir);
      const source = photo ? safeJoin(root, ORIGINAL_DIR, photo.carpeta, photo.archivo) : null;
      if (!photo || !source || !fs.existsSync(source)) throw new ApiError(404, t('app.ofertantes.consulta.no_publicado'));
      const cached = safeJoin(root, 'og', photo.carpeta, photo.archivo.replace(/\.\w+$/, '.jpg'));
      let body: Buffer;
      if (cached && fs.existsSync(cached)) body = await fs.promises.readFile(cached);
      else {
        // The project's image pipeline: one at a time, re-encoded without metadata (no EXIF, no GPS).
        const sharp = await loadSharp();
        body = await imageQueue.run(() =>
          sharp(source).resize(1200, 630, { fit: 'cover', position: sharp.strategy.attention }).jpeg({ quality: 82 }).toBuffer(),
        );
        if (cached) {
          await fs.promises.mkdir(path.dirname(cached), { recursive: true });
          await fs.promises.writeFile(cached, body).catch(() => undefined);
        }
      }
      return reply
        .type('image/jpeg')
        .header('cache-control', 'public, max-age=86400')
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(body);
    },
  );

  api.get<{ Params: { codigo: string } }>(
    '/public/inmuebles/:codigo/whatsapp',
    {
      schema: {
        tags,
        summary: 'El botón de WhatsApp de la página: cuenta el clic (sin datos personales) y redirige a wa.me con el mensaje',
        response: { 303: redirectAnswer('A https://wa.me/51… con el mensaje escrito'), ...errors(404) },
      },
    },
    async (request, reply) => {
      const listing = CODIGO_RE.test(request.params.codigo) ? await loadListing(db, request.params.codigo) : undefined;
      if (!listing) throw new ApiError(404, t('app.ofertantes.consulta.no_publicado'));
      const id = await publishedId(db, listing.codigo);
      if (id !== undefined) await countVisit(db, id, 'whatsapp');
      return reply
        .code(303)
        .header('cache-control', 'no-store')
        .header('location', whatsappHref(listing, await site(db, config, request)))
        .send();
    },
  );

  /** The property's page with the form's answer (a post without JavaScript), or the 'not found' page. */
  const answerPage = async (request: FastifyRequest<{ Params: { codigo: string } }>, reply: FastifyReply, code: number, state: FormState) => {
    const s = await site(db, config, request);
    const listing = CODIGO_RE.test(request.params.codigo) ? await loadListing(db, request.params.codigo) : undefined;
    if (!listing) return html(reply, request, config, 404, notFoundPage(s));
    return html(reply, request, config, code, listingPage(listing, s, Date.now(), state));
  };

  api.post<{ Params: { codigo: string } }>(
    '/public/inmuebles/:codigo/consulta',
    {
      bodyLimit: CONSULTA_BODY_LIMIT,
      errorHandler: async (error, request, reply) => {
        const refused = error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? new ApiError(413, t('app.ofertantes.consulta.muy_grande')) : error;
        if (!postedByPage(request)) return errorHandler(refused, request, reply);
        const { status, msg } = errorAnswer(refused, request, reply);
        return answerPage(request, reply, status, { message: msg });
      },
      schema: {
        tags,
        summary:
          'Consulta desde la página del inmueble (json: nombre, telefono, email, mensaje, acepta): crea o vincula un demandante. Sin JavaScript, el formulario de la página envía sus campos y recibe la página con la respuesta',
        response: {
          200: fileAnswer('Sin JavaScript: la página del inmueble con la confirmación o los errores (también con 400, 404, 413 y 429)', 'text/html'),
          201: envelope(object({ id_demandante: int(), nuevo: { type: 'boolean' } }), 'La consulta recibida'),
          ...errors(400, 404, 413, 429),
        },
      },
    },
    async (request, reply) => {
      const page = postedByPage(request);
      try {
        const wait = await intentos.hit(request.ip);
        if (wait > 0) throw tooMany(wait);
        const of = CODIGO_RE.test(request.params.codigo) ? await publishedOfertante(db, request.params.codigo) : undefined;
        if (!of) throw new ApiError(404, t('app.ofertantes.consulta.no_publicado'));
        const consulta = parseConsulta(page ? plainForm(request) : jsonField(request), Date.now());
        // Only valid contacts count against the limit: a person correcting a typo is not blocked.
        const waitSend = await consultas.hit(request.ip);
        if (waitSend > 0) throw tooMany(waitSend);
        const lead = await db.transaction().execute((trx) => recordLead(trx, of, consulta));
        const msg = t('app.ofertantes.publica.enviada', { nombre: consulta.nombre });
        if (page) return await answerPage(request, reply, 200, { message: msg });
        return ok(reply, lead, { code: 201, msg });
      } catch (error) {
        if (!page || !(error instanceof ApiError)) throw error;
        if (error.headers) void reply.headers(error.headers);
        return answerPage(request, reply, error.statusCode, { message: error.msg, errors: error.errors, ...keptValues(request) });
      }
    },
  );
}
