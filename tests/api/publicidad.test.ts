// Publicidad through the API: stored XSS never comes back, the public blog (JSON and RSS) shows published entries
// only and needs no token, slugs are unique and accent-folded, the sales arguments keep a gap-free order and agents
// read them (but write nothing here), an ad's cost per lead follows its cost and leads.
import axe from 'axe-core';
import { HtmlValidate } from 'html-validate';
import { JSDOM } from 'jsdom';
import Parser from 'rss-parser';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, limaInstant, limaToday } from '../../src/lib/limaTime';
import { expectError, expectSuccess, get, login, post, startApp, type TestApp } from './helpers';

let t: TestApp;
let admin: string;
let agente: string;
let propiedad: number;

beforeAll(async () => {
  t = await startApp();
  [admin, agente] = await Promise.all([login(t.app, 'admin'), login(t.app, 'agente')]);
  const p = await t.app.connection.db.selectFrom('ofertantes').select('id_propiedad').orderBy('id_propiedad').executeTakeFirstOrThrow();
  propiedad = Number(p.id_propiedad);
});
afterAll(async () => t.close());

const XSS =
  '<h2>Título</h2><p onclick="robar()">Hola <strong>mundo</strong><script>alert(1)</script></p>' +
  '<a href="javascript:alert(1)">mal</a><a href="JaVaScRiPt:alert(2)">mal2</a><img src="x" onerror="alert(3)">' +
  '<svg onload="alert(4)"><script>alert(5)</script></svg><img src="data:image/svg+xml;base64,PHN2Zz4=">' +
  '<iframe src="https://e.vil"></iframe><ul><li>uno</li></ul><table><tbody><tr><td>celda</td></tr></tbody></table>';

const clean = (text: string) => {
  expect(text).not.toMatch(/<script|onclick|onerror|onload|javascript:|<svg|<iframe|data:image/i);
};

const entrada = (extra: Record<string, unknown> = {}) => ({
  titulo: 'Entrada de prueba',
  contenido: '<p>Texto</p>',
  categoria: 'consejos',
  estado: 'borrador',
  ...extra,
});

