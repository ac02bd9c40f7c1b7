// Object.keys / entries / fromEntries typed by the object's own keys. TypeScript types keys as plain strings
// because an object may hold more than its type names; the tables passed here are constants declared in this
// code (never extended at run time), so they hold exactly those keys. That knowledge is asserted once, here.

export function keysOf<T extends object>(table: T): (keyof T & string)[] {
  return Object.keys(table) as (keyof T & string)[];
}

export function entriesOf<T extends object>(table: T): [keyof T & string, T[keyof T & string]][] {
  return Object.entries(table) as [keyof T & string, T[keyof T & string]][];
}

/** An object with one entry per key, each value made by `value` for its key. */
export function fromKeys<T extends object>(keys: readonly (keyof T & string)[], value: <K extends keyof T & string>(key: K) => T[K]): T {
  const out: { -readonly [K in keyof T]?: T[K] } = {};
  for (const key of keys) out[key] = value(key);
  return out as T; // every key of T was set above
}
