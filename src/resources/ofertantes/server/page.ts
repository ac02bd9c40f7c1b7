// The public page of a published property (issue 30): server-rendered HTML in Spanish, phone first, no admin
// JavaScript. The head carries what a link preview needs (og:*, twitter:card), the listing's schema.org JSON-LD and
// its canonical URL. Everything comes from a PublicListing (listing.ts), which already holds only what may be shown:
// without an exact location there is nothing of the street to print. Leaflet and the contact form's small script
// load on this page only (script-src 'self': no inline script). The document's shell is the public pages' one
// (server/publicPage.ts); the contact form works without JavaScript too (a plain post answered with this page).
import { t } from '#server/http';
import { escapeHtml as e, jsonForScript } from '#server/html';
import { publicPage } from '#server/publicPage';
import { telLink, waLink } from '../../../lib/whatsapp';
import type { PublicListing } from './listing';

export interface Site {
  readonly nombre: string;
  readonly telefono: string;
  readonly email: string;
  /** https://agencia.pe (PUBLIC_URL or the request's own), without a trailing slash. */
  readonly origin: string;
  readonly tilesUrl: string;
  readonly tilesAttribution: string;
}

export const ASSETS = '/inmueble/recursos';

/** The property page's look on the shared shell (server/publicPage.ts). */
const STYLE = `
:root{--card:#f5f3fa;--wa:#0b6b3a;--error:#b3261e}
@media (prefers-color-scheme:dark){:root{--card:#24232c;--wa:#5fd08f;--error:#ffb4ab}}
h1{font-size:1.5rem}h2{font-size:1.2rem;margin:1.5rem 0 .5rem}
.op{display:inline-block;background:var(--accent);color:var(--bg);border-radius:4px;padding:0 .5rem;font-weight:600;font-size:.9rem}
.precio{font-size:1.6rem;font-weight:700;margin:.25rem 0}
.fotos{display:grid;gap:.5rem;grid-template-columns:1fr;margin:0;padding:0;list-style:none}
.fotos img{width:100%;height:auto;border-radius:6px;display:block;background:var(--card)}
@media (min-width:48rem){.fotos{grid-template-columns:2fr 1fr 1fr}.fotos li:first-child{grid-row:span 2;grid-column:span 1}}
.datos{display:grid;grid-template-columns:repeat(auto-fill,minmax(9rem,1fr));gap:.5rem;margin:0}
.datos div{background:var(--card);border-radius:6px;padding:.5rem .75rem}.datos dt{font-size:.85rem;color:var(--muted)}.datos dd{margin:0;font-weight:600}
.cols{display:grid;gap:1.5rem}@media (min-width:60rem){.cols{grid-template-columns:2fr 1fr}}@media (max-width:59.99rem){.agente{order:-1}}
.agente{background:var(--card);border-radius:8px;padding:1rem;position:sticky;top:1rem}
.agente img{width:64px;height:64px;border-radius:50%;object-fit:cover;float:left;margin-right:.75rem}
.boton{display:block;text-align:center;padding:.75rem;border-radius:6px;margin:.5rem 0;font-weight:600;text-decoration:none;border:2px solid var(--accent);color:var(--accent);background:var(--bg)}
.boton.wa{background:var(--wa);border-color:var(--wa);color:#fff}
@media (prefers-color-scheme:dark){.boton.wa{color:#08130c}}
#mapa{height:18rem;border-radius:8px;background:var(--card)}
form label{display:block;margin:.75rem 0 .25rem;font-weight:600}form input,form textarea{width:100%;font:inherit;padding:.6rem;border:1px solid #8888;border-radius:6px;background:var(--bg);color:var(--fg)}
form [aria-invalid=true]{border:2px solid var(--error)}form .error{color:var(--error);margin:.25rem 0 0;font-weight:600}
form .acepta{display:flex;gap:.5rem;align-items:flex-start;font-weight:400}form .acepta input{width:auto;margin-top:.3rem}
form button{font:inherit;font-weight:600;padding:.75rem 1.25rem;border:0;border-radius:6px;background:var(--accent);color:var(--bg);margin-top:1rem;cursor:pointer}
.trampa{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
#respuesta:not(:empty){margin-top:1rem;padding:.75rem;border-radius:6px;background:var(--card)}`;

const m2 = (n: number | null) => (n === null ? null : t('app.ofertantes.publica.m2', { n: n.toLocaleString('es-PE') }));

