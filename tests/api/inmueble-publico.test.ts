// The public page of a property through the API (issue 30), on SQLite and PostgreSQL: who may be published, the
// exact location never leaking when it is not allowed, the contact form and its limits, the visit counts.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HtmlValidate } from 'html-validate';
import sharp from 'sharp';
import { expectError, expectSuccess, get, login, post, startApp, type TestApp } from './helpers';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startApp();
  admin = await login(t.app, 'admin');
});
afterAll(async () => t.close());

const db = () => t.app.connection.db;

async function ofertanteWith(estado: string, extra: Record<string, unknown> = {}) {
  const row = await db()
    .selectFrom('ofertantes')
    .selectAll()
    .where('estado', '=', estado)
    .where('imagen', 'is not', null)
    .where((eb) => eb.and(Object.entries(extra).map(([k, v]) => eb(k as 'publicar_web', '=', v as number))))
    .orderBy('id_propiedad')
    .executeTakeFirstOrThrow();
  return row;
}

describe('publication', () => {
  it('publishes only a disponible property and unpublishes it when it leaves disponible', async () => {
    const reservado = await ofertanteWith('reservado');
    const refused = await post(t.app, '/api/ofertantes/actualizar', { json: { id_propiedad: reservado.id_propiedad, publicar_web: true } }, admin);
    expectError(refused, 409, /Solo un inmueble disponible/);
    expect(refused.body.errors.publicar_web).toMatch(/disponible/);
    const unchanged = await db()
      .selectFrom('ofertantes')
      .select('publicar_web')
      .where('id_propiedad', '=', reservado.id_propiedad)
      .executeTakeFirstOrThrow();
    expect(Number(unchanged.publicar_web)).toBe(0);

    const disponible = await ofertanteWith('disponible', { publicar_web: 0 });
    const ok = await post(t.app, '/api/ofertantes/actualizar', { json: { id_propiedad: disponible.id_propiedad, publicar_web: true } }, admin);
    expectSuccess(ok);
    expect(ok.body.data.publicar_web).toBe(true);

    const reservar = await post(t.app, '/api/ofertantes/actualizar', { json: { id_propiedad: disponible.id_propiedad, estado: 'reservado' } }, admin);
    expectSuccess(reservar);
    expect(reservar.body.data.publicar_web).toBe(false);
    // Back to disponible: it stays unpublished until someone publishes it again.
    const vuelve = await post(t.app, '/api/ofertantes/actualizar', { json: { id_propiedad: disponible.id_propiedad, estado: 'disponible' } }, admin);
    expectSuccess(vuelve);
    expect(vuelve.body.data.publicar_web).toBe(false);
  });

  it('refuses a new property published outside disponible', async () => {
    const r = await post(
      t.app,
      '/api/ofertantes/registrar',
      {
        json: {
          descripcion: 'Departamento de prueba',
          estado: 'prospecto',
          tipo_operacion: 'V',
          tipo_inmueble: 'departamento',
          moneda: 'PEN',
          precio: 350000,
          direccion: 'Av. Larco 123',
          distrito: 'Miraflores',
          propietario_nombre: 'Ana Prueba',
          publicar_web: true,
        },
      },
      admin,
    );
    expectError(r, 409, /Solo un inmueble disponible/);
  });

  it('seeds published properties that are all disponible', async () => {
    const rows = await db().selectFrom('ofertantes').select(['estado']).where('publicar_web', '=', 1).execute();
    expect(rows.length).toBeGreaterThan(5);
    expect(new Set(rows.map((r) => r.estado))).toEqual(new Set(['disponible']));
  });
});

const page = (url: string, ua = 'Mozilla/5.0 (Linux; Android 14) Chrome/131 Mobile') =>
  t.app.inject({ method: 'GET', url, headers: { 'user-agent': ua, accept: 'text/html' } });

async function published(exacta: 0 | 1) {
  return db()
    .selectFrom('ofertantes')
    .selectAll()
    .where('publicar_web', '=', 1)
    .where('estado', '=', 'disponible')
    .where('ubicacion_exacta', '=', exacta)
    .where('latitud', 'is not', null)
    .orderBy('id_propiedad')
    .executeTakeFirstOrThrow();
}

const streetNumber = (direccion: string) => /\d{2,}/.exec(direccion)?.[0] ?? direccion;
/**
 * The street number standing alone: not a piece of a longer number (the form's time-to-fill stamp, a price), which
 * holds any two digits now and then (the check failed in a CI run that way).
 */
