// Time to the login form and to a painted list (issue 16: the login form in under 0.5 s on localhost with a cold
// cache), in Chromium, median of 5 fresh contexts each. The page itself records when the element first exists and
// the frame after it (a MutationObserver and requestAnimationFrame, in ms since navigation start), so Playwright's
// polling does not count. Printed by `npm run bench`, never asserted.
import type { Browser, Page } from 'playwright-core';

const ROUNDS = 5;

/**
 * Installs, before any script of the page runs, an observer that stores when `selector` first paints. A string, not a
 * function: tsx would add its `__name` helper to a function's body, which the page does not have.
 */
async function watchFor(page: Page, selector: string): Promise<void> {
  await page.addInitScript(`(() => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector(${JSON.stringify(selector)})) return;
      observer.disconnect();
      requestAnimationFrame(() => { window.__painted = performance.now(); });
    });
    observer.observe(document, { childList: true, subtree: true });
  })()`);
}

async function paintedAt(page: Page, selector: string): Promise<number> {
  await page.locator(selector).first().waitFor();
  await page.waitForFunction(() => (window as unknown as { __painted?: number }).__painted !== undefined);
  return page.evaluate(() => (window as unknown as { __painted: number }).__painted);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

export interface PaintTimes {
  readonly login: number[];
  readonly list: number[];
}

/**
 * `login`: a cold visit of /auth/login until its user field paints. `list`: a cold visit of the ofertantes list
 * with a session already stored (what the login page saves), until its first row paints.
 */
export async function paintTimes(browser: Browser, baseUrl: string, session: Record<string, string>): Promise<PaintTimes> {
  const login: number[] = [];
  const list: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const context = await browser.newContext({ locale: 'es-PE', viewport: { width: 1366, height: 800 } });
    try {
      const page = await context.newPage();
      await watchFor(page, 'input[name=usuario]');
      await page.goto(`${baseUrl}/auth/login`);
      login.push(await paintedAt(page, 'input[name=usuario]'));
    } finally {
      await context.close();
    }
    const listContext = await browser.newContext({ locale: 'es-PE', viewport: { width: 1366, height: 800 } });
    try {
      await listContext.addInitScript(
        `if (!localStorage.getItem('token')) for (const [k, v] of Object.entries(${JSON.stringify(session)})) localStorage.setItem(k, v);`,
      );
      const page = await listContext.newPage();
      await watchFor(page, 'tbody tr td');
      await page.goto(`${baseUrl}/ofertantes`);
      list.push(await paintedAt(page, 'tbody tr td'));
    } finally {
      await listContext.close();
    }
  }
  return { login, list };
}

export function paintTable(t: PaintTimes): string {
  const ms = (xs: number[]) => `${median(xs).toFixed(0)} ms (${xs.map((x) => x.toFixed(0)).join(' · ')})`;
  return (
    `\nTiempo hasta pintar, Chromium en localhost, caché vacía (mediana de ${ROUNDS}; meta del login < 500 ms):\n\n` +
    `| pantalla | mediana (cada intento) |\n|---|---|\n` +
    `| formulario de login (/auth/login) | ${ms(t.login)} |\n| listado de ofertantes con sesión (/ofertantes) | ${ms(t.list)} |\n`
  );
}
