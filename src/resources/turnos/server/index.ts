import type { ModuleServer } from '#server/moduleServer';
import { registerTurnosRoutes, turnosHooks } from './turnos';
import { demo } from './demo';

export const server: ModuleServer = { hooks: turnosHooks, routes: (api, { db }) => registerTurnosRoutes(api, db), demo };
