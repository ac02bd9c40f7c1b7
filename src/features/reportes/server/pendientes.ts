// The dashboard's oldest open tasks (GET /api/dashboard/pendientes): overdue key loans, complaints near their legal
// deadline (administrators: the book is theirs), contracts in force that end within 30 days — each the oldest first,
// with the link's record id — and the demand without supply: active demandantes no available property satisfies
// (the matching rules of src/features/matching/server). An agent gets their own loans, contracts and demandantes.
import { addBusinessDays, businessDaysLeft } from '../../../lib/businessDays';
import { addDays, limaDayOf } from '../../../lib/limaTime';
import { TIPO_CONTRATO_CHOICES } from '../../../resources/controlcontratos/schema';
import { rowCount } from '#server/db/aggregates';
import type { Db } from '#server/db/types';
import { NOTICE_DAYS_LEFT } from '../../../resources/libroreclamaciones/server/deadlines';
import { demandantesSinOferta } from '../../matching/server/sinOferta';
import { exchangeRate } from '#server/settings';
import { byAgent } from './dashboard';

/** Rows each list shows; the totals count them all. */
export const LISTA = 8;
const str = (v: string | null | undefined) => v ?? '';
const inmueble = (codigo: string | null, descripcion: string | null) => [str(codigo), str(descripcion)].filter(Boolean).join(' · ');

export async function prestamosVencidos(db: Db, now: Date, agente: number | null) {
  const base = () =>
    byAgent(
      db
        .selectFrom('controlllaves as p')
        .innerJoin('llaves as l', 'l.id_llave', 'p.id_llave')
        .leftJoin('ofertantes as o', 'o.id_propiedad', 'l.id_propiedad')
        .where('p.estado', '=', 'abierto')
        .where('p.fecha_devolucion_prevista', '<', now.toISOString()),
      'p.id_agente',
      agente,
    );
  const [rows, total] = await Promise.all([
    base()
      .select(['p.id_prestamo', 'p.fecha_devolucion_prevista', 'l.codigo as llave', 'o.codigo', 'o.descripcion'])
      .orderBy('p.fecha_devolucion_prevista')
      .limit(LISTA)
      .execute(),
    base().select(rowCount.as('n')).executeTakeFirst(),
  ]);
  return {
    total: total?.n ?? 0,
    lista: rows.map((r) => ({
      id: r.id_prestamo,
      vence: str(r.fecha_devolucion_prevista),
      llave: str(r.llave),
      inmueble: inmueble(r.codigo, r.descripcion),
    })),
  };
}

export async function reclamosPorVencer(db: Db, hoy: string) {
  const base = () =>
    db
      .selectFrom('libroreclamaciones')
      .where('estado', 'in', ['pendiente', 'en_proceso'])
      .where('fecha_limite', '<=', addBusinessDays(hoy, NOTICE_DAYS_LEFT));
  const [rows, total] = await Promise.all([
    base().select(['id_reclamo', 'numero', 'nombre', 'fecha_limite']).orderBy('fecha_limite').limit(LISTA).execute(),
    base().select(rowCount.as('n')).executeTakeFirst(),
  ]);
  return {
    total: total?.n ?? 0,
    lista: rows.map((r) => ({
      id: r.id_reclamo,
      numero: str(r.numero),
      nombre: str(r.nombre),
      fecha_limite: str(r.fecha_limite),
      dias: businessDaysLeft(hoy, str(r.fecha_limite)),
    })),
  };
}

export async function contratosPorVencer(db: Db, hoy: string, agente: number | null) {
  const base = () =>
    byAgent(
      db
        .selectFrom('controlcontratos as c')
        .leftJoin('ofertantes as o', 'o.id_propiedad', 'c.id_propiedad')
        .where('c.estado', '=', 'vigente')
        .where('c.fecha_fin', 'is not', null)
        .where('c.fecha_fin', '<=', addDays(hoy, 30)),
      'c.id_agente',
      agente,
    );
  const [rows, total] = await Promise.all([
    base().select(['c.id_contrato', 'c.tipo', 'c.fecha_fin', 'o.codigo', 'o.descripcion']).orderBy('c.fecha_fin').limit(LISTA).execute(),
    base().select(rowCount.as('n')).executeTakeFirst(),
  ]);
  const tipo = (v: string) => TIPO_CONTRATO_CHOICES.find((c) => c.id === v)?.name ?? v;
  return {
    total: total?.n ?? 0,
    lista: rows.map((r) => ({ id: r.id_contrato, tipo: tipo(r.tipo), fecha_fin: str(r.fecha_fin), inmueble: inmueble(r.codigo, r.descripcion) })),
  };
}

/** Active demandantes (the agent's own) that no available property satisfies, the longest waiting first. */
export async function demandaSinOferta(db: Db, agente: number | null) {
  const { activos, filas } = await demandantesSinOferta(db, { agente, tipoCambio: await exchangeRate(db) });
  return {
    activos,
    total: filas.length,
    lista: filas.slice(0, LISTA).map((r) => ({
      id: r.id_demandante,
      nombre: `${str(r.nombre)} ${str(r.apellido)}`.trim(),
      operacion: r.tipo_operacion === 'A' ? 'Alquiler' : 'Compra',
      desde: str(r.creado_en) ? limaDayOf(str(r.creado_en)) : '',
    })),
  };
}

export async function pendientes(db: Db, hoy: string, now: Date, agente: number | null, admin: boolean) {
  const [prestamos, reclamos, contratos, demanda] = await Promise.all([
    prestamosVencidos(db, now, agente),
    admin ? reclamosPorVencer(db, hoy) : Promise.resolve(null),
    contratosPorVencer(db, hoy, agente),
    demandaSinOferta(db, agente),
  ]);
  return {
    id_agente: agente,
    prestamos_vencidos: prestamos,
    reclamos_por_vencer: reclamos,
    contratos_por_vencer: contratos,
    demanda_sin_oferta: demanda,
  };
}
