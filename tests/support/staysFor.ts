// A wait that has no event to wait for: that something does NOT happen (shared by the browser and the UI tests).

/**
 * A bounded check that something does NOT happen (a redirect, a sign-out): true when `condition` holds at every look
 * during `ms` (one look every `every` ms), false at the first look where it does not. Absence has no event to wait
 * for, so this watches for a fixed time; callers name it so that the fixed time is a stated choice, not a sleep.
 */
export async function staysFor(ms: number, condition: () => boolean | Promise<boolean>, every = 50): Promise<boolean> {
  const end = Date.now() + ms;
  for (;;) {
    if (!(await condition())) return false;
    const left = end - Date.now();
    if (left <= 0) return true;
    await new Promise((resolve) => setTimeout(resolve, Math.min(every, left)));
  }
}
