// Reportes: the letters sent by e-mail through a REAL local SMTP server (smtp-server on a loopback port), the outbox
// with a Spanish notice when SMTP is not configured, bad input refused with nothing sent; the media and leads of
// reporteactividad and the charts inside the report PDFs, read back with pdftotext (poppler-utils).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freePort } from '../support/ports';
import { startSmtp, type ReceivedMail, type TestSmtp } from '../support/smtp';
import { expectError, get, login, post, startApp, type TestApp } from './helpers';
import { setSetting } from './matchingHelpers';

let env: TestApp;
let admin: string;
let agente: string;
let smtp: TestSmtp | undefined;
let smtpPort = 0;
const inbox: ReceivedMail[] = [];

beforeAll(async () => {
  env = await startApp();
  admin = await login(env.app, 'admin');
  agente = await login(env.app, 'agente');
  smtp = await startSmtp(inbox);
  smtpPort = smtp.port;
});
afterAll(async () => {
  await smtp?.close();
  await env?.close();
});
beforeEach(() => {
  inbox.length = 0;
});

const db = () => env.app.connection.db;
const outbox = () => path.join(env.dir, 'outbox');
const outboxFiles = () => (fs.existsSync(outbox()) ? fs.readdirSync(outbox()).filter((f) => f.endsWith('.eml')) : []);
const useSmtp = (port: number | null) =>
  Promise.all([setSetting(db(), 'smtp_host', port === null ? null : '127.0.0.1'), setSetting(db(), 'smtp_port', port)]);
const enviar = (fields: Record<string, unknown>, token = agente) => post(env.app, '/api/reportes/enviar', fields, token);

async function propertyWithOwnerEmail() {
  const p = await db()
    .selectFrom('ofertantes')
    .select(['id_propiedad', 'codigo', 'propietario_email', 'propietario_nombre'])
    .where('propietario_email', 'is not', null)
    .where('propietario_email', '!=', '')
    .orderBy('id_propiedad')
    .executeTakeFirstOrThrow();
  return { id: Number(p.id_propiedad), codigo: String(p.codigo), email: String(p.propietario_email) };
}

