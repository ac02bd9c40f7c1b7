// Advertising's rules are shared by the blog, the sales arguments and the media control (server/publicidad/).
import type { ModuleServer } from '#server/moduleServer';
import { controlmediosHooks } from '#server/publicidad/hooks';
import { demo } from './demo';

export const server: ModuleServer = { hooks: controlmediosHooks, demo };
