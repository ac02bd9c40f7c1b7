// The bench's browser yardsticks served beside the app: bench/bare and bench/bareRest built by Vite with its
// defaults into a temp dir and served on a free port (their /api/ answered or proxied by the caller), and the
// session the login page stores, signed in through the API.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import type { App } from '../server/app';

/**
 * Builds bench/`folder` into a temp dir (`define`: Vite's compile-time constants) and serves it on a free port,
 * with `api` answering under /api/ when given; returns its URL, folder and a stop function.
 */
export async function bareApp(
  folder: 'bare' | 'bareRest',
  api?: (req: http.IncomingMessage, res: http.ServerResponse) => void,
  define: Record<string, string> = {},
): Promise<{ url: string; dir: string; stop: () => Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-bare-'));
  const root = path.join(path.dirname(new URL(import.meta.url).pathname), folder);
  await build({ root, configFile: false, logLevel: 'silent', plugins: [react()], define, build: { outDir: dir, emptyOutDir: true } });
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (api && url.pathname.startsWith('/api/')) return api(req, res);
    const file = path.join(dir, decodeURIComponent(url.pathname));
    const target = file.startsWith(dir) && fs.existsSync(file) && fs.statSync(file).isFile() ? file : path.join(dir, 'index.html');
    res.setHeader('content-type', target.endsWith('.js') ? 'text/javascript' : target.endsWith('.css') ? 'text/css' : 'text/html');
    res.end(fs.readFileSync(target));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    dir,
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Signs `usuario` in through the API: the token and identity the login page stores. */
export async function signIn(app: App, password: string): Promise<{ token: string; identity: unknown }> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: `json=${encodeURIComponent(JSON.stringify({ usuario: 'admin', password }))}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  return res.json<{ token: string; identity: unknown }>();
}
