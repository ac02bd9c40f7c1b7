// Demo data of Llaves: keys for the properties the office still handles, and 'Llave recibida' of the properties'
// checklist following that inventory, as the keys' hooks keep it afterwards.
import type { ModuleDemo } from '#server/moduleServer';
import { insertMany } from '#server/db/batch';
import { adminAudit, type DemoRow } from '#server/db/demo/audit';
import type { TableRowOf } from '#server/db/types';
import { between, rng } from '#server/db/demo/random';
import { codigoLlave } from './llaves';

type Ofertante = TableRowOf<'ofertantes'>;

export function demoLlaves(props: readonly Ofertante[]): DemoRow<'llaves'>[] {
  const r = rng(9102);
  const handled = props.filter((p) => !['vendido', 'retirado', 'prospecto'].includes(p.estado) && r() < 0.85);
  return handled.flatMap((p, i) => {
    const main = {
      id_propiedad: p.id_propiedad,
      casillero: `${String.fromCharCode(65 + (i % 6))}-${String(1 + (i % 40)).padStart(2, '0')}`,
      copias: between(r, 1, 3),
      descripcion: 'Puerta principal',
      estado: 'disponible',
    };
    return r() < 0.2 ? [main, { ...main, copias: 1, descripcion: 'Cochera y depósito' }] : [main];
  });
}

/** `days` from today (negative: before) at `hour` o'clock in Lima (UTC−5, no daylight saving). */

export const demo: ModuleDemo = {
  after: ['ofertantes'],
  async seed({ db, now }) {
    const { audit } = await adminAudit(db, now);
    const props = await db.selectFrom('ofertantes').selectAll().orderBy('id_propiedad').execute();
    await db.transaction().execute(async (trx) => {
      const llaves = demoLlaves(props);
      const llaveIds = await insertMany(trx, 'llaves', 'id_llave', audit(llaves));
      for (const id of llaveIds)
        await trx
          .updateTable('llaves')
          .set({ codigo: codigoLlave(id) })
          .where('id_llave', '=', id)
          .execute();
      await trx.updateTable('ofertantes').set({ chk_llave: 0 }).where('estado', 'in', ['prospecto', 'por_ofertar']).execute();
      const withKeys = Array.from(new Set(llaves.map((l) => l.id_propiedad)));
      for (let i = 0; i < withKeys.length; i += 200)
        await trx
          .updateTable('ofertantes')
          .set({ chk_llave: 1 })
          .where('id_propiedad', 'in', withKeys.slice(i, i + 200))
          .execute();
    });
  },
};