function features(l: PublicListing): [string, string][] {
  const p = (k: Parameters<typeof t>[0]) => t(k);
  const rows: [string, string | null][] = [
    [p('app.ofertantes.publica.tipo'), l.tipo_nombre],
    [p('app.ofertantes.publica.area_construida'), m2(l.area_construida)],
    [p('app.ofertantes.publica.area_terreno'), m2(l.area_terreno)],
    [p('app.ofertantes.publica.dormitorios'), l.dormitorios === null ? null : String(l.dormitorios)],
    [p('app.ofertantes.publica.banos'), l.banos === null ? null : String(l.banos)],
    [p('app.ofertantes.publica.cocheras'), l.cocheras === null ? null : String(l.cocheras)],
    [p('app.ofertantes.publica.piso'), l.piso === null ? null : String(l.piso)],
    [
      p('app.ofertantes.publica.antiguedad'),
      l.antiguedad === null
        ? null
        : l.antiguedad === 0
          ? p('app.ofertantes.publica.a_estrenar')
          : t('app.ofertantes.publica.anios', { n: l.antiguedad }),
    ],
    [p('app.ofertantes.publica.codigo'), l.codigo],
  ];
  return rows.filter((r): r is [string, string] => r[1] !== null);
}

/** 'Departamento en venta en Miraflores · 3 dormitorios · 120 m² · S/ 450 000': the link preview's line. */
export function summary(l: PublicListing): string {
  const parts = [
    l.precio_texto,
    l.dormitorios ? `${l.dormitorios} ${t('app.ofertantes.publica.dormitorios').toLowerCase()}` : null,
    l.area_construida ? m2(l.area_construida) : m2(l.area_terreno),
    `${l.distrito}, ${l.provincia}`,
  ];
  return `${t(`app.ofertantes.publica.operacion_${l.operacion}`)}: ${parts.filter(Boolean).join(' · ')}`;
}

/** The prefilled WhatsApp message: names the code and the page. */
export const whatsappText = (l: PublicListing, site: Site) =>
  t('app.ofertantes.publica.whatsapp_mensaje', { codigo: l.codigo, titulo: l.titulo, url: `${site.origin}${l.ruta}` });

export function whatsappHref(l: PublicListing, site: Site): string {
  return waLink(l.agente?.telefono ?? site.telefono, whatsappText(l, site));
}

/** schema.org: the offer (price, availability) of the listing, placed at the district unless exact is allowed. */
export function jsonLd(l: PublicListing, site: Site): Record<string, unknown> {
  const url = `${site.origin}${l.ruta}`;
  const address: Record<string, unknown> = {
    '@type': 'PostalAddress',
    addressLocality: l.distrito,
    addressRegion: l.departamento,
    addressCountry: 'PE',
    ...(l.ubicacion.exacta ? { streetAddress: l.ubicacion.direccion } : {}),
  };
  const geo =
    l.ubicacion.exacta && l.ubicacion.lat !== null && l.ubicacion.lng !== null
      ? { geo: { '@type': 'GeoCoordinates', latitude: l.ubicacion.lat, longitude: l.ubicacion.lng } }
      : {};
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: l.titulo,
    description: summary(l),
    url,
    identifier: l.codigo,
    image: l.fotos.map((f) => `${site.origin}${f.G}`),
    dateModified: l.actualizado_en,
    offers: {
      '@type': 'Offer',
      price: (l.precio / 100).toFixed(2),
      priceCurrency: l.moneda,
      availability: 'https://schema.org/InStock',
      businessFunction: l.operacion === 'A' ? 'http://purl.org/goodrelations/v1#LeaseOut' : 'http://purl.org/goodrelations/v1#Sell',
      seller: { '@type': 'RealEstateAgent', name: site.nombre, ...(site.telefono ? { telephone: site.telefono } : {}) },
    },
    contentLocation: { '@type': 'Place', address, ...geo },
  };
}

function photosHtml(l: PublicListing): string {
  if (!l.fotos.length) return `<p class="muted">${e(t('app.ofertantes.publica.sin_fotos'))}</p>`;
  const items = l.fotos.map((f, i) => {
    const alt = f.titulo ? f.titulo : t('app.ofertantes.publica.foto_n', { n: i + 1, total: l.fotos.length });
    // The first photo is the page's largest paint: eager and high priority; the rest wait for the scroll.
    const loading = i === 0 ? 'fetchpriority="high"' : 'loading="lazy" decoding="async"';
    const sizes = i === 0 ? '(min-width: 48rem) 48rem, 100vw' : '(min-width: 48rem) 24rem, 100vw';
    return `<li><a href="${e(f.G)}"><img src="${e(f.M)}" srcset="${e(f.P)} 188w, ${e(f.M)} 373w, ${e(f.G)} 1180w" sizes="${sizes}" width="1180" height="600" alt="${e(alt)}" ${loading}></a></li>`;
  });
  return `<ul class="fotos">${items.join('')}</ul>`;
}

