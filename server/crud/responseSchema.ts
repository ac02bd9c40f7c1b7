// The JSON Schemas of a module's listado and detalle answers, from its field types: Fastify serialises those answers
// with them (fast-json-stringify) instead of walking each row with JSON.stringify, and OpenAPI shows them.
// Columns a schema does not declare (the names of stored files, fields a hook adds) still go out as they are.
import { fieldType } from '../../src/framework/fields';
import { AUDIT_FIELDS, type ModuleSchema } from '../../src/framework/schema';

type JsonSchema = object;

const NUMBER = { type: ['number', 'null'] } as const;
const AUDIT: Readonly<Record<(typeof AUDIT_FIELDS)[number], JsonSchema>> = {
  creado_en: { type: ['string', 'null'] },
  actualizado_en: { type: ['string', 'null'] },
  creado_por: NUMBER,
  actualizado_por: NUMBER,
};

/** One record as the API sends it; `withId`: the REST dialect's `id` beside the key. */
export function recordSchema(schema: ModuleSchema, withId = false): JsonSchema {
  // In the table's order: the key, the fields, the audit columns.
  const properties: Record<string, JsonSchema> = { [schema.key]: NUMBER };
  for (const [name, f] of Object.entries(schema.fields)) {
    if (!f.writeOnly && name !== schema.key && !(name in AUDIT)) properties[name] = fieldType(f).json;
  }
  Object.assign(properties, AUDIT);
  if (withId) properties.id = NUMBER;
  return { type: 'object', properties, additionalProperties: true };
}

/** The form dialect's envelope around `data`. */
const envelope = (data: JsonSchema): JsonSchema => ({
  type: 'object',
  properties: { status: { type: 'string' }, data, msg: { type: 'string' }, total: { type: 'number' }, totalExacto: { type: 'boolean' } },
  required: ['status', 'data'],
});

export const listResponse = (schema: ModuleSchema) => ({ 200: envelope({ type: 'array', items: recordSchema(schema) }) });
export const showResponse = (schema: ModuleSchema) => ({ 200: envelope(recordSchema(schema)) });
export const restListResponse = (schema: ModuleSchema) => ({ 200: { type: 'array', items: recordSchema(schema, true) } });
export const restShowResponse = (schema: ModuleSchema) => ({ 200: recordSchema(schema, true) });
