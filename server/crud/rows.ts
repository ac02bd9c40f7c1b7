// Conversions between module records (API/JSON) and database rows (dialect-neutral storage), by field type.
import { fieldType } from '../../src/framework/fields';
import { identity } from '../../src/framework/fields/shared/base';
import type { ApiRecord, ByModule, TableRow } from '../../src/framework/records';
import type { ModuleSchema } from '../../src/framework/schema';
import type { DbValue } from '../../src/framework/validate';
import { SEARCH_COLUMN } from '../db/search';
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

interface Converter {
  /** A converted copy (the row stays as it was). */
  readonly copy: (row: Row) => Row;
  /** Converts a row the caller owns where it lies: no copy (a list page's rows, fresh from the driver). */
  readonly inPlace: (row: Row) => Row;
}

/** Each module's row converter, built once from its field types (lists are converted row by row, per request). */
const converters = new WeakMap<ModuleSchema, Converter>();

/**
 * Without the write-only columns (password hashes) and the search's column, each column that has a conversion converted (booleans, lists,
 * numbers PostgreSQL returns as text); keys keep the row's order. The driver's rows are large dictionary objects:
 * a spread copy of one costs more than converting it, so a copy is made key by key and lists convert in place.
 */
function compileFromDb(schema: ModuleSchema): Converter {
  const fields = Object.entries(schema.fields);
  const converted: (readonly [string, Convert])[] = fields
    .filter(([, f]) => !f.writeOnly && fieldType(f).fromDb !== identity)
    .map(([name, f]) => [name, fieldType(f).fromDb]);
  // The search's own column (PostgreSQL's generated words) is the database's, never the record's.
  const hidden = [...fields.filter(([, f]) => f.writeOnly).map(([name]) => name), SEARCH_COLUMN];
  const inPlace = (row: Row): Row => {
    for (const name of hidden) delete row[name];
    for (const [name, convert] of converted) if (name in row) row[name] = convert(row[name]);
    return row;
  };
  const copy = (row: Row): Row => {
    const out: Row = {};
    for (const name in row) out[name] = row[name];
    return inPlace(out);
  };
  return { copy, inPlace };
}

function converterOf(schema: ModuleSchema): Converter {
  let converter = converters.get(schema);
  if (!converter) {
    converter = compileFromDb(schema);
    converters.set(schema, converter);
  }
  return converter;
}

/** The row fromDb takes: the module's table row when the module is known, any row for generic code. */
export type DbRowOf<S extends ModuleSchema> = ByModule<S, TableRow<S>, Row>;
/** The record fromDb gives: the module's API record when the module is known, any row for generic code. */
export type RecordOf<S extends ModuleSchema> = ByModule<S, ApiRecord<S>, Row>;

/**
 * The record as the API sends it, from a database row (a copy: the row is left as it was). A module's own table
 * row gives its `ApiRecord`; a row only known as `Row` (generic code, the list query) gives a `Row`.
 */
export function fromDb<S extends ModuleSchema>(schema: S, row: DbRowOf<S>): RecordOf<S>;
export function fromDb(schema: ModuleSchema, row: Row): Row;
export function fromDb(schema: ModuleSchema, row: Row): Row {
  return converterOf(schema).copy(row);
}

/** The records of a list page, converted where they lie: only for rows nobody else holds (fresh from a query). */
export function fromDbRows<S extends ModuleSchema>(schema: S, rows: DbRowOf<S>[]): RecordOf<S>[];
export function fromDbRows(schema: ModuleSchema, rows: Row[]): Row[];
export function fromDbRows(schema: ModuleSchema, rows: Row[]): Row[] {
  const { inPlace } = converterOf(schema);
  for (const row of rows) inPlace(row);
  return rows;
}
