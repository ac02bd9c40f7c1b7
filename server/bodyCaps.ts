// The limits of a module's write, derived from its schema, checked BEFORE validation (server/http.ts jsonField):
// the fields the call takes, a few more top-level keys than the schema has fields, one level of nesting (a
// multienum's list) and a byte limit sized to the longest texts the schema allows. A body outside them is refused
// for the price of counting, so validation never sees 45 000 keys.
import { fieldType } from '../src/framework/fields';
import { writableFields, type FieldDef, type ModuleSchema } from '../src/framework/schema';
import type { BodyCaps } from './http';

/** The largest form body of any call (a rich text near its 200 000 characters, percent-encoded). */
export const BODY_LIMIT = 1024 * 1024;
/** The default byte limit of form and JSON bodies; a module's write gets its own (see writeBodyLimit). */
export const FORM_BODY_LIMIT = 256 * 1024;
/** Least byte limit of a module's write. */
const MIN_WRITE_BYTES = 16 * 1024;
/** Room above the schema's field count (the key, `id`, a field a newer client sends). */
const EXTRA_KEYS = 5;

export type WriteMode = 'create' | 'update';

/** The caps of `registrar` (create) or `actualizar` (update) for a module. */
export function writeCaps(schema: ModuleSchema, mode: WriteMode): BodyCaps {
  const fields = writableFields(schema, mode);
  // A new record's key is the database's: `registrar` with a key or `id` is an unknown field like any other.
  const known = mode === 'update' ? [...fields, schema.key, 'id'] : fields;
  const items = fields.reduce((n, name) => {
    const f = schema.fields[name];
    return n + (f ? fieldType(f).items(f) : 0);
  }, 0);
  return { known, maxKeys: known.length + EXTRA_KEYS, maxDepth: 1, maxEntries: known.length + EXTRA_KEYS + items };
}

/** Characters a field's value may take: its type's limit (fields/<type>/index.ts `maxChars`). */
const maxChars = (f: FieldDef): number => fieldType(f).maxChars(f);

/** Bytes of a module's write: every field at its longest, percent-encoded JSON (up to 6 bytes a character). */
export function writeBodyLimit(schema: ModuleSchema): number {
  const chars = Object.values(schema.fields).reduce((n, f) => n + maxChars(f) + 40, 0);
  return Math.min(BODY_LIMIT, Math.max(MIN_WRITE_BYTES, chars * 6 + 4096));
}
