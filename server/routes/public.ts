// Everything that answers without a session token, in one place (issue 27: routes are closed by default; a public
// route is public on purpose). Every other route under /api is registered in the authenticated scope
// (server/auth/scope.ts) and refused without a valid token. tests/api/route-access.test.ts lists every route the app
// registers and holds this list by hand: a route added here must be added there too.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import swaggerUi from '@fastify/swagger-ui';
import type { LoginLimiter } from '../auth/rateLimit';
import type { Config } from '../config';
import type { Connection } from '../db/connect';
import { registerCors } from '../cors';
import { sendError } from '../errors';
import { registerHealth } from '../health';
import { t } from '../http';
import { registerModulePublicRoutes, registerModuleSitePages, type ModuleServers } from '../modules';
import { publicOperation } from '../openapi';
import { registerUploadServing } from '../uploads/serve';
import { registerLoginRoute } from './auth';

export interface PublicDeps {
  readonly connection: Connection;
  readonly config: Config;
  readonly limiter: LoginLimiter;
  /** The modules' server sides (default: the discovered ones). */
  readonly moduleServers?: ModuleServers;
}

/** The public routes of the API (`api` is the /api scope). */
export async function registerPublicRoutes(api: FastifyInstance, deps: PublicDeps): Promise<void> {
  const { connection, config } = deps;
  const db = connection.db;
  // OPTIONS /api/*: the preflight of cross-origin calls (server/cors.ts); a browser sends it without the token.
  await registerCors(api, config.corsOrigins);
  await api.register(async (open) => {
    open.addHook('onRoute', publicOperation);
    // GET /health: the load balancer's check (which database, and that it answers).
    registerHealth(open, connection);
    // POST /login: the way to a token.
    registerLoginRoute(open, { db, limiter: deps.limiter, sessionTtlMs: config.sessionTtlMs });
    // The modules' and shared features' own, from their server/index.ts (server/modules):
    // - blog: GET /public/blog/listado, /public/blog/detalle/:slug, /public/blog/entrada/:slug (the entry's HTML
    //   page), /public/blog/rss.xml: the agency's website (limit per IP);
    // - libroreclamaciones: GET /public/libroreclamaciones/proveedor, POST /public/libroreclamaciones/registrar, GET
    //   /public/libroreclamaciones/constancia/:file: the consumer's complaint form (limit per IP) and the constancia
    //   by its secret link;
    // - ofertantes: GET /public/inmuebles (published listings, CORS), /public/inmuebles/:codigo/og.jpg,
    //   /public/inmuebles/:codigo/whatsapp (counted click, then wa.me), POST /public/inmuebles/:codigo/consulta (the
    //   property page's contact form, limit per IP);
    // - map: GET /mapa/config: the tile layer (a public service) and whether a geocoder is configured;
    // - calendario: GET /calendario/ics/:file: a user's appointments for their calendar app, by the secret in its URL.
    registerModulePublicRoutes(open, { db, config, limiter: deps.limiter }, deps.moduleServers);
    // GET /uploads/:size/:folder/:file: pictures, by names of 128 random bits (an <img> cannot send a token).
    registerUploadServing(open, config.dataDir);
    // GET /docs, /docs/json, /docs/yaml, /docs/static/*: the OpenAPI document and its viewer.
    await open.register(swaggerUi, { routePrefix: '/docs' });
  });
}

/** The modules' and shared features' public pages at the site's root (outside /api), from their server/index.ts. */
export async function registerPublicPages(app: FastifyInstance, deps: PublicDeps): Promise<void> {
  await app.register(async (open) => {
    open.addHook('onRoute', publicOperation);
    // - ofertantes: GET /inmueble/:ref (a published property's page; /inmueble/{codigo} redirects to its canonical
    //   address), its scripts GET /inmueble/recursos/leaflet.js, leaflet.css, pagina.js, and GET
    //   /inmuebles/sitemap.xml.
    registerModuleSitePages(open, { db: deps.connection.db, config: deps.config, limiter: deps.limiter }, deps.moduleServers);
  });
}

const sendIndex = (reply: FastifyReply) => reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');

/** Vite names every file under assets/ by its content hash: a new build means new names. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const HASHED_ASSET = /[\\/]assets[\\/][^\\/]+-[\w-]{8,}(?:\.\w+)+$/;

function setStaticCacheHeaders(res: { setHeader(name: string, value: string): unknown }, filePath: string): void {
  res.setHeader('cache-control', HASHED_ASSET.test(filePath) ? IMMUTABLE : 'no-cache');
  res.setHeader('vary', 'accept-encoding'); // the body depends on it (.br, .gz or the plain file)
}

/**
 * GET / and GET /*: the built browser app (when config.staticDir holds one), its login screen first. Vite names
 * every file under assets/ by its content hash: those are cached for good, the rest revalidated; an unknown path
 * asked by a browser gets index.html (the app's own routes), anything else the Spanish 404.
 */
export async function registerWebApp(app: FastifyInstance, config: Config): Promise<void> {
  const staticDir = config.staticDir;
  if (!staticDir || !fs.existsSync(path.join(staticDir, 'index.html'))) {
    app.setNotFoundHandler((request, reply) => sendError(request, reply, 404, t('app.errors.route_not_found')));
    return;
  }
  await app.register(fastifyStatic, {
    root: staticDir,
    wildcard: true,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: setStaticCacheHeaders,
  });
  app.get('/', { schema: { hide: true } }, (_req, reply) => sendIndex(reply)); // the app, not the API: not in its document
  app.setNotFoundHandler((request, reply) => {
    const accept = request.headers.accept ?? '';
    if (request.method === 'GET' && accept.includes('text/html')) return sendIndex(reply);
    return sendError(request, reply, 404, t('app.errors.route_not_found'));
  });
}
