// Real-browser helpers: Debian's Chromium through playwright-core, pages that record uncaught errors, login,
// local storage and screenshots.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { HOME_PATH, LOGIN_PATH } from './constants';

export const CHROMIUM_PATH = '/usr/bin/chromium';
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SCREENSHOT_DIR = path.join(ROOT, 'test-results/e2e');

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

const errorsByPage = new WeakMap<Page, string[]>();
const recorded: string[] = [];

/** A new tab: in a fresh context (es-PE, 1366×800) when given the browser, or in the given context (same storage). */
export async function newPage(target: Browser | BrowserContext): Promise<Page> {
  const context = 'newContext' in target ? await target.newContext({ locale: 'es-PE', viewport: { width: 1366, height: 800 } }) : target;
  const page = await context.newPage();
  // Fail well before vitest's 60 s test timeout, with Playwright's message about what was awaited.
  page.setDefaultTimeout(15_000);
  const errors: string[] = [];
  errorsByPage.set(page, errors);
  page.on('pageerror', (error) => {
    const text = `${page.url()}: ${error.stack ?? error.message}`;
    errors.push(text);
    recorded.push(text);
  });
  return page;
}

/** Uncaught errors of one page. */
export function pageErrors(page: Page): readonly string[] {
  return errorsByPage.get(page) ?? [];
}

/** Uncaught errors of every page opened since the last call; empties the list. */
export function takePageErrors(): string[] {
  return recorded.splice(0, recorded.length);
}

export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}

export async function login(page: Page, baseUrl: string, usuario: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}${LOGIN_PATH}`);
  await page.locator('input[name=usuario]').fill(usuario);
  await page.locator('input[name=password]').fill(password);
  await page.locator('button[type=submit]').click();
  await page.waitForURL((url) => url.pathname === HOME_PATH);
}

/** Local storage as a plain object (react-admin's own 'RaStore.*' preferences left out unless asked for). */
export function storage(page: Page, opts: { all?: boolean } = {}): Promise<Record<string, string>> {
  return page.evaluate((all) => {
    const out: Record<string, string> = {};
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key === null || (!all && key.startsWith('RaStore.'))) continue;
      out[key] = localStorage.getItem(key) ?? '';
    }
    return out;
  }, opts.all === true);
}

/** GET on the API from inside the page (same origin) with a token; returns the HTTP status. */
export function apiStatus(page: Page, apiPath: string, token: string): Promise<number> {
  return page.evaluate(
    async ([p, t]) => (await fetch(`/api${p}`, { headers: { Authorization: `Bearer ${t}`, Accept: 'application/json' } })).status,
    [apiPath, token] as const,
  );
}

/** For humans, not an assertion: test-results/e2e/<name>.png */
export async function screenshot(page: Page, name: string): Promise<void> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}
