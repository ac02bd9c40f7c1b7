import type { ModuleServer } from '../../../../server/moduleServer';
import { registerTurnosRoutes, turnosHooks } from './turnos';

export const server: ModuleServer = { hooks: turnosHooks, routes: (api, { db }) => registerTurnosRoutes(api, db) };
