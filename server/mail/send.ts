// Delivery of one e-mail, for every sender in the app (autoresponder, Libro de Reclamaciones, ...): through SMTP
// (nodemailer) when the agency settings name a server, otherwise as an RFC 822 .eml file in `${dataDir}/outbox/`
// (built by nodemailer's stream transport), so nothing is lost.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Settings } from '../../src/features/configuracion/shared/settings';
import { errorCode, errorMessage, isRecord, textOf } from '../../src/lib/guards';
import { onFirstUse } from '../onFirstUse';

/** nodemailer, loaded with the first mail sent (server/onFirstUse.ts). */
const loadNodemailer = onFirstUse(async () => (await import('nodemailer')).default);

export interface MailAttachment {
  readonly filename: string;
  readonly content: Buffer;
  readonly contentType: string;
}

export interface Mail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly attachments?: readonly MailAttachment[];
  /** Extra headers (e.g. which record the message belongs to). */
  readonly headers?: Readonly<Record<string, string>>;
  /** The start of the .eml file name in the outbox, e.g. 'autoresponder-12' (letters, digits, '-' and '_'). */
  readonly outboxName: string;
}

export type Delivery = { readonly via: 'smtp'; readonly messageId: string } | { readonly via: 'outbox'; readonly file: string };

const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

export const outboxDir = (dataDir: string) => path.join(dataDir, 'outbox');

function envelope(mail: Mail, s: Settings) {
  const from = str(s.smtp_from) || str(s.agencia_email) || 'no-responder@localhost';
  return {
    from: { name: str(s.agencia_nombre) || 'Inmobiliaria', address: from },
    replyTo: str(s.agencia_email) || undefined,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    attachments: mail.attachments?.map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType })),
    headers: { ...mail.headers },
  };
}

export async function sendMail(mail: Mail, s: Settings, dataDir: string): Promise<Delivery> {
  const nodemailer = await loadNodemailer();
  const host = str(s.smtp_host);
  if (host) {
    const port = Number(s.smtp_port) || 587;
    const user = str(s.smtp_user);
    const transport = nodemailer.createTransport({
      host,
      port,
      secure: s.smtp_secure === true,
      auth: user ? { user, pass: typeof s.smtp_pass === 'string' ? s.smtp_pass : '' } : undefined,
      connectionTimeout: 15_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    try {
      const info = await transport.sendMail(envelope(mail, s));
      return { via: 'smtp', messageId: info.messageId ?? '' };
    } finally {
      transport.close();
    }
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const info = await transport.sendMail(envelope(mail, s));
  const dir = outboxDir(dataDir);
  await fs.mkdir(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const name = mail.outboxName.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 80) || 'mensaje';
  const file = path.join(dir, `${name}-${stamp}.eml`);
  await fs.writeFile(`${file}.tmp`, info.message as Buffer);
  await fs.rename(`${file}.tmp`, file);
  return { via: 'outbox', file };
}

/** Why a delivery failed: a Spanish reason, and the server's or system's own words (stored beside it). */
export function failureReason(e: unknown, s: Settings): { readonly motivo: string; readonly detalle: string } {
  const where = `${str(s.smtp_host)}:${Number(s.smtp_port) || 587}`;
  const detalle = (textOf(e, 'response') ?? errorMessage(e)).replace(/\s+/g, ' ').trim().slice(0, 300);
  const code = errorCode(e);
  const responseCode = isRecord(e) && typeof e.responseCode === 'number' ? e.responseCode : undefined;
  return { motivo: reasonText(typeof code === 'string' ? code : undefined, responseCode, where), detalle };
}

function reasonText(code: string | undefined, responseCode: number | undefined, where: string): string {
  switch (code) {
    case 'ECONNREFUSED':
    case 'ECONNECTION':
    case 'ESOCKET':
      return `no se pudo conectar con el servidor SMTP ${where}`;
    case 'ETIMEDOUT':
      return `el servidor SMTP ${where} no respondió a tiempo`;
    case 'EDNS':
      return `no se encontró el servidor SMTP ${where}`;
    case 'EAUTH':
      return 'el servidor SMTP rechazó el usuario o la contraseña';
    case 'ETLS':
      return 'no se pudo establecer la conexión segura (TLS) con el servidor SMTP';
    case 'EENVELOPE':
      return 'el servidor SMTP rechazó el remitente o el destinatario';
    case 'EMESSAGE':
      return 'el servidor SMTP rechazó el mensaje';
    default:
      return responseCode ? `el servidor SMTP respondió con el código ${responseCode}` : 'ocurrió un error al entregar el correo';
  }
}
