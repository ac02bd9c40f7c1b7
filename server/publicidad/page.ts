// The public page of one published blog entry: a small server-rendered HTML document in Spanish (what the RSS items
// link to, and what the agency's website or a search engine can open without JavaScript). Accessible by
// construction: a language, one h1, landmarks, a real <time>, the cover with an empty alt (it repeats the title), a
// skip link, and the sanitised content as it is stored.
import { CATEGORIA_BLOG_CHOICES } from '../../src/resources/blog/schema';
import { t } from '../http';
import { formatDateLong } from '../../src/lib/dates';

import { escapeHtml } from '../html';

export { escapeHtml };

/** The label of a blog category ('mercado' → 'Mercado inmobiliario'). */
export const categoriaName = (id: unknown): string => CATEGORIA_BLOG_CHOICES.find((c) => c.id === id)?.name ?? String(id ?? '');

/** Where the public page of an entry lives, under the API's public prefix (no token). */
export const entryPagePath = (slug: string) => `/api/public/blog/entrada/${encodeURIComponent(slug)}`;

export interface PublicEntry {
  readonly titulo: string;
  readonly resumen: string;
  readonly contenido: string;
  readonly imagen: string | null;
  readonly categoria: string;
  readonly fecha_publicacion: string;
  readonly autor: string;
}

export interface PageSite {
  readonly nombre: string;
  readonly origin: string;
}

const STYLE = `
:root{color-scheme:light dark;--fg:#1b1b1f;--bg:#fff;--muted:#4a4a55;--link:#4527a0}
@media (prefers-color-scheme:dark){:root{--fg:#ececf1;--bg:#17171c;--muted:#b9b9c6;--link:#c5b3ff}}
*{box-sizing:border-box}body{margin:0;font:1.0625rem/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--fg);background:var(--bg)}
a{color:var(--link)}.salto{position:absolute;left:-999px}.salto:focus{left:1rem;top:1rem;background:var(--bg);padding:.5rem}
header,main,footer{max-width:46rem;margin:0 auto;padding:1rem 1.25rem}header{border-bottom:1px solid #8884}
footer{border-top:1px solid #8884;color:var(--muted);font-size:.9rem}h1{font-size:2rem;line-height:1.25;margin:.5rem 0}
.meta,.resumen{color:var(--muted)}.resumen{font-size:1.15rem}img{max-width:100%;height:auto;border-radius:6px}
table{border-collapse:collapse}td,th{border:1px solid #8886;padding:.25rem .5rem}`;

/** 'Título · Agencia' while it fits a search result's line (70 characters as written), else the title alone. */
const pageTitle = (titulo: string, nombre: string) => {
  const full = `${escapeHtml(titulo)} · ${escapeHtml(nombre)}`;
  return full.length <= 70 ? full : escapeHtml(titulo);
};

export function entryPage(e: PublicEntry, site: PageSite): string {
  const categoria = categoriaName(e.categoria);
  const feed = `${site.origin}/api/public/blog/rss.xml`;
  const meta = [
    `${escapeHtml(t('app.publicidad.blog.pagina.publicado_el'))} <time datetime="${escapeHtml(e.fecha_publicacion)}">${escapeHtml(formatDateLong(e.fecha_publicacion))}</time>`,
    e.autor ? `${escapeHtml(t('app.publicidad.blog.pagina.por'))} ${escapeHtml(e.autor)}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return `<!DOCTYPE html>
<html lang="es-PE">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${pageTitle(e.titulo, site.nombre)}</title>
${e.resumen ? `<meta name="description" content="${escapeHtml(e.resumen)}">\n` : ''}<link rel="alternate" type="application/rss+xml" title="${escapeHtml(site.nombre)}" href="${escapeHtml(feed)}">
<style>${STYLE}</style>
</head>
<body>
<a class="salto" href="#contenido">${escapeHtml(t('app.publicidad.blog.pagina.ir_al_contenido'))}</a>
<header><p><strong>${escapeHtml(site.nombre)}</strong> · ${escapeHtml(t('app.publicidad.blog.pagina.blog'))}</p></header>
<main id="contenido">
<article>
<h1>${escapeHtml(e.titulo)}</h1>
<p class="meta">${meta} · ${escapeHtml(t('app.publicidad.blog.pagina.categoria'))}: ${escapeHtml(categoria)}</p>
${e.imagen ? `<p><img src="${escapeHtml(e.imagen)}" alt=""></p>\n` : ''}${e.resumen ? `<p class="resumen">${escapeHtml(e.resumen)}</p>\n` : ''}<div>${e.contenido}</div>
</article>
</main>
<footer><p>${escapeHtml(site.nombre)} · <a href="${escapeHtml(feed)}">${escapeHtml(t('app.publicidad.blog.pagina.suscribirse'))}</a></p></footer>
</body>
</html>
`;
}
