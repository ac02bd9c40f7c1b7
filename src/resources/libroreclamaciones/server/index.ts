import type { ModuleServer } from '#server/moduleServer';
import { libroreclamacionesHooks } from './hooks';
import { registerLibroPublicRoutes, registerLibroRoutes } from './routes';
import { demo } from './demo';

export const server: ModuleServer = {
  hooks: libroreclamacionesHooks,
  routes: (api, { db, config }) => registerLibroRoutes(api, { db, dataDir: config.dataDir }),
  publicRoutes: (open, { db, config }) => registerLibroPublicRoutes(open, { db, dataDir: config.dataDir }),
  demo,
};
