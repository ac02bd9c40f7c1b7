import type { ModuleServer } from '#server/moduleServer';
import { citasHooks } from './hooks';
import { registerCitasRoutes } from './routes';
import { demo } from './demo';

export const server: ModuleServer = { hooks: citasHooks, routes: (api, { db }) => registerCitasRoutes(api, db), demo };
