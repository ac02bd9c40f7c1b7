// Reading values whose type is not known (caught errors, JSON answers) by checking them, instead of asserting a type.

/** A plain object's entries (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The `code` of a caught error (Node's errno codes, drivers' SQLSTATE, Fastify's FST_…), if it has one. */
export function errorCode(e: unknown): unknown {
  return typeof e === 'object' && e !== null && 'code' in e ? e.code : undefined;
}

/** A caught error's message ('' when it has none): an Error's, a DOMException's, or a thrown object's. */
export function errorMessage(e: unknown): string {
  return textOf(e, 'message') ?? '';
}

/** A text property of an unknown value (an answer's `msg`), if it is one. */
export function textOf(value: unknown, key: string): string | undefined {
  const v = isRecord(value) ? value[key] : undefined;
  return typeof v === 'string' ? v : undefined;
}

/** The per-field messages of a refused write (`errors` of the answer's body, as react-admin's HttpError carries it). */
export function fieldErrors(e: unknown): Record<string, string> | undefined {
  const body = typeof e === 'object' && e !== null && 'body' in e ? e.body : undefined;
  const errors = isRecord(body) ? body.errors : undefined;
  if (!isRecord(errors)) return undefined;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(errors)) if (typeof v === 'string') out[k] = v;
  return out;
}