function agentHtml(l: PublicListing, site: Site): string {
  const a = l.agente;
  const phone = a?.telefono ?? site.telefono;
  const email = a?.email ?? site.email;
  const tel = telLink(phone);
  const waCount = `/api/public/inmuebles/${encodeURIComponent(l.codigo)}/whatsapp`;
  const asunto = encodeURIComponent(t('app.ofertantes.publica.asunto_correo', { codigo: l.codigo }));
  return `<aside class="agente" aria-labelledby="agente-titulo">
<h2 id="agente-titulo">${e(t('app.ofertantes.publica.agente'))}</h2>
${a?.foto ? `<img src="${e(a.foto)}" alt="" width="64" height="64">` : ''}<p><strong>${e(a?.nombre ?? site.nombre)}</strong><br><span class="muted">${e(site.nombre)}</span></p>
<a class="boton wa" href="${e(waCount)}" rel="nofollow">${e(t('app.ofertantes.publica.whatsapp'))}</a>
${tel ? `<a class="boton" href="${e(tel)}">${e(`${t('app.ofertantes.publica.llamar')} · ${phone}`).replace(/ /g, '&nbsp;')}</a>\n` : ''}${email ? `<a class="boton" href="mailto:${e(email)}?subject=${e(asunto)}">${e(t('app.ofertantes.publica.correo'))}</a>\n` : ''}</aside>`;
}

/**
 * What the contact form shows after a post without JavaScript (the server's answer page): the values to keep,
 * each field's Spanish error, and the answer (the confirmation or why it was refused).
 */
export interface FormState {
  readonly values?: Readonly<Record<string, string>>;
  readonly errors?: Readonly<Record<string, string>>;
  readonly message?: string;
  /** The page's first render time, kept across a corrected post (the time-to-fill counts from it). */
  readonly desde?: number;
}

function formHtml(l: PublicListing, site: Site, renderedAt: number, state: FormState = {}): string {
  const f = (k: Parameters<typeof t>[0]) => e(t(k));
  const v = (name: string, fallback = '') => e(state.values?.[name] ?? fallback);
  const errors = state.errors ?? {};
  // A field with an error says so (aria-invalid) and names its message (aria-describedby), shown under it.
  const invalid = (name: string) => (errors[name] ? ` aria-invalid="true" aria-describedby="c-${name}-error"` : '');
  const error = (name: string) => (errors[name] ? `<p class="error" id="c-${name}-error">${e(errors[name])}</p>` : '');
  const input = (name: string, type: string, attrs: string) =>
    `<label for="c-${name}">${f(`app.ofertantes.publica.${name as 'nombre'}`)}</label><input id="c-${name}" name="${name}" type="${type}" value="${v(name)}" ${attrs}${invalid(name)}>${error(name)}`;
  return `<section aria-labelledby="consulta-titulo">
<h2 id="consulta-titulo">${f('app.ofertantes.publica.formulario_titulo')}</h2>
<form id="consulta" method="post" action="/api/public/inmuebles/${e(encodeURIComponent(l.codigo))}/consulta" data-error="${f('app.ofertantes.consulta.rechazada')}" novalidate>
<input type="hidden" name="desde" value="${state.desde ?? renderedAt}">
${input('nombre', 'text', 'autocomplete="name" required maxlength="120"')}
${input('telefono', 'tel', 'autocomplete="tel" inputmode="tel" maxlength="20"')}
${input('email', 'email', 'autocomplete="email" maxlength="120"')}
<label for="c-mensaje">${f('app.ofertantes.publica.mensaje')}</label><textarea id="c-mensaje" name="mensaje" rows="3" maxlength="1000"${invalid('mensaje')}>${v('mensaje', t('app.ofertantes.publica.mensaje_defecto', { codigo: l.codigo }))}</textarea>${error('mensaje')}
<div class="trampa" aria-hidden="true"><label for="c-sitio">${f('app.ofertantes.publica.no_robot')}</label><input id="c-sitio" name="sitio_web" type="text" tabindex="-1" autocomplete="off"></div>
<label class="acepta"><input type="checkbox" name="acepta" value="si" required${state.values?.acepta ? ' checked' : ''}${invalid('acepta')}> <span>${e(t('app.ofertantes.publica.acepta', { agencia: site.nombre }))}</span></label>${error('acepta')}
<button type="submit">${f('app.ofertantes.publica.enviar')}</button>
<p id="respuesta" role="status" aria-live="polite">${state.message ? e(state.message) : ''}</p>
</form>
</section>`;
}

