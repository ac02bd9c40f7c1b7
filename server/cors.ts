// Cross-origin calls (CORS, @fastify/cors). Two kinds of routes answer other origins:
// - the standard REST dialect (/api/rest/…), for the origins listed in CORS_ORIGINS — none by default: a website or
//   an integration on another origin calls it with its own token (Authorization header, never cookies);
// - the public blog (/api/public/blog/…), read by the agency's website from any origin (`*`), as it always was;
// - the published listings (/api/public/inmuebles), the same way.
// The browser's preflight (OPTIONS) of those paths is answered 204 with the methods and headers a
// ra-data-simple-rest client sends (its lists send a `Range: <módulo>=0-24` header too); any other origin or path
// gets no CORS header at all (an OPTIONS there is the usual 404).
import cors, { type FastifyCorsOptions } from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: the route never answers another origin (set for every route outside the CORS paths below). */
    readonly cors?: false;
  }
}

const REST = /^\/api\/rest(?:[/?]|$)/;
const BLOG = /^\/api\/public\/blog(?:[/?]|$)/;
/** The published listings (GET /api/public/inmuebles), read by the agency's website and portals from any origin. */
const LISTINGS = /^\/api\/public\/inmuebles(?:\?|$)/;
/** A browser keeps a preflight's answer this long (seconds). */
const PREFLIGHT_MAX_AGE = 600;

/**
 * The CORS answer for a request's path (with its query) and Origin: the REST dialect's for a configured origin, the
 * blog's for any; none otherwise.
 */
export function corsFor(url: string, origin: string | undefined, origins: readonly string[]): FastifyCorsOptions {
  if (REST.test(url) && origin !== undefined && origins.includes(origin)) {
    return {
      origin,
      methods: ['GET', 'POST', 'PUT', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type', 'Range'],
      exposedHeaders: ['Content-Range'],
      maxAge: PREFLIGHT_MAX_AGE,
      strictPreflight: false,
    };
  }
  if (BLOG.test(url) || LISTINGS.test(url)) return { origin: '*', methods: ['GET'], maxAge: PREFLIGHT_MAX_AGE, strictPreflight: false };
  return { origin: false };
}

/**
 * Registers CORS on the API (`api` is the /api scope, before its routes): a route outside the CORS paths is marked
 * `config.cors = false` as it is added, so its answers carry no CORS header (nor a `Vary: Origin`); the preflight
 * route (OPTIONS /api/*) is the plugin's, public by nature (a browser sends it without the token).
 */
export async function registerCors(api: FastifyInstance, origins: readonly string[]): Promise<void> {
  api.addHook('onRoute', (route) => {
    if (route.method !== 'OPTIONS' && !REST.test(route.url) && !BLOG.test(route.url)) route.config = { ...route.config, cors: false };
  });
  await api.register(cors, {
    hook: 'onRequest',
    delegator: (request, callback) => callback(null, corsFor(request.url, request.headers.origin, origins)),
  });
}
