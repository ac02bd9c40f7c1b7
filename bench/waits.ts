// Waits a user sees (issue 26 §11), in Chromium on localhost: login → dashboard painted; on the ofertantes list,
// the wait after each action — menu click → rows, sort by a header, next page, a search typed, a row opened, an
// edit saved — and menu click → the calendar's first event and the map's first marker; beside the same list
// actions in a bare react-admin app (bench/bareRest: stock ra-data-simple-rest on the app's own REST dialect, the
// same rows of the same server, built and served in the same run). Each round opens a cold browser context per app
// (a new user's first visit: every chunk loaded on first need) and runs the actions in it, in order; median of
// ROUNDS. The page itself records the action's time (the click's or input's event) and the frame after the
// awaited state first exists (a MutationObserver and requestAnimationFrame), so Playwright's polling does not
// count. Printed by `npm run bench`, never asserted.
import type { Browser, BrowserContext, Page } from 'playwright-core';

export const ROUNDS = Number(process.env.WAITS_ROUNDS ?? 5);

/**
 * Before any script of the page: the time of the latest click or input, and `__paintOf(spec)`, which resolves at
 * the frame after `spec.selector` exists (with `spec.url` in the address, its text other than `spec.before` and
 * holding `spec.contains`, each when given). A string, not a function: tsx would add its `__name` helper to a
 * function's body.
 */
const PROBE = `(() => {
  const act = (e) => { window.__actAt = e.timeStamp; };
  document.addEventListener('click', act, true);
  document.addEventListener('input', act, true);
  window.__paintOf = (spec) => new Promise((resolve) => {
    const ready = () => {
      if (spec.url && !location.href.includes(spec.url)) return false;
      const el = document.querySelector(spec.selector);
      if (!el) return false;
      const text = el.textContent || '';
      if (spec.before !== undefined && text === spec.before) return false;
      return spec.contains === undefined || text.includes(spec.contains);
    };
    const done = () => requestAnimationFrame(() => resolve(performance.now()));
    if (ready()) return done();
    const observer = new MutationObserver(() => {
      if (!ready()) return;
      observer.disconnect();
      done();
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  });
})()`;

interface PaintSpec {
  readonly selector: string;
  readonly url?: string;
  readonly before?: string;
  readonly contains?: string;
}

type Probed = Window & { __paintOf(spec: PaintSpec): Promise<number>; __pending?: Promise<number>; __actAt: number };

/** Runs `act` and returns the ms from its event (click or input) to the frame after `spec` first holds. */
async function actToPaint(page: Page, act: () => Promise<void>, spec: PaintSpec): Promise<number> {
  await page.evaluate((s) => {
    const w = window as unknown as Probed;
    w.__actAt = NaN;
    w.__pending = w.__paintOf(s);
  }, spec);
  await act();
  return page.evaluate(async () => {
    const w = window as unknown as Probed;
    return (await w.__pending!) - w.__actAt;
  });
}

const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/** The list actions measured in both apps, in the order they run. */
export const LIST_ACTIONS = ['list', 'sort', 'page', 'filter', 'open', 'save'] as const;
export type ListAction = (typeof LIST_ACTIONS)[number];

const ACTION_NAMES: Readonly<Record<ListAction, string>> = {
  list: 'clic en el menú → filas del listado',
  sort: 'clic en un encabezado (Precio) → filas ordenadas',
  page: 'página siguiente → sus filas',
  filter: 'búsqueda escrita («miraflores») → filas halladas (incluye la espera de 500 ms de react-admin)',
  open: 'clic en una fila → su detalle',
  save: 'Guardar en la edición → detalle guardado',
};

/** How each app is driven: where its list starts and the selectors of its parts. */
export interface ListApp {
  /** Opens the app signed in, on the screen the menu click starts from, quiet. */
  readonly start: (page: Page) => Promise<void>;
  /** Clicks the menu's link to the ofertantes list. */
  readonly menu: (page: Page) => Promise<void>;
  readonly nextPage: string;
  /** Present only in the record's detail view. */
  readonly detail: string;
  /** From the detail to its edit form (not measured). */
  readonly edit: (page: Page) => Promise<void>;
  readonly save: string;
}

/** The rows of the list (react-admin's List, in either app). */
const ROWS = '.RaList-content tbody';

/** The list actions in one cold context of `app`, in order; ms each. */
async function listWaits(context: BrowserContext, app: ListApp, stamp: string): Promise<Record<ListAction, number>> {
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  await app.start(page);
  // The rows' text once it stopped changing for half a second (an agent's name and the pictures fill in after the
  // rows): what the next action changes.
  const rows = async () => {
    let last = '';
    for (let same = 0; same < 5;) {
      await page.waitForTimeout(100);
      const now = (await page.locator(ROWS).first().textContent()) ?? '';
      same = now === last ? same + 1 : 0;
      last = now;
    }
    return last;
  };
  const list = await actToPaint(page, () => app.menu(page), { selector: `${ROWS} tr td`, url: '/ofertantes' });
  await page.waitForLoadState('networkidle');
  const sort = await actToPaint(page, () => page.locator('thead').getByText('Precio', { exact: true }).first().click(), {
    selector: ROWS,
    before: await rows(),
  });
  await page.waitForLoadState('networkidle');
  const next = await actToPaint(page, () => page.locator(app.nextPage).first().click(), { selector: ROWS, before: await rows() });
  await page.waitForLoadState('networkidle');
  const filter = await actToPaint(page, () => page.locator('input[name=q]').fill('miraflores'), {
    selector: ROWS,
    before: await rows(),
    contains: 'Miraflores',
  });
  await page.waitForLoadState('networkidle');
  const open = await actToPaint(page, () => page.locator(`${ROWS} tr`).first().locator('td').nth(2).click(), { selector: app.detail, url: '/show' });
  await page.waitForLoadState('networkidle');
  await app.edit(page);
  const description = page.locator('textarea[name=descripcion], input[name=descripcion]').first();
  await description.fill(`Departamento en venta en Miraflores (${stamp})`);
  await page.waitForLoadState('networkidle');
  const save = await actToPaint(page, () => page.locator(app.save).first().click(), { selector: app.detail, url: '/show', contains: stamp });
  await page.close();
  return { list, sort, page: next, filter, open, save };
}

