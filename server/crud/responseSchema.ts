// The JSON Schemas of a module's listado and detalle answers, from its field types: Fastify serialises those answers
// with them (fast-json-stringify) instead of walking each row with JSON.stringify, and OpenAPI shows them.
// The record's properties are closed (a closed object serialises in half the time of an open one): columns of the
// table that the schema does not declare (read from the database's catalogue at start) and the original names of
// stored files are declared too, so every column still goes out as it is.
import { fieldType } from '../../src/framework/fields';
import { AUDIT_FIELDS, type ModuleSchema } from '../../src/framework/schema';
import { servedFields } from '../../src/framework/fields/server';

import type { JsonSchema } from '../openapi';

const NUMBER = { type: ['number', 'null'] } as const;
const AUDIT: Readonly<Record<(typeof AUDIT_FIELDS)[number], JsonSchema>> = {
  creado_en: { type: ['string', 'null'] },
  actualizado_en: { type: ['string', 'null'] },
  creado_por: NUMBER,
  actualizado_por: NUMBER,
};

/** The table's columns the schema does not declare (as the catalogue lists them; a view's are its table's). */
export type ColumnsOf = (schema: ModuleSchema) => readonly string[];

/**
 * A record of `schema` in a hand-written call's answer (for the document): its fields typed, any other column left
 * as it comes (those answers are written by JSON.stringify, server/openapi.ts).
 */
export function openRecordSchema(schema: ModuleSchema, description?: string): JsonSchema {
  return {
    ...(description ? { description } : {}),
    type: 'object',
    properties: recordProperties(schema, () => [], false),
    additionalProperties: true,
  };
}

/** The names of a record's properties as the API sends them (recordSchema's). */
export function recordFields(schema: ModuleSchema, columns: ColumnsOf, withId = false): string[] {
  return Object.keys(recordProperties(schema, columns, withId));
}

/** One record as the API sends it; `withId`: the REST dialect's `id` beside the key. */
export function recordSchema(schema: ModuleSchema, columns: ColumnsOf, withId = false): JsonSchema {
  return { type: 'object', properties: recordProperties(schema, columns, withId), additionalProperties: false };
}

function recordProperties(schema: ModuleSchema, columns: ColumnsOf, withId: boolean): Record<string, JsonSchema> {
  // In the table's order: the key, the fields, the audit columns.
  const properties: Record<string, JsonSchema> = { [schema.key]: NUMBER };
  for (const [name, f] of Object.entries(schema.fields)) {
    if (!f.writeOnly && name !== schema.key && !(name in AUDIT)) properties[name] = { ...fieldType(f).json };
  }
  Object.assign(properties, AUDIT);
  const declared = new Set([schema.key, ...Object.keys(schema.fields), ...AUDIT_FIELDS]);
  // Undeclared columns go out as the database gives them (any JSON type).
  for (const column of columns(schema)) if (!declared.has(column)) properties[column] = {};
  // Columns field types add to the answers (a file's original name).
  for (const { server, fields } of servedFields(schema)) Object.assign(properties, server.properties?.(fields));
  if (withId) properties.id = NUMBER;
  return properties;
}

/** The form dialect's envelope around `data`. */
const envelope = (data: JsonSchema, description: string): JsonSchema => ({
  description,
  type: 'object',
  properties: {
    status: { type: 'string', enum: ['success'] },
    data,
    msg: { type: 'string' },
    total: { type: 'number', description: 'Cuántos coinciden (hasta LIST_COUNT_CAP, con q hasta 1 000; ver totalExacto)' },
    totalExacto: { type: 'boolean', description: 'Solo presente y false cuando total es el tope, no la cuenta exacta' },
  },
  required: ['status', 'data'],
});

export const listResponse = (schema: ModuleSchema, columns: ColumnsOf) => ({
  200: envelope({ type: 'array', items: recordSchema(schema, columns) }, `Una página de ${schema.label.many}`),
});
export const showResponse = (schema: ModuleSchema, columns: ColumnsOf) => ({ 200: envelope(recordSchema(schema, columns), 'El registro') });
/** registrar (201) and actualizar (200): the record as saved, and the message. */
export const writtenResponse = (schema: ModuleSchema, columns: ColumnsOf, status: 200 | 201) => ({
  [status]: envelope(recordSchema(schema, columns), status === 201 ? 'El registro creado' : 'El registro guardado'),
});
/** eliminar: the key of the record that was deleted. */
export const deletedResponse = (schema: ModuleSchema) => ({
  200: envelope(
    { type: 'object', properties: { [schema.key]: NUMBER, id: NUMBER }, required: [schema.key, 'id'], additionalProperties: false },
    'La clave del registro eliminado',
  ),
});
export const restListResponse = (schema: ModuleSchema, columns: ColumnsOf) => ({
  200: {
    description: `Una página de ${schema.label.many}`,
    type: 'array',
    items: recordSchema(schema, columns, true),
    headers: { 'content-range': { type: 'string', description: `${schema.name} inicio-fin/total (p. ej. ${schema.name} 0-24/319)` } },
  },
});
export const restShowResponse = (schema: ModuleSchema, columns: ColumnsOf) => ({
  200: { description: 'El registro', ...recordSchema(schema, columns, true) },
});
/** POST (201), PUT (200) and DELETE (200, the record as it was) of the REST dialect. */
export const restRecordResponse = (schema: ModuleSchema, columns: ColumnsOf, status: 200 | 201, description: string) => ({
  [status]: { description, ...recordSchema(schema, columns, true) },
});
