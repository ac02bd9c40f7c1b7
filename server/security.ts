// Security headers (helmet). HSTS and the CSP's upgrade-insecure-requests only when the app is served over HTTPS
// — PUBLIC_URL starting with https://, or a trusted proxy (TRUST_PROXY) saying X-Forwarded-Proto: https — so a LAN
// install over plain HTTP is not pushed by the browser to an https:// that does not exist.
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from './config';
import { tileImgSources } from './mapTiles';

type Headers = Readonly<Record<string, string>>;

/** Whether this request reached the app over HTTPS (as the configuration allows us to know). */
export function servedOverHttps(config: Config, request: FastifyRequest): boolean {
  if (config.publicUrl?.toLowerCase().startsWith('https://')) return true;
  return config.trustProxy !== false && request.protocol === 'https';
}

function helmetOptions(config: Config, https: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...tileImgSources(config.mapTilesUrl)],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The letters' PDF preview (Reportes › Cartas e informes) is a blob: URL in an iframe; nothing else is framed.
        frameSrc: ['blob:'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  };
}

/** The headers helmet sets with these options: the same on every answer (no nonces), so worked out once. */
function helmetHeaders(options: HelmetOptions): Headers {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  helmet(options)(response.req, response, () => undefined);
  return Object.fromEntries(Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]));
}

export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const plain = helmetHeaders(helmetOptions(config, false));
  const secure = helmetHeaders(helmetOptions(config, true));
  app.addHook('onRequest', (request, reply, done) => {
    void reply.headers(servedOverHttps(config, request) ? secure : plain);
    done();
  });
}
