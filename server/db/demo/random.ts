// Demo data of Favoritos: a few hundred properties across Lima and Callao, their owners, buyers and renters,
// and two weeks of appointments. Deterministic (seeded), so every fresh start looks the same.
import { addDays, limaDayOf, limaToday, mondayOf } from '../../../src/lib/limaTime';
import { distritoPorNombre } from '../../../src/lib/ubigeo';
import { must } from '../../../src/lib/must';
import type { TableRowOf } from '../types';

export type Rng = () => number;

/** mulberry32: a small deterministic generator. */
export function rng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(r: Rng, list: readonly T[]): T => must(list[Math.floor(r() * list.length)], 'un elemento de la lista');
export const between = (r: Rng, min: number, max: number) => Math.floor(min + r() * (max - min + 1));

export const NOMBRES = [
  'José',
  'Luis',
  'Carlos',
  'Jorge',
  'Juan',
  'Miguel',
  'César',
  'Víctor',
  'Raúl',
  'Alberto',
  'Renzo',
  'Diego',
  'Gonzalo',
  'María',
  'Rosa',
  'Carmen',
  'Ana',
  'Lucía',
  'Milagros',
  'Patricia',
  'Gabriela',
  'Claudia',
  'Fiorella',
  'Karina',
  'Sofía',
  'Valeria',
] as const;
export const APELLIDOS = [
  'Quispe',
  'Flores',
  'Sánchez',
  'Rodríguez',
  'García',
  'Rojas',
  'Huamán',
  'Mendoza',
  'Chávez',
  'Ramírez',
  'Torres',
  'Vargas',
  'Castillo',
  'Espinoza',
  'Gutiérrez',
  'Mamani',
  'Salazar',
  'Paredes',
  'Díaz',
  'Cárdenas',
  'Ríos',
  'Benavides',
  'Zevallos',
  'Aguilar',
] as const;

/**
 * District, a point well inside it (lat, lng), a price level (1 = most affordable ... 5 = most expensive) and the
 * spread (degrees; 0.001° ≈ 110 m) of the demo properties around that point: small enough that every property
 * stays inside its district and on land (coastal districts have their point inland; La Punta is a narrow peninsula).
 */
export const ZONAS = [
  ['Miraflores', -12.1215, -77.029, 5, 0.005],
  ['San Isidro', -12.0977, -77.0365, 5, 0.005],
  ['Barranco', -12.147, -77.019, 4, 0.003],
  ['Santiago de Surco', -12.1456, -76.9918, 4, 0.008],
  ['La Molina', -12.0866, -76.9352, 4, 0.009],
  ['San Borja', -12.102, -76.9996, 4, 0.005],
  ['Jesús María', -12.0773, -77.048, 3, 0.004],
  ['Lince', -12.0847, -77.0339, 3, 0.004],
  ['Magdalena del Mar', -12.0925, -77.068, 3, 0.003],
  ['Pueblo Libre', -12.0742, -77.0631, 3, 0.004],
  ['San Miguel', -12.08, -77.085, 3, 0.004],
  ['Surquillo', -12.1126, -77.0121, 3, 0.003],
  ['Chorrillos', -12.1688, -77.0149, 2, 0.005],
  ['Los Olivos', -11.9916, -77.0709, 2, 0.008],
  ['San Juan de Lurigancho', -11.9826, -77.0049, 1, 0.009],
  ['Ate', -12.0262, -76.9183, 1, 0.008],
  ['Callao', -12.0545, -77.14, 1, 0.004],
  ['La Punta', -12.0722, -77.1625, 4, 0.0015],
  ['Bellavista', -12.061, -77.125, 2, 0.003],
  ['Breña', -12.059, -77.05, 2, 0.004],
] as const;

const CALLES = [
  'Av. José Larco',
  'Calle Berlín',
  'Av. Pardo',
  'Jr. Huiracocha',
  'Av. Javier Prado Este',
  'Calle Los Pinos',
  'Av. Benavides',
  'Jr. Trujillo',
  'Av. Salaverry',
  'Calle Las Begonias',
  'Av. La Marina',
  'Jr. Cahuide',
  'Av. Primavera',
  'Av. Brasil',
  'Calle Schell',
  'Av. Angamos Oeste',
  'Jr. Ica',
  'Av. Universitaria',
  'Calle Alcanfores',
  'Av. El Polo',
] as const;

