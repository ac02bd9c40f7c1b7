// The autoresponder end to end on a real database, sending through a REAL local SMTP server (smtp-server on
// 127.0.0.1, a random port): generation (consent, idempotence, one message per demandante), sending by SMTP,
// the .eml outbox without SMTP, failures with their reason and retry, consent re-checked at send time, access.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { formatMoney } from '../../src/lib/money';
import { defaultSettings } from '#server/settings';
import { freePort } from '../support/ports';
import { startSmtp, type ReceivedMail, type TestSmtp } from '../support/smtp';
import { countRows, expectError, expectSuccess, get, login, post, startApp, userId, type TestApp } from './helpers';
import { createDemandante, createOfertante, setSetting, updateRecord } from './matchingHelpers';

type Received = ReceivedMail;

let env: TestApp;
let admin: string;
let smtp: TestSmtp | undefined;
let smtpPort = 0;
const inbox: Received[] = [];

async function startServer(): Promise<void> {
  smtp = await startSmtp(inbox);
  smtpPort = smtp.port;
}

/** A header of a raw message, unfolded and with RFC 2047 encoded words decoded. */
function header(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`)) ?? '';
  return line
    .slice(name.length + 1)
    .trim()
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, enc: string, text: string) =>
      enc.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text.replace(/_/g, ' ').replace(/=([0-9a-f]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

/** The text body of a raw single-part message (quoted-printable decoded). */
function body(raw: string): string {
  const [, ...rest] = raw.split(/\r?\n\r?\n/);
  const text = rest.join('\r\n\r\n');
  if (!/content-transfer-encoding:\s*quoted-printable/i.test(raw)) return text;
  return Buffer.from(
    text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8');
}

const db = () => env.app.connection.db;
const outbox = () => path.join(env.dir, 'outbox');
const outboxFiles = () => (fs.existsSync(outbox()) ? fs.readdirSync(outbox()).filter((f) => f.endsWith('.eml')) : []);
const messagesOf = (idDemandante: number) =>
  db().selectFrom('autoresponder').selectAll().where('id_demandante', '=', idDemandante).orderBy('id_mensaje', 'asc').execute();
const generar = (token = admin) => post(env.app, '/api/autoresponder/generar', {}, token);
const enviar = (id: number, token = admin) => post(env.app, '/api/autoresponder/enviar', { id: String(id) }, token);
const descartar = (id: number, token = admin) => post(env.app, '/api/autoresponder/descartar', { id: String(id) }, token);
const useSmtp = (port: number | null) =>
  Promise.all([setSetting(db(), 'smtp_host', port === null ? null : '127.0.0.1'), setSetting(db(), 'smtp_port', port)]);

/** A demandante with consent and email looking for a sale in `distrito`. */
const cliente = (distrito: string, extra: Record<string, unknown> = {}) =>
  createDemandante(env.app, admin, {
    distritos: [distrito],
    moneda: 'USD',
    precio_min: 10_000_000,
    precio_max: 20_000_000,
    email: `cliente.${distrito.replace(/\W/g, '').toLowerCase()}@correo.pe`,
    consentimiento_marketing: true,
    consentimiento_fecha: '2026-02-01',
    ...extra,
  });

beforeAll(async () => {
  env = await startApp();
  admin = await login(env.app, 'admin');
  await startServer();
});

afterAll(async () => {
  await smtp?.close();
  await env?.close();
});

beforeEach(async () => {
  await useSmtp(smtpPort);
});

describe('generation', () => {
  it('queues one pending message per consenting demandante, listing the matching properties, in Spanish', async () => {
    await setSetting(db(), 'agencia_nombre', 'Inmobiliaria Prueba S.A.C.');
    onTestFinished(() => setSetting(db(), 'agencia_nombre', null));
    const dem = await cliente('Pucusana', { nombre: 'Ana', apellido: 'Quispe Rojas' });
    const sinConsentimiento = await createDemandante(env.app, admin, {
      distritos: ['Pucusana'],
      moneda: 'USD',
      email: 'no.quiere@correo.pe',
      consentimiento_marketing: false,
    });
    const sinCorreo = await createDemandante(env.app, admin, {
      distritos: ['Pucusana'],
      moneda: 'USD',
      consentimiento_marketing: true,
      consentimiento_fecha: '2026-02-01',
    });
    const a = await createOfertante(env.app, admin, {
      distrito: 'Pucusana',
      precio: 15_000_000,
      moneda: 'USD',
      descripcion: 'Departamento frente al mar',
    });
    const b = await createOfertante(env.app, admin, { distrito: 'Pucusana', precio: 52_500_000, moneda: 'PEN', descripcion: 'Dúplex con terraza' });

    // The property writes already queued them (same transaction, after the write); generar finds nothing new.
    const r = await generar();
    expectSuccess(r);
    const messages = await messagesOf(dem);
    expect(messages).toHaveLength(1);
    const m = messages[0]!;
    expect(m.estado).toBe('pendiente');
    expect(m.destinatario).toBe('cliente.pucusana@correo.pe');
    expect(JSON.parse(String(m.propiedades)).sort()).toEqual([a, b].sort());
    expect(m.asunto).toBe('Nuevos inmuebles para usted — Inmobiliaria Prueba S.A.C.');
    const cuerpo = String(m.cuerpo);
    expect(cuerpo).toMatch(/^Estimado\(a\) Ana Quispe Rojas:/);
    for (const text of [
      `OF-${String(a).padStart(6, '0')}`,
      'Departamento frente al mar',
      'Dúplex con terraza',
      'Distrito: Pucusana',
      formatMoney(15_000_000, 'USD'),
      formatMoney(52_500_000, 'PEN'),
      'Inmobiliaria Prueba S.A.C.',
      `RUC ${String(defaultSettings().agencia_ruc)}`,
    ]) {
      expect(cuerpo).toContain(text);
    }
    expect(await messagesOf(sinConsentimiento)).toEqual([]);
    expect(await messagesOf(sinCorreo)).toEqual([]);
  });

  it('is idempotent: generating again with nothing new changes nothing', async () => {
    const dem = await cliente('Punta Hermosa');
    await createOfertante(env.app, admin, { distrito: 'Punta Hermosa' });
    await db().deleteFrom('autoresponder').where('id_demandante', '=', dem).execute();
    await db().deleteFrom('autoresponder_pares').where('id_demandante', '=', dem).execute();

    const first = await generar();
    expectSuccess(first);
    expect(first.body.data.creados).toBeGreaterThanOrEqual(1);
    expect(await messagesOf(dem)).toHaveLength(1);
    const before = await countRows(env.app, 'autoresponder');
    const again = await generar();
    expectSuccess(again);
    expect(again.body.data).toEqual({ creados: 0, actualizados: 0, propiedades: 0 });
    expect(again.body.msg).toBe('No hay coincidencias nuevas: no se generó ningún mensaje.');
    expect(await countRows(env.app, 'autoresponder')).toBe(before);
  });

  it('adds new matches to the untouched pending message; a changed property comes back, an unrelated edit does not', async () => {
    const dem = await cliente('San Bartolo');
    const a = await createOfertante(env.app, admin, { distrito: 'San Bartolo' });
    const b = await createOfertante(env.app, admin, { distrito: 'San Bartolo' });
    let messages = await messagesOf(dem);
    expect(messages).toHaveLength(1);
    expect(JSON.parse(String(messages[0]!.propiedades))).toEqual([a, b]);

    expectSuccess(await enviar(Number(messages[0]!.id_mensaje)));
    // An edit that does not change what the client sees: nothing new.
    await updateRecord(env.app, admin, 'ofertantes', { id_propiedad: a, referencia: 'Cerca al malecón', chk_llave: true });
    expect(await messagesOf(dem)).toHaveLength(1);
    // A new price: the property is offered again, in a new message (the first one was sent).
    await updateRecord(env.app, admin, 'ofertantes', { id_propiedad: a, precio: 14_000_000 });
    messages = await messagesOf(dem);
    expect(messages).toHaveLength(2);
    expect(JSON.parse(String(messages[1]!.propiedades))).toEqual([a]);
    expect(String(messages[1]!.cuerpo)).toContain(formatMoney(14_000_000, 'USD'));
    expect(String(messages[1]!.asunto)).toMatch(/^Un nuevo inmueble para usted — /);

    // Once a person edits the pending message, new matches start another one.
    expectSuccess(
      await post(
        env.app,
        '/api/autoresponder/actualizar',
        { json: { id_mensaje: messages[1]!.id_mensaje, asunto: 'Una oportunidad en San Bartolo' } },
        admin,
      ),
    );
    const c = await createOfertante(env.app, admin, { distrito: 'San Bartolo' });
    messages = await messagesOf(dem);
    expect(messages).toHaveLength(3);
    expect(messages[1]!.asunto).toBe('Una oportunidad en San Bartolo');
    expect(JSON.parse(String(messages[2]!.propiedades))).toEqual([c]);
  });
  it('takes a property that stops being available out of the untouched pending message, and offers it again if it returns', async () => {
    const dem = await cliente('Pachacámac');
    const a = await createOfertante(env.app, admin, { distrito: 'Pachacámac', descripcion: 'Casa que se reservará' });
    const b = await createOfertante(env.app, admin, { distrito: 'Pachacámac', descripcion: 'Casa que se retirará' });
    expect(JSON.parse(String((await messagesOf(dem))[0]!.propiedades))).toEqual([a, b]);

    await updateRecord(env.app, admin, 'ofertantes', { id_propiedad: a, estado: 'reservado' });
    let m = (await messagesOf(dem))[0]!;
    expect(m.estado).toBe('pendiente');
    expect(JSON.parse(String(m.propiedades))).toEqual([b]);
    expect(String(m.cuerpo)).not.toContain('Casa que se reservará');
    expect(String(m.asunto)).toMatch(/^Un nuevo inmueble/);

    await updateRecord(env.app, admin, 'ofertantes', { id_propiedad: b, estado: 'retirado' });
    m = (await messagesOf(dem))[0]!;
    expect(m.estado).toBe('descartado');
    expect(m.error).toBe('Descartado automáticamente: sus inmuebles ya no están disponibles.');

    await updateRecord(env.app, admin, 'ofertantes', { id_propiedad: a, estado: 'disponible' });
    const messages = await messagesOf(dem);
    expect(messages).toHaveLength(2);
    expect(messages[1]!.estado).toBe('pendiente');
    expect(JSON.parse(String(messages[1]!.propiedades))).toEqual([a]);
  });
});

describe('sending', () => {
  it('sends through the configured SMTP server: To, Subject and body arrive; estado enviado', async () => {
    const dem = await cliente('Cieneguilla', { email: 'lucia.ramos@correo.pe' });
    await createOfertante(env.app, admin, { distrito: 'Cieneguilla', descripcion: 'Casa de campo con piscina', tipo_inmueble: 'departamento' });
    const m = (await messagesOf(dem))[0]!;
    const count = inbox.length;
    const r = await enviar(Number(m.id_mensaje));
    expectSuccess(r);
    expect(r.body.msg).toBe('Mensaje enviado a lucia.ramos@correo.pe.');
    expect(r.body.data.estado).toBe('enviado');
    expect(r.body.data.intentos).toBe(1);
    expect(Date.parse(r.body.data.enviado_en)).not.toBeNaN();
    expect(inbox).toHaveLength(count + 1);
    const mail = inbox[inbox.length - 1]!;
    expect(mail.to).toEqual(['lucia.ramos@correo.pe']);
    expect(mail.from).toBe('no-responder@inmobiliaria.pe');
    expect(header(mail.raw, 'To')).toBe('lucia.ramos@correo.pe');
    expect(header(mail.raw, 'Subject')).toBe(String(m.asunto));
    expect(body(mail.raw)).toContain('Casa de campo con piscina');
    expect(body(mail.raw)).toContain(`Precio: ${formatMoney(15_000_000, 'USD')}`);
    expect(outboxFiles()).toEqual([]);
    // Sent is final.
    expectError(await enviar(Number(m.id_mensaje)), 409, 'El mensaje ya fue enviado.');
    expectError(await descartar(Number(m.id_mensaje)), 409, 'El mensaje ya fue enviado.');
    expect(inbox).toHaveLength(count + 1);
  });

  it('without an SMTP server writes an RFC 822 .eml file to DATA_DIR/outbox', async () => {
    await useSmtp(null);
    const dem = await cliente('Santa María del Mar', { email: 'pedro.soto@correo.pe' });
    await createOfertante(env.app, admin, { distrito: 'Santa María del Mar' });
    const m = (await messagesOf(dem))[0]!;
    const count = inbox.length;
    const r = await enviar(Number(m.id_mensaje));
    expectSuccess(r);
    expect(r.body.msg).toBe('No hay servidor SMTP configurado: el mensaje se guardó como archivo .eml en la bandeja de salida.');
    expect(r.body.data.estado).toBe('enviado');
    const files = outboxFiles().filter((f) => f.startsWith(`autoresponder-${m.id_mensaje}-`));
    expect(files).toHaveLength(1);
    const raw = fs.readFileSync(path.join(outbox(), files[0]!), 'utf8');
    expect(header(raw, 'To')).toBe('pedro.soto@correo.pe');
    expect(header(raw, 'Subject')).toBe(String(m.asunto));
    expect(raw).toMatch(/\r\nMIME-Version: 1.0\r\n/);
    expect(inbox).toHaveLength(count);
  });

  it('records an SMTP failure with its reason and one attempt; a retry works once the server is fixed', async () => {
    const dem = await cliente('Punta Negra', { email: 'rosa.lima@correo.pe' });
    await createOfertante(env.app, admin, { distrito: 'Punta Negra' });
    const m = (await messagesOf(dem))[0]!;
    const id = Number(m.id_mensaje);
    const closed = await freePort();
    await useSmtp(closed);
    const failed = await enviar(id);
    expectError(failed, 502, /^No se pudo enviar el mensaje: no se pudo conectar con el servidor SMTP 127\.0\.0\.1:\d+\./);
    let row = (await messagesOf(dem))[0]!;
    expect(row.estado).toBe('error');
    expect(row.intentos).toBe(1);
    expect(String(row.error)).toContain(`No se pudo conectar con el servidor SMTP 127.0.0.1:${closed}`);
    expect(row.enviado_en).toBeNull();
    const detail = await get(env.app, `/api/autoresponder/detalle/${id}`, admin);
    expect(detail.body.data.estado).toBe('error');

    await useSmtp(smtpPort);
    const count = inbox.length;
    const retried = await enviar(id);
    expectSuccess(retried);
    row = (await messagesOf(dem))[0]!;
    expect(row.estado).toBe('enviado');
    expect(row.intentos).toBe(2);
    expect(row.error).toBeNull();
    expect(inbox).toHaveLength(count + 1);
    expect(inbox[inbox.length - 1]!.to).toEqual(['rosa.lima@correo.pe']);
  });

  it('never writes to a demandante without marketing consent: no message generated, and 409 if consent is withdrawn', async () => {
    const dem = await cliente('Lurín', { email: 'retira.consentimiento@correo.pe' });
    const nunca = await createDemandante(env.app, admin, {
      distritos: ['Lurín'],
      moneda: 'USD',
      email: 'nunca@correo.pe',
      consentimiento_marketing: false,
    });
    await createOfertante(env.app, admin, { distrito: 'Lurín' });
    expectSuccess(await generar());
    expect(await messagesOf(nunca)).toEqual([]);
    const m = (await messagesOf(dem))[0]!;
    await updateRecord(env.app, admin, 'demandantes', { id_demandante: dem, consentimiento_marketing: false });

    const count = inbox.length;
    const files = outboxFiles().length;
    expectError(
      await enviar(Number(m.id_mensaje)),
      409,
      'El demandante no aceptó recibir ofertas (sin consentimiento de marketing): el mensaje no se envió.',
    );
    await useSmtp(null);
    expectError(await enviar(Number(m.id_mensaje)), 409);
    const row = (await messagesOf(dem))[0]!;
    expect(row.estado).toBe('pendiente');
    expect(row.intentos).toBe(0);
    expect(inbox).toHaveLength(count);
    expect(outboxFiles()).toHaveLength(files);

    // Without an email, or no longer active: not sent either.
    await updateRecord(env.app, admin, 'demandantes', {
      id_demandante: dem,
      consentimiento_marketing: true,
      consentimiento_fecha: '2026-03-01',
      email: null,
    });
    expectError(await enviar(Number(m.id_mensaje)), 409, 'El demandante no tiene correo electrónico registrado: el mensaje no se envió.');
    await updateRecord(env.app, admin, 'demandantes', { id_demandante: dem, email: 'vuelve@correo.pe', estado: 'cerrado' });
    expectError(await enviar(Number(m.id_mensaje)), 409, 'El demandante ya no está activo: el mensaje no se envió.');
    expect(inbox).toHaveLength(count);
  });

  it('discards an open message; a discarded message is neither sent nor edited', async () => {
    const dem = await cliente('Ancón');
    await createOfertante(env.app, admin, { distrito: 'Ancón' });
    const m = (await messagesOf(dem))[0]!;
    const r = await descartar(Number(m.id_mensaje));
    expectSuccess(r);
    expect(r.body.data.estado).toBe('descartado');
    expect(r.body.msg).toBe('Mensaje descartado.');
    expectError(await enviar(Number(m.id_mensaje)), 409, 'El mensaje fue descartado: ya no se puede enviar ni modificar.');
    expectError(await post(env.app, '/api/autoresponder/actualizar', { json: { id_mensaje: m.id_mensaje, asunto: 'Otro' } }, admin), 409);
    expectError(await descartar(99999999), 404);
    expectError(await enviar(Number.NaN), 400);
  });
});

describe('access', () => {
  it("lets the demandante's agent and administrators act; other agents read only; agents cannot generate", async () => {
    const rosa = await userId(env.app, 'agente');
    const tokenRosa = await login(env.app, 'agente');
    const tokenLuis = await login(env.app, 'lmendoza');
    const dem = await cliente('Santa Rosa', { id_agente: rosa, email: 'cliente.de.rosa@correo.pe' });
    await createOfertante(env.app, admin, { distrito: 'Santa Rosa' });
    await createOfertante(env.app, admin, { distrito: 'Santa Rosa', tipo_inmueble: 'casa' }); // not wanted: not listed
    const m = (await messagesOf(dem))[0]!;
    const id = Number(m.id_mensaje);
    const edit = (token: string, asunto: string) => post(env.app, '/api/autoresponder/actualizar', { json: { id_mensaje: id, asunto } }, token);

    expectError(await generar(tokenRosa), 403, 'Solo un administrador puede generar los mensajes a pedido.');
    expectError(await post(env.app, '/api/autoresponder/generar', {}), 401);
    expectError(await post(env.app, '/api/autoresponder/enviar', { id: String(id) }), 401);

    // Another agent: reads, but neither edits, sends nor discards.
    expectSuccess(await get(env.app, `/api/autoresponder/detalle/${id}`, tokenLuis));
    expectSuccess(await get(env.app, '/api/autoresponder/listado', tokenLuis, { filter: { estado: 'pendiente' } }));
    const notHandler = 'Solo el agente a cargo del demandante o un administrador puede gestionar este mensaje.';
    expectError(await enviar(id, tokenLuis), 403, notHandler);
    expectError(await descartar(id, tokenLuis), 403, notHandler);
    expectError(await edit(tokenLuis, 'Intruso'), 403, notHandler);
    expect((await messagesOf(dem))[0]).toMatchObject({ estado: 'pendiente', asunto: m.asunto });

    // Nobody types messages in: registrar answers 409 even for administrators; nothing is deleted.
    expectError(
      await post(env.app, '/api/autoresponder/registrar', { json: { asunto: 'Hola', cuerpo: 'Texto' } }, admin),
      409,
      'Los mensajes del autoresponder los genera el sistema: use «Generar ahora».',
    );
    expectError(await post(env.app, '/api/autoresponder/registrar', { json: { asunto: 'Hola', cuerpo: 'Texto' } }, tokenRosa), 403);
    expectError(await post(env.app, '/api/autoresponder/eliminar', { id: String(id) }, admin), 404);

    // The handling agent edits and sends.
    const edited = await edit(tokenRosa, 'Inmuebles en Santa Rosa para usted');
    expectSuccess(edited);
    expect(edited.body.data.asunto).toBe('Inmuebles en Santa Rosa para usted');
    const count = inbox.length;
    expectSuccess(await enviar(id, tokenRosa));
    expect(header(inbox[inbox.length - 1]!.raw, 'Subject')).toBe('Inmuebles en Santa Rosa para usted');
    expect(inbox).toHaveLength(count + 1);
    expectError(await edit(tokenRosa, 'Tarde'), 409, 'El mensaje ya fue enviado.');

    // Administrators act on any message.
    const otro = await cliente('Santa Rosa', { id_agente: await userId(env.app, 'lmendoza'), email: 'cliente.de.luis@correo.pe' });
    await createOfertante(env.app, admin, { distrito: 'Santa Rosa' });
    const n = (await messagesOf(otro))[0]!;
    expectError(await descartar(Number(n.id_mensaje), tokenRosa), 403);
    expectSuccess(await descartar(Number(n.id_mensaje), admin));
  });
});
