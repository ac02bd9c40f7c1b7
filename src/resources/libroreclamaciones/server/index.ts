import type { ModuleServer } from '#server/moduleServer';
import { libroreclamacionesHooks } from './hooks';
import { registerLibroPublicRoutes, registerLibroRoutes } from './routes';
import { notifyComplaintDeadlines } from './deadlines';
import { demo } from './demo';

export const server: ModuleServer = {
  hooks: libroreclamacionesHooks,
  routes: (api, { db, config }) => registerLibroRoutes(api, { db, dataDir: config.dataDir }),
  publicRoutes: (open, { db, config }) => registerLibroPublicRoutes(open, { db, dataDir: config.dataDir }),
  demo,
  jobs: [
    // Sheets with 3 business days left (or late): the administrators hear once per sheet.
    { name: 'reclamos_por_vencer', intervalMs: 60 * 60_000, run: async ({ db, now }) => `avisos: ${await notifyComplaintDeadlines(db, now)}` },
  ],
};
