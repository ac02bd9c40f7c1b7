// First-load JavaScript (issue 14 §5): the scripts Chromium actually fetches, on a cold cache, until the login page
// is ready and until the dashboard is ready after signing in; compared with a bare react-admin app (bench/bare,
// built here by Vite with its defaults) until its list is shown. Sizes are each script's gzip (level 9, as the
// build's .gz copies); "por la red" is what Chromium received from the app's server (brotli). Printed, never asserted.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Page } from 'playwright-core';
import type { App } from '../server/app';
import { launch } from '../tests/e2e/browser';
import { paintTable, paintTimes } from './firstPaint';
import { waitFigures } from './waitsFigures';
import { bareApp, signIn } from './bareServe';

interface Script {
  readonly url: string;
  readonly wire: number;
}
interface Load {
  readonly files: number;
  readonly raw: number;
  readonly gzip: number;
  readonly wire: number;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;

/** Records every script response of `page` (the list grows as the page loads). */
function recordScripts(page: Page): Script[] {
  const scripts: Script[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    void request.sizes().then((s) => scripts.push({ url: request.url(), wire: s.responseBodySize }));
  });
  return scripts;
}

/** The sizes of `scripts`, read from the build in `dir` (URL path → file). */
function measure(scripts: readonly Script[], dir: string): Load {
  let raw = 0;
  let gzip = 0;
  let wire = 0;
  for (const s of new Map(scripts.map((x) => [x.url, x])).values()) {
    const data = fs.readFileSync(path.join(dir, new URL(s.url).pathname));
    raw += data.length;
    gzip += zlib.gzipSync(data, { level: zlib.constants.Z_BEST_COMPRESSION }).length;
    wire += s.wire;
  }
  return { files: new Set(scripts.map((s) => s.url)).size, raw, gzip, wire };
}

export async function firstLoadFigures(app: App, staticDir: string, password: string): Promise<string> {
  if (!fs.existsSync(path.join(staticDir, 'index.html'))) return '\nJavaScript de la primera carga: sin dist/ (ejecute `npm run build`).\n';
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const bare = await bareApp('bare');
  const browser = await launch();
  try {
    const fresh = async () => (await browser.newContext({ locale: 'es-PE', viewport: { width: 1366, height: 800 } })).newPage();

    const page = await fresh();
    const scripts = recordScripts(page);
    await page.goto(`${address}/auth/login`);
    await page.locator('input[name=usuario]').waitFor();
    await page.waitForLoadState('networkidle');
    const login = measure(scripts, staticDir);
    await page.locator('input[name=usuario]').fill('admin');
    await page.locator('input[name=password]').fill(password);
    await page.locator('button[type=submit]').click();
    await page.waitForURL((u) => u.pathname === '/dashboard/sales-dashboard');
    await page.waitForLoadState('networkidle');
    await page.getByRole('heading').first().waitFor();
    const dashboard = measure(scripts, staticDir);

    const barePage = await fresh();
    const bareScripts = recordScripts(barePage);
    await barePage.goto(`${bare.url}/#/posts`);
    await barePage.getByText('World').waitFor();
    await barePage.waitForLoadState('networkidle');
    const base = measure(bareScripts, bare.dir);

    const { token, identity } = await signIn(app, password);
    const times = await paintTimes(browser, address, { token, identity: JSON.stringify(identity), ingreso: String(Date.now()) });

    const row = (name: string, l: Load, app: boolean) =>
      `| ${name} | ${l.files} | ${kb(l.raw)} | ${kb(l.gzip)} | ${(l.gzip / base.gzip).toFixed(2)}× | ${app ? kb(l.wire) : '—'} |`;
    return (
      `\nJavaScript de la primera carga (Chromium, caché vacía; gzip nivel 9 de cada script cargado; meta ≤ 1,15× la app mínima):\n\n` +
      `| página | scripts | sin comprimir | gzip | × app mínima | por la red |\n|---|---|---|---|---|---|\n` +
      `${row('app mínima de react-admin (Admin + ListGuesser)', base, false)}\n` +
      `${row('login (/auth/login)', login, true)}\n` +
      `${row('dashboard tras iniciar sesión', dashboard, true)}\n` +
      paintTable(times) +
      (await waitFigures(browser, app, address, password))
    );
  } finally {
    await browser.close();
    await bare.stop();
  }
}
