// What every module's demo data draws from: a seeded generator (deterministic, so every fresh start looks the same)
// and the people and places of Lima and Callao (names, districts with their price level and spread).
import { must } from '../../../src/lib/must';

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
