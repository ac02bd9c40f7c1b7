// Hand-written views, picked up from each module's index.tsx (default export: ResourceViews) and loaded with the
// module's first screen. A module without one gets the generated views only: adding a module needs no line here.
import type { ResourceViews, ResourceViewsLoader } from '../framework/resource';

/** The views found by a glob of `<folder>/<module>/index.tsx`, by module name (the name of the file's folder). */
export function viewsByFolder(found: Readonly<Record<string, ResourceViewsLoader>>): Readonly<Record<string, ResourceViewsLoader>> {
  return Object.fromEntries(Object.entries(found).map(([path, load]) => [path.split('/').slice(-2)[0] ?? path, load]));
}

export const moduleViews = viewsByFolder(import.meta.glob<{ default: ResourceViews }>('./*/index.tsx'));
