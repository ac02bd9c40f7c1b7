// Conversions between module records (API/JSON) and database rows (dialect-neutral storage), by field type.
import { fieldType } from '../../src/framework/fields';
import type { ModuleSchema } from '../../src/framework/schema';
import type { DbValue } from '../../src/framework/validate';
import type { Row } from '../db/types';

/** Booleans are stored as 0/1 and multi-choice lists as JSON text, the same in SQLite and PostgreSQL. */
export function toDb(schema: ModuleSchema, data: Readonly<Record<string, DbValue>>): Row {
  const row: Row = {};
  for (const [name, value] of Object.entries(data)) {
    const f = schema.fields[name];
    if (f) row[name] = fieldType(f).toDb(value);
  }
  return row;
}

export function fromDb(schema: ModuleSchema, row: Row): Row {
  const out: Row = {};
  for (const [name, value] of Object.entries(row)) {
    const f = schema.fields[name];
    if (f?.writeOnly) continue;
    out[name] = f ? fieldType(f).fromDb(value) : value;
  }
  return out;
}
