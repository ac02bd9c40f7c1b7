// The hand-written calls (API.md "Hand-written calls") that need a session, registered under /api in the
// authenticated scope (server/auth/scope.ts). One line per area; the modules' own come from their folders
// (server/modules); the public ones are in ./public.ts.
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../moduleServer';
import { registerModuleRoutes, type ModuleServers } from '../modules';
import { registerSessionRoutes } from './auth';
import { registerCarritosRoutes } from './carritos';
import { registerCrucesRoutes } from './cruces';
import { registerConfiguracionRoutes } from './configuracion';
import { registerImagenesRoutes } from './imagenes';
import { registerMapaRoutes } from './mapa';
import { registerNotificacionesRoutes } from './notificaciones';
import { registerPerfilRoutes } from './perfil';
import { registerCalendarioRoutes } from './calendario';
import { registerPublicidadRoutes } from '../publicidad/routes';
import { registerLibraryFileRoutes } from '../biblioteca/files';
import { registerDashboardRoutes, registerReportesAdminRoutes, registerReportesRoutes } from '../reportes/routes';

export type { RouteDeps };

export function registerRoutes(api: FastifyInstance, deps: RouteDeps, servers?: ModuleServers): void {
  registerSessionRoutes(api, { db: deps.db, limiter: deps.limiter });
  registerPerfilRoutes(api, deps.db, deps.limiter);
  registerCarritosRoutes(api, deps.db);
  registerNotificacionesRoutes(api, deps.db);
  registerConfiguracionRoutes(api, deps.db);
  registerImagenesRoutes(api, deps);
  registerCalendarioRoutes(api, deps.db);
  registerCrucesRoutes(api, deps);
  registerMapaRoutes(api, deps);
  registerPublicidadRoutes(api, { db: deps.db });
  registerLibraryFileRoutes(api, deps.db, deps.config.dataDir);
  registerReportesRoutes(api, { db: deps.db, dataDir: deps.config.dataDir });
  registerDashboardRoutes(api, { db: deps.db, dataDir: deps.config.dataDir });
  registerReportesAdminRoutes(api, { db: deps.db, dataDir: deps.config.dataDir });
  registerModuleRoutes(api, deps, servers);
}
