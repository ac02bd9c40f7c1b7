// The Libro de Reclamaciones on a real database: public filing without a token, gap-free numbers under
// concurrency, no deletion, the consumer's part immutable, administrators only, the secret constancia link and
// its PDF text (pdftotext, poppler-utils), abuse limits, per-field Spanish errors, 'Responder' with its e-mail
// (outbox and a REAL local SMTP server), and the deadline notifier.
import { execFileSync } from 'node:child_process';
import { formatDate } from '../../src/lib/dates';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addBusinessDays, complaintDeadline } from '../../src/lib/businessDays';
import { addDays, limaToday } from '../../src/lib/limaTime';
import { notifyComplaintDeadlines } from '../../src/resources/libroreclamaciones/server/deadlines';
import { defaultSettings } from '#server/settings';
import { countRows, expectError, expectSuccess, get, login, post, startApp, userId, type TestApp } from './helpers';
import { setSetting } from './matchingHelpers';
import { startSmtp } from '../support/smtp';

let env: TestApp;
let admin: string;
let agente: string;
let ipCounter = 0;
const db = () => env.app.connection.db;
/** A fresh client address per call unless given: the per-IP limits stay out of the tests that are not about them. */
const nextIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

export function hoja(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    nombre: 'María Fernanda Quispe Huamán',
    documento_tipo: 'DNI',
    documento: '45678912',
    domicilio: 'Jr. Huallaga 345, Cercado de Lima',
    telefono: '987654321',
    email: 'maria.quispe@correo.pe',
    menor_edad: false,
    bien_tipo: 'servicio',
    moneda: 'PEN',
    monto_reclamado: 150000,
    descripcion_bien: 'Servicio de corretaje para el alquiler de un departamento en Miraflores.',
    tipo: 'reclamo',
    detalle: 'El agente no devolvió la garantía de separación pese a que el propietario desistió del alquiler.',
    pedido: 'Devolución de la garantía de S/ 1,500.00.',
    acepta: true,
    ...extra,
  };
}

const registrar = (fields: Record<string, unknown>, ip = nextIp(), headers?: Record<string, string>) =>
  post(env.app, '/api/public/libroreclamaciones/registrar', { json: fields }, undefined, { remoteAddress: ip, headers });

async function file(extra: Record<string, unknown> = {}) {
  const r = await registrar(hoja(extra));
  expectSuccess(r, 201);
  return r.body.data as Record<string, unknown> & { id_reclamo: number; numero: string; constancia: string };
}

async function pdfText(url: string, token?: string): Promise<string> {
  const res = await env.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  const pdf = path.join(env.dir, `hoja-${Date.now()}-${Math.random()}.pdf`);
  fs.writeFileSync(pdf, res.rawPayload);
  return execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
}

const outbox = () => path.join(env.dir, 'outbox');
const outboxFiles = (prefix: string) =>
  fs.existsSync(outbox()) ? fs.readdirSync(outbox()).filter((f) => f.startsWith(prefix) && f.endsWith('.eml')) : [];

function until<T>(check: () => T | undefined | false, ms = 10_000): Promise<T> {
  return vi.waitFor(
    () => {
      const v = check();
      if (!v) throw new Error('tiempo de espera agotado');
      return v;
    },
    { timeout: ms, interval: 50 },
  );
}

beforeAll(async () => {
  env = await startApp();
  admin = await login(env.app, 'admin');
  agente = await login(env.app, 'agente');
});

afterAll(async () => {
  await env?.close();
});