const TIPOS = [
  'departamento',
  'departamento',
  'departamento',
  'casa',
  'casa',
  'terreno',
  'local_comercial',
  'oficina',
  'cochera',
  'habitacion',
] as const;
const ESTADOS = [
  'disponible',
  'disponible',
  'disponible',
  'disponible',
  'reservado',
  'prospecto',
  'por_ofertar',
  'por_ofertar',
  'vendido',
  'alquilado',
  'retirado',
] as const;

const OFERTADOS = new Set<string>(['disponible', 'reservado', 'vendido', 'alquilado']);

const NOMBRE_TIPO: Record<string, string> = {
  departamento: 'Departamento',
  casa: 'Casa',
  terreno: 'Terreno',
  local_comercial: 'Local comercial',
  oficina: 'Oficina',
  cochera: 'Cochera',
  habitacion: 'Habitación',
};

const dni = (r: Rng) => String(between(r, 10_000_000, 79_999_999));
const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '.');

export function persona(r: Rng) {
  const nombre = pick(r, NOMBRES);
  const apellido = `${pick(r, APELLIDOS)} ${pick(r, APELLIDOS)}`;
  return {
    nombre,
    apellido,
    documento: dni(r),
    telefono: `9${between(r, 10, 99)} ${between(r, 100, 999)} ${between(r, 100, 999)}`,
    email: `${slug(nombre)}.${slug(apellido.split(' ')[0] ?? '')}${between(r, 1, 99)}@gmail.com`,
  };
}

/** The Lima day of an instant of the demo's timeline. */
const isoDate = (d: Date) => limaDayOf(d);

/** Price in cents and currency, by operation, type and the zone's level. */
function precio(r: Rng, operacion: 'V' | 'A', tipo: string, nivel: number): { precio: number; moneda: 'PEN' | 'USD' } {
  const factor = { departamento: 1, casa: 1.8, terreno: 1.2, local_comercial: 1.5, oficina: 1.3, cochera: 0.08, habitacion: 0.15 }[tipo] ?? 1;
  if (operacion === 'V') {
    const usd = Math.round(((60_000 + nivel * 55_000 * (0.6 + r())) * factor) / 1000) * 1000;
    return r() < 0.75 ? { precio: usd * 100, moneda: 'USD' } : { precio: Math.round((usd * 3.75) / 1000) * 1000 * 100, moneda: 'PEN' };
  }
  const pen = Math.round(((900 + nivel * 700 * (0.6 + r())) * Math.max(factor, 0.3)) / 50) * 50;
  return r() < 0.8 ? { precio: pen * 100, moneda: 'PEN' } : { precio: Math.round(pen / 3.75 / 50) * 50 * 100, moneda: 'USD' };
}

