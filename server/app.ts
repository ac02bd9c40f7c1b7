// buildApp(config) -> a Fastify instance serving the API under /api and the built browser app at /.
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { ModuleSchema } from '../src/framework/schema';
import { modules as registryModules } from '../src/resources/registry';
import { FORM_BODY_LIMIT } from './bodyCaps';
import { LoginLimiter, type LimiterOptions } from './auth/rateLimit';
import { Counters } from './limits/counters';
import type { Config } from './config';
import type { HooksRegistry } from './crud/hooks';
import { COMPRESS_THRESHOLD, ENCODINGS } from './compression';
import { ListCache } from './crud/listCache';
import { registerCrud } from './crud/routes';
import { registerRestCrud } from './crud/rest';
import { connect, type Connection } from './db/connect';
import { migrate, type MigrationList } from './db/migrate';
import { registerFieldRoutes } from '../src/framework/fields/server';
import { JobRunner, serverJobs } from './jobs';
import { clientErrorHandler, errorHandler, frameworkErrors, REQUEST_ID_HEADER, requestId, sendError } from './errors';
import { registerHealth } from './health';
import { t } from './http';
import { serverHooks } from './modules';
import { registerSecurityHeaders } from './security';
import { tableColumns } from './db/catalogue';
import { sweepGraceMs, sweepOrphans } from './uploads/sweep';
import { registerRoutes } from './routes';

export interface BuildOptions {
  /** Module declarations to serve (default: the registry). Tests pass extra throwaway modules. */
  readonly modules?: readonly ModuleSchema[];
  readonly hooks?: HooksRegistry;
  readonly limits?: Partial<LimiterOptions>;
  /** The login limiter's clock (default Date.now): tests move it past a back-off instead of waiting it out. */
  readonly clock?: () => number;
  /** An existing connection (tests that prepare tables first). */
  readonly connection?: Connection;
  /** The migrations run on start (default: server/db/migrations). Tests add a throwaway module's. */
  readonly migrations?: MigrationList;
  readonly logger?: boolean;
  /** Where the log lines go (default stdout): tests capture them. */
  readonly logStream?: NodeJS.WritableStream;
  /** The list answers' cache (default: one of LIST_CACHE_ROWS rows, none when 0): tests pass one to watch it. */
  readonly lists?: ListCache;
}

/** TRUST_PROXY as a hop count: trust that many proxies in front of the app. */
const hops = (n: number) => (_address: string, hop: number) => hop < n;

declare module 'fastify' {
  interface FastifyInstance {
    connection: Connection;
    /** Scheduled jobs: started by server/index.ts after listen; tests call app.jobs.run(name). */
    jobs: JobRunner;
  }
}

export type App = FastifyInstance;

/** Vite names every file under assets/ by its content hash: a new build means new names. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const HASHED_ASSET = /[\\/]assets[\\/][^\\/]+-[\w-]{8,}(?:\.\w+)+$/;

function setStaticCacheHeaders(res: { setHeader(name: string, value: string): unknown }, filePath: string): void {
  res.setHeader('cache-control', HASHED_ASSET.test(filePath) ? IMMUTABLE : 'no-cache');
  res.setHeader('vary', 'accept-encoding'); // the body depends on it (.br, .gz or the plain file)
}

/**
 * Dynamic responses (JSON lists, the API docs) compressed above 1 kB when the client asks; the static build is
 * precompressed instead. Must come before the routes (it hooks each route as it is added). Request bodies are never
 * inflated: the body caps count the bytes that arrive.
 */