describe('blog', () => {
  it('never gives back script tags, event handlers, javascript: links or SVG, on write, read and the public feed', async () => {
    const r = await post(t.app, '/api/blog/registrar', { json: entrada({ titulo: 'XSS publicado', contenido: XSS, estado: 'publicado' }) }, admin);
    expectSuccess(r, 201);
    clean(r.text);
    expect(r.body.data.contenido).toContain('<h2>Título</h2>');
    expect(r.body.data.contenido).toContain('<li>uno</li>');
    expect(r.body.data.contenido).toContain('<td>celda</td>');
    const id = r.body.data.id_blog as number;
    const upd = await post(t.app, '/api/blog/actualizar', { json: { id_blog: id, contenido: `${XSS}<p>editado</p>` } }, admin);
    expectSuccess(upd);
    clean(upd.text);
    clean((await get(t.app, `/api/blog/detalle/${id}`, admin)).text);
    clean((await get(t.app, '/api/blog/listado', admin, { perPage: 100 })).text);
    const pub = await get(t.app, `/api/public/blog/detalle/${String(r.body.data.slug)}`);
    expectSuccess(pub);
    clean(pub.text);
    expect(pub.body.data.contenido).toContain('editado');
  });

  it('serves published entries only, newest first, paginated, without a token; drafts are 404 there', async () => {
    const draft = await post(t.app, '/api/blog/registrar', { json: entrada({ titulo: 'Borrador secreto' }) }, admin);
    expectSuccess(draft, 201);
    const list = await get(t.app, '/api/public/blog/listado', undefined, { perPage: 50 });
    expectSuccess(list);
    const rows = list.body.data as { slug: string; fecha_publicacion: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((e) => e.slug === draft.body.data.slug)).toBe(false);
    expect(list.text).not.toContain('Borrador secreto');
    const fechas = rows.map((e) => e.fecha_publicacion);
    expect([...fechas].sort().reverse()).toEqual(fechas);
    const seeded = await t.app.connection.db
      .selectFrom('blog')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('estado', '=', 'publicado')
      .executeTakeFirstOrThrow();
    expect(list.body.total).toBe(Number(seeded.n));
    const page2 = await get(t.app, '/api/public/blog/listado', undefined, { perPage: 2, page: 2 });
    expect(page2.body.data).toEqual(rows.slice(2, 4));
    expectError(await get(t.app, `/api/public/blog/detalle/${String(draft.body.data.slug)}`), 404);
    const rss = await get(t.app, '/api/public/blog/rss.xml');
    expect(rss.status).toBe(200);
    expect(String(rss.headers['content-type'])).toContain('application/rss+xml');
    expect(rss.text).toContain('<rss version="2.0">');
    expect(rss.text).not.toContain('Borrador secreto');
  });

  it('derives a unique, accent-folded slug from the title and refuses a duplicate typed by hand', async () => {
    const a = await post(t.app, '/api/blog/registrar', { json: entrada({ titulo: 'Cómo vender en Surco' }) }, admin);
    expect(a.body.data.slug).toBe('como-vender-en-surco');
    const b = await post(t.app, '/api/blog/registrar', { json: entrada({ titulo: 'Cómo  vender en SURCO!' }) }, admin);
    expect(b.body.data.slug).toBe('como-vender-en-surco-2');
    // The seed already holds 'Cómo comprar en Miraflores'.
    const seeded = await get(t.app, '/api/public/blog/detalle/como-comprar-en-miraflores');
    expectSuccess(seeded);
    expect(seeded.body.data.titulo).toBe('Cómo comprar en Miraflores');
    expectError(await post(t.app, '/api/blog/registrar', { json: entrada({ titulo: 'Otra', slug: 'como-vender-en-surco' }) }, admin), 409);
    expectError(await post(t.app, '/api/blog/registrar', { json: entrada({ titulo: 'Otra', slug: 'Con Tilde á' }) }, admin), 400);
  });

  it('dates an entry when it is published', async () => {
    const r = await post(t.app, '/api/blog/registrar', { json: entrada({ titulo: 'Publicada hoy', estado: 'publicado' }) }, admin);
    expect(r.body.data.fecha_publicacion).toBe(limaToday());
  });

  it('refuses a cover address with dot segments (plain or percent-encoded) and publishes nothing', async () => {
    for (const imagen of [
      '/api/uploads/G/../../inmobiliaria.db',
      '/api/uploads/G/%2e%2e/%2E%2E/x.webp',
      'https://cdn.ejemplo.pe/fotos/../privado/portada.jpg',
      'https://cdn.ejemplo.pe/fotos/..%5Cprivado.jpg',
    ]) {
      const r = await post(t.app, '/api/blog/registrar', { json: entrada({ titulo: `Portada ${imagen}`, imagen, estado: 'publicado' }) }, admin);
      expectError(r, 400);
      expect(r.body.errors.imagen).toMatch(/biblioteca|https/);
      const list = await get(t.app, '/api/public/blog/listado', undefined, { perPage: 50 });
      expect(list.text).not.toContain(imagen);
    }
    const ok = await post(
      t.app,
      '/api/blog/registrar',
      { json: entrada({ titulo: 'Portada buena', imagen: 'https://cdn.ejemplo.pe/fotos/portada..v2.jpg' }) },
      admin,
    );
    expectSuccess(ok, 201);
  });
});

