// The JSON Schemas of a module's listado and detalle answers, from its field types: Fastify serialises those answers
// with them (fast-json-stringify) instead of walking each row with JSON.stringify, and OpenAPI shows them.
// The record's properties are closed (a closed object serialises in half the time of an open one): columns of the
// table that the schema does not declare (read from the database's catalogue at start) and the original names of
// stored files are declared too, so every column still goes out as it is.
import { fieldType } from '../../src/framework/fields';
import { AUDIT_FIELDS, type ModuleSchema } from '../../src/framework/schema';
import { servedFields } from '../../src/framework/fields/server';

type JsonSchema = object;

const NUMBER = { type: ['number', 'null'] } as const;
const AUDIT: Readonly<Record<(typeof AUDIT_FIELDS)[number], JsonSchema>> = {
  creado_en: { type: ['string', 'null'] },
  actualizado_en: { type: ['string', 'null'] },
  creado_por: NUMBER,
  actualizado_por: NUMBER,
};

/** The table's columns the schema does not declare (as the catalogue lists them; a view's are its table's). */
export type ColumnsOf = (schema: ModuleSchema) => readonly string[];

/** One record as the API sends it; `withId`: the REST dialect's `id` beside the key. */
export function recordSchema(schema: ModuleSchema, columns: ColumnsOf, withId = false): JsonSchema {
  // In the table's order: the key, the fields, the audit columns.
  const properties: Record<string, JsonSchema> = { [schema.key]: NUMBER };
  for (const [name, f] of Object.entries(schema.fields)) {
    if (!f.writeOnly && name !== schema.key && !(name in AUDIT)) properties[name] = fieldType(f).json;
  }
  Object.assign(properties, AUDIT);
  const declared = new Set([schema.key, ...Object.keys(schema.fields), ...AUDIT_FIELDS]);
  // Undeclared columns go out as the database gives them (any JSON type).
  for (const column of columns(schema)) if (!declared.has(column)) properties[column] = {};
  // Columns field types add to the answers (a file's original name).
  for (const { server, fields } of servedFields(schema)) Object.assign(properties, server.properties?.(fields));
  if (withId) properties.id = NUMBER;
  return { type: 'object', properties, additionalProperties: false };
}

/** The form dialect's envelope around `data`. */
const envelope = (data: JsonSchema): JsonSchema => ({
  type: 'object',
  properties: { status: { type: 'string' }, data, msg: { type: 'string' }, total: { type: 'number' }, totalExacto: { type: 'boolean' } },
  required: ['status', 'data'],
});

export const listResponse = (schema: ModuleSchema, columns: ColumnsOf) => ({
  200: envelope({ type: 'array', items: recordSchema(schema, columns) }),
});
export const showResponse = (schema: ModuleSchema, columns: ColumnsOf) => ({ 200: envelope(recordSchema(schema, columns)) });
export const restListResponse = (schema: ModuleSchema, columns: ColumnsOf) => ({
  200: { type: 'array', items: recordSchema(schema, columns, true) },
});
export const restShowResponse = (schema: ModuleSchema, columns: ColumnsOf) => ({ 200: recordSchema(schema, columns, true) });
