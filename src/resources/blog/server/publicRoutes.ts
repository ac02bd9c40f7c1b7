// The blog beyond the CRUD. Public, no token: the published entries as JSON, RSS 2.0 and one HTML page per entry for
// the agency's website (rate-limited per IP). Published = estado 'publicado' and a publication date up to today in
// Lima (src/lib/limaTime.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { NotNull } from 'kysely';
import { sanitizeRichText } from '#server/crud/sanitize';
import { rowCount } from '#server/db/aggregates';
import type { Db } from '#server/db/types';
import { Counters, WindowLimiter } from '#server/limits/counters';
import { ApiError, ok, t } from '#server/http';
import { arrayOf, describedQuery, envelope, errors, fileAnswer, object, orNull, str, type JsonSchema } from '#server/openapi';
import { limaInstant, limaToday } from '../../../lib/limaTime';
import { getSettings } from '#server/settings';
import { categoriaName, ENTRY_CSP, entryPage, entryPagePath, escapeHtml } from './page';
import { publicPageCsp } from '#server/publicPage';

export interface PublicidadDeps {
  readonly db: Db;
  /** Public calls per IP and window (default 120 per minute). */
  readonly limit?: { readonly calls: number; readonly windowMs: number };
  /** The address users open (PUBLIC_URL): the origin of the pictures' absolute URLs; else the request's own. */
  readonly publicUrl?: string;
}

const PER_PAGE_MAX = 50;

/** An entry as the public calls give it. */
const ENTRY = object(
  {
    slug: str(),
    titulo: str(),
    resumen: str(),
    imagen: orNull(str('URL absoluta de la portada')),
    categoria: orNull(str()),
    fecha_publicacion: orNull(str('AAAA-MM-DD')),
    autor: str(),
  },
  ['slug', 'titulo'],
);

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const tagsBlog = ['Blog público'];

const escapeXml = escapeHtml;
/** An RSS <description> is HTML: plain text is escaped for HTML, then that HTML for XML ('<b>' stays text). */
const plainDescription = (text: string) => escapeXml(escapeHtml(text));
const agencyName = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : t('app.publicidad.blog.feed_title'));
const rfc822 = (fecha: string) => limaInstant(fecha, '12:00').toUTCString();
/** The page's own CSP: the app's, with covers and pictures of the content from any https:// address. */
/** Readable by the agency's website (the CORS answer, any origin, is server/cors.ts's). */
function publicHeaders(reply: FastifyReply): FastifyReply {
  return reply.header('cross-origin-resource-policy', 'cross-origin').header('cache-control', 'public, max-age=300');
}

function publishedQuery(db: Db) {
  return db
    .selectFrom('blog')
    .leftJoin('usuarios', 'usuarios.id_usuario', 'blog.id_autor')
    .where('blog.estado', '=', 'publicado')
    .where('blog.fecha_publicacion', '<=', limaToday());
}

const summaryColumns = [
  'blog.slug',
  'blog.titulo',
  'blog.resumen',
  'blog.imagen',
  'blog.categoria',
  'blog.fecha_publicacion',
  'usuarios.nombre',
  'usuarios.apellido',
] as const;

/**
 * Our pictures are stored as /api/uploads/... paths (served without a token, see uploads/serve.ts); the agency's
 * website lives elsewhere, so the public feed gives them as absolute URLs.
 */
