// Conversions between module records (API/JSON) and database rows (dialect-neutral storage), by field type.
import { fieldType } from '../../src/framework/fields';
import { identity } from '../../src/framework/fields/shared/base';
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

type Convert = (value: unknown) => unknown;

/** Each module's row converter, built once from its field types (lists are converted row by row, per request). */
const converters = new WeakMap<ModuleSchema, (row: Row) => Row>();

/**
 * A copy of the row without its write-only columns (password hashes) and with each column that has a conversion
 * converted (booleans, lists, numbers PostgreSQL returns as text); keys keep the row's order.
 */
function compileFromDb(schema: ModuleSchema): (row: Row) => Row {
  const fields = Object.entries(schema.fields);
  const converted: (readonly [string, Convert])[] = fields
    .filter(([, f]) => !f.writeOnly && fieldType(f).fromDb !== identity)
    .map(([name, f]) => [name, fieldType(f).fromDb]);
  const hidden = new Set(fields.filter(([, f]) => f.writeOnly).map(([name]) => name));
  const copy =
    hidden.size === 0
      ? (row: Row): Row => ({ ...row })
      : (row: Row): Row => {
          const out: Row = {};
          for (const [name, value] of Object.entries(row)) if (!hidden.has(name)) out[name] = value;
          return out;
        };
  return (row) => {
    const out = copy(row);
    for (const [name, convert] of converted) if (Object.hasOwn(out, name)) out[name] = convert(out[name]);
    return out;
  };
}

export function fromDb(schema: ModuleSchema, row: Row): Row {
  let convert = converters.get(schema);
  if (!convert) {
    convert = compileFromDb(schema);
    converters.set(schema, convert);
  }
  return convert(row);
}
