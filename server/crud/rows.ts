// Conversions between module records (API/JSON) and database rows (dialect-neutral storage).
import type { ModuleSchema } from '../../src/framework/schema';
import type { DbValue } from '../../src/framework/validate';
import type { Row } from '../db/types';

/** Booleans are stored as 0/1 and multi-choice lists as JSON text, the same in SQLite and PostgreSQL. */
export function toDb(schema: ModuleSchema, data: Readonly<Record<string, DbValue>>): Row {
  const row: Row = {};
  for (const [name, value] of Object.entries(data)) {
    const f = schema.fields[name];
    if (!f) continue;
    if (f.type === 'boolean') row[name] = value === null ? null : value ? 1 : 0;
    else if (f.type === 'multienum') row[name] = JSON.stringify(value ?? []);
    else row[name] = value;
  }
  return row;
}

export function fromDb(schema: ModuleSchema, row: Row): Row {
  const out: Row = {};
  for (const [name, value] of Object.entries(row)) {
    const f = schema.fields[name];
    if (f?.writeOnly) continue;
    if (f?.type === 'boolean') out[name] = value === null || value === undefined ? null : Number(value) === 1;
    else if (f?.type === 'multienum') out[name] = parseList(value);
    else out[name] = value;
  }
  return out;
}

function parseList(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}
