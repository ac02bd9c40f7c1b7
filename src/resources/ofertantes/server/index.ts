import type { ModuleServer } from '#server/moduleServer';
import { ofertantesHooks } from './hooks';
import { registerListingApi } from './publicRoutes';
import { demo } from './demo';

export const server: ModuleServer = {
  hooks: ofertantesHooks,
  // GET /public/inmuebles (published listings, CORS), /public/inmuebles/:codigo/og.jpg (link preview picture),
  // /public/inmuebles/:codigo/whatsapp (counted click, then wa.me), POST /public/inmuebles/:codigo/consulta (the
  // property page's contact form, limit per IP).
  publicRoutes: (open, { db, config }) => registerListingApi(open, { db, config }),
  demo,
};
