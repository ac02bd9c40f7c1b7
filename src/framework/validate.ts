// Validation built from the module schema. The same code runs in the browser forms and on the server,
// so a rejected write is rejected in both places with the same Spanish message.
import { DISTRITOS } from '../lib/ubigeo';
import { validateDocumento, isValidEmail, isValidPhonePe, type DocumentoTipo } from '../lib/documents';
import type { FieldDef, ModuleSchema } from './schema';
import { writableFields } from './schema';

export interface ValidationError {
  readonly message: string;
  readonly args?: Readonly<Record<string, string | number>>;
}
export type Errors = Record<string, ValidationError>;
export type DbValue = string | number | boolean | null | readonly string[];

const MAX_TEXT = 255;
const MAX_LONGTEXT = 20000;
const MAX_RICHTEXT = 200000;
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;
const COLOR_RE = /^#[0-9a-fA-F]{6}$/;
const FILE_RE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,120}$/;

const err = (message: string, args?: Record<string, string | number>): ValidationError => ({ message, args });

function isEmpty(v: unknown): boolean {
  return v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
}

function isRealDate(s: string): boolean {
  if (!DATE_RE.test(s)) return false;
  const [y, m, d] = s.split('-').map(Number);
  const dt = new Date(Date.UTC(y, m - 1, d));
  return dt.getUTCFullYear() === y && dt.getUTCMonth() === m - 1 && dt.getUTCDate() === d;
}

function textValue(f: FieldDef, v: unknown, limit: number): DbValue | ValidationError {
  if (typeof v !== 'string') return err('app.validation.type_text');
  const s = f.type === 'password' ? v : v.trim();
  const max = f.max ?? limit;
  if (s.length > max) return err('ra.validation.maxLength', { max });
  if (f.min !== undefined && s.length < f.min) return err('ra.validation.minLength', { min: f.min });
  return s;
}

function numberValue(f: FieldDef, v: unknown, integer: boolean): DbValue | ValidationError {
  if (typeof v !== 'number' || !Number.isFinite(v)) return err('app.validation.type_number');
  if (integer && !Number.isInteger(v)) return err('app.validation.type_integer');
  if (Math.abs(v) > Number.MAX_SAFE_INTEGER) return err('app.validation.type_number');
  if (f.min !== undefined && v < f.min) return err('ra.validation.minValue', { min: f.min });
  if (f.max !== undefined && v > f.max) return err('ra.validation.maxValue', { max: f.max });
  return v;
}

function choiceValue(f: FieldDef, v: unknown): DbValue | ValidationError {
  if (typeof v !== 'string' || !(f.choices ?? []).some((c) => c.id === v)) return err('app.validation.choice');
  return v;
}

