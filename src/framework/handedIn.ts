// A value the app hands to the framework once at start (the API transport, where pictures are served), so the
// framework imports nothing of the app. Reading it before it is set is a start-up mistake: it says what is missing.
export interface HandedIn<T> {
  set(value: T): void;
  get(): T;
}

/** `missing`: the Spanish message when the value is read before the app set it. */
export function handedIn<T>(missing: string): HandedIn<T> {
  let value: T | undefined;
  return {
    set: (next) => {
      value = next;
    },
    get: () => {
      if (value === undefined) throw new Error(missing);
      return value;
    },
  };
}
