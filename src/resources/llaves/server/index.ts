import type { ModuleServer } from '../../../../server/moduleServer';
import { llavesHooks } from './llaves';
import { registerLlavesRoutes } from './routes';

export const server: ModuleServer = { hooks: llavesHooks, routes: (api, { db }) => registerLlavesRoutes(api, db) };
