// Bytes over the wire for a cold first visit (issue 16): index.html, the favicon (a hashed asset) and every script and style sheet it
// references, as the server sends them for each Accept-Encoding; the lazy pages' chunks apart. Printed, never asserted.
import fs from 'node:fs';
import path from 'node:path';
import type { App } from '../server/app';

const ENCODINGS: [label: string, header: string][] = [
  ['sin compresión', 'identity'],
  ['gzip', 'gzip'],
  ['brotli', 'gzip, deflate, br'],
];

const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;

async function bytes(app: App, url: string, acceptEncoding: string, headers: Record<string, string> = {}): Promise<number> {
  const res = await app.inject({ url, headers: { ...headers, accept: url === '/' ? 'text/html' : '*/*', 'accept-encoding': acceptEncoding } });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
  return res.rawPayload.length;
}

export async function wireFigures(app: App, staticDir: string, apiHeaders: Record<string, string>): Promise<string> {
  const index = path.join(staticDir, 'index.html');
  if (!fs.existsSync(index)) return '\nBytes de la primera visita: sin dist/ (ejecute `npm run build`).\n';
  const html = fs.readFileSync(index, 'utf8');
  const shell = ['/', ...[...html.matchAll(/(?:src|href)="(\/[^"]+)"/g)].flatMap((m) => (m[1] === undefined ? [] : [m[1]]))];
  const lazy = fs
    .readdirSync(path.join(staticDir, 'assets'))
    .filter((f) => /\.(?:js|css)$/.test(f))
    .map((f) => `/assets/${f}`)
    .filter((u) => !shell.includes(u));
  const api = ['/api/ofertantes/listado?page=1&perPage=25', '/api/demandantes/listado?perPage=100'];
  const rows: string[] = [];
  for (const [label, header] of ENCODINGS) {
    let first = 0;
    for (const url of shell) first += await bytes(app, url, header);
    let rest = 0;
    for (const url of lazy) rest += await bytes(app, url, header);
    const json = await Promise.all(api.map((url) => bytes(app, url, header, apiHeaders)));
    rows.push(`| ${label} | ${kb(first)} | ${kb(rest)} | ${json.map(kb).join(' · ')} |`);
  }
  return (
    `\nBytes por la red, primera visita en frío (${shell.length} archivos: index.html y lo que enlaza; ${lazy.length} ` +
    `páginas diferidas aparte):\n\n| Accept-Encoding | primera visita | páginas diferidas | JSON ofertantes p.1 · demandantes 100 |\n` +
    `|---|---|---|---|\n${rows.join('\n')}\n`
  );
}