describe('the public blog on Lima’s clock (20:00 in Lima = 01:00 UTC of the next day)', () => {
  // Today at 20:00 in Lima, close to the real time: the test's session (24 h) stays valid.
  const at2000 = () => limaInstant(limaToday(), '20:00');
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps an entry dated tomorrow out of the listing, the detail, its page and the RSS; dates an undated one today', async () => {
    const now = at2000();
    vi.useFakeTimers({ toFake: ['Date'], now });
    const hoy = limaToday(now);
    const manana = addDays(hoy, 1);
    expect(now.toISOString().slice(0, 10)).toBe(manana); // the UTC day is already tomorrow
    const futura = await post(
      t.app,
      '/api/blog/registrar',
      { json: entrada({ titulo: 'Entrada de mañana', estado: 'publicado', fecha_publicacion: manana }) },
      admin,
    );
    expectSuccess(futura, 201);
    const deHoy = await post(
      t.app,
      '/api/blog/registrar',
      { json: entrada({ titulo: 'Entrada de hoy', estado: 'publicado', fecha_publicacion: hoy }) },
      admin,
    );
    expectSuccess(deHoy, 201);
    const sinFecha = await post(t.app, '/api/blog/registrar', { json: entrada({ titulo: 'Entrada sin fecha', estado: 'publicado' }) }, admin);
    expectSuccess(sinFecha, 201);
    expect(sinFecha.body.data.fecha_publicacion).toBe(hoy);

    const list = await get(t.app, '/api/public/blog/listado', undefined, { perPage: 50 });
    const slugs = (list.body.data as { slug: string }[]).map((e) => e.slug);
    expect(slugs).toContain(deHoy.body.data.slug);
    expect(slugs).toContain(sinFecha.body.data.slug);
    expect(slugs).not.toContain(futura.body.data.slug);
    expectError(await get(t.app, `/api/public/blog/detalle/${String(futura.body.data.slug)}`), 404);
    expect((await get(t.app, `/api/public/blog/entrada/${String(futura.body.data.slug)}`)).status).toBe(404);
    const feed = await new Parser().parseString((await get(t.app, '/api/public/blog/rss.xml')).text);
    const titles = feed.items.map((i) => i.title);
    expect(titles).toContain('Entrada de hoy');
    expect(titles).not.toContain('Entrada de mañana');

    // At midnight in Lima the entry dated tomorrow is out.
    vi.setSystemTime(limaInstant(manana, '00:00'));
    expectSuccess(await get(t.app, `/api/public/blog/detalle/${String(futura.body.data.slug)}`));
  });
});