describe('public filing', () => {
  it('files a sheet without a token: number, Lima date, deadline of 15 business days, constancia link, notice to administrators', async () => {
    const before = await countRows(env.app, 'notificaciones');
    const r = await registrar(hoja());
    expectSuccess(r, 201);
    const data = r.body.data;
    const today = limaToday();
    expect(data.numero).toMatch(new RegExp(`^\\d{9}-${today.slice(0, 4)}$`));
    expect(data.fecha).toBe(today);
    expect(data.fecha_limite).toBe(complaintDeadline(today));
    expect(data.estado).toBe('pendiente');
    expect(data.constancia).toMatch(/^\/api\/public\/libroreclamaciones\/constancia\/[A-Za-z0-9_-]{43}\.pdf$/);
    expect(r.body.msg).toContain(data.numero);
    const admins = await db()
      .selectFrom('usuarios')
      .select('id_usuario')
      .where('tipo', '=', 'Administrador')
      .where('estado', '=', 'activo')
      .execute();
    expect(await countRows(env.app, 'notificaciones')).toBe(before + admins.length);
    const n = await db()
      .selectFrom('notificaciones')
      .selectAll()
      .where('id_usuario', '=', await userId(env.app, 'admin'))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(n.mensaje).toContain(`N.º ${data.numero}`);
    expect(n.recurso).toBe('libroreclamaciones');
    expect(Number(n.id_registro)).toBe(data.id_reclamo);
  });

  it('gives 20 concurrent filings 20 consecutive numbers, none repeated', async () => {
    const last = await db().selectFrom('libro_correlativos').select('ultimo').executeTakeFirst();
    const start = Number(last?.ultimo ?? 0);
    const replies = await Promise.all(Array.from({ length: 20 }, (_, i) => registrar(hoja({ nombre: `Consumidor concurrente ${i}` }))));
    for (const r of replies) expectSuccess(r, 201);
    const numbers = replies.map((r) => Number(String(r.body.data.numero).slice(0, 9))).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => start + i + 1));
  });

  it('stores the texts as plain text', async () => {
    const data = await file({
      detalle: '<script>alert(1)</script>El agente <b>no</b> devolvió la garantía & no respondió <img src=x onerror=alert(1)>.',
    });
    const row = await db().selectFrom('libroreclamaciones').select('detalle').where('id_reclamo', '=', data.id_reclamo).executeTakeFirstOrThrow();
    expect(row.detalle).toBe('El agente no devolvió la garantía & no respondió .');
  });

  it('decodes entities before stripping: no encoded form of a tag is stored or answered (detalle, REST)', async () => {
    const forms = [
      '&lt;img src=x onerror=alert(1)&gt;',
      '&amp;lt;img src=x onerror=alert(1)&amp;gt;',
      '&#60;img src=x onerror=alert(1)&#62;',
      '&#x3c;img src=x onerror=alert(1)&#x3e;',
      '&#X3C;script&#X3E;alert(1)&#X3C;/script&#X3E;',
      '&amp;#60;svg onload=alert(1)&amp;#62;',
    ];
    const tagLike = /<\s*\/?\s*[a-z!?]|&(lt|gt|#0*60|#0*62|#x0*3c|#x0*3e);/i;
    for (const form of forms) {
      const data = await file({
        nombre: `Rosa ${form}Quispe`,
        detalle: `El agente no respondió ${form} a mi solicitud de devolución.`,
        pedido: `Devolución ${form}de la garantía`,
      });
      const row = await db()
        .selectFrom('libroreclamaciones')
        .select(['nombre', 'detalle', 'pedido'])
        .where('id_reclamo', '=', data.id_reclamo)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({
        nombre: 'Rosa Quispe',
        detalle: 'El agente no respondió  a mi solicitud de devolución.',
        pedido: 'Devolución de la garantía',
      });
      const detalle = await get(env.app, `/api/libroreclamaciones/detalle/${data.id_reclamo}`, admin);
      expectSuccess(detalle);
      const rest = await env.app.inject({
        method: 'GET',
        url: `/api/rest/libroreclamaciones/${data.id_reclamo}`,
        headers: { authorization: `Bearer ${admin}` },
      });
      expect(rest.statusCode).toBe(200);
      for (const body of [detalle.body.data, JSON.parse(rest.body)])
        for (const k of ['nombre', 'detalle', 'pedido']) expect(String(body[k]), `${form} en ${k}`).not.toMatch(tagLike);
    }
    // Plain text that only looks like markup is kept as typed.
    const kept = await file({ detalle: 'El precio 5 < 6 y 7 > 3, Tom & Jerry, sin etiquetas ni nada más.' });
    expect(kept.detalle).toBe('El precio 5 < 6 y 7 > 3, Tom & Jerry, sin etiquetas ni nada más.');
  });

  it('refuses invalid input with Spanish per-field errors and stores nothing', async () => {
    const rows = await countRows(env.app, 'libroreclamaciones');
    const counter = await db().selectFrom('libro_correlativos').selectAll().execute();
    const r = await registrar(hoja({ documento: '4567891', email: 'no-es-correo', detalle: '', tipo: 'sugerencia', monto_reclamado: -5 }));
    expectError(r, 400);
    expect(r.body.errors).toMatchObject({
      documento: 'El DNI debe tener 8 dígitos',
      email: expect.stringMatching(/correo/i),
      detalle: expect.stringMatching(/obligatorio/i),
      tipo: expect.any(String),
      monto_reclamado: expect.any(String),
    });
    for (const m of Object.values(r.body.errors as Record<string, string>)) expect(m).not.toMatch(/^(app|ra)\./);
    const minor = await registrar(hoja({ menor_edad: true, acepta: false }));
    expectError(minor, 400);
    expect(minor.body.errors).toEqual({
      apoderado: 'Indique el nombre del padre, madre o tutor del menor de edad.',
      acepta: 'Debe aceptar la declaración para registrar la hoja.',
    });
    const extra = await registrar(hoja({ estado: 'respondido', respuesta: 'ya está' }));
    expectError(extra, 400);
    expect(Object.keys(extra.body.errors).sort()).toEqual(['estado', 'respuesta']);
    expect(await countRows(env.app, 'libroreclamaciones')).toBe(rows);
    expect(await db().selectFrom('libro_correlativos').selectAll().execute()).toEqual(counter);
  });

  it('accepts a minor with a guardian, and CE and passport numbers', async () => {
    await file({ menor_edad: true, apoderado: 'Rosa Huamán Torres' });
    await file({ documento_tipo: 'CE', documento: '001234567', email: '' });
    await file({ documento_tipo: 'PASAPORTE', documento: 'ab123456', monto_reclamado: null });
  });

  it('refuses an all-zero document (DNI 00000000), as the browser’s form does, storing nothing', async () => {
    const rows = await countRows(env.app, 'libroreclamaciones');
    const r = await registrar(hoja({ documento: '00000000' }));
    expectError(r, 400);
    expect(r.body.errors).toEqual({ documento: 'El número de documento no puede ser solo ceros' });
    expect(await countRows(env.app, 'libroreclamaciones')).toBe(rows);
  });

  it('rejects the honeypot, storing nothing', async () => {
    const rows = await countRows(env.app, 'libroreclamaciones');
    const r = await registrar(hoja({ sitio_web: 'http://spam.example' }));
    expectError(r, 400, 'No se pudo registrar la hoja. Recargue la página e inténtelo de nuevo.');
    expect(await countRows(env.app, 'libroreclamaciones')).toBe(rows);
  });

  it('rejects a body over the size limit with 413', async () => {
    const r = await registrar(hoja({ detalle: 'x'.repeat(40_000) }));
    expectError(r, 413, /demasiado extensa/);
  });

  it('caps the bytes received, not the Content-Length: a chunked body without it is cut at 32 KB, before parsing', async () => {
    const rows = await countRows(env.app, 'libroreclamaciones');
    const base = await env.app.listen({ port: 0, host: '127.0.0.1' });
    const body = `json=${encodeURIComponent(JSON.stringify(hoja({ pedido: 'y'.repeat(150_000) })))}`;
    expect(body.length).toBeGreaterThan(150_000); // under the global 256 KB, far over the form's 32 KB
    const answer = await new Promise<{ status: number; text: string; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
      const req = http.request(`${base}/api/public/libroreclamaciones/registrar`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'transfer-encoding': 'chunked' },
      });
      req.on('response', (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text, headers: res.headers }));
      });
      req.on('error', reject);
      expect(req.getHeader('content-length')).toBeUndefined();
      for (let i = 0; i < body.length; i += 4096) req.write(body.slice(i, i + 4096));
      req.end();
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.text)).toMatchObject({ status: 'error', msg: 'La hoja es demasiado extensa. Resuma el detalle e inténtelo de nuevo.' });
    expect(await countRows(env.app, 'libroreclamaciones')).toBe(rows);
  });

  it('limits filings per IP with a Spanish 429 and Retry-After', async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < 5; i++) expectSuccess(await registrar(hoja(), ip), 201);
    const r = await registrar(hoja(), ip);
    expectError(r, 429, /Inténtelo de nuevo en \d+ minutos/);
    expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
    expectSuccess(await registrar(hoja(), '192.0.2.78'), 201);
  });
});

