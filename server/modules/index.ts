// The modules' and shared features' own server sides, found in their folders (./discovered.ts): the modules' CRUD
// hooks by module name, and their hand-written routes and jobs registered with the API's own (server/routes/index.ts,
// server/routes/public.ts, server/jobs). The order of their demo data: ./demoOrder.ts.
import type { FastifyInstance } from 'fastify';
import type { HooksRegistry, ModuleHooks } from '../crud/hooks';
import type { Job } from '../jobs/runner';
import type { FeatureServer, ModuleServer, RouteDeps, SessionRouteDeps } from '../moduleServer';
import { featureServers, moduleServers } from './discovered';

export { featureServers, moduleServers };

/** The modules' server sides by module name (buildApp's `moduleServers`; tests add a throwaway module's). */
export type ModuleServers = Readonly<Record<string, ModuleServer>>;

/** Server-side rules per module, by module name. */
export function hooksOf(servers: ModuleServers): HooksRegistry {
  return Object.fromEntries(Object.entries(servers).flatMap(([name, s]): [string, ModuleHooks][] => (s.hooks ? [[name, s.hooks]] : [])));
}

export const serverHooks: HooksRegistry = hooksOf(moduleServers);

/** The shared features' server sides, then the modules'. */
const sides = (servers: ModuleServers): FeatureServer[] => [...Object.values(featureServers), ...Object.values(servers)];

/** Every feature's and module's routes that need a session. */
export function registerModuleRoutes(api: FastifyInstance, deps: SessionRouteDeps, servers: ModuleServers = moduleServers): void {
  for (const s of sides(servers)) s.routes?.(api, deps);
}

/** Every feature's and module's public routes. */
export function registerModulePublicRoutes(open: FastifyInstance, deps: RouteDeps, servers: ModuleServers = moduleServers): void {
  for (const s of sides(servers)) s.publicRoutes?.(open, deps);
}

/** Every feature's and module's public pages at the site's root. */
export function registerModuleSitePages(open: FastifyInstance, deps: RouteDeps, servers: ModuleServers = moduleServers): void {
  for (const s of sides(servers)) s.sitePages?.(open, deps);
}

/** Every feature's and module's scheduled jobs. */
export function jobsOf(servers: ModuleServers = moduleServers): Job[] {
  return sides(servers).flatMap((s) => s.jobs ?? []);
}
