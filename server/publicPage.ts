// The one shell of the server-rendered public pages (a blog entry, a property's page, their 'not found' and the
// contact form's answer without JavaScript): the document, its head (charset, viewport, title, description,
// canonical, the page's own tags), the shared styles, a skip link, the agency's header and a footer — and the
// page's Content-Security-Policy. No page carries an inline script: scripts come from this site by URL
// (script-src 'self'), so there is no nonce to hand out; inline <style> stays allowed.
import type { FastifyReply } from 'fastify';
import { escapeHtml as e } from './html';

/** The base every public page shares; a page adds its own rules after it. --accent: links and buttons. */
const BASE_STYLE = `
:root{color-scheme:light dark;--fg:#1b1b1f;--bg:#fff;--muted:#4a4a55;--accent:#4527a0}
@media (prefers-color-scheme:dark){:root{--fg:#ececf1;--bg:#17171c;--muted:#b9b9c6;--accent:#c5b3ff}}
*{box-sizing:border-box}body{margin:0;font:1rem/1.55 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--fg);background:var(--bg)}
a{color:var(--accent)}.salto{position:absolute;left:-999px}.salto:focus{left:1rem;top:1rem;background:var(--bg);padding:.5rem;z-index:9}
header,main,footer{max-width:var(--ancho,72rem);margin:0 auto;padding:.75rem 1rem}header{border-bottom:1px solid #8884}
footer{border-top:1px solid #8884;color:var(--muted);font-size:.9rem}h1{line-height:1.25;margin:.5rem 0}.muted{color:var(--muted)}`;

export interface PublicPage {
  /** The <title>, as text. */
  readonly title: string;
  readonly description?: string;
  /** The page's canonical address (absolute). */
  readonly canonical?: string;
  /** Kept out of search engines (a 'not found', a form's answer). */
  readonly noindex?: boolean;
  /** More of the head, as HTML the page built with escapeHtml (link previews, JSON-LD, a feed, a stylesheet). */
  readonly head?: string;
  /** The page's CSS, after the shared base. */
  readonly style?: string;
  /** Scripts of this site, by path (loaded deferred). */
  readonly scripts?: readonly string[];
  /** The skip link's text ('Ir al contenido'). */
  readonly skip: string;
  /** The agency's name, at the top of the page. */
  readonly site: string;
  /** After the name in the header ('Blog'), as text. */
  readonly section?: string;
  /** The <main>'s content, as HTML. */
  readonly main: string;
  /** The footer's content, as HTML. */
  readonly footer: string;
}

export function publicPage(p: PublicPage): string {
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    p.noindex ? '<meta name="robots" content="noindex">' : '',
    `<title>${e(p.title)}</title>`,
    p.description ? `<meta name="description" content="${e(p.description)}">` : '',
    p.canonical ? `<link rel="canonical" href="${e(p.canonical)}">` : '',
    p.head ?? '',
    `<style>${BASE_STYLE}${p.style ?? ''}</style>`,
    ...(p.scripts ?? []).map((src) => `<script src="${e(src)}" defer></script>`),
  ].filter(Boolean);
  return `<!DOCTYPE html>
<html lang="es-PE">
<head>
${head.join('\n')}
</head>
<body>
<a class="salto" href="#contenido">${e(p.skip)}</a>
<header><p><strong>${e(p.site)}</strong>${p.section ? ` · ${e(p.section)}` : ''}</p></header>
<main id="contenido">
${p.main}
</main>
<footer>${p.footer}</footer>
</body>
</html>
`;
}

export interface PageCsp {
  /** The page runs this site's scripts (and calls back to it). */
  readonly scripts?: boolean;
  /** Where its images may come from besides this site and data: URLs (map tiles, 'https:' for an article's). */
  readonly images?: readonly string[];
  /** Its forms post to this site. */
  readonly forms?: boolean;
  /** Served over HTTPS: plain-HTTP subresources are upgraded. */
  readonly https?: boolean;
}

/** The Content-Security-Policy of a public page: nothing but what it declares. */
export function publicPageCsp(c: PageCsp): string {
  return [
    "default-src 'none'",
    c.scripts ? "script-src 'self'" : '',
    c.scripts ? "connect-src 'self'" : '',
    "style-src 'self' 'unsafe-inline'",
    ['img-src', "'self'", ...(c.images ?? []), 'data:'].join(' '),
    "frame-ancestors 'none'",
    "base-uri 'none'",
    `form-action ${c.forms ? "'self'" : "'none'"}`,
    c.https ? 'upgrade-insecure-requests' : '',
  ]
    .filter(Boolean)
    .join('; ');
}

/** Sends a public page with its status, policy and cache (a minute for a 200, none for the rest). */
export function sendPublicPage(reply: FastifyReply, code: number, html: string, csp: PageCsp, maxAge = 60): FastifyReply {
  return reply
    .code(code)
    .type('text/html; charset=utf-8')
    .header('content-security-policy', publicPageCsp(csp))
    .header('cache-control', code === 200 ? `public, max-age=${maxAge}` : 'no-cache')
    .send(html);
}
