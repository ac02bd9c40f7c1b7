import type { ModuleServer } from '#server/moduleServer';
import { demandantesHooks } from './hooks';
import { demo } from './demo';

export const server: ModuleServer = { hooks: demandantesHooks, demo };
