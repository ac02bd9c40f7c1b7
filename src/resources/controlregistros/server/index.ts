import type { ModuleServer } from '#server/moduleServer';
import { controlregistrosHooks } from './hooks';
import { demo } from './demo';

export const server: ModuleServer = { hooks: controlregistrosHooks, demo };
