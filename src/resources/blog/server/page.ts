// The public page of one published blog entry: a small server-rendered HTML document in Spanish (what the RSS items
// link to, and what the agency's website or a search engine can open without JavaScript). Accessible by
// construction: a language, one h1, landmarks, a real <time>, the cover with an empty alt (it repeats the title), a
// skip link, and the sanitised content as it is stored.
import { CATEGORIA_BLOG_CHOICES } from '../schema';
import { t } from '#server/http';
import { formatDateLong } from '../../../lib/dates';

import { escapeHtml } from '#server/html';
import { publicPage, type PageCsp } from '#server/publicPage';

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

/** The blog's own look on the shared shell: a narrower column for reading, larger type. */
const STYLE = `
:root{--ancho:46rem}body{font-size:1.0625rem;line-height:1.6}header,main,footer{padding:1rem 1.25rem}h1{font-size:2rem}
.meta,.resumen{color:var(--muted)}.resumen{font-size:1.15rem}img{max-width:100%;height:auto;border-radius:6px}
table{border-collapse:collapse}td,th{border:1px solid #8886;padding:.25rem .5rem}`;

/** The entry page's policy: no script, no form, images from anywhere over HTTPS (an article may embed them). */
export const ENTRY_CSP: PageCsp = { images: ['https:'] };

/** 'Título · Agencia' while it fits a search result's line (70 characters as written in the HTML), else the title alone. */
const pageTitle = (titulo: string, nombre: string) => {
  const full = `${titulo} · ${nombre}`;
  return escapeHtml(full).length <= 70 ? full : titulo;
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
  return publicPage({
    title: pageTitle(e.titulo, site.nombre),
    description: e.resumen || undefined,
    head: `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(site.nombre)}" href="${escapeHtml(feed)}">`,
    style: STYLE,
    skip: t('app.publicidad.blog.pagina.ir_al_contenido'),
    site: site.nombre,
    section: t('app.publicidad.blog.pagina.blog'),
    main: `<article>
<h1>${escapeHtml(e.titulo)}</h1>
<p class="meta">${meta} · ${escapeHtml(t('app.publicidad.blog.pagina.categoria'))}: ${escapeHtml(categoria)}</p>
${e.imagen ? `<p><img src="${escapeHtml(e.imagen)}" alt=""></p>\n` : ''}${e.resumen ? `<p class="resumen">${escapeHtml(e.resumen)}</p>\n` : ''}<div>${e.contenido}</div>
</article>`,
    footer: `<p>${escapeHtml(site.nombre)} · <a href="${escapeHtml(feed)}">${escapeHtml(t('app.publicidad.blog.pagina.suscribirse'))}</a></p>`,
  });
}
