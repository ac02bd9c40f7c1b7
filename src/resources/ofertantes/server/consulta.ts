// A contact from a property's public page (issue 30): validated, then a lead. The person is found among the
// demandantes by phone, e-mail or document, or created (origen 'web', the property's agent, a requirement read from
// the property: its operation, type, district and price +10 %); the property goes into the demandante's history
// (cambiosd), the agent is notified, the day's contact count goes up and the matching runs for the demandante.
// Ley 29733: nothing is stored without the ticked consent, whose purpose the form states.
import type { Transaction } from 'kysely';
import demandantes from '../../demandantes/schema';
import { afterDemandanteWrite } from '../../../features/matching/server/onDemandanteWrite';
import type { Database, TableRowOf } from '#server/db/types';
import { ApiError, t } from '#server/http';
import { adminIds, notify, plainText } from '#server/notify';
import { limaToday } from '../../../lib/limaTime';
import { waNumber } from '../../../lib/whatsapp';
import { countVisit } from './visits';

export const HONEYPOT = 'sitio_web';
/** A person needs a few seconds to read and fill the form; a day-old page is sent again after a reload. */
export const MIN_FILL_MS = 3000;
export const MAX_FILL_MS = 24 * 60 * 60 * 1000;
export const CONSULTA_BODY_LIMIT = 8 * 1024;

export interface Consulta {
  readonly nombre: string;
  readonly apellido: string;
  readonly telefono: string | null;
  readonly email: string | null;
  readonly mensaje: string;
}

const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;
const FIELDS = new Set(['nombre', 'telefono', 'email', 'mensaje', 'acepta', HONEYPOT, 'desde']);

const field = (errors: Record<string, string>, name: string, key: Parameters<typeof t>[0], args?: Record<string, string | number>) => {
  errors[name] = t(key, args);
};

/** The form's payload to a Consulta, or a 400 naming each wrong field (a bot's post: one vague refusal). */
export function parseConsulta(input: unknown, now: number): Consulta {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) throw new ApiError(400, t('app.validation.not_object'));
  const body = input as Record<string, unknown>;
  const unknown = Object.keys(body).filter((k) => !FIELDS.has(k));
  if (unknown.length)
    throw new ApiError(
      400,
      t('app.errors.invalid_input'),
      Object.fromEntries(unknown.slice(0, 5).map((k) => [k, t('app.validation.unknown_field')])),
    );
  const honey = body[HONEYPOT];
  const desde = Number(body.desde);
  if ((typeof honey === 'string' && honey.trim() !== '') || (honey !== undefined && typeof honey !== 'string'))
    throw new ApiError(400, t('app.ofertantes.consulta.rechazada'));
  if (!Number.isFinite(desde) || now - desde < MIN_FILL_MS || now - desde > MAX_FILL_MS)
    throw new ApiError(400, t('app.ofertantes.consulta.rechazada'));
  const str = (k: string) => (typeof body[k] === 'string' ? plainText(body[k], 2000) : body[k] === undefined || body[k] === null ? '' : null);
  const errors: Record<string, string> = {};
  const nombre = str('nombre');
  const telefono = str('telefono');
  const email = str('email');
  const mensaje = str('mensaje');
  if (nombre === null || !nombre) field(errors, 'nombre', 'ra.validation.required');
  else if (nombre.length > 120) field(errors, 'nombre', 'ra.validation.maxLength', { max: 120 });
  if (telefono === null) field(errors, 'telefono', 'app.validation.phone');
  else if (telefono && !waNumber(telefono)) field(errors, 'telefono', 'app.validation.phone');
  if (email === null) field(errors, 'email', 'ra.validation.email');
  else if (email && (email.length > 120 || !EMAIL.test(email))) field(errors, 'email', 'ra.validation.email');
  if (mensaje === null) field(errors, 'mensaje', 'ra.validation.required');
  else if (mensaje.length > 1000) field(errors, 'mensaje', 'ra.validation.maxLength', { max: 1000 });
  if (!errors.telefono && !errors.email && !telefono && !email) errors.telefono = t('app.ofertantes.consulta.contacto_requerido');
  if (body.acepta !== true) errors.acepta = t('app.ofertantes.consulta.acepta_requerida');
  if (Object.keys(errors).length)
    throw new ApiError(400, errors.acepta && Object.keys(errors).length === 1 ? errors.acepta : t('app.errors.invalid_input'), errors);
  const [first, ...rest] = (nombre ?? '').split(' ');
  return {
    nombre: first ?? '',
    apellido: rest.join(' ') || '—',
    telefono: telefono || null,
    email: email ? email.toLowerCase() : null,
    mensaje: mensaje ?? '',
  };
}

