// Security headers (helmet). HSTS and the CSP's upgrade-insecure-requests only when the app is served over HTTPS
// — PUBLIC_URL starting with https://, or a trusted proxy (TRUST_PROXY) saying X-Forwarded-Proto: https — so a LAN
// install over plain HTTP is not pushed by the browser to an https:// that does not exist.
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from './config';
import { tileImgSources } from './mapa/tiles';

const HSTS = 'max-age=31536000; includeSubDomains';

/** Whether this request reached the app over HTTPS (as the configuration allows us to know). */
export function servedOverHttps(config: Config, request: FastifyRequest): boolean {
  if (config.publicUrl?.toLowerCase().startsWith('https://')) return true;
  return config.trustProxy !== false && request.protocol === 'https';
}

export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...tileImgSources(config.mapTilesUrl)],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (!servedOverHttps(config, request)) return payload;
    void reply.header('strict-transport-security', HSTS);
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string' && !csp.includes('upgrade-insecure-requests'))
      void reply.header('content-security-policy', `${csp};upgrade-insecure-requests`);
    return payload;
  });
}
