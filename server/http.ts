// The API envelope and its errors: {status, data, msg, total?, errors?} with a matching HTTP status.
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

export function badRequest(key: string, args?: Record<string, string | number>): ApiError {
  return new ApiError(400, t(key, args));
}

export function invalid(errors: Errors): ApiError {
  const texts: Record<string, string> = {};
  for (const [field, e] of Object.entries(errors)) texts[field] = t(e.message, e.args);
  return new ApiError(400, t('app.errors.invalid_input'), texts);
}

export const unauthorized = () => new ApiError(401, t('app.errors.unauthorized'));
export const forbidden = () => new ApiError(403, t('app.errors.forbidden'));
export const notFound = () => new ApiError(404, t('app.errors.not_found'));

export function ok<T>(reply: FastifyReply, data: T, extra: { msg?: string; total?: number; code?: number } = {}) {
  const body: Record<string, unknown> = { status: 'success', data };
  if (extra.msg) body.msg = extra.msg;
  if (extra.total !== undefined) body.total = extra.total;
  return reply.code(extra.code ?? 200).send(body);
}

/** The body of a form-encoded POST as a string map (arrays and objects are not part of the contract). */
export function formBody(request: FastifyRequest): Record<string, string> {
  const body = request.body;
  if (body === undefined || body === null || body === '') return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw badRequest('app.errors.bad_body');
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(body as Record<string, unknown>)) {
    if (typeof v !== 'string') throw badRequest('app.errors.bad_body');
    out[k] = v;
  }
  return out;
}

/** The `json` field of a form body, parsed. */
export function jsonField(request: FastifyRequest): unknown {
  const body = formBody(request);
  if (body.json === undefined) throw new ApiError(400, t('app.errors.missing_json'), { json: t('app.errors.missing_json') });
  try {
    return JSON.parse(body.json) as unknown;
  } catch {
    throw new ApiError(400, t('app.errors.bad_json'), { json: t('app.errors.bad_json') });
  }
}

/** A positive integer id from a path parameter or form field. */
export function parseId(value: unknown): number {
  const n = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n) || n <= 0) throw new ApiError(400, t('app.errors.bad_id'), { id: t('app.errors.bad_id') });
  return n;
}
