// Demo data of Documentos, Legal and Directorios, built from the properties already seeded so that it holds
// together: keys for the properties the office still handles, a few loans out (some overdue), the contracts a
// property's estado implies (exclusivity for exclusive listings, a lease for a rented one, a sale for a sold
// one, a separation for a reserved one) in the listing's currency, SUNARP procedures in several estados, brokers.
import type { Database, NewRow, TableRowOf } from '../types';

/** A demo row of `T` before the seed adds the audit columns. */
export type DemoRow<T extends keyof Database> = Omit<NewRow<T>, 'creado_en' | 'actualizado_en' | 'creado_por' | 'actualizado_por'>;
type Ofertante = TableRowOf<'ofertantes'>;
import { addDays, limaDayOf, limaDayStart, limaToday } from '../../../src/lib/limaTime';
import { APELLIDOS, NOMBRES, between, pick, rng } from './random';

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** The Lima day of an instant of the demo's timeline. */
const iso = (d: Date) => limaDayOf(d);

const EMPRESAS = [
  'Inmobiliaria Los Andes SAC',
  'Pacífico Propiedades EIRL',
  'Casa Lima Corredores SAC',
  'Urbe Perú Inmuebles SAC',
  null,
  null,
] as const;
const ZONAS = [
  'Miraflores, San Isidro',
  'Surco, La Molina',
  'Callao, San Miguel',
  'Jesús María, Lince',
  'Los Olivos, SMP',
  'Barranco, Chorrillos',
] as const;
const OFICINAS = ['lima', 'lima', 'lima', 'callao', 'huaral', 'canete'] as const;

/** A valid RUC for a company (20 + 8 digits + SUNAT check digit). */
function ruc(r: () => number): string {
  const first = `20${between(r, 10_000_000, 99_999_999)}`;
  const w = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
  const sum = w.reduce((acc, x, i) => acc + x * Number(first.charAt(i)), 0);
  const check = 11 - (sum % 11);
  return `${first}${check === 11 ? 1 : check === 10 ? 0 : check}`;
}

export function demoCorredores(count: number, today: Date): DemoRow<'corredores'>[] {
  const r = rng(9101);
  return Array.from({ length: count }, (_, i) => {
    const empresa = pick(r, EMPRESAS);
    const vigencia = new Date(today.getTime() + (i % 5 === 0 ? -between(r, 10, 200) : between(r, 60, 700)) * DAY);
    return {
      nombre: pick(r, NOMBRES),
      apellido: `${pick(r, APELLIDOS)} ${pick(r, APELLIDOS)}`,
      empresa,
      documento_tipo: 'DNI',
      documento: String(between(r, 10_000_000, 79_999_999)),
      ruc: empresa ? ruc(r) : null,
      registro_mvcs: `${empresa ? 'PJ' : 'PN'}-${between(r, 1000, 9999)}`,
      registro_vigencia: iso(vigencia),
      telefono: `9${between(r, 10, 99)} ${between(r, 100, 999)} ${between(r, 100, 999)}`,
      email: `corredor${i + 1}@correo.pe`,
      zona: pick(r, ZONAS),
      comision_compartida_pct: pick(r, [30, 40, 50, 50]),
      notas: null,
      estado: i === count - 1 ? 'inactivo' : 'activo',
    };
  });
}

/** Keys of the properties the office handles (not sold, not withdrawn); most have one, some two. */
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
function limaAt(now: Date, days: number, hour: number): Date {
  return new Date(limaDayStart(addDays(limaToday(now), days)).getTime() + hour * HOUR);
}

/** A history of returned loans, a few keys out now and two overdue, lent to agents, brokers and outside people, in office hours. */
export function demoPrestamos(
  llaves: readonly { readonly id_llave: number }[],
  agentes: readonly number[],
  corredores: readonly number[],
  now: Date,
): DemoRow<'controlllaves'>[] {
  const r = rng(9103);
  return llaves.slice(0, 60).map((l, i) => {
    const tipo = i % 7 === 0 ? 'corredor' : i % 11 === 0 ? 'externo' : 'agente';
    const borrower =
      tipo === 'agente'
        ? { id_agente: pick(r, agentes) }
        : tipo === 'corredor'
          ? { id_corredor: pick(r, corredores) }
          : {
              prestatario_nombre: `${pick(r, NOMBRES)} ${pick(r, APELLIDOS)}`,
              prestatario_documento_tipo: 'DNI',
              prestatario_documento: String(between(r, 10_000_000, 79_999_999)),
            };
    const overdue = i < 2;
    const open = i < 6;
    const day = overdue ? -4 : open ? -1 : -between(r, 2, 40);
    const out = limaAt(now, day, between(r, 9, 16));
    const due = overdue ? limaAt(now, -3, 13) : open ? limaAt(now, 1, 18) : new Date(out.getTime() + 6 * HOUR);
    return {
      id_llave: l.id_llave,
      prestatario_tipo: tipo,
      ...borrower,
      fecha_salida: out.toISOString(),
      fecha_devolucion_prevista: due.toISOString(),
      fecha_devolucion: open ? null : new Date(out.getTime() + between(r, 2, 5) * HOUR).toISOString(),
      estado: open ? 'abierto' : 'devuelto',
      motivo: pick(r, ['Visita con cliente', 'Tasación', 'Sesión de fotos', 'Mantenimiento', 'Visita del corredor']),
    };
  });
}

/** The contracts each property's situation implies, in the listing's currency. */
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
export function demoRegistros(props: readonly Ofertante[], today: Date): DemoRow<'controlregistros'>[] {
  const r = rng(9105);
  const estados = ['presentado', 'en_calificacion', 'observado', 'liquidado', 'inscrito', 'inscrito', 'tachado'] as const;
  const withPartida = props.filter((p) => p.partida_registral);
  const sold = withPartida.filter((p) => p.estado === 'vendido' && p.tipo_operacion === 'V');
  const others = withPartida.filter((p) => p.estado === 'disponible').slice(0, 8);
  return [...sold, ...others].map((p, i) => {
    const presentado = new Date(today.getTime() - between(r, 2, 60) * DAY);
    const estado =
      p.tipo_operacion === 'V' && p.estado === 'vendido'
        ? pick(r, estados)
        : pick(r, ['presentado', 'en_calificacion', 'observado', 'inscrito'] as const);
    return {
      id_propiedad: p.id_propiedad,
      tipo_tramite:
        p.estado === 'vendido' && p.tipo_operacion === 'V'
          ? 'compraventa'
          : pick(r, ['independizacion', 'declaratoria_fabrica', 'levantamiento_hipoteca', 'bloqueo'] as const),
      partida_electronica: String(p.partida_registral).padStart(8, '0'),
      oficina_registral: pick(r, OFICINAS),
      numero_titulo: `${presentado.getUTCFullYear()}-${String(between(r, 100_000, 3_999_999)).padStart(8, '0')}`,
      fecha_presentacion: iso(presentado),
      estado,
      fecha_vencimiento: iso(new Date(presentado.getTime() + (i % 4 === 0 ? 40 : 60) * DAY)),
      cargas_gravamenes: r() < 0.3 ? 'Hipoteca a favor de banco, en proceso de levantamiento.' : null,
      observaciones: estado === 'observado' ? 'Esquela de observación: falta copia certificada del poder del vendedor.' : null,
    };
  });
}
