// Waits that have no single event to wait for.
import type { Page } from 'playwright-core';

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
    try {
      // A screen's code and data under CI's load (two browser lanes beside the API tests) can take far longer than
      // the page's default 15 s; a screen stuck loading still fails, saying which progress bar stayed.
      await page.waitForFunction(
        () => ![...document.querySelectorAll('[role=progressbar]')].some((el) => (el as HTMLElement).offsetParent !== null),
        undefined,
        { timeout: 45_000 },
      );
      await animationsDone(page);
    } catch (error) {
      throw new Error(`${new URL(page.url()).pathname} no terminó de cargar: ${await stillBusy(page)}`, { cause: error });
    }
  };
}

/** What keeps a page from settling, for the message of a wait that gave up: the progress bars shown, the animations. */
async function stillBusy(page: Page): Promise<string> {
  const busy = await page
    .evaluate(() => ({
      bars: [...document.querySelectorAll('[role=progressbar]')]
        .filter((el) => (el as HTMLElement).offsetParent !== null)
        .map((el) => `${el.className} en ${el.parentElement?.className ?? '?'}`),
      animations: document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => `${a.constructor.name} ${(a as CSSTransition).transitionProperty ?? (a as CSSAnimation).animationName ?? ''}`),
    }))
    .catch(() => ({ bars: [], animations: [] }));
  return `barras de progreso [${busy.bars.join('; ')}], animaciones [${busy.animations.join('; ')}]`;
}

/**
 * A route change inside the single-page app (as a link does), without loading the page again; resolves once the
 * address is `landsOn` (another address when the app redirects: an edit page a role may only read opens the detail).
 */
export async function goWithin(page: Page, path: string, landsOn = path): Promise<void> {
  await page.evaluate((p) => {
    history.pushState({}, '', p);
    dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, path);
  await page.waitForURL((u) => u.pathname + u.search === landsOn);
}
