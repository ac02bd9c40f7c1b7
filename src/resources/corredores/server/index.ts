import type { ModuleServer } from '#server/moduleServer';
import { demo } from './demo';

export const server: ModuleServer = { demo };