/** The PDF attached to a raw message, as text (pdftotext). */
function attachedPdfText(raw: string): string {
  const part = raw.split(/--[^\r\n]+\r?\n/).find((p) => /content-type:\s*application\/pdf/i.test(p));
  expect(part, 'a PDF attachment').toBeTruthy();
  const b64 = (part ?? '')
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('')
    .replace(/[^A-Za-z0-9+/=]/g, '');
  const file = path.join(env.dir, `adjunto-${Date.now()}.pdf`);
  fs.writeFileSync(file, Buffer.from(b64, 'base64'));
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

describe('POST /api/reportes/enviar', () => {
  it("sends the letter through SMTP to the owner's stored address, with the PDF attached", async () => {
    await useSmtp(smtpPort);
    const p = await propertyWithOwnerEmail();
    const r = await enviar({ carta: 'cartanuevopropietario', id_propiedad: p.id });
    expect(r.status, r.text).toBe(200);
    expect(r.body.data).toMatchObject({ para: p.email, via: 'smtp' });
    expect(r.body.msg).toBe(`Correo enviado a ${p.email}.`);
    expect(inbox).toHaveLength(1);
    expect(inbox[0]!.to).toEqual([p.email]);
    const text = attachedPdfText(inbox[0]!.raw);
    expect(text).toContain('Bienvenida al nuevo propietario');
    expect(text).toContain(p.codigo);
  });

  it('sends reporteactividad with its dates to another address', async () => {
    await useSmtp(smtpPort);
    const p = await propertyWithOwnerEmail();
    const r = await enviar({
      carta: 'reporteactividad',
      id_propiedad: p.id,
      desde: '01-01-2026',
      hasta: '30-11-2026',
      para: 'dueno.prueba@correo.pe',
    });
    expect(r.status, r.text).toBe(200);
    expect(inbox[0]!.to).toEqual(['dueno.prueba@correo.pe']);
    expect(attachedPdfText(inbox[0]!.raw)).toContain('Del 01/01/2026 al 30/11/2026');
  });

  it('without SMTP: kept in the outbox, and the answer says in Spanish that it was not sent', async () => {
    await useSmtp(null);
    const before = outboxFiles().length;
    const p = await propertyWithOwnerEmail();
    const r = await enviar({ carta: 'cartaporletrero', id_propiedad: p.id });
    expect(r.status, r.text).toBe(200);
    expect(r.body.data.via).toBe('outbox');
    expect(r.body.msg).toMatch(/El correo no está configurado \(Sistema › Configuración › SMTP\).*NO se envió/);
    expect(outboxFiles().length).toBe(before + 1);
    expect(inbox).toHaveLength(0);
  });

  it('bad input is a Spanish 400 and nothing is sent', async () => {
    await useSmtp(smtpPort);
    const files = outboxFiles().length;
    const p = await propertyWithOwnerEmail();
    expectError(await enviar({ carta: 'carta_x', id_propiedad: p.id }), 400, /Documento no válido/);
    expectError(await enviar({ id_propiedad: p.id }), 400, /Documento no válido/);
    expectError(await enviar({ carta: 'cartaporletrero', id_propiedad: p.id, copia: 'x@correo.pe' }), 400);
    expectError(await enviar({ carta: 'cartaporletrero', id_propiedad: p.id, para: 'no-es-correo' }), 400, /Correo no válido/);
    expectError(await enviar({ carta: 'cartaporletrero' }), 400, /Elija un inmueble/);
    expectError(
      await enviar({ carta: 'reporteactividad', id_propiedad: p.id, desde: '30-11-2026', hasta: '01-11-2026' }),
      400,
      /anterior a la inicial/,
    );
    expectError(await enviar({ carta: 'presentacioncliente', id_demandante: 1, para: 'c@correo.pe' }), 400, /carrito de ofertantes está vacío/);
    expect((await enviar({ carta: 'cartaporletrero', id_propiedad: 999999 })).status).toBe(404);
    expect((await post(env.app, '/api/reportes/enviar', { carta: 'cartaporletrero', id_propiedad: p.id })).status).toBe(401);
    const sinCorreo = await db()
      .selectFrom('ofertantes')
      .select('id_propiedad')
      .where('id_propiedad', '!=', p.id)
      .orderBy('id_propiedad', 'desc')
      .executeTakeFirstOrThrow();
    await db().updateTable('ofertantes').set({ propietario_email: null }).where('id_propiedad', '=', sinCorreo.id_propiedad).execute();
    expectError(await enviar({ carta: 'cartaporletrero', id_propiedad: sinCorreo.id_propiedad }), 400, /no tiene correo registrado/);
    expect(inbox).toHaveLength(0);
    expect(outboxFiles().length).toBe(files);
  });

  it('an SMTP server that does not answer is a Spanish 502', async () => {
    await useSmtp(await freePort()); // nothing listens there
    const p = await propertyWithOwnerEmail();
    expectError(
      await enviar({ carta: 'cartaporletrero', id_propiedad: p.id }),
      502,
      /No se pudo enviar el correo: no se pudo conectar con el servidor SMTP/,
    );
  });
});

async function pdfText(url: string, token: string): Promise<string> {
  const res = await env.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  expect(res.statusCode, res.body).toBe(200);
  const file = path.join(env.dir, `r-${Date.now()}-${Math.random()}.pdf`);
  fs.writeFileSync(file, res.rawPayload);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

describe('PDF contents', () => {
  it("reporteactividad lists the property's media with their leads (controlmedios)", async () => {
    const m = await db()
      .selectFrom('controlmedios')
      .select(['id_propiedad', 'fecha_inicio', 'contactos'])
      .where('contactos', '>', 0)
      .orderBy('id_medio')
      .executeTakeFirstOrThrow();
    const all = await db()
      .selectFrom('controlmedios')
      .select(['contactos'])
      .where('id_propiedad', '=', Number(m.id_propiedad))
      .where('fecha_inicio', '<=', '2026-12-31')
      .execute();
    const text = await pdfText(`/api/reportes/reporteactividad?id_propiedad=${String(m.id_propiedad)}&desde=01-01-2020&hasta=31-12-2026`, agente);
    expect(text).toContain('Publicidad y contactos (leads)');
    expect(text).toContain('Total de contactos recibidos por los avisos');
    const leads = all.reduce((a, x) => a + Number(x.contactos ?? 0), 0);
    expect(text).toMatch(new RegExp(`Contactos por publicidad \\(leads\\)[\\s\\S]*?${leads}`));
  });

  it('the report PDFs carry their chart (drawn as SVG on the server)', async () => {
    const agentes = await pdfText('/api/reportes/agentes?formato=pdf&desde=01-01-2026&hasta=30-11-2026', admin);
    expect(agentes).toContain('Captaciones, contratos y operaciones cerradas por agente');
    expect(agentes).toMatch(/Captaciones\s+Contratos\s+Operaciones cerradas/);
    const props = await pdfText('/api/reportes/propiedades?formato=pdf&agrupar=estado', admin);
    expect(props).toContain('Inmuebles por estado');
    expect((await get(env.app, '/api/reportes/agentes', agente, { formato: 'pdf' })).status).toBe(403);
  });
});