export function demoOfertantes(count: number, agentes: readonly number[], today: Date) {
  const r = rng(20231);
  return Array.from({ length: count }, (_, i) => {
    const [distrito, lat, lng, nivel, spread] = pick(r, ZONAS);
    const tipo = pick(r, TIPOS);
    const operacion: 'V' | 'A' = tipo === 'terreno' || (tipo !== 'habitacion' && r() < 0.6) ? 'V' : 'A';
    const dueno = persona(r);
    const habitable = ['departamento', 'casa', 'habitacion'].includes(tipo);
    const area =
      tipo === 'cochera'
        ? between(r, 12, 18)
        : tipo === 'habitacion'
          ? between(r, 12, 25)
          : between(r, 45, tipo === 'casa' || tipo === 'terreno' ? 450 : 180);
    // A rental ends 'alquilado', never 'vendido'; a sale the other way round.
    const picked = pick(r, ESTADOS);
    const estado = picked === 'vendido' && operacion === 'A' ? 'alquilado' : picked === 'alquilado' && operacion === 'V' ? 'vendido' : picked;
    // Offered properties passed the por-ofertar checklist: exclusive contract, partida, agreed price, key.
    const ofertado = OFERTADOS.has(estado);
    const captacion = new Date(today.getTime() - between(r, 1, 420) * 86_400_000);
    const exclusividad = r() < 0.4 || ofertado;
    const dormitorios = habitable ? (tipo === 'habitacion' ? 1 : between(r, 1, tipo === 'casa' ? 5 : 4)) : null;
    const { precio: monto, moneda } = precio(r, operacion, tipo, nivel);
    return {
      descripcion: `${NOMBRE_TIPO[tipo]} ${operacion === 'V' ? 'en venta' : 'en alquiler'} en ${distrito}${dormitorios ? `, ${dormitorios} dorm.` : ''}${area ? `, ${area} m²` : ''}`,
      estado,
      tipo_operacion: operacion,
      tipo_inmueble: tipo,
      moneda,
      precio: monto,
      mantenimiento: tipo === 'departamento' ? between(r, 15, 90) * 1000 : null,
      direccion: `${pick(r, CALLES)} ${between(r, 100, 1999)}${tipo === 'departamento' ? `, dpto. ${between(r, 1, 18)}0${between(r, 1, 4)}` : ''}`,
      referencia: r() < 0.5 ? `A ${between(r, 1, 5)} cuadras del parque` : null,
      distrito,
      ubigeo: distritoPorNombre(distrito)?.ubigeo ?? null,
      provincia: distrito === 'Callao' || distrito === 'La Punta' || distrito === 'Bellavista' ? 'Callao' : 'Lima',
      departamento: distrito === 'Callao' || distrito === 'La Punta' || distrito === 'Bellavista' ? 'Callao' : 'Lima',
      latitud: Number((lat + (r() - 0.5) * 2 * spread).toFixed(6)),
      longitud: Number((lng + (r() - 0.5) * 2 * spread).toFixed(6)),
      area_terreno: tipo === 'casa' || tipo === 'terreno' ? area : null,
      area_construida: tipo === 'terreno' ? null : area,
      dormitorios,
      banos: habitable ? between(r, 1, 4) : tipo === 'cochera' ? null : between(r, 1, 2),
      cocheras: tipo === 'cochera' ? 1 : between(r, 0, 2),
      antiguedad: tipo === 'terreno' ? null : between(r, 0, 40),
      piso: tipo === 'departamento' || tipo === 'oficina' ? between(r, 1, 18) : null,
      partida_registral: r() < 0.8 || ofertado ? String(between(r, 11_000_000, 14_999_999)) : null,
      exclusividad: exclusividad ? 1 : 0,
      exclusividad_hasta: exclusividad ? isoDate(new Date(captacion.getTime() + 180 * 86_400_000)) : null,
      comision_pct: operacion === 'V' ? 3 : 100 / 12,
      propietario_nombre: `${dueno.nombre} ${dueno.apellido}`,
      propietario_documento_tipo: 'DNI',
      propietario_documento: dueno.documento,
      propietario_telefono: dueno.telefono,
      propietario_email: dueno.email,
      consentimiento_datos: 1,
      consentimiento_fecha: isoDate(captacion),
      id_agente: agentes[i % agentes.length],
      fecha_captacion: isoDate(captacion),
      chk_precio: estado === 'prospecto' ? 0 : 1,
      chk_llave: r() < 0.5 || ofertado ? 1 : 0,
    };
  });
}

