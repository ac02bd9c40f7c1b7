// Filing one sheet: its number, date and deadline, the row, the constancia link and the administrators' notice,
// all in one transaction (a failure leaves no row, no number used and no notice).
import crypto from 'node:crypto';
import { formatDate } from '../../../lib/dates';
import { complaintDeadline } from '../../../lib/businessDays';
import { limaToday } from '../../../lib/limaTime';
import type { DbValue } from '../../../framework/validate';
import schema, { publicFormSchema, TIPO_RECLAMO_CHOICES } from '../schema';
import { logActivity } from '#server/auth/activity';
import { toDb } from '#server/crud/rows';
import { anyTable, type Db, type TableRowOf } from '#server/db/types';

/** A filed sheet as the database holds it. */
export type Reclamo = TableRowOf<'libroreclamaciones'>;
import { t } from '#server/http';
import { adminIds, notify } from '#server/notify';

import { formatNumero, nextCorrelative } from './numbering';

export interface Filed {
  readonly row: Reclamo;
  /** The constancia link's secret: returned once, stored only as its SHA-256. */
  readonly token: string;
}

export const hashConstanciaToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** 256 random bits, URL-safe (43 characters). */
export const newConstanciaToken = () => crypto.randomBytes(32).toString('base64url');

export const tipoName = (id: unknown) => TIPO_RECLAMO_CHOICES.find((c) => c.id === id)?.name ?? String(id ?? '');

export async function fileComplaint(db: Db, data: Readonly<Record<string, DbValue>>, now: Date, ip?: string): Promise<Filed> {
  const fecha = limaToday(now);
  const anio = Number(fecha.slice(0, 4));
  const fechaLimite = complaintDeadline(fecha);
  const stamp = now.toISOString();
  const token = newConstanciaToken();
  const row = await db.transaction().execute(async (trx) => {
    const correlativo = await nextCorrelative(trx, anio);
    const numero = formatNumero(correlativo, anio);
    const values = {
      ...toDb(publicFormSchema, data),
      numero,
      anio,
      correlativo,
      fecha,
      fecha_limite: fechaLimite,
      estado: 'pendiente',
      creado_en: stamp,
      actualizado_en: stamp,
      creado_por: null,
      actualizado_por: null,
    };
    const inserted = await anyTable(trx).insertInto(schema.name).values(values).returning(schema.key).executeTakeFirstOrThrow();
    const id = Number(inserted[schema.key]);
    await trx
      .insertInto('libro_constancias')
      .values({ token_hash: hashConstanciaToken(token), id_reclamo: id, creado_en: stamp })
      .execute();
    const mensaje = t('app.libro.notificaciones.nueva', {
      numero,
      tipo: tipoName(data.tipo).toLowerCase(),
      nombre: String(data.nombre ?? ''),
      fecha_limite: formatDate(fechaLimite),
    });
    await notify(
      trx,
      (await adminIds(trx)).map((id_usuario) => ({ id_usuario, mensaje, recurso: schema.name, id_registro: id })),
    );
    await logActivity(trx, {
      id_usuario: null,
      accion: 'create',
      recurso: schema.name,
      id_registro: id,
      ip,
      detalle: `Hoja N.º ${numero} (formulario público)`,
    });
    return trx.selectFrom(schema.name).selectAll().where(schema.key, '=', id).executeTakeFirstOrThrow();
  });
  return { row, token };
}

/** The sheet a constancia token opens, or undefined. */
export async function sheetByToken(db: Db, token: string): Promise<Reclamo | undefined> {
  const link = await db.selectFrom('libro_constancias').select('id_reclamo').where('token_hash', '=', hashConstanciaToken(token)).executeTakeFirst();
  if (!link) return undefined;
  return db.selectFrom(schema.name).selectAll().where(schema.key, '=', link.id_reclamo).executeTakeFirst();
}
