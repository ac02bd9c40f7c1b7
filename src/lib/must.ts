/** A value an invariant guarantees (a row the query always returns, a key the code just set): an internal Error when absent. */
export function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Falta ${what}`);
  return value;
}
