/** The property ids listed in a message's `propiedades` (JSON text of numbers); shared by the server and the views. */
export function propertyIds(value: unknown): number[] {
  if (typeof value !== 'string' || value === '') return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.map(Number).filter((n) => Number.isSafeInteger(n) && n > 0) : [];
  } catch {
    return [];
  }
}