describe('the constancia', () => {
  it('opens only with its secret link, and reads right in Spanish (pdftotext)', async () => {
    const data = await file({ nombre: 'José Ñique Ávila' });
    const text = await pdfText(data.constancia);
    const s = defaultSettings();
    for (const expected of [
      'LIBRO DE RECLAMACIONES',
      `HOJA DE RECLAMACIÓN N.º ${data.numero}`,
      String(s.agencia_nombre),
      `RUC ${String(s.agencia_ruc)}`,
      '1. Identificación del consumidor reclamante',
      'José Ñique Ávila',
      'DNI 45678912',
      '2. Identificación del bien contratado',
      'Servicio',
      'S/',
      '1,500.00',
      '3. Detalle de la reclamación y pedido del consumidor',
      'Reclamo',
      'Disconformidad relacionada a los productos o servicios',
      'devolvió la garantía',
      '4. Observaciones y acciones adoptadas por el proveedor',
      formatDate(String(data.fecha_limite)),
      'INDECOPI',
      'quince (15) días hábiles',
    ]) {
      expect(text.replace(/\s+/g, ' ')).toContain(expected);
    }
    // Anexo I (D.S. 011-2011-PCM): both boxes with their definitions, the chosen one marked, and the provider's signature.
    const lines = text.split('\n');
    expect(lines.find((l) => /\bReclamo\b/.test(l) && /relacionada a los productos/.test(l))).toMatch(/^\s*X\s+Reclamo\s/);
    expect(lines.find((l) => /\bQueja\b/.test(l) && /no relacionada/.test(l))).toMatch(/^\s*Queja\s/);
    expect(text.replace(/\s+/g, ' ')).toContain('malestar o descontento respecto a la atención al público');
    expect(text).toMatch(/Firma del proveedor\s+Inmobiliaria/);
    const queja = await file({ tipo: 'queja' });
    const quejaLines = (await pdfText(queja.constancia)).split('\n');
    expect(quejaLines.find((l) => /\bQueja\b/.test(l) && /no relacionada/.test(l))).toMatch(/^\s*X\s+Queja\s/);
    expect(quejaLines.find((l) => /\bReclamo\b/.test(l) && /relacionada a los productos/.test(l))).toMatch(/^\s*Reclamo\s/);
    const guessed = await get(env.app, `/api/public/libroreclamaciones/constancia/${'A'.repeat(43)}.pdf`);
    expectError(guessed, 404);
    expectError(await get(env.app, `/api/public/libroreclamaciones/constancia/${data.numero}.pdf`), 404);
    expectError(await get(env.app, `/api/public/libroreclamaciones/constancia/${data.id_reclamo}.pdf`), 404);
    const stored = await db().selectFrom('libro_constancias').selectAll().where('id_reclamo', '=', data.id_reclamo).executeTakeFirstOrThrow();
    expect(String(stored.token_hash)).not.toContain(data.constancia.split('/').pop()!.replace('.pdf', ''));
  });

  it('is e-mailed at once: to the outbox without SMTP', async () => {
    const data = await file({ email: 'sin.smtp@correo.pe' });
    const name = await until(() => outboxFiles(`libro-constancia-${data.numero}`)[0]);
    const raw = fs.readFileSync(path.join(outbox(), name), 'utf8');
    expect(raw).toContain('To: sin.smtp@correo.pe');
    expect(raw).toMatch(/Content-Type: application\/pdf/);
    expect(raw).toContain(`hoja-reclamacion-${data.numero}.pdf`);
  });

  it('is e-mailed at once through a real SMTP server when configured', async () => {
    const smtp = await startSmtp();
    const { inbox } = smtp;
    try {
      await setSetting(db(), 'smtp_host', '127.0.0.1');
      await setSetting(db(), 'smtp_port', smtp.port);
      const data = await file({ email: 'con.smtp@correo.pe' });
      const mail = await until(() => inbox.find((m) => m.to.includes('con.smtp@correo.pe')));
      expect(mail.raw).toContain(`hoja-reclamacion-${data.numero}.pdf`);
      expect(mail.raw).toMatch(/Content-Type: application\/pdf/);
      // Responder goes the same way.
      const r = await post(
        env.app,
        '/api/libroreclamaciones/responder',
        { json: { id_reclamo: data.id_reclamo, respuesta: 'Le devolveremos la garantía el lunes.' } },
        admin,
      );
      expectSuccess(r);
      expect(r.body.data.envio).toBe('smtp');
      expect(r.body.msg).toBe('Respuesta registrada y enviada a con.smtp@correo.pe.');
      expect(inbox.filter((m) => m.to.includes('con.smtp@correo.pe'))).toHaveLength(2);
    } finally {
      await setSetting(db(), 'smtp_host', null);
      await setSetting(db(), 'smtp_port', null);
      await smtp.close();
    }
  });
});

