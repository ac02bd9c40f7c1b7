// The key inventory and its loans: codes, the open-loan rule, and the key's estado kept in step with its loans.
import type { ModuleHooks } from '#server/crud/hooks';
import type { Db, TableRowOf } from '#server/db/types';
import { ApiError, t } from '#server/http';
import { formatDateTime } from '../../../lib/dates';

export const codigoLlave = (id: number) => `LL-${String(id).padStart(4, '0')}`;

export async function openLoanOf(db: Db, idLlave: number): Promise<TableRowOf<'controlllaves'> | undefined> {
  return db.selectFrom('controlllaves').selectAll().where('id_llave', '=', idLlave).where('estado', '=', 'abierto').executeTakeFirst();
}

/**
 * The property's 'Llave recibida' (chk_llave) follows the inventory: ticked while it has a registered key that is
 * not lost (lent out still counts: the office holds it), cleared otherwise while the property is still being
 * prepared (prospecto, por ofertar). `without` leaves out a key being deleted.
 */
export async function syncChkLlave(db: Db, idPropiedad: number, without?: number): Promise<void> {
  let q = db.selectFrom('llaves').select('id_llave').where('id_propiedad', '=', idPropiedad).where('estado', '!=', 'extraviada');
  if (without !== undefined) q = q.where('id_llave', '!=', without);
  const has = (await q.executeTakeFirst()) !== undefined;
  // Once offered, the property passed its checklist: losing or handing over the key later does not undo that.
  let u = db
    .updateTable('ofertantes')
    .set({ chk_llave: has ? 1 : 0 })
    .where('id_propiedad', '=', idPropiedad);
  if (!has) u = u.where('estado', 'in', ['prospecto', 'por_ofertar']);
  await u.execute();
}

export async function setKeyEstado(db: Db, idLlave: number, estado: 'disponible' | 'prestada' | 'extraviada', userId: number | null) {
  await db
    .updateTable('llaves')
    .set({ estado, actualizado_en: new Date().toISOString(), actualizado_por: userId })
    .where('id_llave', '=', idLlave)
    .execute();
  const llave = await db.selectFrom('llaves').select('id_propiedad').where('id_llave', '=', idLlave).executeTakeFirst();
  if (llave) await syncChkLlave(db, llave.id_propiedad);
}

/** Who has the key, as a person reads it: the agent's or broker's name, or the outside person's. */
export async function borrowerName(
  db: Db,
  loan: Pick<TableRowOf<'controlllaves'>, 'prestatario_tipo' | 'id_agente' | 'id_corredor' | 'prestatario_nombre'>,
): Promise<string> {
  if (loan.prestatario_tipo === 'agente' && loan.id_agente !== null) {
    const u = await db.selectFrom('usuarios').select(['nombre', 'apellido']).where('id_usuario', '=', loan.id_agente).executeTakeFirst();
    if (u) return `${u.nombre} ${u.apellido}`;
  }
  if (loan.prestatario_tipo === 'corredor' && loan.id_corredor !== null) {
    const c = await db
      .selectFrom('corredores')
      .select(['nombre', 'apellido', 'empresa'])
      .where('id_corredor', '=', loan.id_corredor)
      .executeTakeFirst();
    if (c) return `${c.nombre} ${c.apellido}${c.empresa ? ` (${c.empresa})` : ''}`;
  }
  return loan.prestatario_nombre ?? '';
}

export const llavesHooks: ModuleHooks<TableRowOf<'llaves'>> = {
  async beforeWrite({ mode, data }) {
    if (mode === 'create') data.estado = 'disponible';
  },
  async afterWrite({ trx, mode, record, previous }) {
    await syncChkLlave(trx, record.id_propiedad);
    if (previous && previous.id_propiedad !== record.id_propiedad) await syncChkLlave(trx, previous.id_propiedad);
    if (mode !== 'create') return;
    const id = record.id_llave;
    await trx
      .updateTable('llaves')
      .set({ codigo: codigoLlave(id) })
      .where('id_llave', '=', id)
      .execute();
    record.codigo = codigoLlave(id);
  },
  async beforeDelete({ trx, current }) {
    if (await openLoanOf(trx, current.id_llave)) throw new ApiError(409, t('app.documentos.errors.llave_con_prestamo'));
    // The loans' history goes with the key it belongs to.
    await trx.deleteFrom('controlllaves').where('id_llave', '=', current.id_llave).execute();
    await syncChkLlave(trx, current.id_propiedad, current.id_llave);
  },
};

export const controlllavesHooks: ModuleHooks<TableRowOf<'controlllaves'>> = {
  // Only the borrower of the chosen kind is kept (the schema's `when`: validate.ts stores the others empty).
  async beforeWrite({ trx, mode, data }) {
    if (mode !== 'create') return;
    data.estado = 'abierto';
    const idLlave = Number(data.id_llave);
    const llave = await trx.selectFrom('llaves').select(['codigo', 'estado']).where('id_llave', '=', idLlave).executeTakeFirst();
    if (!llave) return; // the reference check reports it
    const codigo = llave.codigo ?? '';
    if (llave.estado === 'extraviada')
      throw new ApiError(409, t('app.documentos.errors.llave_extraviada', { codigo }), {
        id_llave: t('app.documentos.errors.llave_extraviada', { codigo }),
      });
    const open = await openLoanOf(trx, idLlave);
    if (open) {
      const msg = t('app.documentos.errors.llave_prestada', { codigo, desde: formatDateTime(open.fecha_salida) });
      throw new ApiError(409, msg, { id_llave: msg });
    }
  },
  async afterWrite({ trx, mode, record, user }) {
    if (mode === 'create') await setKeyEstado(trx, record.id_llave, 'prestada', user.id);
  },
  async beforeDelete({ trx, current, user }) {
    if (current.estado === 'abierto') await setKeyEstado(trx, current.id_llave, 'disponible', user.id);
  },
};
