// Demo data of Control de contratos: the contracts a property's estado implies (exclusivity for exclusive listings,
// a lease for a rented one, a sale for a sold one, a separation for a reserved one) in the listing's currency.
import type { ModuleDemo } from '#server/moduleServer';
import { insertMany } from '#server/db/batch';
import { adminAudit, type DemoRow } from '#server/db/demo/audit';
import type { TableRowOf } from '#server/db/types';
import { between, rng } from '#server/db/demo/random';
import { limaDayOf } from '../../../lib/limaTime';

type Ofertante = TableRowOf<'ofertantes'>;

const DAY = 86_400_000;

/** The Lima day of an instant of the demo's timeline. */
const iso = (d: Date) => limaDayOf(d);

export function demoContratos(props: readonly Ofertante[], today: Date): DemoRow<'controlcontratos'>[] {
  const r = rng(9104);
  const rows: DemoRow<'controlcontratos'>[] = [];
  for (const p of props) {
    const base = {
      id_propiedad: p.id_propiedad,
      id_agente: p.id_agente,
      moneda: p.moneda,
      partes: `${p.propietario_nombre} (propietario) y la inmobiliaria`,
    };
    const precio = p.precio;
    const captacion = p.fecha_captacion ?? iso(today);
    if (Number(p.exclusividad) === 1 && p.exclusividad_hasta) {
      rows.push({
        ...base,
        tipo: 'exclusividad',
        fecha_firma: captacion,
        fecha_inicio: captacion,
        fecha_fin: p.exclusividad_hasta,
        comision: Math.round(precio * 0.03),
        estado: p.exclusividad_hasta < iso(today) ? 'vencido' : 'vigente',
      });
    } else if ((p.estado === 'disponible' || p.estado === 'por_ofertar') && r() < 0.5) {
      // Without exclusivity yet: a non-exclusive brokerage agreement.
      rows.push({
        ...base,
        tipo: 'corretaje',
        fecha_firma: captacion,
        fecha_inicio: captacion,
        fecha_fin: null,
        comision: Math.round(precio * 0.03),
        estado: 'vigente',
      });
    }
    const hace = (d: number) => iso(new Date(today.getTime() - d * DAY));
    if (p.estado === 'reservado') {
      rows.push({
        ...base,
        tipo: 'separacion',
        partes: `${p.propietario_nombre} y el comprador`,
        fecha_firma: hace(5),
        fecha_inicio: hace(5),
        fecha_fin: iso(new Date(today.getTime() + 25 * DAY)),
        monto: Math.round(precio * 0.05),
        estado: 'vigente',
      });
    } else if (p.estado === 'vendido' && p.tipo_operacion === 'V') {
      rows.push({
        ...base,
        tipo: 'compraventa',
        partes: `${p.propietario_nombre} (vendedor) y el comprador`,
        fecha_firma: hace(between(r, 10, 90)),
        fecha_inicio: hace(between(r, 10, 90)),
        fecha_fin: null,
        monto: precio,
        comision: Math.round(precio * 0.03),
        estado: 'resuelto',
      });
    } else if (p.estado === 'alquilado' && p.tipo_operacion === 'A') {
      const inicio = between(r, 30, 300);
      rows.push({
        ...base,
        tipo: 'arrendamiento',
        partes: `${p.propietario_nombre} (arrendador) y el arrendatario`,
        fecha_firma: hace(inicio + 2),
        fecha_inicio: hace(inicio),
        fecha_fin: iso(new Date(today.getTime() + (365 - inicio) * DAY)),
        monto: precio,
        garantia_meses: 2,
        adelanto_meses: 1,
        comision: precio,
        estado: 'vigente',
      });
    }
  }
  return rows;
}

/** SUNARP procedures: transfers of sold properties, and a few others in every estado. */

export const demo: ModuleDemo = {
  after: ['ofertantes'],
  async seed({ db, now }) {
    const { audit } = await adminAudit(db, now);
    const props = await db.selectFrom('ofertantes').selectAll().orderBy('id_propiedad').execute();
    await insertMany(db, 'controlcontratos', 'id_contrato', audit(demoContratos(props, new Date(now))));
  },
};
