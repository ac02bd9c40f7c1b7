import type { ModuleServer } from '#server/moduleServer';
import { ofertantesHooks } from './hooks';
import { registerListingApi, registerListingPages } from './publicRoutes';
import { demo } from './demo';
import { registerVisitRoutes } from './visitRoutes';

export const server: ModuleServer = {
  hooks: ofertantesHooks,
  // GET /ofertantes/visitas/:id (the public page's counts on the property's detail).
  routes: (api, { db }) => registerVisitRoutes(api, db),
  // GET /public/inmuebles (published listings, CORS), /public/inmuebles/:codigo/og.jpg (link preview picture),
  // /public/inmuebles/:codigo/whatsapp (counted click, then wa.me), POST /public/inmuebles/:codigo/consulta (the
  // property page's contact form, limit per IP).
  publicRoutes: (open, { db, config }) => registerListingApi(open, { db, config }),
  // At the site's root: GET /inmueble/:ref (a published property's page), its scripts under /inmueble/recursos/ and
  // GET /inmuebles/sitemap.xml.
  sitePages: (open, { db, config }) => registerListingPages(open, { db, config }),
  demo,
};
