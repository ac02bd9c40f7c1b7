// The agency settings' server side (./routes.ts): read by everyone (the public part), edited by administrators.
import type { FeatureServer } from '#server/moduleServer';
import { registerConfiguracionRoutes } from './routes';

export const server: FeatureServer = { routes: (api, { db }) => registerConfiguracionRoutes(api, db) };
