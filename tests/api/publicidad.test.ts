// Publicidad through the API: stored XSS never comes back, the public blog (JSON and RSS) shows published entries
// only and needs no token, slugs are unique and accent-folded, the sales arguments keep a gap-free order and agents
// read them (but write nothing here), an ad's cost per lead follows its cost and leads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    expect(r.body.data.fecha_publicacion).toBe(new Date().toISOString().slice(0, 10));
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
