import type { ModuleServer } from '#server/moduleServer';
import { argumentosventaHooks } from './hooks';
import { registerArgumentosRoutes } from './routes';
import { demo } from './demo';

export const server: ModuleServer = { hooks: argumentosventaHooks, routes: (api, { db }) => registerArgumentosRoutes(api, db), demo };
