// The shared library's server side (Imágenes y Files): its files' routes (./files.ts); its pictures' routes
// (./imagenes.ts) share the photos' multipart scope (src/features/photos/server/routes.ts). Its demo data (./demo.ts)
// runs after every module's in the seed (server/db/seed.ts).
import type { FeatureServer } from '#server/moduleServer';
import { seedBiblioteca } from './demo';
import { registerLibraryFileRoutes } from './files';

export const server: FeatureServer = {
  routes: (api, { db, config }) => registerLibraryFileRoutes(api, db, config.dataDir),
  demo: { seed: ({ db, dataDir, now }) => seedBiblioteca(db, dataDir, now) },
};