describe('the administrators’ book', () => {
  it('is read by administrators only', async () => {
    const data = await file();
    expectSuccess(await get(env.app, '/api/libroreclamaciones/listado', admin));
    expectError(await get(env.app, '/api/libroreclamaciones/listado', agente), 403);
    expectError(await get(env.app, `/api/libroreclamaciones/detalle/${data.id_reclamo}`, agente), 403);
    expectError(await get(env.app, `/api/libroreclamaciones/pdf/${data.id_reclamo}`, agente), 403);
    expectError(
      await post(
        env.app,
        '/api/libroreclamaciones/responder',
        { json: { id_reclamo: data.id_reclamo, respuesta: 'Respuesta de un agente.' } },
        agente,
      ),
      403,
    );
    expectError(await get(env.app, '/api/libroreclamaciones/listado'), 401);
  });

  it('filters by estado, tipo, date range and deadline (late)', async () => {
    const today = limaToday();
    const r = await get(env.app, '/api/libroreclamaciones/listado', admin, {
      filter: {
        estado: ['pendiente', 'en_proceso'],
        tipo: 'reclamo',
        fecha_gte: today,
        fecha_lte: today,
        fecha_limite_lte: addBusinessDays(today, 30),
      },
      sort: 'fecha_limite',
      order: 'ASC',
    });
    expectSuccess(r);
    expect(r.body.total).toBeGreaterThan(0);
    expect(r.body.data.every((x: Record<string, unknown>) => x.tipo === 'reclamo' && x.estado !== 'respondido')).toBe(true);
  });

  it('never deletes a sheet: eliminar is refused and the row stays', async () => {
    const data = await file();
    const r = await post(env.app, '/api/libroreclamaciones/eliminar', { id: String(data.id_reclamo) }, admin);
    expect(r.status).toBeGreaterThanOrEqual(400);
    expect(r.body.status).toBe('error');
    expect(
      await db().selectFrom('libroreclamaciones').select('id_reclamo').where('id_reclamo', '=', data.id_reclamo).executeTakeFirst(),
    ).toBeDefined();
    // Nor is one created through the generic registrar: only the public form numbers sheets.
    const rows = await countRows(env.app, 'libroreclamaciones');
    expectError(await post(env.app, '/api/libroreclamaciones/registrar', { json: {} }, admin), 409, /formulario público/);
    expectError(await post(env.app, '/api/libroreclamaciones/registrar', { json: hoja() }, admin), 400);
    expect(await countRows(env.app, 'libroreclamaciones')).toBe(rows);
  });

  it('never changes the consumer’s part through actualizar; moves a sheet to en proceso only', async () => {
    const data = await file();
    const before = await db().selectFrom('libroreclamaciones').selectAll().where('id_reclamo', '=', data.id_reclamo).executeTakeFirstOrThrow();
    for (const change of [
      { nombre: 'Otro Nombre' },
      { detalle: 'Otro detalle del reclamo.' },
      { numero: '000000001-2020' },
      { fecha_limite: '2099-01-01' },
      { respuesta: 'x' },
    ]) {
      const r = await post(env.app, '/api/libroreclamaciones/actualizar', { json: { id_reclamo: data.id_reclamo, ...change } }, admin);
      expectError(r, 400);
      expect(Object.keys(r.body.errors)).toEqual(Object.keys(change));
    }
    expect(await db().selectFrom('libroreclamaciones').selectAll().where('id_reclamo', '=', data.id_reclamo).executeTakeFirstOrThrow()).toEqual(
      before,
    );
    expectError(
      await post(env.app, '/api/libroreclamaciones/actualizar', { json: { id_reclamo: data.id_reclamo, estado: 'respondido' } }, admin),
      409,
    );
    const r = await post(env.app, '/api/libroreclamaciones/actualizar', { json: { id_reclamo: data.id_reclamo, estado: 'en_proceso' } }, admin);
    expectSuccess(r);
    expect(r.body.data.estado).toBe('en_proceso');
    expect(r.body.data.nombre).toBe(before.nombre);
  });

  it('answers with Responder: recorded, e-mailed to the outbox, in the PDF, and final', async () => {
    const data = await file({ email: 'respuesta@correo.pe' });
    const bad = await post(env.app, '/api/libroreclamaciones/responder', { json: { id_reclamo: data.id_reclamo, respuesta: '' } }, admin);
    expectError(bad, 400);
    expect(bad.body.errors.respuesta).toMatch(/obligatorio/i);
    const r = await post(
      env.app,
      '/api/libroreclamaciones/responder',
      {
        json: {
          id_reclamo: data.id_reclamo,
          acciones: 'Se revisó el expediente con el propietario.',
          respuesta: 'Devolveremos la garantía <b>íntegra</b> el 15 de diciembre.',
        },
      },
      admin,
    );
    expectSuccess(r);
    expect(r.body.data).toMatchObject({ estado: 'respondido', respuesta: 'Devolveremos la garantía íntegra el 15 de diciembre.', envio: 'outbox' });
    expect(Date.parse(r.body.data.fecha_respuesta)).toBeGreaterThan(Date.now() - 60_000);
    const name = await until(() => outboxFiles(`libro-respuesta-${data.numero}`)[0]);
    expect(fs.readFileSync(path.join(outbox(), name), 'utf8')).toContain('To: respuesta@correo.pe');
    const text = (await pdfText(`/api/libroreclamaciones/pdf/${data.id_reclamo}`, admin)).replace(/\s+/g, ' ');
    expect(text).toContain('Devolveremos la garantía íntegra el 15 de diciembre.');
    expect(text).toContain('Se revisó el expediente con el propietario.');
    expect((await pdfText(data.constancia)).replace(/\s+/g, ' ')).toContain('Devolveremos la garantía íntegra');
    expectError(
      await post(
        env.app,
        '/api/libroreclamaciones/responder',
        { json: { id_reclamo: data.id_reclamo, respuesta: 'Otra respuesta distinta.' } },
        admin,
      ),
      409,
    );
    expectError(
      await post(env.app, '/api/libroreclamaciones/actualizar', { json: { id_reclamo: data.id_reclamo, estado: 'pendiente' } }, admin),
      409,
    );
  });
});

