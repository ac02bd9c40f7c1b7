import type { ModuleServer } from '#server/moduleServer';
import { blogHooks } from './hooks';
import { registerPublicBlogRoutes } from './publicRoutes';
import { demo } from './demo';

export const server: ModuleServer = {
  hooks: blogHooks,
  publicRoutes: (open, { db, config }) => registerPublicBlogRoutes(open, { db, publicUrl: config.publicUrl }),
  demo,
};
