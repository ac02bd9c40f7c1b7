import type { ModuleSchema } from '../framework/schema';

/** Resources read through a special listado path but shown with a module's schema; declared by their module. */
export type VirtualResources = Readonly<Record<string, { readonly schema: ModuleSchema; readonly listPath: string }>>;
