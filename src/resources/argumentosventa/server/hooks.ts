// The sales arguments' server rules: the gap-free order 1..n of each property type's arguments.
import type { ModuleHooks } from '#server/crud/hooks';
import type { Db, TableRowOf } from '#server/db/types';

/** Renumbers the arguments of one type 1..n, keeping their current order. */
export async function renumber(trx: Db, tipo: string): Promise<void> {
  const rows = await trx
    .selectFrom('argumentosventa')
    .select(['id_argumento', 'orden'])
    .where('tipo_inmueble', '=', tipo)
    .orderBy('orden')
    .orderBy('id_argumento')
    .execute();
  for (const [i, r] of rows.entries()) {
    if (r.orden !== i + 1)
      await trx
        .updateTable('argumentosventa')
        .set({ orden: i + 1 })
        .where('id_argumento', '=', r.id_argumento)
        .execute();
  }
}

export const argumentosventaHooks: ModuleHooks<TableRowOf<'argumentosventa'>> = {
  async beforeWrite({ trx, mode, data, current }) {
    const tipo = String(data.tipo_inmueble ?? current?.tipo_inmueble ?? 'general');
    if (mode === 'update' && current && current.tipo_inmueble === tipo) return;
    // New, or moved to another type: last of its type.
    const last = await trx
      .selectFrom('argumentosventa')
      .select((eb) => eb.fn.max('orden').as('orden'))
      .where('tipo_inmueble', '=', tipo)
      .executeTakeFirst();
    data.orden = (last?.orden ?? 0) + 1;
  },
  async afterWrite({ trx, previous }) {
    if (previous && previous.tipo_inmueble) await renumber(trx, previous.tipo_inmueble);
  },
  async beforeDelete({ trx, current }) {
    // Those after it move up one: the order stays 1..n once the row is gone.
    await trx
      .updateTable('argumentosventa')
      .set((eb) => ({ orden: eb('orden', '-', 1) }))
      .where('tipo_inmueble', '=', current.tipo_inmueble)
      .where('orden', '>', current.orden ?? 0)
      .execute();
  },
};
