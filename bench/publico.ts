// `BENCH_ONLY=publico npm run bench`: a property's public page (issue 30), the server in its own process on the demo
// data (SQLite). (1) Its HTML under 50 autocannon connections — every hit a person's view, so each one also counts
// the visit (an upsert) — beside the same load on GET /api/health measured in the same run as the yardstick of how
// busy the machine is; (2) bytes to first paint in Chromium on a cold phone-sized context: what crossed the wire
// (transferSize: headers and compressed bodies) before the first contentful paint, and up to the load event. Median
// of 5 fresh contexts. Printed, never asserted.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { launch } from '../tests/e2e/browser';
import { startServer } from './serverProcess';

const SECONDS = Number(process.env.PUBLICO_SECONDS ?? 15);
const CONNECTIONS = 50;
const ROUNDS = 5;
/** A phone's browser: a person, so the page counts the view as it does for real visitors. */
const PHONE_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

interface Load {
  readonly requests: number;
  readonly non2xx: number;
  readonly errors: number;
  readonly p50: number;
  readonly p95: number;
  readonly reqPerSec: number;
}

async function load(url: string, headers: Record<string, string>): Promise<Load> {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers }, (err, res) =>
      err ? reject(err instanceof Error ? err : new Error(String(err))) : resolve(res),
    );
    instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  });
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.floor(times.length * p)] ?? 0;
  return {
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    p50: at(0.5),
    p95: at(0.95),
    reqPerSec: result.requests.average,
  };
}

interface Paint {
  readonly fcp: number;
  readonly beforePaint: number;
  /** Of those, the photos (the first one is fetched with high priority: it is the page's largest paint). */
  readonly photosBeforePaint: number;
  readonly toLoad: number;
  readonly html: number;
}

/** One cold visit at 390×844: bytes that arrived before the first contentful paint, and up to the load event. */
async function paint(pageUrl: string): Promise<Paint[]> {
  const browser = await launch();
  const out: Paint[] = [];
  try {
    for (let i = 0; i < ROUNDS; i++) {
      const context = await browser.newContext({
        locale: 'es-PE',
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        userAgent: PHONE_UA,
      });
      try {
        const page = await context.newPage();
        await page.goto(pageUrl, { waitUntil: 'load' });
        await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
        // A string, not a function: tsx would add its `__name` helper to a function's body, which the page lacks.
        out.push(
          await page.evaluate<Paint>(`(() => {
            const fcp = performance.getEntriesByName('first-contentful-paint')[0].startTime;
            const nav = performance.getEntriesByType('navigation')[0];
            const sum = (list) => list.reduce((a, r) => a + r.transferSize, 0);
            const resources = performance.getEntriesByType('resource');
            return {
              fcp,
              html: nav.transferSize,
              beforePaint: nav.transferSize + sum(resources.filter((r) => r.responseEnd <= fcp)),
              photosBeforePaint: sum(resources.filter((r) => r.initiatorType === 'img' && r.responseEnd <= fcp)),
              toLoad: nav.transferSize + sum(resources.filter((r) => r.responseEnd <= nav.loadEventStart)),
            };
          })()`),
        );
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return out;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;

export async function publicoBench(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-publico-'));
  const server = await startServer({ dataDir });
  try {
    const list = (await (await fetch(`${server.url}/api/public/inmuebles?perPage=1`)).json()) as { data: { url: string; codigo: string }[] };
    const listing = list.data[0];
    if (!listing) throw new Error('no hay inmuebles publicados en los datos demo');
    const pagePath = new URL(listing.url).pathname;
    const loadBefore = os.loadavg()[0]!;
    const yardstick = await load(`${server.url}/api/health`, { 'user-agent': PHONE_UA });
    const page = await load(`${server.url}${pagePath}`, { 'user-agent': PHONE_UA, accept: 'text/html', 'accept-encoding': 'gzip, br' });
    const loadAfter = os.loadavg()[0]!;
    const paints = await paint(`${server.url}${pagePath}`);
    const row = (name: string, l: Load) =>
      `| ${name} | ${l.requests} | ${l.reqPerSec.toFixed(0)} | ${l.p50.toFixed(1)} | ${l.p95.toFixed(1)} | ${l.non2xx + l.errors} |`;
    console.log(
      `\nPágina pública de un inmueble (${listing.codigo}), ${CONNECTIONS} conexiones, ${SECONDS} s cada una, servidor en su propio proceso (SQLite, datos demo); ` +
        `carga media de la máquina ${loadBefore.toFixed(2)} al empezar, ${loadAfter.toFixed(2)} al terminar (${os.cpus().length} núcleos):\n\n` +
        `| llamada | solicitudes | req/s | p50 ms | p95 ms | errores o no 2xx |\n|---|---|---|---|---|---|\n` +
        `${row('GET /api/health (vara de medir)', yardstick)}\n${row(`GET ${pagePath.slice(0, 40)}… (HTML, cuenta la vista)`, page)}\n` +
        `\nBytes hasta pintar, Chromium 390×844 con caché vacía (mediana de ${ROUNDS}):\n\n` +
        `| medida | mediana (cada intento) |\n|---|---|\n` +
        `| primer pintado con contenido (FCP) | ${median(paints.map((p) => p.fcp)).toFixed(0)} ms (${paints.map((p) => p.fcp.toFixed(0)).join(' · ')}) |\n` +
        `| HTML de la página | ${kb(median(paints.map((p) => p.html)))} |\n` +
        `| bytes antes del primer pintado | ${kb(median(paints.map((p) => p.beforePaint)))} (${paints.map((p) => kb(p.beforePaint)).join(' · ')}) |\n` +
        `| de ellos, fotos | ${kb(median(paints.map((p) => p.photosBeforePaint)))} |\n` +
        `| bytes hasta el evento load | ${kb(median(paints.map((p) => p.toLoad)))} |\n`,
    );
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
