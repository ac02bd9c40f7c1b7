import type { RaRecord } from 'react-admin';
import type { ByModule, WritePayload } from '../framework/records';
import { writableFields, type ModuleSchema } from '../framework/schema';

/** A write's payload: typed from the module's schema where the module is known, any fields for generic code. */
export type PayloadOf<S extends ModuleSchema, M extends 'create' | 'update'> = ByModule<S, WritePayload<S, M>, Record<string, unknown>>;

/** Only the fields a client may send for this operation; on update, only those that changed. */
export function payload<S extends ModuleSchema, M extends 'create' | 'update'>(
  schema: S,
  mode: M,
  data: Partial<RaRecord>,
  previous?: Partial<RaRecord>,
): PayloadOf<S, M> {
  const out: Record<string, unknown> = {};
  for (const name of writableFields(schema, mode)) {
    if (!(name in data)) continue;
    const value = data[name] === undefined ? null : data[name];
    if (previous && JSON.stringify(previous[name] ?? null) === JSON.stringify(value)) continue;
    if (mode === 'create' && (value === null || value === '')) continue;
    out[name] = value;
  }
  // The form's values are untyped (react-admin): they are the schema's writable fields, as its inputs produce them.
  return out as PayloadOf<S, M>;
}
