// The map's server side (./routes.ts): the properties inside a bounding box and 'Buscar calle' with a session, and
// the tile layer's settings in the open (the map of a public page needs them too).
import type { FeatureServer } from '#server/moduleServer';
import { registerMapaConfigRoute, registerMapaRoutes } from './routes';

export const server: FeatureServer = {
  routes: (api, deps) => registerMapaRoutes(api, deps),
  publicRoutes: (open, { config }) => registerMapaConfigRoute(open, config),
};
