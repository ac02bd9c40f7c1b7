// The hand-written calls (API.md "Hand-written calls") that need a session, registered under /api in the
// authenticated scope (server/auth/scope.ts). One line per area; the public ones are in ./public.ts.
import type { FastifyInstance } from 'fastify';
import type { LoginLimiter } from '../auth/rateLimit';
import type { Config } from '../config';
import type { Db } from '../db/types';
import { registerUsuariosRoutes } from '../modules/usuarios';
import { registerSessionRoutes } from './auth';
import { registerCarritosRoutes } from './carritos';
import { registerAutoresponderRoutes } from './autoresponder';
import { registerCrucesRoutes } from './cruces';
import { registerConfiguracionRoutes } from './configuracion';
import { registerImagenesRoutes } from './imagenes';
import { registerMapaRoutes } from './mapa';
import { registerNotificacionesRoutes } from './notificaciones';
import { registerPerfilRoutes } from './perfil';
import { registerCitasRoutes } from './citas';
import { registerLlavesRoutes } from './llaves';
import { registerCalendarioRoutes } from './calendario';
import { registerTurnosRoutes } from '../modules/turnos';
import { registerLibroRoutes } from '../libro/routes';
import { registerPublicidadRoutes } from '../publicidad/routes';
import { registerLibraryFileRoutes } from '../biblioteca/files';
import { registerDashboardRoutes, registerReportesAdminRoutes, registerReportesRoutes } from '../reportes/routes';

export interface RouteDeps {
  readonly db: Db;
  readonly config: Config;
  readonly limiter: LoginLimiter;
}

export function registerRoutes(api: FastifyInstance, deps: RouteDeps): void {
  registerSessionRoutes(api, { db: deps.db, limiter: deps.limiter });
  registerPerfilRoutes(api, deps.db, deps.limiter);
  registerUsuariosRoutes(api, deps.db);
  registerCarritosRoutes(api, deps.db);
  registerNotificacionesRoutes(api, deps.db);
  registerConfiguracionRoutes(api, deps.db);
  registerImagenesRoutes(api, deps);
  registerCitasRoutes(api, deps.db);
  registerTurnosRoutes(api, deps.db);
  registerCalendarioRoutes(api, deps.db);
  registerCrucesRoutes(api, deps);
  registerAutoresponderRoutes(api, deps);
  registerLlavesRoutes(api, deps.db);
  registerLibroRoutes(api, { db: deps.db, dataDir: deps.config.dataDir });
  registerMapaRoutes(api, deps);
  registerPublicidadRoutes(api, { db: deps.db });
  registerLibraryFileRoutes(api, deps.db, deps.config.dataDir);
  registerReportesRoutes(api, { db: deps.db, dataDir: deps.config.dataDir });
  registerDashboardRoutes(api, { db: deps.db, dataDir: deps.config.dataDir });
  registerReportesAdminRoutes(api, { db: deps.db, dataDir: deps.config.dataDir });
}