export function absoluteUploads(html: string, origin: string): string {
  return html.replace(/(src|href)="\/api\/uploads\//g, `$1="${origin}/api/uploads/`);
}

const absoluteCover = (imagen: unknown, origin: string) =>
  typeof imagen === 'string' && imagen.startsWith('/api/uploads/') ? `${origin}${imagen}` : (imagen ?? null);

type Summary = {
  slug: unknown;
  titulo: unknown;
  resumen: unknown;
  imagen: unknown;
  categoria: unknown;
  fecha_publicacion: unknown;
  nombre: unknown;
  apellido: unknown;
};
const entry = (r: Summary, origin: string) => ({
  slug: r.slug,
  titulo: r.titulo,
  resumen: r.resumen ?? '',
  imagen: absoluteCover(r.imagen, origin),
  categoria: r.categoria,
  fecha_publicacion: r.fecha_publicacion,
  autor: [r.nombre, r.apellido].filter(Boolean).join(' '),
});

function pageParams(q: { page?: unknown; perPage?: unknown }): { page: number; perPage: number } {
  const page = q.page === undefined ? 1 : Number(q.page);
  const perPage = q.perPage === undefined ? 10 : Number(q.perPage);
  if (!Number.isInteger(page) || page < 1 || page > 10_000 || !Number.isInteger(perPage) || perPage < 1)
    throw new ApiError(400, t('app.errors.bad_page'));
  return { page, perPage: Math.min(perPage, PER_PAGE_MAX) };
}

/** The blog for the agency's website, without a token (registered in the public scope: server/routes/public.ts). */
export function registerPublicBlogRoutes(api: FastifyInstance, deps: PublicidadDeps): void {
  const { db } = deps;
  const originOf = (request: FastifyRequest) => (deps.publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
  const limiter = new WindowLimiter(new Counters(db), 'blog', deps.limit?.calls ?? 120, deps.limit?.windowMs ?? 60_000);
  const throttle = async (request: FastifyRequest) => {
    const wait = await limiter.hit(request.ip);
    if (wait > 0) {
      const seconds = Math.max(1, Math.ceil(wait / 1000));
      throw new ApiError(429, t('app.errors.too_many_attempts', { espera: t('app.errors.wait_seconds', { smart_count: seconds }) }), undefined, {
        'retry-after': String(seconds),
      });
    }
  };

  api.get<{ Querystring: { page?: unknown; perPage?: unknown } }>(
    '/public/blog/listado',
    {
      schema: {
        tags: tagsBlog,
        summary: 'Entradas publicadas (sin token), más recientes primero',
        querystring: describedQuery({
          page: { type: 'integer', minimum: 1, default: 1, description: 'Página, desde 1' },
          perPage: { type: 'integer', minimum: 1, default: 10, description: `Entradas por página (hasta ${PER_PAGE_MAX})` },
        }),
        response: { 200: envelope(arrayOf(ENTRY), 'Una página de entradas'), ...errors(400, 429) },
      },
    },
    async (request, reply) => {
      await throttle(request);
      const { page, perPage } = pageParams(request.query);
      const total = await publishedQuery(db).select(rowCount.as('n')).executeTakeFirst();
      const rows = await publishedQuery(db)
        .select(summaryColumns)
        .orderBy('blog.fecha_publicacion', 'desc')
        .orderBy('blog.id_blog', 'desc')
        .limit(perPage)
        .offset((page - 1) * perPage)
        .execute();
      const origin = originOf(request);
      return ok(
        publicHeaders(reply),
        rows.map((r) => entry(r, origin)),
        { total: total?.n ?? 0 },
      );
    },
  );

  api.get<{ Params: { slug: string } }>(
    '/public/blog/detalle/:slug',
    {
      schema: {
        tags: tagsBlog,
        summary: 'Una entrada publicada por su slug (sin token)',
        response: {
          200: envelope(
            { ...ENTRY, properties: { ...(ENTRY.properties as Record<string, JsonSchema>), contenido: str('HTML saneado') } },
            'La entrada',
          ),
          ...errors(404, 429),
        },
      },
    },
    async (request, reply) => {
      await throttle(request);
      const { slug } = request.params;
      if (!SLUG.test(slug) || slug.length > 160) throw new ApiError(404, t('app.publicidad.blog.no_encontrado'));
      const row = await publishedQuery(db)
        .select([...summaryColumns, 'blog.contenido'])
        .where('blog.slug', '=', slug)
        .executeTakeFirst();
      if (!row) throw new ApiError(404, t('app.publicidad.blog.no_encontrado'));
      // Sanitised on write and again here: a row written before a rule tightened never reaches the website raw.
      const origin = originOf(request);
      return ok(publicHeaders(reply), { ...entry(row, origin), contenido: absoluteUploads(sanitizeRichText(row.contenido ?? ''), origin) });
    },
  );

  api.get<{ Params: { slug: string } }>(
    '/public/blog/entrada/:slug',
    {
      schema: {
        tags: tagsBlog,
        summary: 'La página pública (HTML) de una entrada publicada, por su slug (sin token)',
        response: { 200: fileAnswer('La entrada como página HTML', 'text/html'), ...errors(404, 429) },
      },
    },
    async (request, reply) => {
      await throttle(request);
      const { slug } = request.params;
      const row =
        SLUG.test(slug) && slug.length <= 160
          ? await publishedQuery(db)
              .select([...summaryColumns, 'blog.contenido'])
              .where('blog.slug', '=', slug)
              .$narrowType<{ fecha_publicacion: NotNull }>()
              .executeTakeFirst()
          : undefined;
      if (!row) throw new ApiError(404, t('app.publicidad.blog.no_encontrado'));
      const origin = originOf(request);
      const e = entry(row, origin);
      const html = entryPage(
        {
          titulo: row.titulo,
          resumen: row.resumen ?? '',
          contenido: absoluteUploads(sanitizeRichText(row.contenido ?? ''), origin),
          imagen: typeof e.imagen === 'string' ? e.imagen : null,
          categoria: row.categoria,
          fecha_publicacion: row.fecha_publicacion,
          autor: e.autor,
        },
        { nombre: agencyName((await getSettings(db)).agencia_nombre), origin },
      );
      return publicHeaders(reply).header('content-security-policy', publicPageCsp(ENTRY_CSP)).type('text/html; charset=utf-8').send(html);
    },
  );

  api.get(
    '/public/blog/rss.xml',
    {
      schema: {
        tags: tagsBlog,
        summary: 'RSS 2.0 de las entradas publicadas',
        response: { 200: fileAnswer('Las 50 entradas más recientes (RSS 2.0)', 'application/rss+xml'), ...errors(429) },
      },
    },
    async (request, reply) => {
      await throttle(request);
      const rows = await publishedQuery(db)
        .select(summaryColumns)
        .orderBy('blog.fecha_publicacion', 'desc')
        .orderBy('blog.id_blog', 'desc')
        .limit(PER_PAGE_MAX)
        // Published entries have a date (publishedQuery compares it with today).
        .$narrowType<{ fecha_publicacion: NotNull }>()
        .execute();
      const origin = originOf(request);
      const items = rows.map((r) => {
        const link = `${origin}${entryPagePath(String(r.slug))}`;
        return (
          `<item><title>${escapeXml(r.titulo)}</title><link>${escapeXml(link)}</link><guid isPermaLink="true">${escapeXml(link)}</guid>` +
          `<pubDate>${rfc822(r.fecha_publicacion)}</pubDate><category>${escapeXml(categoriaName(r.categoria))}</category>` +
          `<description>${plainDescription(r.resumen ?? '')}</description></item>`
        );
      });
      const xml =
        '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"><channel>' +
        `<title>${escapeXml(t('app.publicidad.blog.feed_title'))}</title><link>${escapeXml(origin)}</link>` +
        `<description>${escapeXml(t('app.publicidad.blog.feed_description'))}</description><language>es-PE</language>` +
        `${items.join('')}</channel></rss>\n`;
      return publicHeaders(reply).header('content-type', 'application/rss+xml; charset=utf-8').send(xml);
    },
  );
}
