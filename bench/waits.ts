// Waits a user sees (issue 26 §11), in Chromium on localhost, a cold browser context per attempt, median of 5:
// login → dashboard painted, and a menu click → the ofertantes rows, the calendar's first event, the map's first
// marker; beside the same menu click → the same 25 rows in a bare react-admin app with ra-data-simple-rest (built and
// served in the same run: bench/firstLoad.ts). The page itself records the click's time and the frame after the
// awaited element first exists (a MutationObserver and requestAnimationFrame), so Playwright's polling does not count.
// Printed by `npm run bench`, never asserted.
import type { Browser, BrowserContext, Page } from 'playwright-core';

const ROUNDS = 5;

/**
 * Before any script of the page: the time of the latest click, and `__paintOf(selector)`, which resolves at the frame
 * after `selector` first exists. A string, not a function: tsx would add its `__name` helper to a function's body.
 */
const PROBE = `(() => {
  document.addEventListener('click', (e) => { window.__clickAt = e.timeStamp; }, true);
  window.__paintOf = (selector) => new Promise((resolve) => {
    const done = () => requestAnimationFrame(() => resolve(performance.now()));
    if (document.querySelector(selector)) return done();
    const observer = new MutationObserver(() => {
      if (!document.querySelector(selector)) return;
      observer.disconnect();
      done();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
})()`;

type Probed = Window & { __paintOf(selector: string): Promise<number>; __pending?: Promise<number>; __clickAt: number };

/** Clicks `target` and returns the ms from the click to the frame after `selector` first exists. */
async function clickToPaint(page: Page, target: () => Promise<void>, selector: string): Promise<number> {
  await page.evaluate((s) => {
    const w = window as unknown as Probed;
    w.__pending = w.__paintOf(s);
  }, selector);
  await target();
  return page.evaluate(async () => {
    const w = window as unknown as Probed;
    return (await w.__pending!) - w.__clickAt;
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

export interface Waits {
  readonly login: number[];
  readonly list: number[];
  readonly calendar: number[];
  readonly map: number[];
  readonly bareList: number[];
}

async function cold(browser: Browser, session?: Record<string, string>): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale: 'es-PE', viewport: { width: 1366, height: 800 } });
  await context.addInitScript(PROBE);
  if (session)
    await context.addInitScript(
      `if (!localStorage.getItem('token')) for (const [k, v] of Object.entries(${JSON.stringify(session)})) localStorage.setItem(k, v);`,
    );
  return { context, page: await context.newPage() };
}

const DASHBOARD = '[data-testid=fig-captaciones]';

/** The dashboard of a signed-in cold context, shown and quiet: where a user's click starts. */
async function dashboard(browser: Browser, baseUrl: string, session: Record<string, string>) {
  const opened = await cold(browser, session);
  await opened.page.goto(`${baseUrl}/dashboard/sales-dashboard`);
  await opened.page.locator(DASHBOARD).waitFor();
  await opened.page.waitForLoadState('networkidle');
  return opened;
}

/** The sidebar's link to `path` (its area opened first when folded). */
async function menuClick(page: Page, path: string): Promise<void> {
  const link = page.locator(`nav a[href="${path}"]`).first();
  await link.click();
}

export async function waitTimes(
  browser: Browser,
  baseUrl: string,
  credentials: { usuario: string; password: string },
  session: Record<string, string>,
  bareUrl: string,
): Promise<Waits> {
  const w: { [K in keyof Waits]: number[] } = { login: [], list: [], calendar: [], map: [], bareList: [] };
  for (let i = 0; i < ROUNDS; i++) {
    {
      const { context, page } = await cold(browser);
      await page.goto(`${baseUrl}/auth/login`);
      await page.locator('input[name=usuario]').fill(credentials.usuario);
      await page.locator('input[name=password]').fill(credentials.password);
      await page.waitForLoadState('networkidle');
      w.login.push(await clickToPaint(page, () => page.locator('button[type=submit]').click(), DASHBOARD));
      await context.close();
    }
    for (const [key, path, selector] of [
      ['list', '/ofertantes', '.RaList-content tbody tr td'],
      ['calendar', '/calendario/google/calendar', '.fc-event'],
      ['map', '/mapa/maps', '.leaflet-marker-icon'],
    ] as const) {
      const { context, page } = await dashboard(browser, baseUrl, session);
      w[key].push(await clickToPaint(page, () => menuClick(page, path), selector));
      await context.close();
    }
    {
      const { context, page } = await cold(browser);
      await page.goto(`${bareUrl}/#/`);
      await page.getByText('Inicio').first().waitFor();
      await page.waitForLoadState('networkidle');
      w.bareList.push(await clickToPaint(page, () => page.locator('a[href="#/ofertantes"]').first().click(), 'tbody tr td'));
      await context.close();
    }
  }
  return w;
}

export function waitsTable(w: Waits): string {
  const ms = (xs: number[]) => `${median(xs).toFixed(0)} ms (${xs.map((x) => x.toFixed(0)).join(' · ')})`;
  const bare = median(w.bareList);
  return (
    `\nEsperas, Chromium en localhost, contexto nuevo en cada intento (mediana de ${ROUNDS}; metas: listado ≤ 1,2× la app ` +
    `mínima y ≤ 400 ms tras el clic, login → dashboard ≤ 800 ms):\n\n` +
    `| espera | mediana (cada intento) | × app mínima |\n|---|---|---|\n` +
    `| login → dashboard con cifras | ${ms(w.login)} | — |\n` +
    `| clic en el menú → filas de ofertantes | ${ms(w.list)} | ${(median(w.list) / bare).toFixed(2)}× |\n` +
    `| clic en el menú → primera cita del calendario | ${ms(w.calendar)} | — |\n` +
    `| clic en el menú → primer marcador del mapa | ${ms(w.map)} | — |\n` +
    `| app mínima (react-admin + ra-data-simple-rest): clic → las mismas 25 filas | ${ms(w.bareList)} | 1,00× |\n`
  );
}