const standing = (text: string) => new RegExp(`(?<![\\d.,])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\d.,])`);

describe('public page', () => {
  it('serves the page at its canonical address, redirects the bare code and answers a Spanish 404 for the rest', async () => {
    const of = await published(0);
    const bare = await page(`/inmueble/${of.codigo}`);
    expect(bare.statusCode).toBe(301);
    const canonical = String(bare.headers.location);
    expect(canonical).toMatch(new RegExp(`^/inmueble/${of.codigo}-[a-z0-9-]+$`));
    const r = await page(canonical);
    expect(r.statusCode).toBe(200);
    expect(String(r.headers['content-type'])).toContain('text/html');
    expect(r.body).toContain('<html lang="es-PE">');
    for (const tag of ['og:title', 'og:description', 'og:image', 'og:url']) expect(r.body).toContain(`property="${tag}"`);
    expect(r.body).toContain('name="twitter:card" content="summary_large_image"');
    expect(r.body).toContain(`<link rel="canonical" href="http://localhost:80${canonical}">`);
    expect(r.body).toContain('application/ld+json');
    expect(r.body).not.toMatch(/\/assets\/index-|AdminApp/);
    const validator = new HtmlValidate({ extends: ['html-validate:recommended'], rules: { 'no-inline-style': 'off' } });
    const report = await validator.validateString(r.body);
    expect(report.results.flatMap((x) => x.messages.map((m) => `${m.ruleId}: ${m.message}`))).toEqual([]);

    for (const url of ['/inmueble/OF-999999', '/inmueble/nada', '/inmueble/OF-000001-x%3Cscript%3E']) {
      const nf = await page(url);
      if (url.startsWith('/inmueble/OF-000001') && nf.statusCode === 301) continue;
      expect(nf.statusCode).toBe(404);
      expect(nf.body).toContain('Inmueble no encontrado');
    }
    const reservado = await db().selectFrom('ofertantes').select('codigo').where('estado', '=', 'reservado').executeTakeFirstOrThrow();
    expect((await page(`/inmueble/${reservado.codigo}`)).statusCode).toBe(404);
  });

  it('never lets out the street, its number or the coordinates when the exact location is not allowed', async () => {
    const of = await published(0);
    const r = await page(`/inmueble/${of.codigo}`);
    const html = (await page(String(r.headers.location))).body;
    const list = await get(t.app, '/api/public/inmuebles', undefined, { perPage: 50 });
    expectSuccess(list);
    const item = (list.body.data as { codigo: string }[]).find((x) => x.codigo === of.codigo);
    const json = JSON.stringify(item ?? {});
    for (const text of [html, json]) {
      expect(text).not.toContain(of.direccion);
      expect(text).not.toMatch(standing(streetNumber(of.direccion)));
      expect(text).not.toContain(String(of.latitud));
      expect(text).not.toContain(String(of.longitud));
      if (of.referencia) expect(text).not.toContain(of.referencia);
    }
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}') as Record<string, unknown>;
    expect(JSON.stringify(ld)).not.toMatch(standing(streetNumber(of.direccion)));
    expect(ld['@type']).toBe('RealEstateListing');
    const og = await t.app.inject({ method: 'GET', url: `/api/public/inmuebles/${of.codigo}/og.jpg` });
    expect(og.statusCode).toBe(200);
    const meta = await sharp(og.rawPayload).metadata();
    expect([meta.width, meta.height, meta.format]).toEqual([1200, 630, 'jpeg']);
    expect(meta.exif).toBeUndefined();
    expect(og.rawPayload.toString('latin1')).not.toContain(String(of.latitud));

    const exact = await published(1);
    const e = await page(String((await page(`/inmueble/${exact.codigo}`)).headers.location));
    expect(e.body).toContain(exact.direccion.replace(/&/g, '&amp;'));
    expect(e.body).toContain(`data-lat="${Number(exact.latitud)}"`);
  });
});

