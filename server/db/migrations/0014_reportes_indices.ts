// The indexes of the dashboard's and the reports' aggregates (issue 13), so that each is an index range or an
// index-only scan at 100 000 properties (EXPLAIN QUERY PLAN figures in bench/reportes.ts). Listed, not derived: a
// migration must mean the same thing whenever it runs.
// - Demand without supply (server/matching/sinOferta.ts): for each way a demand restricts the properties (districts
//   and types, districts only, types only, neither), a range on the available properties of the operation that ends
//   with the currency and the price window.
// - Reportes › Propiedades: each grouping with the currency and the price it sums (index-only, in group order).
// - Reportes › Agentes: citas per agent and estado in a date range; contracts signed in a range with what the
//   closings sum (also the dashboard's contracts, closings and closings per month).
import type { Kysely } from 'kysely';

const INDEXES: readonly (readonly [table: string, name: string, columns: readonly string[]])[] = [
  ['ofertantes', 'ofertantes_cruce_dt_lx', ['estado', 'tipo_operacion', 'distrito', 'tipo_inmueble', 'moneda', 'precio']],
  ['ofertantes', 'ofertantes_cruce_d_lx', ['estado', 'tipo_operacion', 'distrito', 'moneda', 'precio']],
  ['ofertantes', 'ofertantes_cruce_t_lx', ['estado', 'tipo_operacion', 'tipo_inmueble', 'moneda', 'precio']],
  ['ofertantes', 'ofertantes_cruce_lx', ['estado', 'tipo_operacion', 'moneda', 'precio']],
  ['ofertantes', 'ofertantes_estado_moneda_precio_rx', ['estado', 'moneda', 'precio']],
  ['ofertantes', 'ofertantes_tipo_inmueble_moneda_precio_rx', ['tipo_inmueble', 'moneda', 'precio']],
  ['ofertantes', 'ofertantes_distrito_moneda_precio_rx', ['distrito', 'moneda', 'precio']],
  ['ofertantes', 'ofertantes_tipo_operacion_moneda_precio_rx', ['tipo_operacion', 'moneda', 'precio']],
  ['citas', 'citas_agente_estado_fecha_rx', ['id_agente', 'estado', 'fecha']],
  ['controlcontratos', 'controlcontratos_firma_rx', ['fecha_firma', 'tipo', 'id_agente', 'moneda', 'monto']],
];

export function m0014ReportesIndices() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      for (const [table, name, columns] of INDEXES)
        await db.schema
          .createIndex(name)
          .ifNotExists()
          .on(table)
          .columns([...columns])
          .execute();
    },
  };
}
