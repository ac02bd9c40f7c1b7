// Hand-written views, picked up from each module's index.tsx (default export: ResourceViews) and loaded with the
// module's first screen. A module without one gets the generated views only: adding a module needs no line here.
import type { ResourceViews, ResourceViewsLoader } from '../framework/resource';

const found = import.meta.glob<{ default: ResourceViews }>('./*/index.tsx');

export const moduleViews: Readonly<Record<string, ResourceViewsLoader>> = Object.fromEntries(
  Object.entries(found).map(([path, load]) => [path.split('/')[1], load]),
);