describe('the export for an inspection', () => {
  it('puts every sheet of a period in one PDF, each on its own page; administrators only; a bad range is refused', async () => {
    const today = limaToday(new Date());
    const rows = await db().selectFrom('libroreclamaciones').select(['numero', 'fecha']).where('fecha', '>=', addDays(today, -200)).execute();
    expect(rows.length).toBeGreaterThan(10);
    const text = await pdfText(`/api/libroreclamaciones/inspeccion?desde=${addDays(today, -200)}&hasta=${today}`, admin);
    for (const r of rows) expect(text).toContain(String(r.numero));
    expect(text).toContain(`(${rows.length})`);
    expect((text.match(/\f/g) ?? []).length).toBeGreaterThanOrEqual(rows.length);
    expectError(await get(env.app, `/api/libroreclamaciones/inspeccion?desde=${today}&hasta=${today}`, agente), 403);
    expectError(await get(env.app, `/api/libroreclamaciones/inspeccion?desde=${today}&hasta=${addDays(today, -1)}`, admin), 400, /rango válido/);
    expectError(await get(env.app, '/api/libroreclamaciones/inspeccion?desde=01-01-2026&hasta=2026-12-31', admin), 400);
    expectError(await get(env.app, `/api/libroreclamaciones/inspeccion?desde=${today}&hasta=${today}&todo=1`, admin), 400);
  });
});

