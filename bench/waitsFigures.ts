// The waits of bench/waits.ts with their yardstick: the app (listening) beside bench/bareRest, built in the same run
// with the app's list columns, whose /api/ calls go to the app's own server (its REST dialect), so both show the same
// rows of the same database. `BENCH_ONLY=waits npm run bench` measures them alone (after `npm run build`).
import http from 'node:http';
import os from 'node:os';
import type { Browser, Page } from 'playwright-core';
import type { App } from '../server/app';
import ofertantes from '../src/resources/ofertantes/schema';
import { bareApp, signIn } from './bareServe';
import { menuLink, waitsTable, waitTimes, type ListApp } from './waits';

const DASHBOARD = '[data-testid=fig-captaciones]';

/** Sends a request on to `target` (the app's origin) as it came, and its answer back. */
function proxyTo(target: string) {
  return (req: http.IncomingMessage, res: http.ServerResponse) => {
    const to = new URL(req.url ?? '/', target);
    const forward = http.request(to, { method: req.method, headers: { ...req.headers, host: to.host } }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    forward.on('error', () => {
      res.statusCode = 502;
      res.end();
    });
    req.pipe(forward);
  };
}

/** The product, driven through its own screens. */
function product(baseUrl: string): ListApp {
  return {
    async start(page: Page) {
      await page.goto(`${baseUrl}/dashboard/sales-dashboard`);
      await page.locator(DASHBOARD).waitFor();
      await page.waitForLoadState('networkidle');
    },
    menu: (page) => menuLink(page, '/ofertantes', 'favoritos'),
    nextPage: 'button[aria-label="Ir a la página siguiente"]',
    detail: '.RaShow-main',
    edit: async (page) => {
      await page.getByRole('link', { name: 'Editar', exact: true }).first().click();
      await page.locator('[name=descripcion]').first().waitFor();
    },
    save: 'form button[type=submit]',
  };
}

/** The bare react-admin app (hash routes, English labels). */
function bare(baseUrl: string): ListApp {
  return {
    async start(page: Page) {
      await page.goto(`${baseUrl}/#/`);
      await page.getByText('Inicio').first().waitFor();
      await page.waitForLoadState('networkidle');
    },
    menu: (page) => page.locator('a[href="#/ofertantes"]').first().click(),
    nextPage: 'button[aria-label="Go to next page"]',
    detail: '.RaShow-main',
    edit: async (page) => {
      await page.getByRole('link', { name: 'Edit', exact: true }).first().click();
      await page.locator('[name=descripcion]').first().waitFor();
    },
    save: 'form button[type=submit]',
  };
}

export async function waitFigures(browser: Browser, app: App, address: string, password: string): Promise<string> {
  const { token, identity } = await signIn(app, password);
  const served = await bareApp('bareRest', proxyTo(address), { OFERTANTES_COLUMNS: JSON.stringify(ofertantes.list.columns) });
  try {
    const session = { token, identity: JSON.stringify(identity), ingreso: String(Date.now()) };
    const waits = await waitTimes(browser, {
      baseUrl: address,
      credentials: { usuario: 'admin', password },
      session,
      product: product(address),
      bare: { ...bare(served.url), session: { token } },
      loadAverage: () => os.loadavg()[0] ?? NaN,
    });
    return waitsTable(waits);
  } finally {
    await served.stop();
  }
}
