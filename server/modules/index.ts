// The modules' own server sides, found in their folders (./discovered.ts): their CRUD hooks by module name, and
// their hand-written routes registered with the API's own (server/routes/index.ts, server/routes/public.ts), and their
// demo data in the order it is seeded (server/db/seed.ts).
import type { FastifyInstance } from 'fastify';
import type { HooksRegistry, ModuleHooks } from '../crud/hooks';
import type { ModuleDemo, ModuleServer, RouteDeps } from '../moduleServer';
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

/**
 * The modules' demo data in seeding order: a module after those its `after` names, otherwise by name (the same order
 * on every start, so the demo is the same). A name that is not a module with demo data, or a cycle, is a mistake in
 * a module's folder: it throws.
 */
export function demoOrder(servers: Readonly<Record<string, ModuleServer>> = moduleServers): [string, ModuleDemo][] {
  const demos = new Map(
    Object.entries(servers)
      .flatMap(([name, s]): [string, ModuleDemo][] => (s.demo ? [[name, s.demo]] : []))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
  for (const [name, d] of demos)
    for (const dep of d.after ?? [])
      if (!demos.has(dep)) throw new Error(`La demostración de ${name} va después de ${dep}, que no tiene datos de demostración.`);
  const done = new Set<string>();
  const order: [string, ModuleDemo][] = [];
  while (order.length < demos.size) {
    const next = [...demos].find(([name, d]) => !done.has(name) && (d.after ?? []).every((dep) => done.has(dep)));
    if (!next) throw new Error(`Las demostraciones de ${[...demos.keys()].filter((n) => !done.has(n)).join(', ')} se esperan entre sí.`);
    done.add(next[0]);
    order.push(next);
  }
  return order;
}
