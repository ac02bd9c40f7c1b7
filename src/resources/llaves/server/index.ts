import type { ModuleServer } from '#server/moduleServer';
import { llavesHooks } from './llaves';
import { registerLlavesRoutes } from './routes';
import { demo } from './demo';

export const server: ModuleServer = { hooks: llavesHooks, routes: (api, { db }) => registerLlavesRoutes(api, db), demo };
