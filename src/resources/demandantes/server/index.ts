import type { ModuleServer } from '../../../../server/moduleServer';
import { demandantesHooks } from './hooks';

export const server: ModuleServer = { hooks: demandantesHooks };
