// buildApp(config) -> a Fastify instance serving the API under /api and the built browser app at /.
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { ModuleSchema } from '../src/framework/schema';
import { modules as registryModules } from '../src/resources/registry';
import { LoginLimiter, type LimiterOptions } from './auth/rateLimit';
import type { Config } from './config';
import type { HooksRegistry } from './crud/hooks';
import { registerCrud } from './crud/routes';
import { connect, type Connection } from './db/connect';
import { migrate } from './db/migrate';
import { ApiError, ok, t } from './http';
import { registerArchivosRoutes } from './archivos';
import { JobRunner, serverJobs } from './jobs';
import { tileImgSources } from './mapa/tiles';
import { serverHooks } from './modules';
import { registerRoutes } from './routes';

export const BODY_LIMIT = 1024 * 1024;

export interface BuildOptions {
  /** Module declarations to serve (default: the registry). Tests pass extra throwaway modules. */
  readonly modules?: readonly ModuleSchema[];
  readonly hooks?: HooksRegistry;
  readonly limits?: LimiterOptions;
  /** An existing connection (tests that prepare tables first). */
  readonly connection?: Connection;
  readonly logger?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    connection: Connection;
    /** Scheduled jobs: started by server/index.ts after listen; tests call app.jobs.run(name). */
    jobs: JobRunner;
  }
}

export type App = FastifyInstance;

function errorBody(msg: string, errors?: Readonly<Record<string, string>>) {
  return errors ? { status: 'error', msg, errors } : { status: 'error', msg };
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<App> {
  const connection = options.connection ?? connect(config);
  await migrate(connection.db, connection.dialect);
  const modules = options.modules ?? registryModules;
  const hooks = options.hooks ?? serverHooks;

  const app = Fastify({
    bodyLimit: BODY_LIMIT,
    trustProxy: false,
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: {
              paths: ['req.headers.authorization', 'req.headers.cookie', 'req.body.password', 'req.body.authorization', 'req.body.json', 'token'],
              censor: '[oculto]',
            },
          },
  });
  app.decorate('connection', connection);
  app.addHook('onClose', async () => {
    if (!options.connection) await connection.close();
  });
  // Issue 9 groundwork: the scheduled jobs (server/jobs), stopped before the connection closes.
  app.decorate('jobs', new JobRunner({ db: connection.db, dataDir: config.dataDir, log: app.log }, serverJobs));
  app.addHook('preClose', () => app.jobs.stop());

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
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(formbody, { bodyLimit: BODY_LIMIT });

  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      if (error.headers) void reply.headers(error.headers);
      return reply.code(error.statusCode).send(errorBody(error.msg, error.errors));
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.code(413).send(errorBody(t('app.errors.too_large')));
    if (error.validation || error.code?.startsWith('FST_ERR_CTP') || error.statusCode === 400 || error.statusCode === 415) {
      return reply.code(400).send(errorBody(t('app.errors.bad_body')));
    }
    request.log.error({ err: error }, 'error no controlado');
    return reply.code(500).send(errorBody(t('app.errors.server')));
  });

  await app.register(swagger, {
    openapi: {
      info: { title: 'API de la inmobiliaria', version: '1.0.0', description: 'Contrato de API.md: cuerpos form-encoded, respuesta {status, data, msg, total}.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const limiter = new LoginLimiter(options.limits);
  await app.register(
    async (api) => {
      api.get('/health', { schema: { tags: ['Sistema'], summary: 'Estado del servicio' } }, async (_req, reply) => ok(reply, null));
      registerRoutes(api, { db: connection.db, config, limiter });
      registerArchivosRoutes(api, { db: connection.db, modules, dataDir: config.dataDir }); // issue 9: 'file' fields
      for (const schema of modules) registerCrud(api, { db: connection.db, modules, hooks, dataDir: config.dataDir }, schema);
      api.setNotFoundHandler((_req, reply) => reply.code(404).send(errorBody(t('app.errors.route_not_found'))));
    },
    { prefix: '/api' },
  );

  const staticDir = config.staticDir;
  const index = staticDir ? path.join(staticDir, 'index.html') : '';
  if (staticDir && fs.existsSync(index)) {
    await app.register(fastifyStatic, { root: staticDir, wildcard: true, index: false });
    const sendIndex = (reply: import('fastify').FastifyReply) => reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
    app.get('/', (_req, reply) => sendIndex(reply));
    app.setNotFoundHandler((request, reply) => {
      const accept = request.headers.accept ?? '';
      if (request.method === 'GET' && accept.includes('text/html')) return sendIndex(reply);
      return reply.code(404).send(errorBody(t('app.errors.route_not_found')));
    });
  } else {
    app.setNotFoundHandler((_req, reply) => reply.code(404).send(errorBody(t('app.errors.route_not_found'))));
  }

  return app;
}
