// Rules of ofertantes beyond the schema: the OF-000123 code and the estado transitions.
import { limaToday } from '../../../lib/limaTime';
import { ESTADOS_OFERTADOS, ESTADO_OFERTANTE_CHOICES, canTransition, checklistPending } from '../estados';
import type { ModuleHooks } from '#server/crud/hooks';
import type { TableRowOf } from '#server/db/types';
import { ApiError, t } from '#server/http';
import { photoPaths, removeFiles, uploadsRoot } from '#server/uploads/storage';
import { afterOfertanteWrite } from '../../../features/matching/server/onOfertanteWrite';

const estadoName = (id: unknown) => ESTADO_OFERTANTE_CHOICES.find((c) => c.id === id)?.name ?? String(id);

export function codigoOf(id: number): string {
  return `OF-${String(id).padStart(6, '0')}`;
}

/** Refuses (409, on estado) unless every item of the por-ofertar checklist is done for `record`. */
function checklistComplete(record: Readonly<Record<string, unknown>>): void {
  const pending = checklistPending(record);
  if (pending.length === 0) return;
  const msg = t('app.errors.checklist_incompleto', { pendientes: pending.map((c) => c.label).join(', ') });
  throw new ApiError(409, msg, { estado: msg });
}

const isOn = (v: unknown) => v === true || v === 1 || v === '1';

/**
 * Only a disponible property is public: asking to publish another is refused (409, on publicar_web); a property that
 * leaves disponible (reserved, sold, rented, withdrawn, back to por ofertar) is unpublished in the same write, so its
 * page answers 404 from that moment.
 */
function publicationRule(data: Record<string, unknown>, current: Readonly<Record<string, unknown>> | undefined): void {
  const estado = String(data.estado ?? current?.estado ?? '');
  if (estado === 'disponible') return;
  const leaving = current?.estado === 'disponible' && data.estado !== undefined;
  if (leaving) {
    data.publicar_web = false;
    return;
  }
  if (isOn(data.publicar_web)) {
    const msg = t('app.ofertantes.publicacion.solo_disponible');
    throw new ApiError(409, msg, { publicar_web: msg });
  }
}

export const ofertantesHooks: ModuleHooks<TableRowOf<'ofertantes'>> = {
  async beforeWrite({ mode, data, current }) {
    // A property captured today unless the form says otherwise (the list shows the newest captures first).
    if (mode === 'create' && (data.fecha_captacion === null || data.fecha_captacion === undefined)) data.fecha_captacion = limaToday();
    // Created directly as offered (disponible or later): the same checklist as the transition to disponible.
    publicationRule(data, current);
    if (mode === 'create') {
      if (ESTADOS_OFERTADOS.includes(String(data.estado))) checklistComplete(data);
      return;
    }
    if (!current || data.estado === undefined) return;
    const from = current.estado;
    const to = String(data.estado);
    if (!canTransition(from, to)) {
      const msg = t('app.errors.bad_transition', { desde: estadoName(current.estado), hasta: estadoName(data.estado) });
      throw new ApiError(409, msg, { estado: msg });
    }
    if (to === 'disponible' && (from === 'prospecto' || from === 'por_ofertar')) checklistComplete({ ...current, ...data });
  },
  /** A property with citas is kept (its history matters); otherwise its photos, cart rows and files go with it. */
  async beforeDelete({ trx, current, dataDir }) {
    const id = current.id_propiedad;
    const cita = await trx.selectFrom('citas').select('id_cita').where('id_propiedad', '=', id).executeTakeFirst();
    if (cita) throw new ApiError(409, t('app.errors.ofertante_con_citas'));
    // Keys, contracts and SUNARP records are its history too: checked before any photo leaves the disk.
    for (const [table, what] of [
      ['llaves', 'llaves'],
      ['controlcontratos', 'contratos'],
      ['controlregistros', 'trámites registrales'],
    ] as const) {
      if (await trx.selectFrom(table).select('id_propiedad').where('id_propiedad', '=', id).executeTakeFirst()) {
        throw new ApiError(409, t('app.documentos.errors.ofertante_con_documentos', { que: what }));
      }
    }
    const photos = await trx.selectFrom('imagenes').select(['carpeta', 'archivo']).where('id_propiedad', '=', id).execute();
    await trx.deleteFrom('imagenes').where('id_propiedad', '=', id).execute();
    await trx.deleteFrom('carrito').where('id_propiedad', '=', id).execute();
    await trx.deleteFrom('autoresponder_pares').where('id_propiedad', '=', id).execute();
    const root = uploadsRoot(dataDir);
    await removeFiles(photos.flatMap((p) => photoPaths(root, p.carpeta, p.archivo)));
  },
  async afterWrite({ trx, mode, record, previous }) {
    if (mode === 'create') {
      const id = record.id_propiedad;
      await trx
        .updateTable('ofertantes')
        .set({ codigo: codigoOf(id) })
        .where('id_propiedad', '=', id)
        .execute();
      record.codigo = codigoOf(id);
    }
    // Matching: agents' notifications and autoresponder messages (never fails the write).
    await afterOfertanteWrite({ trx, mode, record, previous });
  },
};
