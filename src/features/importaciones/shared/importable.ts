// What an import may write, read by the server (../server) and the screen (..) alike: the modules (declared,
// writable, not a view over another, creatable by the role), their fields (what a create form fills, minus files
// and passwords) and the caps of the file.
import { canAccess } from '../../../framework/access';
import { fieldType } from '../../../framework/fields';
import type { FieldDef, ModuleSchema } from '../../../framework/schema';

/** The fields an import may fill: what a create form may, of the types a cell can carry (not files nor passwords). */
export function importableFields(schema: ModuleSchema): [string, FieldDef][] {
  return Object.entries(schema.fields).filter(([, f]) => !f.readOnly && !f.hideInForm && fieldType(f).fromSheet !== undefined);
}

/** Whether `role` may import into `schema`. */
export function isImportable(schema: ModuleSchema, role: string | undefined): boolean {
  return !schema.readOnly && !schema.viewOf && canAccess(role, schema, 'create');
}

// The caps of an import file: what the analysis refuses before it reads more than it must.
export const IMPORT_LIMITS = {
  /** Bytes of the uploaded file. */
  maxBytes: 20 * 1024 * 1024,
  /** Data rows below the header. */
  maxRows: 200_000,
  /** Columns of the header. */
  maxColumns: 2_000,
} as const;

export const MAX_MB = IMPORT_LIMITS.maxBytes / (1024 * 1024);

/** The file names the import reads. */
export const IMPORT_EXTENSIONS = ['.xlsx', '.csv'] as const;
