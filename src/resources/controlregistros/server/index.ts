import type { ModuleServer } from '../../../../server/moduleServer';
import { controlregistrosHooks } from './hooks';

export const server: ModuleServer = { hooks: controlregistrosHooks };