describe('the RSS feed and the entry’s public page', () => {
  let slug = '';
  beforeAll(async () => {
    const r = await post(
      t.app,
      '/api/blog/registrar',
      {
        json: entrada({
          titulo: 'Precios de alquiler en Lince',
          categoria: 'mercado',
          estado: 'publicado',
          resumen: 'Resumen con <b>negritas</b> & un <a href="https://e.vil">enlace</a>',
          imagen: 'https://cdn.ejemplo.pe/fotos/lince.jpg',
          contenido: '<h2>Lince</h2><p>Los alquileres <strong>suben</strong> un 3 %.</p>',
          fecha_publicacion: addDays(limaToday(), -1),
        }),
      },
      admin,
    );
    expectSuccess(r, 201);
    slug = String(r.body.data.slug);
  });

  it('carries the category’s label, a link to the entry’s page, and the summary as text (a feed parser reads it)', async () => {
    const rss = await get(t.app, '/api/public/blog/rss.xml');
    const feed = await new Parser().parseString(rss.text);
    const item = feed.items.find((i) => i.title === 'Precios de alquiler en Lince');
    expect(item).toBeDefined();
    expect(item?.categories).toEqual(['Mercado inmobiliario']);
    const link = new URL(String(item?.link));
    expect(link.pathname).toBe(`/api/public/blog/entrada/${slug}`);
    const page = await t.app.inject({ method: 'GET', url: link.pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    // A reader renders <description> as HTML: the summary's '<b>' must come out as the characters, not as bold.
    const shown = new JSDOM(`<!DOCTYPE html><body>${String(item?.content)}</body>`, { url: 'http://localhost/' }).window.document.body;
    expect(shown.querySelector('b, a')).toBeNull();
    expect(shown.textContent).toBe('Resumen con <b>negritas</b> & un <a href="https://e.vil">enlace</a>');
  });

  it('serves a valid, accessible Spanish page per published entry (html-validate, axe-core); none for a draft', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/public/blog/entrada/${slug}` });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const report = await new HtmlValidate({ extends: ['html-validate:recommended'] }).validateString(html);
    expect(report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`))).toEqual([]);
    const dom = new JSDOM(html, { runScripts: 'outside-only', url: 'http://localhost/' });
    dom.window.eval(axe.source);
    const axeRun = (dom.window as unknown as { axe: typeof axe }).axe;
    const results = await axeRun.run(dom.window.document, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    const doc = dom.window.document;
    expect(doc.documentElement.lang).toBe('es-PE');
    expect(doc.querySelector('h1')?.textContent).toBe('Precios de alquiler en Lince');
    expect(doc.querySelector('time')?.getAttribute('datetime')).toBe(addDays(limaToday(), -1));
    expect(doc.querySelector('main')?.textContent).toContain('Categoría: Mercado inmobiliario');
    expect(doc.querySelector('main strong')?.textContent).toBe('suben');
    expect(doc.querySelector('.resumen b')).toBeNull();
    expect(res.headers['content-security-policy']).toContain("img-src 'self' https:");
    const draft = await post(t.app, '/api/blog/registrar', { json: entrada({ titulo: 'Borrador sin página' }) }, admin);
    expect((await t.app.inject({ method: 'GET', url: `/api/public/blog/entrada/${String(draft.body.data.slug)}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/public/blog/entrada/..%2F..%2Fetc' })).statusCode).toBe(404);
  });
});

describe('argumentos de venta', () => {
  const orden = async (tipo: string) =>
    (
      await t.app.connection.db
        .selectFrom('argumentosventa')
        .select(['id_argumento', 'orden'])
        .where('tipo_inmueble', '=', tipo)
        .orderBy('orden')
        .execute()
    ).map((r) => ({ id: Number(r.id_argumento), orden: Number(r.orden) }));

  it('keeps a gap-free order through create, reorder, type change and delete', async () => {
    const ids: number[] = [];
    for (const titulo of ['Uno', 'Dos', 'Tres']) {
      const r = await post(
        t.app,
        '/api/argumentosventa/registrar',
        { json: { tipo_inmueble: 'cochera', titulo, argumento: `Argumento ${titulo}` } },
        admin,
      );
      expectSuccess(r, 201);
      ids.push(r.body.data.id_argumento as number);
    }
    const gapFree = async (tipo: string) => expect((await orden(tipo)).map((r) => r.orden)).toEqual((await orden(tipo)).map((_, i) => i + 1));
    await gapFree('cochera');
    const all = (await orden('cochera')).map((r) => r.id);
    const reversed = [...all].reverse();
    expectSuccess(await post(t.app, '/api/argumentosventa/ordenar', { json: { tipo_inmueble: 'cochera', ids: reversed } }, admin));
    expect((await orden('cochera')).map((r) => r.id)).toEqual(reversed);
    await gapFree('cochera');
    expectError(await post(t.app, '/api/argumentosventa/ordenar', { json: { tipo_inmueble: 'cochera', ids: reversed.slice(1) } }, admin), 400);
    expectSuccess(await post(t.app, '/api/argumentosventa/actualizar', { json: { id_argumento: ids[1], tipo_inmueble: 'casa' } }, admin));
    await gapFree('cochera');
    await gapFree('casa');
    expectSuccess(await post(t.app, '/api/argumentosventa/eliminar', { id: String(reversed[0]) }, admin));
    await gapFree('cochera');
  });

  it('agents read the arguments of a type (and the general ones) but write nothing in Publicidad', async () => {
    const r = await get(t.app, '/api/argumentosventa/por-tipo', agente, { tipo_inmueble: 'departamento' });
    expectSuccess(r);
    const tipos = new Set((r.body.data as { tipo_inmueble: string }[]).map((a) => a.tipo_inmueble));
    expect(tipos).toEqual(new Set(['departamento', 'general']));
    expectError(await get(t.app, '/api/argumentosventa/por-tipo', agente, { tipo_inmueble: 'castillo' }), 400);
    expectError(await get(t.app, '/api/argumentosventa/por-tipo', undefined, { tipo_inmueble: 'casa' }), 401);
    expectError(await get(t.app, '/api/argumentosventa/listado', agente), 403);
    expectError(await post(t.app, '/api/argumentosventa/registrar', { json: { tipo_inmueble: 'casa', titulo: 'x', argumento: 'y' } }, agente), 403);
    expectError(await post(t.app, '/api/argumentosventa/ordenar', { json: { tipo_inmueble: 'casa', ids: [] } }, agente), 403);
    expectError(await post(t.app, '/api/blog/registrar', { json: entrada() }, agente), 403);
    expectError(
      await post(t.app, '/api/controlmedios/registrar', { json: { medio: 'urbania', id_propiedad: propiedad, fecha_inicio: '2026-01-01' } }, agente),
      403,
    );
    expectError(await get(t.app, '/api/controlmedios/listado', agente), 403);
  });
});

describe('control de medios', () => {
  it('keeps the cost per lead from cost and leads (money in cents, in the ad currency)', async () => {
    const r = await post(
      t.app,
      '/api/controlmedios/registrar',
      {
        json: {
          medio: 'facebook',
          id_propiedad: propiedad,
          fecha_inicio: '2026-01-01',
          fecha_fin: '2026-01-31',
          moneda: 'PEN',
          costo: 30000,
          contactos: 0,
        },
      },
      admin,
    );
    expectSuccess(r, 201);
    expect(r.body.data.costo_por_contacto).toBeNull();
    const id = r.body.data.id_medio as number;
    const u = await post(t.app, '/api/controlmedios/actualizar', { json: { id_medio: id, contactos: 7 } }, admin);
    expectSuccess(u);
    const row = await t.app.connection.db
      .selectFrom('controlmedios')
      .select(['costo', 'costo_por_contacto'])
      .where('id_medio', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(row.costo)).toBe(30000);
    expect(Number(row.costo_por_contacto)).toBe(Math.round(30000 / 7));
    expectError(await post(t.app, '/api/controlmedios/actualizar', { json: { id_medio: id, costo_por_contacto: 1 } }, admin), 400);
    expectError(
      await post(
        t.app,
        '/api/controlmedios/registrar',
        { json: { medio: 'diario', id_propiedad: propiedad, fecha_inicio: '2026-02-01', fecha_fin: '2026-01-01' } },
        admin,
      ),
      400,
    );
  });

  it('seeds ads for available properties only, in the listing currency', async () => {
    const rows = await t.app.connection.db
      .selectFrom('controlmedios')
      .innerJoin('ofertantes', 'ofertantes.id_propiedad', 'controlmedios.id_propiedad')
      .select(['ofertantes.estado', 'ofertantes.moneda as pm', 'controlmedios.moneda as mm'])
      .where('controlmedios.id_propiedad', '!=', propiedad)
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.estado).toBe('disponible');
      expect(r.mm).toBe(r.pm);
    }
  });
});

describe('biblioteca de archivos', () => {
  it('lists bound files for administrators only, paginated and filtered by module', async () => {
    const r = await get(t.app, '/api/biblioteca/files/listado', admin, { perPage: 5, modulo: 'controlcontratos' });
    expectSuccess(r);
    expect(Array.isArray(r.body.data)).toBe(true);
    expect(r.body.data.length).toBeLessThanOrEqual(5);
    for (const f of r.body.data as { modulo: string }[]) expect(f.modulo).toBe('controlcontratos');
    expect(typeof r.body.total).toBe('number');
    expectError(await get(t.app, '/api/biblioteca/files/listado', admin, { modulo: 'x;drop' }), 400);
    expectError(await get(t.app, '/api/biblioteca/files/listado', agente), 403);
    expectError(await get(t.app, '/api/biblioteca/files/listado'), 401);
  });

  it('lists every photo for administrators, filtered by property and date on the server', async () => {
    const all = await get(t.app, '/api/biblioteca/imagenes/listado', admin, { perPage: 10 });
    expectSuccess(all);
    expect(all.body.data.length).toBeLessThanOrEqual(10);
    const first = (all.body.data as { id_propiedad: number | null }[]).find((i) => i.id_propiedad !== null);
    if (first) {
      const one = await get(t.app, '/api/biblioteca/imagenes/listado', admin, { id_propiedad: String(first.id_propiedad) });
      for (const i of one.body.data as { id_propiedad: number }[]) expect(i.id_propiedad).toBe(first.id_propiedad);
    }
    const future = await get(t.app, '/api/biblioteca/imagenes/listado', admin, { desde: '2999-01-01' });
    expect(future.body.total).toBe(0);
    expectError(await get(t.app, '/api/biblioteca/imagenes/listado', admin, { desde: 'ayer' }), 400);
    expectError(await get(t.app, '/api/biblioteca/imagenes/listado', agente), 403);
  });
});