describe('contacts and visits', () => {
  const consulta = (codigo: string, extra: Record<string, unknown> = {}, ip = '10.9.0.1') =>
    post(
      t.app,
      `/api/public/inmuebles/${codigo}/consulta`,
      {
        json: {
          nombre: 'Lucía Ramos Paredes',
          telefono: '999 111 222',
          email: 'lucia.ramos@example.pe',
          mensaje: 'Quisiera visitarlo',
          acepta: true,
          desde: Date.now() - 10_000,
          ...extra,
        },
      },
      undefined,
      { remoteAddress: ip },
    );

  it('refuses without consent, without a way to answer, from a bot and too fast, and changes nothing', async () => {
    const of = await published(0);
    const before = await db()
      .selectFrom('demandantes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expectError(await consulta(String(of.codigo), { acepta: false }), 400, /Ley 29733/);
    expectError(await consulta(String(of.codigo), { telefono: '', email: '' }), 400);
    expectError(await consulta(String(of.codigo), { email: 'no-es-correo' }), 400);
    expectError(await consulta(String(of.codigo), { sitio_web: 'http://spam' }), 400, /No pudimos recibir/);
    expectError(await consulta(String(of.codigo), { desde: Date.now() }), 400, /No pudimos recibir/);
    expectError(await consulta(String(of.codigo), { extra: 1 }), 400);
    expectError(await consulta('OF-999999'), 404);
    const after = await db()
      .selectFrom('demandantes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('creates a demandante once, links the same person again, notifies the agent and counts the contact', async () => {
    const of = await published(0);
    const first = await consulta(String(of.codigo), {}, '10.9.0.2');
    expectSuccess(first, 201);
    expect(first.body.data.nuevo).toBe(true);
    const again = await consulta(String(of.codigo), { email: '', telefono: '+51 999-111-222' }, '10.9.0.2');
    expectSuccess(again, 201);
    expect(again.body.data).toEqual({ id_demandante: first.body.data.id_demandante, nuevo: false });
    const d = await db().selectFrom('demandantes').selectAll().where('id_demandante', '=', first.body.data.id_demandante).executeTakeFirstOrThrow();
    expect([d.origen, d.estado, d.consentimiento_marketing, d.id_agente]).toEqual(['web', 'activo', 1, of.id_agente]);
    const hist = await db()
      .selectFrom('cambiosd')
      .select('valor_nuevo')
      .where('id_registro', '=', d.id_demandante)
      .where('campo', '=', 'consulta_web')
      .execute();
    expect(hist.length).toBe(2);
    expect(hist[0]?.valor_nuevo).toContain(String(of.codigo));
    const notes = await db()
      .selectFrom('notificaciones')
      .select('mensaje')
      .where('id_usuario', '=', Number(of.id_agente))
      .where('id_registro', '=', d.id_demandante)
      .execute();
    expect(notes.length).toBe(2);
    expect(notes[0]?.mensaje).toContain('Lucía');
  });

  it('limits contacts per address', async () => {
    const of = await published(0);
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await consulta(String(of.codigo), { email: `p${i}@example.pe`, telefono: '' }, '10.9.0.3')).status);
    expect(codes.slice(0, 5).every((c) => c === 201)).toBe(true);
    expect(codes[5]).toBe(429);
  });

  it('counts page views (not link previews) and WhatsApp clicks per day, and sends the click to wa.me with the message', async () => {
    const of = await published(0);
    const read = async () =>
      (await db()
        .selectFrom('visitas_inmueble')
        .selectAll()
        .where('id_propiedad', '=', of.id_propiedad)
        .where('fecha', '=', (await import('../../src/lib/limaTime')).limaToday())
        .executeTakeFirst()) ?? { vistas: 0, whatsapp: 0 };
    const before = await read();
    const url = String((await page(`/inmueble/${of.codigo}`)).headers.location);
    await page(url);
    await page(url, 'WhatsApp/2.23.20.0 A');
    const wa = await t.app.inject({ method: 'GET', url: `/api/public/inmuebles/${of.codigo}/whatsapp` });
    expect(wa.statusCode).toBe(303);
    expect(String(wa.headers.location)).toMatch(/^https:\/\/wa\.me\/51\d{9}\?text=/);
    expect(decodeURIComponent(String(wa.headers.location))).toContain(String(of.codigo));
    const after = await read();
    expect(Number(after.vistas) - Number(before.vistas)).toBe(1);
    expect(Number(after.whatsapp) - Number(before.whatsapp)).toBe(1);
  });
});