function mapHtml(l: PublicListing, site: Site): string {
  const u = l.ubicacion;
  const text = u.exacta
    ? `${e(u.direccion)}, ${e(l.distrito)}${u.referencia ? ` · ${e(u.referencia)}` : ''}`
    : e(t('app.ofertantes.publica.zona_aproximada', { distrito: l.distrito }));
  const map =
    u.lat !== null && u.lng !== null
      ? `<section id="mapa" aria-label="${e(t('app.ofertantes.publica.mapa_de'))}" data-lat="${u.lat}" data-lng="${u.lng}" data-radio="${u.exacta ? 0 : u.radio_m}" data-tiles="${e(site.tilesUrl)}" data-atribucion="${e(site.tilesAttribution)}"></section>`
      : '';
  return `<h2>${e(t('app.ofertantes.publica.ubicacion'))}</h2><p>${text}</p>${map}`;
}

/** The property's page; after a post without JavaScript, with the form's answer (`state`). */
export function listingPage(l: PublicListing, site: Site, renderedAt: number, state?: FormState): string {
  const url = `${site.origin}${l.ruta}`;
  const title = `${l.titulo} · ${l.precio_texto}`;
  const description = summary(l);
  const og = l.fotos.length ? `${site.origin}/api/public/inmuebles/${encodeURIComponent(l.codigo)}/og.jpg` : null;
  const dl = features(l)
    .map(([k, v]) => `<div><dt>${e(k)}</dt><dd>${e(v)}</dd></div>`)
    .join('');
  const head = [
    '<meta property="og:type" content="website">',
    '<meta property="og:locale" content="es_PE">',
    `<meta property="og:site_name" content="${e(site.nombre)}">`,
    `<meta property="og:title" content="${e(title)}">`,
    `<meta property="og:description" content="${e(description)}">`,
    `<meta property="og:url" content="${e(url)}">`,
    ...(og
      ? [
          `<meta property="og:image" content="${e(og)}">`,
          '<meta property="og:image:width" content="1200">',
          '<meta property="og:image:height" content="630">',
          `<meta property="og:image:alt" content="${e(l.titulo)}">`,
        ]
      : []),
    `<meta name="twitter:card" content="${og ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${e(title)}">`,
    `<meta name="twitter:description" content="${e(description)}">`,
    ...(og ? [`<meta name="twitter:image" content="${e(og)}">`] : []),
    `<link rel="stylesheet" href="${ASSETS}/leaflet.css">`,
    `<script type="application/ld+json">${jsonForScript(jsonLd(l, site))}</script>`,
  ];
  return publicPage({
    title,
    description,
    canonical: url,
    // The form's answer is one person's page, not the listing's.
    noindex: state !== undefined,
    head: head.join('\n'),
    style: STYLE,
    scripts: [`${ASSETS}/leaflet.js`, `${ASSETS}/pagina.js`],
    skip: t('app.ofertantes.publica.ir_al_contenido'),
    site: site.nombre,
    main: `<article>
<p><span class="op">${e(t(`app.ofertantes.publica.operacion_${l.operacion}`))}</span> <span class="muted">${e(l.tipo_nombre)} · ${e(l.distrito)} · ${e(l.codigo)}</span></p>
<h1>${e(l.titulo)}</h1>
<p class="precio">${e(l.precio_texto)}${l.operacion === 'A' ? ` <span class="muted">${e(t('app.ofertantes.publica.por_mes'))}</span>` : ''}</p>
${l.mantenimiento_texto ? `<p class="muted">${e(t('app.ofertantes.publica.mantenimiento', { monto: l.mantenimiento_texto }))}</p>\n` : ''}${photosHtml(l)}
<div class="cols">
<div>
<h2>${e(t('app.ofertantes.publica.caracteristicas'))}</h2>
<dl class="datos">${dl}</dl>
<h2>${e(t('app.ofertantes.publica.descripcion'))}</h2>
<p>${e(description)}.</p>
${mapHtml(l, site)}
${formHtml(l, site, renderedAt, state)}
</div>
${agentHtml(l, site)}
</div>
</article>`,
    footer: `<p>${e(t('app.ofertantes.publica.publicado_por', { agencia: site.nombre }))}${site.telefono ? ` · ${e(site.telefono)}` : ''}</p>`,
  });
}

export function notFoundPage(site: Pick<Site, 'nombre'>): string {
  return publicPage({
    title: `${t('app.ofertantes.publica.no_encontrado_titulo')} · ${site.nombre}`,
    noindex: true,
    skip: t('app.ofertantes.publica.ir_al_contenido'),
    site: site.nombre,
    main: `<h1>${e(t('app.ofertantes.publica.no_encontrado_titulo'))}</h1>
<p>${e(t('app.ofertantes.publica.no_encontrado'))}</p>`,
    footer: `<p>${e(t('app.ofertantes.publica.publicado_por', { agencia: site.nombre }))}</p>`,
  });
}
