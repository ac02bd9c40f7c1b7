// The API envelope and its errors: {status, data, msg, total?, errors?} with a matching HTTP status.
import { isRecord } from '../src/lib/guards';
import { grouped } from '../src/lib/numbers';
import { COMPRESS_THRESHOLD, compressed, preferredEncoding, type Encoding } from './compression';
import type { MessageKey } from '../src/i18n/keys';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { translate } from '../src/i18n/translate';
import type { Errors } from '../src/framework/validate';

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly msg: string,
    readonly errors?: Readonly<Record<string, string>>,
    readonly headers?: Readonly<Record<string, string>>,
  ) {
    super(msg);
  }
}

export const t = translate;

/** Route generics of the hand-written routes: a record's id in the path; a query string its own parser reads. */
export type IdRoute = { Params: { id: string } };
export type QueryRoute = { Querystring: Record<string, unknown> };

export function badRequest(key: MessageKey, args?: Record<string, string | number>): ApiError {
  return new ApiError(400, t(key, args));
}

/**
 * Messages worded for the browser's inputs that the API words for its own callers: the form takes dates as
 * día-mes-año, the API as ISO (AAAA-MM-DD).
 */
const API_WORDING: Readonly<Partial<Record<MessageKey, MessageKey>>> = { 'app.validation.date': 'app.validation.date_iso' };

