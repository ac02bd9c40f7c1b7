// buildApp(config) -> a Fastify instance serving the API under /api and the built browser app at /.
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
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
import { t } from './http';
import { hooksOf, jobsOf, moduleServers as discoveredServers, type ModuleServers } from './modules';
import { registerSecurityHeaders } from './security';
import { tableColumns } from './db/catalogue';
import { sweepGraceMs, sweepOrphans } from './uploads/sweep';
import { registerRoutes } from './routes';
import { registerPublicPages, registerPublicRoutes, registerWebApp } from './routes/public';
import { authenticatedScope } from './auth/scope';
import { registerOpenApi } from './openapi';

export interface BuildOptions {
  /** Module declarations to serve (default: the registry). Tests pass extra throwaway modules. */
  readonly modules?: readonly ModuleSchema[];
  readonly hooks?: HooksRegistry;
  /** The modules' own server sides (default: server/modules/discovered.ts). Tests add a throwaway module's. */
  readonly moduleServers?: ModuleServers;
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
  /** Called with every route as it is added (the test that lists them all: tests/api/route-access.test.ts). */
  readonly onRoute?: (route: RouteOptions) => void;
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
  const servers = options.moduleServers ?? discoveredServers;
  const hooks = options.hooks ?? hooksOf(servers);

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
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
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
  // The scheduled jobs (the server's own in server/jobs, then the features' and modules'), stopped before the
  // connection closes.
  app.decorate('jobs', new JobRunner({ db: connection.db, dataDir: config.dataDir, log: app.log }, [...serverJobs, ...jobsOf(servers)]));
  app.addHook('preClose', () => app.jobs.stop());

  registerSecurityHeaders(app, config);
  await registerCompression(app);
  await app.register(formbody);

  app.setErrorHandler(errorHandler);

  await registerOpenApi(app);

  const catalogue = await tableColumns(connection.db, connection.dialect);
  const columnsOf = (schema: ModuleSchema) => catalogue.get(schema.name) ?? [];
  const limiter = new LoginLimiter(new Counters(connection.db), options.limits, options.clock);
  await app.register(
    async (api) => {
      // The few routes that answer without a token, listed in one file; everything else is signed-in only.
      await registerPublicRoutes(api, { connection, config, limiter, moduleServers: servers });
      await authenticatedScope(api, connection.db, (scope) => {
        const lists = options.lists ?? (config.listCacheRows ? new ListCache(config.listCacheRows) : undefined);
        const crud = { db: connection.db, modules, hooks, dataDir: config.dataDir, countCap: config.listCountCap, columns: columnsOf, lists };
        registerRoutes(scope, { db: connection.db, config, limiter, crud }, servers);
        registerFieldRoutes(scope, { db: connection.db, modules, dataDir: config.dataDir }); // the field types' own routes: files' uploads and downloads
        for (const schema of modules) registerCrud(scope, crud, schema);
        for (const schema of modules) registerRestCrud(scope, crud, schema); // the same operations in ra-data-simple-rest's dialect
      });
      api.setNotFoundHandler((request, reply) => sendError(request, reply, 404, t('app.errors.route_not_found')));
    },
    { prefix: '/api' },
  );
  await registerPublicPages(app, { connection, config, limiter, moduleServers: servers });
  await registerWebApp(app, config);

  return app;
}
