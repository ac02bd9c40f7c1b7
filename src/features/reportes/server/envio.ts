// The four letters as one function (GET /reportes/{carta} and POST /reportes/enviar build them the same way) and
// their delivery by e-mail: through SMTP when the agency settings name a server, otherwise into the outbox with a
// Spanish message that says the mail was not sent.
import type { MessageKey } from '../../../i18n/keys';
import { isValidEmail } from '../../../framework/fields/email';
import type { SessionUser } from '#server/auth/sessions';
import type { Db } from '#server/db/types';
import { ApiError, notFound, parseId, t } from '#server/http';
import { failureReason, sendMail, type Delivery } from '#server/mail/send';
import { agencyLetterhead } from '#server/pdf';
import { getSettings } from '#server/settings';
import { actividadPdf } from './actividad';
import { propertyLetterPdf } from './cartas';
import { addDays, limaToday } from '../../../lib/limaTime';
import { queryRange } from './fechas';
import { presentacionPdf } from './presentacion';

export const CARTAS = ['presentacioncliente', 'reporteactividad', 'cartanuevopropietario', 'cartaporletrero'] as const;
export type Carta = (typeof CARTAS)[number];

export const isCarta = (v: unknown): v is Carta => typeof v === 'string' && (CARTAS as readonly string[]).includes(v);

function idParam(q: Record<string, unknown>, name: string, missing: MessageKey): number {
  const raw = q[name];
  if (raw === undefined || raw === '') throw new ApiError(400, t(missing), { [name]: t(missing) });
  return parseId(raw);
}

const recordId = (kind: Carta, q: Record<string, unknown>) =>
  kind === 'presentacioncliente'
    ? idParam(q, 'id_demandante', 'app.reportes.errors.falta_demandante')
    : idParam(q, 'id_propiedad', 'app.reportes.errors.falta_propiedad');

/** One letter as a PDF for `user`, from the parameters of the call (ids and, for reporteactividad, the dates). */
export async function buildCarta(
  db: Db,
  dataDir: string,
  kind: Carta,
  q: Record<string, unknown>,
  user: SessionUser,
): Promise<{ pdf: Buffer; file: string }> {
  const id = recordId(kind, q);
  const today = limaToday();
  // Dates are read (and refused) before anything is built.
  if (kind === 'reporteactividad') {
    const range = queryRange(q, { desde: addDays(today, -30), hasta: today });
    return actividadPdf(db, id, range, user.id, await agencyLetterhead(db, dataDir), today);
  }
  const letterhead = await agencyLetterhead(db, dataDir);
  if (kind === 'presentacioncliente') return presentacionPdf(db, id, user.id, letterhead, dataDir, today);
  return propertyLetterPdf(kind, db, id, user.id, letterhead, today);
}

const SUBJECTS: Readonly<Record<Carta, MessageKey>> = {
  presentacioncliente: 'app.reportes.pdf.presentacion.titulo',
  reporteactividad: 'app.reportes.pdf.actividad.titulo',
  cartanuevopropietario: 'app.reportes.pdf.nuevo.titulo',
  cartaporletrero: 'app.reportes.pdf.letrero.titulo',
};

/** The addressee stored on the record: the demandante, or the property's owner. */
async function storedRecipient(db: Db, kind: Carta, id: number): Promise<{ nombre: string; email: string }> {
  if (kind === 'presentacioncliente') {
    const d = await db.selectFrom('demandantes').select(['nombre', 'apellido', 'email']).where('id_demandante', '=', id).executeTakeFirst();
    if (!d) throw notFound();
    return { nombre: `${d.nombre ?? ''} ${d.apellido ?? ''}`.trim(), email: (d.email ?? '').trim() };
  }
  const o = await db.selectFrom('ofertantes').select(['propietario_nombre', 'propietario_email']).where('id_propiedad', '=', id).executeTakeFirst();
  if (!o) throw notFound();
  return { nombre: (o.propietario_nombre ?? '').trim(), email: (o.propietario_email ?? '').trim() };
}

export interface Envio {
  readonly para: string;
  readonly via: Delivery['via'];
  readonly msg: string;
}

/** Checks the addressee, builds the letter and delivers it; nothing is sent when any input is wrong. */
export async function enviarCarta(db: Db, dataDir: string, kind: Carta, body: Record<string, string>, user: SessionUser): Promise<Envio> {
  const id = recordId(kind, body);
  const stored = await storedRecipient(db, kind, id);
  const para = (body.para ?? '').trim() || stored.email;
  if (!para) throw new ApiError(400, t('app.reportes.errors.sin_correo'), { para: t('app.reportes.errors.sin_correo') });
  if (!isValidEmail(para)) throw new ApiError(400, t('app.reportes.errors.correo'), { para: t('app.reportes.errors.correo') });
  const { pdf, file } = await buildCarta(db, dataDir, kind, body, user);
  const settings = await getSettings(db);
  const titulo = t(SUBJECTS[kind]);
  const agencia = String(settings.agencia_nombre ?? '').trim();
  let delivery: Delivery;
  try {
    delivery = await sendMail(
      {
        to: para,
        subject: agencia ? `${titulo} · ${agencia}` : titulo,
        text: t('app.reportes.correo.cuerpo', { nombre: stored.nombre || para, titulo: titulo.toLowerCase(), agencia: agencia || 'la inmobiliaria' }),
        attachments: [{ filename: file, content: pdf, contentType: 'application/pdf' }],
        headers: { 'X-Inmobiliaria-Documento': `${kind}:${id}` },
        outboxName: `${kind}-${id}`,
      },
      settings,
      dataDir,
    );
  } catch (e) {
    throw new ApiError(502, t('app.reportes.errors.envio', { motivo: failureReason(e, settings).motivo }));
  }
  const msg = delivery.via === 'smtp' ? t('app.reportes.correo.enviado', { para }) : t('app.reportes.correo.sin_smtp', { para });
  return { para, via: delivery.via, msg };
}
