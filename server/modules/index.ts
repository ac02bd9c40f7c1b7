// The modules' own server sides, found in their folders (./discovered.ts): their CRUD hooks by module name, and
// their hand-written routes registered with the API's own (server/routes/index.ts, server/routes/public.ts). The order
// of their demo data: ./demoOrder.ts.
import type { FastifyInstance } from 'fastify';
import type { HooksRegistry, ModuleHooks } from '../crud/hooks';
import type { ModuleServer, RouteDeps } from '../moduleServer';
import { moduleServers } from './discovered';

export { moduleServers };

/** The modules' server sides by module name (buildApp's `moduleServers`; tests add a throwaway module's). */
export type ModuleServers = Readonly<Record<string, ModuleServer>>;

/** Server-side rules per module, by module name. */
export function hooksOf(servers: ModuleServers): HooksRegistry {
  return Object.fromEntries(Object.entries(servers).flatMap(([name, s]): [string, ModuleHooks][] => (s.hooks ? [[name, s.hooks]] : [])));
}

export const serverHooks: HooksRegistry = hooksOf(moduleServers);

/** Every module's routes that need a session. */
export function registerModuleRoutes(api: FastifyInstance, deps: RouteDeps, servers: ModuleServers = moduleServers): void {
  for (const s of Object.values(servers)) s.routes?.(api, deps);
}

/** Every module's public routes. */
export function registerModulePublicRoutes(open: FastifyInstance, deps: RouteDeps, servers: ModuleServers = moduleServers): void {
  for (const s of Object.values(servers)) s.publicRoutes?.(open, deps);
}