export function invalid(errors: Errors): ApiError {
  const texts: Record<string, string> = {};
  const unknown = Object.entries(errors)
    .filter(([, e]) => e.message === 'app.validation.unknown_field')
    .map(([f]) => f);
  if (unknown.length > NAMED_UNKNOWN) return unknownFields(unknown);
  for (const [field, e] of Object.entries(errors))
    Object.defineProperty(texts, field, {
      value: t(API_WORDING[e.message] ?? e.message, e.args),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  return new ApiError(400, t('app.errors.invalid_input'), texts);
}

export const unauthorized = () => new ApiError(401, t('app.errors.unauthorized'));
export const forbidden = () => new ApiError(403, t('app.errors.forbidden'));
export const notFound = () => new ApiError(404, t('app.errors.not_found'));

interface Envelope {
  readonly msg?: string;
  readonly total?: number;
  readonly totalExacto?: boolean;
}

/**
 * The success envelope. `totalExacto: false` (only then present) says `total` is a floor: there are more matches
 * than the lists count (COUNT_CAP).
 */
export function success<T>(data: T, extra: Envelope = {}): Record<string, unknown> {
  const body: Record<string, unknown> = { status: 'success', data };
  if (extra.msg) body.msg = extra.msg;
  if (extra.total !== undefined) body.total = extra.total;
  if (extra.totalExacto === false) body.totalExacto = false;
  return body;
}

export function ok<T>(reply: FastifyReply, data: T, extra: Envelope & { code?: number } = {}) {
  return reply.code(extra.code ?? 200).send(success(data, extra));
}

interface Written {
  readonly json: Buffer;
  /** The JSON compressed, per encoding a client asked for. */
  readonly encoded: Map<Encoding, Buffer>;
}

/**
 * A route's 200 answers written once per object they come from: an object given again (a kept list answer,
 * server/crud/listCache.ts) goes out as the JSON written the first time, through the route's response schema — and
 * compressed once per encoding, which costs more than the rest of such a request.
 */
export function writtenOnce() {
  const written = new WeakMap<object, Written>();
  return (reply: FastifyReply, from: object, body: () => unknown) => {
    let kept = written.get(from);
    if (!kept) {
      const text = reply.code(200).serialize(body());
      const json = typeof text === 'string' ? Buffer.from(text) : Buffer.isBuffer(text) ? text : Buffer.from(text);
      kept = { json, encoded: new Map() };
      written.set(from, kept);
    }
    // Added to what is there: a CORS answer varies by Origin too (server/cors.ts).
    const vary = reply.getHeader('vary');
    void reply
      .code(200)
      .type('application/json; charset=utf-8')
      .header('vary', typeof vary === 'string' && vary !== '' ? `${vary}, accept-encoding` : 'accept-encoding');
    const encoding = kept.json.length < COMPRESS_THRESHOLD ? null : preferredEncoding(reply.request.headers['accept-encoding']);
    if (!encoding) return reply.send(kept.json);
    let bytes = kept.encoded.get(encoding);
    if (!bytes) {
      bytes = compressed(encoding, kept.json);
      kept.encoded.set(encoding, bytes);
    }
    // Already encoded: @fastify/compress leaves it as it is.
    return reply.header('content-encoding', encoding).send(bytes);
  };
}

/** How many unknown field names a refusal spells out; the rest are counted ("y 44 997 más"). */
export const NAMED_UNKNOWN = 5;

/**
 * The 400 for fields the call does not take: the first few named (one `errors` entry each), the rest counted,
 * so a body of 45 000 made-up keys gets a short answer.
 */
export function unknownFields(names: readonly string[]): ApiError {
  const shown = names.slice(0, NAMED_UNKNOWN);
  const errors: Record<string, string> = {};
  // defineProperty: a '__proto__' key must be reported too, not swallowed by the prototype setter.
  for (const name of shown)
    Object.defineProperty(errors, name, { value: t('app.validation.unknown_field'), enumerable: true, writable: true, configurable: true });
  const list = shown.map((n) => `«${n.length > 40 ? `${n.slice(0, 39)}…` : n}»`).join(', ');
  const rest = names.length - shown.length;
  const msg = rest > 0 ? t('app.errors.unknown_fields_more', { campos: list, n: grouped(rest) }) : t('app.errors.invalid_input');
  return new ApiError(400, msg, errors);
}

/** What a call takes: the field names it knows (undefined: any), and caps on size and nesting. */
export interface BodyCaps {
  /** Field names accepted at the top level; any other is refused before validation. */
  readonly known?: readonly string[];
  /** Top-level keys. */
  readonly maxKeys: number;
  /** Nesting of objects and arrays below the top level (a list of choices is 1). */
  readonly maxDepth: number;
  /** Keys and items over the whole body. */
  readonly maxEntries: number;
}

/** For hand-written calls that name no limits: a handful of fields, lists of ids, nothing deep. */
export const DEFAULT_CAPS: BodyCaps = { maxKeys: 40, maxDepth: 2, maxEntries: 2000 };

/** Form fields of a POST: `json`, `authorization`, an id or two. */
const MAX_FORM_FIELDS = 20;

/** The body of a form-encoded POST as a string map (arrays and objects are not part of the contract). */
export function formBody(request: FastifyRequest, known?: readonly string[]): Record<string, string> {
  const body = request.body;
  if (body === undefined || body === null || body === '') return {};
  if (!isRecord(body)) throw badRequest('app.errors.bad_body');
  const keys = Object.keys(body);
  if (known) {
    const unknown = keys.filter((k) => k !== 'authorization' && !known.includes(k));
    if (unknown.length) throw unknownFields(unknown);
  }
  if (keys.length > MAX_FORM_FIELDS) throw badRequest('app.errors.too_many_form_fields', { max: MAX_FORM_FIELDS });
  const out: Record<string, string> = {};
  for (const k of keys) {
    const v = body[k];
    if (typeof v !== 'string') throw badRequest('app.errors.bad_body');
    out[k] = v;
  }
  return out;
}

/**
 * Checks a parsed body against `caps` without looking at more than the caps allow: the work stays proportional
 * to the limits, not to what the client sent.
 */
export function checkCaps(input: unknown, caps: BodyCaps): void {
  if (!isRecord(input)) return;
  const keys = Object.keys(input);
  if (caps.known) {
    const known = new Set(caps.known);
    const unknown = keys.filter((k) => !known.has(k));
    if (unknown.length) throw unknownFields(unknown);
  }
  if (keys.length > caps.maxKeys) throw badRequest('app.errors.too_many_keys', { max: caps.maxKeys });
  let entries = 0;
  const tooDeep = () => new ApiError(400, t('app.errors.too_deep', { max: caps.maxDepth }));
  const walk = (value: unknown, depth: number): void => {
    if (typeof value !== 'object' || value === null) return;
    if (depth > caps.maxDepth) throw tooDeep();
    const items = Array.isArray(value) ? value : Object.values(value);
    entries += items.length;
    if (entries > caps.maxEntries) throw badRequest('app.errors.too_many_entries');
    for (const item of items) walk(item, depth + 1);
  };
  entries = keys.length;
  for (const k of keys) walk(input[k], 1);
}

/** The `json` field of a form body, parsed and held to `caps` (size, nesting, known fields) before any validation. */
export function jsonField(request: FastifyRequest, caps: BodyCaps = DEFAULT_CAPS): unknown {
  const body = formBody(request, ['json']);
  if (body.json === undefined) throw new ApiError(400, t('app.errors.missing_json'), { json: t('app.errors.missing_json') });
  let input: unknown;
  try {
    input = JSON.parse(body.json) as unknown;
  } catch {
    throw new ApiError(400, t('app.errors.bad_json'), { json: t('app.errors.bad_json') });
  }
  checkCaps(input, caps);
  return input;
}

/**
 * The query string of a hand-written GET: only the `known` names, each given once as text. An unknown name or a
 * repeated one (an array) is a Spanish 400 before anything runs; the rest of the checks are each call's own.
 */
export function queryParams(request: FastifyRequest, known: readonly string[]): Record<string, string> {
  const q = isRecord(request.query) ? request.query : {};
  const error = (key: 'app.errors.unknown_param' | 'app.errors.bad_param', campo: string) => {
    const errors: Record<string, string> = {};
    Object.defineProperty(errors, campo, { value: t(key, { campo }), enumerable: true, writable: true, configurable: true });
    return new ApiError(400, t(key, { campo }), errors);
  };
  const out: Record<string, string> = {};
  for (const k of Object.keys(q)) {
    if (!known.includes(k)) throw error('app.errors.unknown_param', k.length > 40 ? `${k.slice(0, 39)}…` : k);
    const v = q[k];
    if (typeof v !== 'string') throw error('app.errors.bad_param', k);
    out[k] = v;
  }
  return out;
}

/** A positive integer id from a path parameter or form field. */
export function parseId(value: unknown): number {
  const n = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n) || n <= 0) throw new ApiError(400, t('app.errors.bad_id'), { id: t('app.errors.bad_id') });
  return n;
}
