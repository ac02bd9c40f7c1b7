// Validation built from the module schema. The same code runs in the browser forms and on the server,
// so a rejected write is rejected in both places with the same Spanish message. Each value is checked by its
// field type (fields/<type>/index.ts); this file only walks the payload.
import { fieldType } from './fields';
import { err, isValidationError, type DbValue, type Errors } from './fields/types';
import type { ModuleSchema } from './schema';
import { fieldApplies, fieldEntries, writableFieldSet } from './schema';
import { isRecord } from '../lib/guards';

export type { DbValue, Errors, ValidationError } from './fields/types';

function isBlank(v: unknown): boolean {
  return v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
}

export interface ValidationResult {
  readonly data: Record<string, DbValue>;
  readonly errors: Errors;
}

/**
 * Validates a client payload for `mode`. Unknown and server-only fields are errors (not silently dropped).
 * On update only the fields present are checked and returned; `current` (the stored row) is merged in for
 * cross-field rules.
 */
export function validateRecord(
  schema: ModuleSchema,
  input: unknown,
  mode: 'create' | 'update',
  current?: Readonly<Record<string, unknown>>,
): ValidationResult {
  const errors: Errors = {};
  const data: Record<string, DbValue> = {};
  if (!isRecord(input)) return { data, errors: { _: err('app.validation.not_object') } };
  const body = input;
  const allowed = writableFieldSet(schema, mode);
  // The record as it will be, for the fields that apply only with some values of another (FieldDefBase.when).
  const controls = (name: string): unknown => {
    if (Object.prototype.hasOwnProperty.call(body, name)) return body[name];
    if (current) return current[name];
    return schema.fields[name]?.default;
  };
  for (const name of Object.keys(body)) {
    if (name === schema.key || name === 'id') continue;
    // defineProperty: a '__proto__' key must be reported too, not swallowed by the prototype setter.
    if (!allowed.has(name))
      Object.defineProperty(errors, name, { value: err('app.validation.unknown_field'), enumerable: true, writable: true, configurable: true });
  }
  for (const name of allowed) {
    const f = schema.fields[name];
    if (!f) continue;
    const type = fieldType(f);
    const present = Object.prototype.hasOwnProperty.call(body, name);
    if (f.when && !fieldApplies(f, { [f.when.field]: controls(f.when.field) })) {
      // Not part of this record: stored empty, whatever was sent (a form keeps the values of inputs it hid).
      if (mode === 'create' || present || Object.prototype.hasOwnProperty.call(body, f.when.field)) data[name] = null;
      continue;
    }
    if (mode === 'update' && !present) continue;
    const raw = body[name];
    if (isBlank(raw) || type.isEmpty?.(raw)) {
      if (f.required && !(type.optionalOnUpdate && mode === 'update')) {
        if (mode === 'create' && !present && f.default !== undefined) data[name] = f.default;
        else errors[name] = err('ra.validation.required');
        continue;
      }
      const blank = type.blank ? type.blank(f, mode, present) : mode === 'create' && f.default !== undefined && !present ? f.default : null;
      if (blank !== undefined) data[name] = blank;
      continue;
    }
    const v = type.validate(f, raw);
    if (isValidationError(v)) errors[name] = v;
    else data[name] = v;
  }
  // The record as it will be (a copy: completions write `data`). Not a spread: on the import's hot path a spread copy
  // of a whole record was a large share of what reached the old space (#29).
  const merged: Record<string, unknown> = Object.assign({}, current, data);
  for (const [name, field] of fieldEntries(schema)) {
    fieldType(field).complete?.({ name, field, data, input: body, merged, errors });
  }
  if (schema.rules && Object.keys(errors).length === 0) {
    for (const [name, key] of Object.entries(schema.rules(merged))) errors[name] = err(key);
  }
  return { data, errors };
}
