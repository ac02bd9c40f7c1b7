/**
 * Ubigeo (INEI) codes for the districts of Lima Metropolitana (province of
 * Lima, department of Lima) and of the Constitutional Province of Callao.
 *
 * Codes follow the official INEI numbering (DDPPdd): the districts were
 * numbered in the alphabetical order of the original list, which is why e.g.
 * Pueblo Libre (formerly "Magdalena Vieja") is 150121, just before
 * Miraflores 150122, and Mi Perú (created in 2014) is the last one in Callao.
 *
 * Framework-agnostic: shared by the browser app and the Node server.
 */

export type Provincia = 'Lima' | 'Callao';
export type Departamento = 'Lima' | 'Callao';

export interface Distrito {
  ubigeo: string;
  nombre: string;
  provincia: 'Lima' | 'Callao';
  departamento: 'Lima' | 'Callao';
}

/** Province of Lima (department 15, province 01), official INEI order. */
const LIMA: ReadonlyArray<readonly [string, string]> = [
  ['150101', 'Lima'],
  ['150102', 'Ancón'],
  ['150103', 'Ate'],
  ['150104', 'Barranco'],
  ['150105', 'Breña'],
  ['150106', 'Carabayllo'],
  ['150107', 'Chaclacayo'],
  ['150108', 'Chorrillos'],
  ['150109', 'Cieneguilla'],
  ['150110', 'Comas'],
  ['150111', 'El Agustino'],
  ['150112', 'Independencia'],
  ['150113', 'Jesús María'],
  ['150114', 'La Molina'],
  ['150115', 'La Victoria'],
  ['150116', 'Lince'],
  ['150117', 'Los Olivos'],
  ['150118', 'Lurigancho'],
  ['150119', 'Lurín'],
  ['150120', 'Magdalena del Mar'],
  ['150121', 'Pueblo Libre'],
  ['150122', 'Miraflores'],
  ['150123', 'Pachacámac'],
  ['150124', 'Pucusana'],
  ['150125', 'Puente Piedra'],
  ['150126', 'Punta Hermosa'],
  ['150127', 'Punta Negra'],
  ['150128', 'Rímac'],
  ['150129', 'San Bartolo'],
  ['150130', 'San Borja'],
  ['150131', 'San Isidro'],
  ['150132', 'San Juan de Lurigancho'],
  ['150133', 'San Juan de Miraflores'],
  ['150134', 'San Luis'],
  ['150135', 'San Martín de Porres'],
  ['150136', 'San Miguel'],
  ['150137', 'Santa Anita'],
  ['150138', 'Santa María del Mar'],
  ['150139', 'Santa Rosa'],
  ['150140', 'Santiago de Surco'],
  ['150141', 'Surquillo'],
  ['150142', 'Villa El Salvador'],
  ['150143', 'Villa María del Triunfo'],
];

/** Constitutional Province of Callao (department 07, province 01). */
const CALLAO: ReadonlyArray<readonly [string, string]> = [
  ['070101', 'Callao'],
  ['070102', 'Bellavista'],
  ['070103', 'Carmen de la Legua Reynoso'],
  ['070104', 'La Perla'],
  ['070105', 'La Punta'],
  ['070106', 'Ventanilla'],
  ['070107', 'Mi Perú'],
];

const collator = new Intl.Collator('es', { sensitivity: 'base' });

/** Compare two strings with Spanish collation (for display ordering). */
export function compareEs(a: string, b: string): number {
  return collator.compare(a, b);
}

function build(rows: ReadonlyArray<readonly [string, string]>, region: 'Lima' | 'Callao'): Distrito[] {
  return rows.map(([ubigeo, nombre]) => Object.freeze({ ubigeo, nombre, provincia: region, departamento: region }));
}

/** All 50 districts (43 Lima + 7 Callao), sorted by nombre (Spanish collation). */
export const DISTRITOS: readonly Distrito[] = Object.freeze(
  [...build(LIMA, 'Lima'), ...build(CALLAO, 'Callao')].sort((a, b) => compareEs(a.nombre, b.nombre)),
);

/**
 * Lower-cases, strips diacritics (á→a, ñ→n, ü→u) and collapses whitespace.
 * Used for case- and accent-insensitive lookups.
 */
export function normalizeNombre(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, ' ');
}

const BY_UBIGEO: ReadonlyMap<string, Distrito> = new Map(DISTRITOS.map((d) => [d.ubigeo, d]));
const BY_NOMBRE: ReadonlyMap<string, Distrito> = new Map(DISTRITOS.map((d) => [normalizeNombre(d.nombre), d]));

/** True when `value` is a string of exactly 6 digits (format check only). */
export function isUbigeo(value: unknown): value is string {
  return typeof value === 'string' && /^\d{6}$/.test(value);
}

/** District for a ubigeo code, or undefined if it is not one of the 50. */
export function distritoPorUbigeo(code: string): Distrito | undefined {
  return BY_UBIGEO.get(code.trim());
}

/** District by name, case- and accent-insensitive ("jesus maria", "RIMAC"). */
export function distritoPorNombre(nombre: string): Distrito | undefined {
  return BY_NOMBRE.get(normalizeNombre(nombre));
}

/** Districts of one province, in display order. */
export function distritosPorProvincia(provincia: Provincia): readonly Distrito[] {
  return DISTRITOS.filter((d) => d.provincia === provincia);
}
