import type { ModuleServer } from '#server/moduleServer';
import { controlmediosHooks } from './hooks';
import { demo } from './demo';

export const server: ModuleServer = { hooks: controlmediosHooks, demo };
