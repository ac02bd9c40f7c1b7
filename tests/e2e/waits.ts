// Waits that have no single event to wait for.
import type { Page } from 'playwright-core';

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

/** Until no finite CSS animation or transition runs (a menu opening, a hover fading): for screenshots. */
export async function animationsDone(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
  );
}

/**
 * Until the page has settled after a navigation: no request in flight for `quietMs` (chunks, lists, counts), no
 * progress bar or spinner shown, and no transition running. For checks of a whole screen (axe).
 */
export function settler(page: Page, quietMs = 200): () => Promise<void> {
  let inFlight = 0;
  let last = Date.now();
  const start = () => {
    inFlight++;
    last = Date.now();
  };
  const end = () => {
    inFlight = Math.max(0, inFlight - 1);
    last = Date.now();
  };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return async () => {
    for (;;) {
      const idleFor = Date.now() - last;
      if (inFlight === 0 && idleFor >= quietMs) break;
      await new Promise((resolve) => setTimeout(resolve, inFlight === 0 ? quietMs - idleFor : 50));
    }
    await page.waitForFunction(() => ![...document.querySelectorAll('[role=progressbar]')].some((el) => (el as HTMLElement).offsetParent !== null));
    await animationsDone(page);
  };
}

/** A route change inside the single-page app (as a link does), without loading the page again. */
export async function goWithin(page: Page, path: string): Promise<void> {
  await page.evaluate((p) => {
    history.pushState({}, '', p);
    dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, path);
  await page.waitForURL((u) => u.pathname + u.search === path);
}
