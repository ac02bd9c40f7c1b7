// The modules' own server sides, found in their folders (./discovered.ts): their CRUD hooks by module name, and
// their hand-written routes registered with the API's own (server/routes/index.ts, server/routes/public.ts).
import type { FastifyInstance } from 'fastify';
import type { HooksRegistry, ModuleHooks } from '../crud/hooks';
import type { RouteDeps } from '../moduleServer';
import { moduleServers } from './discovered';

/** Server-side rules per module, by module name. */
export const serverHooks: HooksRegistry = Object.fromEntries(
  Object.entries(moduleServers).flatMap(([name, s]): [string, ModuleHooks][] => (s.hooks ? [[name, s.hooks]] : [])),
);

/** Every module's routes that need a session. */
export function registerModuleRoutes(api: FastifyInstance, deps: RouteDeps): void {
  for (const s of Object.values(moduleServers)) s.routes?.(api, deps);
}

/** Every module's public routes. */
export function registerModulePublicRoutes(open: FastifyInstance, deps: RouteDeps): void {
  for (const s of Object.values(moduleServers)) s.publicRoutes?.(open, deps);
}
