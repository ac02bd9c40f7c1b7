// Hand-written views, picked up from each module's index.tsx (default export: ResourceViews). A module without
// one gets the generated views only: adding a module needs no line here.
import type { ResourceViews } from '../framework/resource';

const found = import.meta.glob<{ default: ResourceViews }>('./*/index.tsx', { eager: true });

export const moduleViews: Readonly<Record<string, ResourceViews>> = Object.fromEntries(
  Object.entries(found).map(([path, mod]) => [path.split('/')[1], mod.default]),
);
