import type { ModuleServer } from '#server/moduleServer';
import { controlcontratosHooks } from './hooks';
import { controlcontratosJobs } from './avisos';
import { demo } from './demo';

export const server: ModuleServer = { hooks: controlcontratosHooks, demo, jobs: controlcontratosJobs };