describe('notifyComplaintDeadlines', () => {
  it('notifies the administrators once when 3 business days are left, and once for a late sheet', async () => {
    const today = limaToday();
    const soon = await file();
    const later = await file();
    const late = await file();
    await db()
      .updateTable('libroreclamaciones')
      .set({ fecha_limite: addBusinessDays(today, 3) })
      .where('id_reclamo', '=', soon.id_reclamo)
      .execute();
    await db()
      .updateTable('libroreclamaciones')
      .set({ fecha_limite: addBusinessDays(today, 4) })
      .where('id_reclamo', '=', later.id_reclamo)
      .execute();
    await db().updateTable('libroreclamaciones').set({ fecha_limite: '2020-01-02' }).where('id_reclamo', '=', late.id_reclamo).execute();
    // Everything else filed by these tests: deadline far away, or answered.
    const notices = () =>
      db()
        .selectFrom('notificaciones')
        .selectAll()
        .where('id_usuario', '=', 1)
        .where('recurso', '=', 'libroreclamaciones')
        .orderBy('id', 'asc')
        .execute();
    const before = (await notices()).length;
    const adminId = await userId(env.app, 'admin');
    expect(adminId).toBe(1);
    expect(await notifyComplaintDeadlines(db(), new Date())).toBe(2);
    const added = (await notices()).slice(before).map((n) => String(n.mensaje));
    expect(added, added.join('\n')).toContain(
      `La hoja de reclamación N.º ${soon.numero} vence el ${formatDate(addBusinessDays(today, 3))}: quedan 3 días hábiles para responder.`,
    );
    expect(added, added.join('\n')).toContain(`La hoja de reclamación N.º ${late.numero} venció el 02/01/2020 sin respuesta.`);
    expect(await notifyComplaintDeadlines(db(), new Date())).toBe(0);
  });
});

describe('seedLibro', () => {
  it('adds a dozen demo sheets: answered ones, one late, one recent pending, numbered by the same counter', async () => {
    // The demo seed (server/db/seed.ts) calls seedLibro on a fresh database.
    const fresh = await startApp();
    try {
      const now = new Date();
      const rows = await fresh.app.connection.db.selectFrom('libroreclamaciones').selectAll().orderBy('creado_en').execute();
      expect(rows).toHaveLength(12);
      const today = limaToday(now);
      expect(rows.filter((r) => r.estado === 'respondido').length).toBeGreaterThanOrEqual(8);
      expect(rows.filter((r) => r.estado !== 'respondido' && String(r.fecha_limite) < today)).toHaveLength(1);
      expect(rows.some((r) => r.estado === 'pendiente' && String(r.fecha) >= addDays(today, -3))).toBe(true);
      expect(new Set(rows.map((r) => r.numero)).size).toBe(12);
      for (const r of rows) expect(r.fecha_limite).toBe(complaintDeadline(String(r.fecha)));
    } finally {
      await fresh.close();
    }
  });
});
