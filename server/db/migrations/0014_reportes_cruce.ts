// The indexes of "demand without supply" (server/matching/sinOferta.ts): for each way a demand restricts the
// properties (districts and types, districts only, types only, neither), an index range on the available properties
// of the operation that ends with the currency and the price window. Listed, not derived: a migration must mean the
// same thing whenever it runs.
import type { Kysely } from 'kysely';

const INDEXES: readonly (readonly [name: string, columns: readonly string[]])[] = [
  ['ofertantes_cruce_dt_lx', ['estado', 'tipo_operacion', 'distrito', 'tipo_inmueble', 'moneda', 'precio']],
  ['ofertantes_cruce_d_lx', ['estado', 'tipo_operacion', 'distrito', 'moneda', 'precio']],
  ['ofertantes_cruce_t_lx', ['estado', 'tipo_operacion', 'tipo_inmueble', 'moneda', 'precio']],
  ['ofertantes_cruce_lx', ['estado', 'tipo_operacion', 'moneda', 'precio']],
];

export function m0014ReportesCruce() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      for (const [name, columns] of INDEXES) await db.schema.createIndex(name).ifNotExists().on('ofertantes').columns([...columns]).execute();
    },
  };
}
