// Contracts: the agent defaults to the property's; an exclusivity contract in force gives the property its
// exclusividad and exclusividad_hasta (written to the property's change log like any edit).
import ofertantes from '../../ofertantes/schema';
import type { ModuleHooks } from '#server/crud/hooks';
import { writeChanges } from '#server/crud/changeLog';
import type { Db, TableRowOf } from '#server/db/types';

type Contrato = TableRowOf<'controlcontratos'>;

async function syncExclusividad(trx: Db, contrato: Contrato, userId: number) {
  if (contrato.tipo !== 'exclusividad' || contrato.estado !== 'vigente') return;
  const id = contrato.id_propiedad;
  const before = await trx.selectFrom('ofertantes').selectAll().where('id_propiedad', '=', id).executeTakeFirst();
  if (!before) return;
  const hasta = contrato.fecha_fin;
  if (before.exclusividad === 1 && before.exclusividad_hasta === hasta) return;
  await trx
    .updateTable('ofertantes')
    .set({ exclusividad: 1, exclusividad_hasta: hasta, actualizado_en: new Date().toISOString(), actualizado_por: userId })
    .where('id_propiedad', '=', id)
    .execute();
  const after = await trx.selectFrom('ofertantes').selectAll().where('id_propiedad', '=', id).executeTakeFirstOrThrow();
  await writeChanges(trx, ofertantes, before, after, userId);
}

export const controlcontratosHooks: ModuleHooks<Contrato> = {
  async beforeWrite({ trx, mode, data }) {
    if (mode !== 'create' || (data.id_agente !== null && data.id_agente !== undefined) || typeof data.id_propiedad !== 'number') return;
    const prop = await trx.selectFrom('ofertantes').select('id_agente').where('id_propiedad', '=', data.id_propiedad).executeTakeFirst();
    if (prop?.id_agente !== null && prop?.id_agente !== undefined) data.id_agente = prop.id_agente;
  },
  async afterWrite({ trx, record, user }) {
    await syncExclusividad(trx, record, user.id);
  },
};