type Ofertante = TableRowOf<'ofertantes'>;
type Demandante = TableRowOf<'demandantes'>;

const digits = (s: string | null) => (s ? (waNumber(s) ?? s.replace(/\D/g, '')) : null);

/** The demandante this person already is (same phone or e-mail), if any. */
async function existing(trx: Transaction<Database>, c: Consulta): Promise<Demandante | undefined> {
  if (c.email) {
    const byEmail = await trx.selectFrom('demandantes').selectAll().where('email', '=', c.email).orderBy('id_demandante').executeTakeFirst();
    if (byEmail) return byEmail;
  }
  const phone = digits(c.telefono);
  if (!phone) return undefined;
  // Phones are stored as typed ('987 654 321'): compared by their digits, among the few with the same last four.
  const tail = phone.slice(-4);
  const near = await trx
    .selectFrom('demandantes')
    .selectAll()
    .where('telefono', 'like', `%${tail.slice(0, 1)}%${tail.slice(1)}%`)
    .limit(200)
    .execute();
  return near.find((d) => digits(d.telefono) === phone);
}

export interface Lead {
  readonly id_demandante: number;
  readonly nuevo: boolean;
}

export async function recordLead(trx: Transaction<Database>, of: Ofertante, c: Consulta): Promise<Lead> {
  const now = new Date().toISOString();
  const today = limaToday();
  const agente = of.id_agente ?? (await adminIds(trx))[0] ?? null;
  const audit = { creado_en: now, actualizado_en: now, creado_por: agente, actualizado_por: agente };
  const found = await existing(trx, c);
  let record: Demandante;
  if (found) {
    await trx
      .updateTable('demandantes')
      .set({
        consentimiento_marketing: 1,
        consentimiento_fecha: today,
        ...(found.email ? {} : { email: c.email }),
        ...(found.telefono ? {} : { telefono: c.telefono }),
        actualizado_en: now,
      })
      .where('id_demandante', '=', found.id_demandante)
      .execute();
    record = await trx.selectFrom('demandantes').selectAll().where('id_demandante', '=', found.id_demandante).executeTakeFirstOrThrow();
  } else {
    const precio = Number(of.precio);
    record = await trx
      .insertInto('demandantes')
      .values({
        ...audit,
        nombre: c.nombre,
        apellido: c.apellido,
        telefono: c.telefono,
        email: c.email,
        origen: 'web',
        tipo_operacion: of.tipo_operacion === 'A' ? 'A' : 'C',
        tipos_inmueble: JSON.stringify([of.tipo_inmueble]),
        distritos: JSON.stringify([of.distrito]),
        moneda: of.moneda,
        precio_max: Math.round((precio * 1.1) / 100) * 100,
        descripcion: c.mensaje || null,
        estado: 'activo',
        id_agente: agente,
        consentimiento_marketing: 1,
        consentimiento_fecha: today,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  const nota = t('app.ofertantes.consulta.nota_historial', { codigo: String(of.codigo), mensaje: plainText(c.mensaje, 300) });
  await trx
    .insertInto('cambiosd')
    .values({
      fecha: now,
      recurso: demandantes.name,
      id_registro: record.id_demandante,
      campo: 'consulta_web',
      valor_anterior: null,
      valor_nuevo: nota,
      id_usuario: agente,
      ...audit,
    })
    .execute();
  const contacto = [c.telefono, c.email].filter(Boolean).join(', ');
  if (agente !== null)
    await notify(trx, {
      id_usuario: agente,
      mensaje: t('app.ofertantes.consulta.notificacion', {
        codigo: String(of.codigo),
        nombre: plainText(`${c.nombre} ${c.apellido === '—' ? '' : c.apellido}`),
        contacto,
      }),
      recurso: demandantes.name,
      id_registro: record.id_demandante,
    });
  await countVisit(trx, of.id_propiedad, 'consultas', today);
  await afterDemandanteWrite({ trx, mode: found ? 'update' : 'create', record, previous: found });
  return { id_demandante: record.id_demandante, nuevo: !found };
}
