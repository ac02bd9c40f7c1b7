// The e-mails of the book: the constancia right after filing, and the answer. Through the app's mail layer (SMTP
// when configured, else the .eml outbox).
import type { Db } from '#server/db/types';
import { formatDate, formatDateTime } from '../../../lib/dates';
import type { Reclamo } from './filing';
import { t } from '#server/http';
import { sendMail, type Delivery } from '#server/mail/send';
import { letterheadOf } from '#server/pdf';
import { getSettings } from '#server/settings';
import { sheetFileName, sheetPdf } from './sheet';

const s = (v: string | null) => v ?? '';

async function sendSheet(db: Db, dataDir: string, row: Reclamo, kind: 'constancia' | 'respuesta'): Promise<Delivery | null> {
  const to = s(row.email).trim();
  if (!to) return null;
  const settings = await getSettings(db);
  const letterhead = letterheadOf(settings, dataDir);
  const pdf = await sheetPdf(row, letterhead);
  const args = {
    numero: s(row.numero),
    nombre: s(row.nombre),
    fecha: kind === 'constancia' ? formatDateTime(s(row.creado_en), false) : formatDate(s(row.fecha)),
    fecha_limite: formatDate(s(row.fecha_limite)),
    respuesta: s(row.respuesta),
    acciones: s(row.acciones) || '—',
    agencia: letterhead.nombre,
    contacto: [letterhead.telefono, letterhead.email].filter(Boolean).join(' · '),
  };
  return sendMail(
    {
      to,
      subject: t(`app.libro.correo.asunto_${kind}`, args),
      text: t(`app.libro.correo.cuerpo_${kind}`, args),
      attachments: [{ filename: sheetFileName(row), content: pdf, contentType: 'application/pdf' }],
      headers: { 'X-Libro-Reclamaciones': s(row.numero) },
      outboxName: `libro-${kind}-${s(row.numero)}`,
    },
    settings,
    dataDir,
  );
}

export const sendConstancia = (db: Db, dataDir: string, row: Reclamo) => sendSheet(db, dataDir, row, 'constancia');
export const sendAnswer = (db: Db, dataDir: string, row: Reclamo) => sendSheet(db, dataDir, row, 'respuesta');