async function registerCompression(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    route.decompress ??= false;
  });
  await app.register(compress, { global: true, threshold: COMPRESS_THRESHOLD, encodings: [...ENCODINGS] });
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<App> {
  const connection = options.connection ?? connect(config);
  await migrate(connection.db, connection.dialect, options.migrations);
  const modules = options.modules ?? registryModules;
  const hooks = options.hooks ?? serverHooks;

  const app = Fastify({
    bodyLimit: FORM_BODY_LIMIT,
    trustProxy: typeof config.trustProxy === 'number' ? hops(config.trustProxy) : config.trustProxy,
    frameworkErrors,
    clientErrorHandler,
    genReqId: requestId, // every log line of a request carries it as reqId; answered in X-Request-Id
    return503OnClosing: false, // our own 503, in Spanish (below)

    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            ...(options.logStream ? { stream: options.logStream } : {}),
            redact: {
              paths: ['req.headers.authorization', 'req.headers.cookie', 'req.body.password', 'req.body.authorization', 'req.body.json', 'token'],
              censor: '[oculto]',
            },
          },
  });
  app.decorate('connection', connection);
  // While shutting down (server/shutdown.ts), requests that arrive on open keep-alive connections are turned away
  // so a load balancer retries them elsewhere; those already in flight finish.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // Hooks on every request take a callback rather than return a promise: less work per request.
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    if (closing) return void sendError(request, reply, 503, t('app.errors.shutting_down'));
    done();
  });
  // Every answer given while closing ends its connection: the server's close waits for the connections to end.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) void reply.header('connection', 'close');
    done(null, payload);
  });
  // Storage holds only what the database knows: files of an upload that crashed before its commit go now.
  await sweepOrphans(connection.db, config.dataDir, app.log, sweepGraceMs(connection.dialect));
  app.addHook('onClose', async () => {
    if (!options.connection) await connection.close();
  });
  // Issue 9 groundwork: the scheduled jobs (server/jobs), stopped before the connection closes.
  app.decorate('jobs', new JobRunner({ db: connection.db, dataDir: config.dataDir, log: app.log }, serverJobs));
  app.addHook('preClose', () => app.jobs.stop());

  registerSecurityHeaders(app, config);
  await registerCompression(app);
  await app.register(formbody);

  app.setErrorHandler(errorHandler);

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'API de la inmobiliaria',
        version: '1.0.0',
        description:
          'Contrato de API.md: cuerpos form-encoded, respuesta {status, data, msg, total}. Los módulos también en el dialecto REST estándar de react-admin (ra-data-simple-rest) bajo /api/rest/{módulo}: JSON simple, total en Content-Range.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const catalogue = await tableColumns(connection.db, connection.dialect);
  const columnsOf = (schema: ModuleSchema) => catalogue.get(schema.name) ?? [];
  const limiter = new LoginLimiter(new Counters(connection.db), options.limits, options.clock);
  await app.register(
    async (api) => {
      registerHealth(api, connection);
      registerRoutes(api, { db: connection.db, config, limiter });
      registerFieldRoutes(api, { db: connection.db, modules, dataDir: config.dataDir }); // the field types' own routes: files' uploads and downloads
      const lists = options.lists ?? (config.listCacheRows ? new ListCache(config.listCacheRows) : undefined);
      const crud = { db: connection.db, modules, hooks, dataDir: config.dataDir, countCap: config.listCountCap, columns: columnsOf, lists };
      for (const schema of modules) registerCrud(api, crud, schema);
      for (const schema of modules) registerRestCrud(api, crud, schema); // the same operations in ra-data-simple-rest's dialect
      api.setNotFoundHandler((request, reply) => sendError(request, reply, 404, t('app.errors.route_not_found')));
    },
    { prefix: '/api' },
  );

  const staticDir = config.staticDir;
  const index = staticDir ? path.join(staticDir, 'index.html') : '';
  if (staticDir && fs.existsSync(index)) {
    // Issue 16: the build's .br/.gz siblings chosen by Accept-Encoding; hashed files cached for good, the rest revalidated.
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: true,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: setStaticCacheHeaders,
    });
    const sendIndex = (reply: import('fastify').FastifyReply) => reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
    app.get('/', (_req, reply) => sendIndex(reply));
    app.setNotFoundHandler((request, reply) => {
      const accept = request.headers.accept ?? '';
      if (request.method === 'GET' && accept.includes('text/html')) return sendIndex(reply);
      return sendError(request, reply, 404, t('app.errors.route_not_found'));
    });
  } else {
    app.setNotFoundHandler((request, reply) => sendError(request, reply, 404, t('app.errors.route_not_found')));
  }

  return app;
}