export interface Waits {
  readonly login: number[];
  readonly calendar: number[];
  readonly map: number[];
  readonly app: Record<ListAction, number[]>;
  readonly bare: Record<ListAction, number[]>;
  readonly load: number[];
}

async function cold(browser: Browser, init: string[]): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: 'es-PE', viewport: { width: 1366, height: 800 } });
  for (const script of [PROBE, ...init]) await context.addInitScript(script);
  return context;
}

/** Stores `entries` in localStorage before the app's scripts (a signed-in session), unless already there. */
export const storeSession = (entries: Record<string, string>) =>
  `if (!localStorage.getItem('token')) for (const [k, v] of Object.entries(${JSON.stringify(entries)})) localStorage.setItem(k, v);`;

export interface WaitTargets {
  readonly baseUrl: string;
  readonly credentials: { usuario: string; password: string };
  readonly session: Record<string, string>;
  readonly product: ListApp;
  readonly bare: ListApp & { readonly session: Record<string, string> };
  /** Reads the 1-minute load average (recorded at each round's start). */
  readonly loadAverage: () => number;
}

const DASHBOARD = '[data-testid=fig-captaciones]';

export async function waitTimes(browser: Browser, t: WaitTargets): Promise<Waits> {
  const empty = () => Object.fromEntries(LIST_ACTIONS.map((a) => [a, [] as number[]])) as Record<ListAction, number[]>;
  const w = { login: [] as number[], calendar: [] as number[], map: [] as number[], app: empty(), bare: empty(), load: [] as number[] };
  for (let i = 0; i < ROUNDS; i++) {
    w.load.push(t.loadAverage());
    {
      const context = await cold(browser, []);
      const page = await context.newPage();
      page.setDefaultTimeout(60_000);
      await page.goto(`${t.baseUrl}/auth/login`);
      await page.locator('input[name=usuario]').fill(t.credentials.usuario);
      await page.locator('input[name=password]').fill(t.credentials.password);
      await page.waitForLoadState('networkidle');
      w.login.push(await actToPaint(page, () => page.locator('button[type=submit]').click(), { selector: DASHBOARD }));
      await context.close();
    }
    // The two apps take turns going first (a 2-core machine's load drifts).
    const order = i % 2 === 0 ? (['app', 'bare'] as const) : (['bare', 'app'] as const);
    for (const which of order) {
      const target = which === 'app' ? t.product : t.bare;
      const context = await cold(browser, [storeSession(which === 'app' ? t.session : t.bare.session)]);
      try {
        const times = await listWaits(context, target, `${which}-${i}-${Date.now()}`);
        for (const a of LIST_ACTIONS) w[which][a].push(times[a]);
        if (which === 'app') {
          // The calendar and the map from the same session, each a first visit of its screen.
          const page = await context.newPage();
          page.setDefaultTimeout(60_000);
          await t.product.start(page);
          for (const [key, path, area, selector] of [
            ['calendar', '/calendario/google/calendar', 'calendario', '.fc-event'],
            ['map', '/mapa/maps', 'mapa', '.leaflet-marker-icon'],
          ] as const) {
            w[key].push(await actToPaint(page, () => menuLink(page, path, area), { selector }));
            await page.waitForLoadState('networkidle');
          }
        }
      } finally {
        await context.close();
      }
    }
  }
  return w;
}

/** The product's sidebar link to `path` in the area `area`, the area unfolded first when folded (not measured). */
export async function menuLink(page: Page, path: string, area: string): Promise<void> {
  const link = page.locator(`nav a[href="${path}"]`).first();
  if (!(await link.isVisible())) {
    await page.locator(`nav [data-testid="menu-area-${area}"]`).click();
    await link.waitFor({ state: 'visible' });
  }
  await link.click();
}

export function waitsTable(w: Waits): string {
  const ms = (xs: readonly number[]) => `${median(xs).toFixed(0)} ms (${xs.map((x) => x.toFixed(0)).join(' · ')})`;
  const rows = LIST_ACTIONS.map((a) => {
    const ratio = median(w.app[a]) / median(w.bare[a]);
    return `| ${ACTION_NAMES[a]} | ${ms(w.app[a])} | ${ms(w.bare[a])} | ${ratio.toFixed(2)}× |`;
  });
  const load = `${Math.min(...w.load).toFixed(2)}–${Math.max(...w.load).toFixed(2)}`;
  return (
    `\nEsperas, Chromium en localhost, un contexto nuevo por app y ronda, las acciones en orden (mediana de ${ROUNDS}; ` +
    `metas: cada espera del listado ≤ 1,2× la app mínima y ≤ 400 ms, login → dashboard ≤ 800 ms; carga media al empezar ` +
    `cada ronda ${load}):\n\n` +
    `| espera | la app (cada ronda) | app mínima react-admin + ra-data-simple-rest (cada ronda) | app / mínima |\n|---|---|---|---|\n` +
    `${rows.join('\n')}\n` +
    `| login → dashboard con cifras | ${ms(w.login)} | — | — |\n` +
    `| clic en el menú → primera cita del calendario | ${ms(w.calendar)} | — | — |\n` +
    `| clic en el menú → primer marcador del mapa | ${ms(w.map)} | — | — |\n`
  );
}
