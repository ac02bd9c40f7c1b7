// The order in which the modules' demo data is seeded (server/db/seed.ts), from what each module's `demo` says.
import type { ModuleDemo, ModuleServer } from '../moduleServer';

/**
 * The modules' demo data in seeding order: the ones that create the demo's accounts first (every other demo gives
 * its rows to those users), then a module after those its `after` names, otherwise by name (the same order on every
 * start, so the demo is the same). A name that is not a module with demo data, or a cycle, is a mistake in
 * a module's folder: it throws.
 */
export function demoOrder(servers: Readonly<Record<string, ModuleServer>>): [string, ModuleDemo][] {
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
    const accountsLeft = [...demos].some(([name, d]) => d.accounts && !done.has(name));
    const next = [...demos].find(([name, d]) => !done.has(name) && (!accountsLeft || d.accounts) && (d.after ?? []).every((dep) => done.has(dep)));
    if (!next) throw new Error(`Las demostraciones de ${[...demos.keys()].filter((n) => !done.has(n)).join(', ')} se esperan entre sí.`);
    done.add(next[0]);
    order.push(next);
  }
  return order;
}
