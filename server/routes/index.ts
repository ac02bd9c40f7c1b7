// The hand-written calls (API.md "Hand-written calls") that need a session, registered under /api in the
// authenticated scope (server/auth/scope.ts): the shell's own (session, profile, carts, notifications), one line each;
// the modules' and shared features' come from their folders (server/modules); the public ones are in ./public.ts.
import type { FastifyInstance } from 'fastify';
import type { RouteDeps, SessionRouteDeps } from '../moduleServer';
import { registerModuleRoutes, type ModuleServers } from '../modules';
import { registerSessionRoutes } from './auth';
import { registerCarritosRoutes } from './carritos';
import { registerNotificacionesRoutes } from './notificaciones';
import { registerPerfilRoutes } from './perfil';

export type { RouteDeps, SessionRouteDeps };

export function registerRoutes(api: FastifyInstance, deps: SessionRouteDeps, servers?: ModuleServers): void {
  registerSessionRoutes(api, { db: deps.db, limiter: deps.limiter });
  registerPerfilRoutes(api, deps.db, deps.limiter);
  registerCarritosRoutes(api, deps.db);
  registerNotificacionesRoutes(api, deps.db);
  registerModuleRoutes(api, deps, servers);
}
