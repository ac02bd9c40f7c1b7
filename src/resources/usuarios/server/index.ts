import type { ModuleServer } from '#server/moduleServer';
import { demo } from './demo';
import { registerUsuariosRoutes, usuariosHooks } from './usuarios';

export const server: ModuleServer = { hooks: usuariosHooks, routes: (api, { db }) => registerUsuariosRoutes(api, db), demo };
