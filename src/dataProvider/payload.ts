import type { RaRecord } from 'react-admin';
import { writableFields, type ModuleSchema } from '../framework/schema';

/** Only the fields a client may send for this operation; on update, only those that changed. */
export function payload(
  schema: ModuleSchema,
  mode: 'create' | 'update',
  data: Partial<RaRecord>,
  previous?: Partial<RaRecord>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name of writableFields(schema, mode)) {
    if (!(name in data)) continue;
    const value = data[name] === undefined ? null : data[name];
    if (previous && JSON.stringify(previous[name] ?? null) === JSON.stringify(value)) continue;
    if (mode === 'create' && (value === null || value === '')) continue;
    out[name] = value;
  }
  return out;
}