/** Converts and checks one present (non-empty) value. */
function fieldValue(f: FieldDef, v: unknown): DbValue | ValidationError {
  switch (f.type) {
    case 'text':
    case 'doctype':
    case 'document':
      return f.type === 'doctype' ? choiceValue(f, v) : textValue(f, v, MAX_TEXT);
    case 'password':
      return textValue({ ...f, min: f.min ?? 8, max: f.max ?? 128 }, v, 128);
    case 'longtext':
      return textValue(f, v, MAX_LONGTEXT);
    case 'richtext':
      return textValue(f, v, MAX_RICHTEXT);
    case 'integer':
    case 'reference':
      return numberValue(f, v, true);
    case 'money':
      return numberValue({ ...f, min: f.min ?? 0 }, v, true);
    case 'decimal':
      return numberValue(f, v, false);
    case 'boolean':
      return typeof v === 'boolean' ? v : err('app.validation.type_boolean');
    case 'enum':
    case 'currency':
      return choiceValue(f, v);
    case 'multienum': {
      if (!Array.isArray(v) || v.some((x) => typeof x !== 'string')) return err('app.validation.type_list');
      const bad = v.find((x) => !(f.choices ?? []).some((c) => c.id === x));
      return bad === undefined ? Array.from(new Set(v as string[])) : err('app.validation.choice');
    }
    case 'date':
      return typeof v === 'string' && isRealDate(v) ? v : err('app.validation.date');
    case 'time':
      return typeof v === 'string' && TIME_RE.test(v) ? v : err('app.validation.time');
    case 'datetime': {
      if (typeof v !== 'string' || Number.isNaN(Date.parse(v))) return err('app.validation.datetime');
      return new Date(v).toISOString();
    }
    case 'district': {
      const t = textValue(f, v, 100);
      return t;
    }
    case 'ubigeo':
      return typeof v === 'string' && /^\d{6}$/.test(v) ? v : err('app.validation.ubigeo');
    case 'email': {
      const t = textValue(f, v, 254);
      if (typeof t !== 'string') return t;
      return isValidEmail(t) ? t.toLowerCase() : err('ra.validation.email');
    }
    case 'phone': {
      const t = textValue(f, v, 30);
      if (typeof t !== 'string') return t;
      return isValidPhonePe(t) ? t : err('app.validation.phone');
    }
    case 'url': {
      const t = textValue(f, v, 2000);
      if (typeof t !== 'string') return t;
      return /^https?:\/\/[^\s]+$/i.test(t) ? t : err('app.validation.url');
    }
    case 'color':
      return typeof v === 'string' && COLOR_RE.test(v) ? v : err('app.validation.color');
    case 'image':
    case 'file':
      return typeof v === 'string' && FILE_RE.test(v) && !v.includes('..') ? v : err('app.validation.file');
  }
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
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { data, errors: { _: err('app.validation.not_object') } };
  }
  const body = input as Record<string, unknown>;
  const allowed = new Set(writableFields(schema, mode));
  for (const name of Object.keys(body)) {
    if (name === schema.key || name === 'id') continue;
    // defineProperty: a '__proto__' key must be reported too, not swallowed by the prototype setter.
    if (!allowed.has(name)) Object.defineProperty(errors, name, { value: err('app.validation.unknown_field'), enumerable: true, writable: true, configurable: true });
  }
  for (const name of allowed) {
    const f = schema.fields[name];
    const present = Object.prototype.hasOwnProperty.call(body, name);
    if (mode === 'update' && !present) continue;
    const raw = body[name];
    if (isEmpty(raw) || (f.type === 'multienum' && Array.isArray(raw) && raw.length === 0 && f.required)) {
      if (f.required && !(f.type === 'password' && mode === 'update')) {
        if (mode === 'create' && !present && f.default !== undefined) data[name] = f.default;
        else errors[name] = err('ra.validation.required');
      } else if (f.type === 'boolean' && mode === 'create') {
        data[name] = f.default ?? false;
      } else if (f.type !== 'password') {
        data[name] = mode === 'create' && f.default !== undefined && !present ? f.default : f.type === 'multienum' ? [] : null;
      }
      continue;
    }
    const v = fieldValue(f, raw);
    if (typeof v === 'object' && v !== null && !Array.isArray(v)) errors[name] = v as ValidationError;
    else data[name] = v as DbValue;
  }
  const merged: Record<string, unknown> = { ...(current ?? {}), ...data };
  for (const [name, f] of Object.entries(schema.fields)) {
    if (errors[name] || f.type !== 'document' || !f.typeField) continue;
    const numero = merged[name];
    const tipo = merged[f.typeField];
    if (typeof numero === 'string' && numero !== '' && (name in data || f.typeField in data)) {
      const key = validateDocumento((tipo ?? '') as DocumentoTipo, numero);
      if (key) errors[name] = err(key);
    }
  }
  for (const [name, f] of Object.entries(schema.fields)) {
    if (f.type !== 'district' || !f.ubigeoField || !(name in data)) continue;
    const known = DISTRITOS.find((d) => d.nombre === data[name]);
    if (known && !(f.ubigeoField in body)) data[f.ubigeoField] = known.ubigeo;
  }
  if (schema.rules && Object.keys(errors).length === 0) {
    for (const [name, key] of Object.entries(schema.rules(merged))) errors[name] = err(key);
  }
  return { data, errors };
}
