import type { ModuleServer } from '#server/moduleServer';
import { autoresponderHooks } from './hooks';
import { registerAutoresponderRoutes } from './routes';
import { demo } from './demo';

export const server: ModuleServer = { hooks: autoresponderHooks, routes: registerAutoresponderRoutes, demo };
