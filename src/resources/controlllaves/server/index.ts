// The loans' rules live beside the key inventory they keep in step (../../llaves/server/llaves.ts).
import type { ModuleServer } from '#server/moduleServer';
import { controlllavesHooks } from '../../llaves/server/llaves';
import { controlllavesJobs } from './avisos';
import { demo } from './demo';

export const server: ModuleServer = { hooks: controlllavesHooks, demo, jobs: controlllavesJobs };
