// Work for later (the code of the screens likely next) runs when the browser is next idle after a screen shows what
// the user came for: never before that screen's own content, so its first paint shares neither the network nor the
// main thread with it (issue 26 §11).
import { useEffect } from 'react';

/** Calls `run` once the browser is idle after `ready` turns true (again if `run` changes). */
export function useWhenIdle(run: (() => void) | undefined, ready: boolean): void {
  useEffect(() => {
    if (!ready || !run) return undefined;
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(() => run(), { timeout: 2000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(run, 200);
    return () => clearTimeout(id);
  }, [run, ready]);
}
