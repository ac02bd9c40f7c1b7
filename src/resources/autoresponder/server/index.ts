import type { ModuleServer } from '../../../../server/moduleServer';
import { autoresponderHooks } from './hooks';
import { registerAutoresponderRoutes } from './routes';

export const server: ModuleServer = { hooks: autoresponderHooks, routes: registerAutoresponderRoutes };
