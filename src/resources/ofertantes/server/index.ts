import type { ModuleServer } from '../../../../server/moduleServer';
import { ofertantesHooks } from './hooks';

export const server: ModuleServer = { hooks: ofertantesHooks };
