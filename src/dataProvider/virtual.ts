import type { ModuleSchema } from '../framework/schema';

/** Resources read through a special listado path but shown with a module's schema; declared by their module. */
export type VirtualResources = Readonly<Record<string, { readonly schema: ModuleSchema; readonly listPath: string }>>;

/**
 * Resources served by hand-written endpoints (Imágenes y Files): their listado takes its filters as plain query
 * parameters (lists comma-separated) with page and perPage, newest first; a record is deleted by id.
 */
export interface OwnEndpoints {
  readonly schema: ModuleSchema;
  readonly listPath: string;
  readonly deletePath: string;
  /** The endpoint's name of a filter whose name in the app differs. */
  readonly params?: Readonly<Record<string, string>>;
  /** Columns the app adds to each row (derived from the row). */
  readonly shape?: (row: Readonly<Record<string, unknown>>) => Record<string, unknown>;
}