export function demoDemandantes(count: number, agentes: readonly number[], today: Date) {
  const r = rng(4242);
  const origenes = ['web', 'referido', 'portal', 'letrero', 'redes'] as const;
  return Array.from({ length: count }, (_, i) => {
    const p = persona(r);
    const compra = r() < 0.55;
    const zonas = Array.from(new Set([pick(r, ZONAS)[0], pick(r, ZONAS)[0]]));
    const usd = compra && r() < 0.7;
    const max = compra ? (usd ? between(r, 9, 60) * 10_000 : between(r, 30, 200) * 10_000) : usd ? between(r, 8, 30) * 100 : between(r, 12, 70) * 100;
    const consent = r() < 0.7;
    return {
      ...p,
      documento_tipo: 'DNI',
      origen: pick(r, origenes),
      tipo_operacion: compra ? 'C' : 'A',
      tipos_inmueble: JSON.stringify(r() < 0.7 ? ['departamento'] : ['departamento', 'casa']),
      distritos: JSON.stringify(zonas),
      moneda: usd ? 'USD' : 'PEN',
      precio_min: Math.round(max * 0.6) * 100,
      precio_max: max * 100,
      dormitorios_min: between(r, 1, 3),
      banos_min: between(r, 1, 2),
      cocheras_min: between(r, 0, 1),
      area_min: null,
      financiamiento: compra ? pick(r, ['contado', 'hipotecario', 'mivivienda'] as const) : null,
      descripcion: compra
        ? 'Busca departamento para vivir con su familia, de preferencia cerca a parques.'
        : 'Necesita alquilar por trabajo, a partir del próximo mes.',
      estado: r() < 0.85 ? 'activo' : pick(r, ['pausado', 'cerrado', 'perdido'] as const),
      id_agente: agentes[i % agentes.length],
      consentimiento_marketing: consent ? 1 : 0,
      consentimiento_fecha: consent ? isoDate(new Date(today.getTime() - between(r, 1, 200) * 86_400_000)) : null,
    };
  });
}

/** Appointments from Monday of the current week to Saturday of the next (no Sundays), in office hours. */
export function demoCitas(count: number, agentes: readonly number[], propiedades: readonly number[], demandantes: readonly number[], today: Date) {
  const r = rng(777);
  const hoy = limaToday(today);
  const monday = mondayOf(hoy);
  return Array.from({ length: count }, (_, i) => {
    const offset = between(r, 0, 11);
    const day = addDays(monday, offset < 6 ? offset : offset + 1);
    const hour = between(r, 9, 18);
    const tipo = pick(r, ['visita', 'visita', 'visita', 'captacion', 'firma', 'reunion'] as const);
    const past = day < hoy;
    return {
      fecha: day,
      hora_inicio: `${String(hour).padStart(2, '0')}:${r() < 0.5 ? '00' : '30'}`,
      hora_fin: `${String(hour + 1).padStart(2, '0')}:${r() < 0.5 ? '00' : '30'}`,
      tipo,
      estado: past ? pick(r, ['realizada', 'realizada', 'cancelada', 'no_asistio'] as const) : 'programada',
      id_propiedad: pick(r, propiedades),
      id_demandante: tipo === 'visita' ? pick(r, demandantes) : null,
      id_agente: agentes[i % agentes.length],
      lugar: tipo === 'reunion' ? 'Oficina de la inmobiliaria' : 'En el inmueble',
      notas: tipo === 'visita' ? 'Confirmar por WhatsApp un día antes.' : null,
      resultado: past ? 'Cliente interesado; pidió segunda visita.' : null,
    };
  });
}

/**
 * The demandantes' change log after a few weeks of use: budgets raised (in the demandante's own currency) and
 * demands paused, lost or closed, one row per changed field as the server writes them.
 */
export function demoCambiosDemandantes(
  demandantes: readonly Pick<TableRowOf<'demandantes'>, 'id_demandante' | 'precio_max' | 'moneda' | 'estado' | 'id_agente'>[],
  now: Date,
  formatMoney: (cents: number, moneda: string) => string,
) {
  const estadoName: Record<string, string> = { activo: 'Activo', pausado: 'Pausado', cerrado: 'Cerrado', perdido: 'Perdido' };
  return demandantes.slice(0, 30).flatMap((d, i) => {
    const fecha = new Date(now.getTime() - (2 + i) * 86_400_000).toISOString();
    const base = {
      recurso: 'demandantes',
      id_registro: d.id_demandante,
      id_usuario: d.id_agente,
      fecha,
      creado_en: fecha,
      actualizado_en: fecha,
      creado_por: d.id_agente,
      actualizado_por: d.id_agente,
    };
    if (d.estado !== 'activo') {
      return [{ ...base, campo: 'estado', valor_anterior: 'Activo', valor_nuevo: estadoName[d.estado] ?? d.estado }];
    }
    if (i % 3 !== 0) return [];
    const max = d.precio_max ?? 0;
    return [
      {
        ...base,
        campo: 'precio_max',
        valor_anterior: formatMoney(Math.round((max * 0.9) / 100) * 100, d.moneda),
        valor_nuevo: formatMoney(max, d.moneda),
      },
    ];
  });
}
