import type { ModuleServer } from '#server/moduleServer';
import { registerUsuariosRoutes, usuariosHooks } from './usuarios';

export const server: ModuleServer = { hooks: usuariosHooks, routes: (api, { db }) => registerUsuariosRoutes(api, db) };
