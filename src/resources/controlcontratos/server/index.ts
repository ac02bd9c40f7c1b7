import type { ModuleServer } from '../../../../server/moduleServer';
import { controlcontratosHooks } from './hooks';

export const server: ModuleServer = { hooks: controlcontratosHooks };