describe('the contact form without JavaScript', () => {
  // What a browser posts from the page's own form: its fields, urlencoded, asking for a page.
  const plain = (codigo: string, fields: Record<string, string>, ip: string) =>
    post(
      t.app,
      `/api/public/inmuebles/${codigo}/consulta`,
      { desde: String(Date.now() - 10_000), mensaje: 'Quisiera visitarlo', ...fields },
      undefined,
      {
        remoteAddress: ip,
        headers: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' },
      },
    );
  const count = async () =>
    Number(
      (
        await db()
          .selectFrom('demandantes')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('answers the page with the Spanish errors under their fields and the text kept, changing nothing', async () => {
    const of = await published(0);
    const before = await count();
    const r = await plain(String(of.codigo), { nombre: 'Pedro <b>Sin</b> Script', email: 'no-es-correo' }, '10.9.1.1');
    expect(r.status).toBe(400);
    expect(String(r.headers['content-type'])).toContain('text/html');
    expect(String(r.headers['content-security-policy'])).toContain("form-action 'self'");
    expect(r.text).toContain('<meta name="robots" content="noindex">');
    expect(r.text).toMatch(/id="c-email"[^>]*aria-invalid="true" aria-describedby="c-email-error"/);
    expect(r.text).toContain('id="c-acepta-error"');
    expect(r.text).toContain('Ley 29733');
    expect(r.text).toContain('value="Pedro &lt;b&gt;Sin&lt;/b&gt; Script"');
    expect(r.text).not.toContain('<b>Sin</b>');
    const report = await new HtmlValidate({ extends: ['html-validate:recommended'], rules: { 'no-inline-style': 'off' } }).validateString(r.text);
    expect(report.results.flatMap((x) => x.messages.map((m) => `${m.ruleId}: ${m.message}`))).toEqual([]);
    // A bot's post (the honeypot filled): the same vague refusal as with JavaScript.
    const bot = await plain(String(of.codigo), { nombre: 'Bot', email: 'bot@example.pe', acepta: 'si', sitio_web: 'http://spam' }, '10.9.1.1');
    expect(bot.status).toBe(400);
    expect(bot.text).toContain('No pudimos recibir la consulta');
    const unknown = await plain('OF-999999', { nombre: 'Pedro', email: 'p@example.pe', acepta: 'si' }, '10.9.1.1');
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('Inmueble no encontrado');
    expect(await count()).toBe(before);
  });

  it('records the lead and answers the page with the confirmation; the same limit per address as with JavaScript', async () => {
    const of = await published(0);
    const r = await plain(String(of.codigo), { nombre: 'Pedro Sin Script', telefono: '987 650 001', acepta: 'si' }, '10.9.1.2');
    expect(r.status).toBe(200);
    expect(String(r.headers['content-type'])).toContain('text/html');
    expect(r.text).toContain('Gracias, Pedro. Recibimos su consulta');
    const d = await db().selectFrom('demandantes').selectAll().where('telefono', '=', '987 650 001').executeTakeFirstOrThrow();
    expect([d.origen, d.id_agente]).toEqual(['web', of.id_agente]);
    for (let i = 0; i < 4; i++) await plain(String(of.codigo), { nombre: 'Pedro Sin Script', email: `s${i}@example.pe`, acepta: 'si' }, '10.9.1.2');
    const limited = await plain(String(of.codigo), { nombre: 'Pedro Sin Script', email: 'otro@example.pe', acepta: 'si' }, '10.9.1.2');
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.text).toContain('Demasiadas consultas');
  });
});

describe('visits and sharing in the app', () => {
  it('gives the property’s counts this Lima month and in total', async () => {
    const of = await published(0);
    const { limaToday, monthStart } = await import('../../src/lib/limaTime');
    const rows = await db().selectFrom('visitas_inmueble').selectAll().where('id_propiedad', '=', of.id_propiedad).execute();
    const sum = (from: string, k: 'vistas' | 'whatsapp' | 'consultas') =>
      rows.filter((r) => r.fecha >= from && r.fecha <= limaToday()).reduce((a, r) => a + Number(r[k]), 0);
    const r = await get(t.app, `/api/ofertantes/visitas/${of.id_propiedad}`, admin);
    expectSuccess(r);
    expect(r.body.data).toEqual({
      desde: monthStart(limaToday()),
      hasta: limaToday(),
      mes: {
        vistas: sum(monthStart(limaToday()), 'vistas'),
        whatsapp: sum(monthStart(limaToday()), 'whatsapp'),
        consultas: sum(monthStart(limaToday()), 'consultas'),
      },
      total: { vistas: sum('0000', 'vistas'), whatsapp: sum('0000', 'whatsapp'), consultas: sum('0000', 'consultas') },
    });
    expect(r.body.data.total.vistas).toBeGreaterThan(0);
    expectError(await get(t.app, '/api/ofertantes/visitas/999999999', admin), 404);
    expectError(await get(t.app, `/api/ofertantes/visitas/${of.id_propiedad}`), 401);
  });

  it('ranks the most-visited published properties this month: the agency’s for an administrator, the agent’s own for an agent', async () => {
    const agente = await login(t.app, 'agente');
    const me = await get(t.app, '/api/perfil', agente);
    const idAgente = Number(me.body?.data?.id_usuario ?? me.body?.data?.id);
    const agency = await get(t.app, '/api/dashboard/visitas', admin);
    expectSuccess(agency);
    const own = await get(t.app, '/api/dashboard/visitas', agente);
    expectSuccess(own);
    expect(own.body.data.id_agente).toBe(idAgente);
    expect(agency.body.data.id_agente).toBeNull();
    expect(agency.body.data.total.vistas).toBeGreaterThanOrEqual(own.body.data.total.vistas);
    const ids = (own.body.data.lista as { id_propiedad: number; vistas: number }[]).map((x) => x.id_propiedad);
    const owners = await db()
      .selectFrom('ofertantes')
      .select(['id_agente', 'publicar_web', 'estado'])
      .where('id_propiedad', 'in', ids.length ? ids : [0])
      .execute();
    expect(owners.every((o) => o.id_agente === idAgente && Number(o.publicar_web) === 1 && o.estado === 'disponible')).toBe(true);
    const views = (agency.body.data.lista as { vistas: number }[]).map((x) => x.vistas);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    expect(views.length).toBeGreaterThan(0);
    expectError(await get(t.app, '/api/dashboard/visitas', agente, { id_agente: idAgente + 1000 }), 403);
  });

  it('tells the owner in the activity letter how often the page was seen this month and the contacts it brought', async () => {
    const of = await published(0);
    const { addDays, limaToday, monthStart } = await import('../../src/lib/limaTime');
    const today = limaToday();
    const letter = async (desde: string, hasta: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/reportes/reporteactividad?id_propiedad=${of.id_propiedad}&desde=${desde}&hasta=${hasta}`,
        headers: { authorization: `Bearer ${admin}` },
      });
      expect(res.statusCode, res.body).toBe(200);
      const file = path.join(os.tmpdir(), `actividad-${process.pid}-${Date.now()}.pdf`);
      fs.writeFileSync(file, res.rawPayload);
      try {
        return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
      } finally {
        fs.rmSync(file, { force: true });
      }
    };
    const month = await get(t.app, `/api/ofertantes/visitas/${of.id_propiedad}`, admin);
    const { vistas, consultas } = month.body.data.mes as { vistas: number; consultas: number };
    if (vistas || consultas)
      expect(await letter(monthStart(today), today)).toContain(`Su inmueble fue visto ${vistas} veces este mes y generó ${consultas} consultas.`);
    // A past month is not 'este mes'.
    const before = addDays(monthStart(today), -1);
    const past = await letter(monthStart(before), before);
    expect(past).not.toContain('este mes');
    expect(past).toMatch(/En este periodo su inmueble fue visto \d+ veces en nuestra página web y generó \d+ consultas\./);
  });

  it('tells the cart and the matches which properties have a page to share', async () => {
    const of = await published(0);
    const hidden = await ofertanteWith('disponible', { publicar_web: 0 });
    await post(t.app, '/api/carrito/vaciar', {}, admin);
    for (const id of [of.id_propiedad, hidden.id_propiedad])
      expectSuccess(await post(t.app, '/api/carrito/agregar', { id_propiedad: id }, admin), 201);
    const cart = await get(t.app, '/api/carrito/listado', admin);
    const byId = new Map((cart.body.data as { id_propiedad: number; publicado: boolean }[]).map((i) => [i.id_propiedad, i.publicado]));
    expect([byId.get(of.id_propiedad), byId.get(hidden.id_propiedad)]).toEqual([true, false]);
    await post(t.app, '/api/carrito/vaciar', {}, admin);
  });
});
