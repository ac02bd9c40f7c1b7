// Business days in Peru (días hábiles): Monday to Friday, except the national public holidays (feriados
// nacionales). Pure functions on ISO dates ('2026-12-04'), used by the browser and the server alike.
//
// The Libro de Reclamaciones deadline (D.S. 011-2011-PCM art. 6, as amended by D.S. 101-2022-PCM): the provider
// answers within 15 business days, not extendable, counted from the day after the filing.
//
// The holidays, as a table of our own (check https://www.gob.pe/feriados when a law adds one):
// - Decreto Legislativo 713 (1991), art. 6, and its amendments: 1 January, Holy Thursday and Good Friday (movable),
//   1 May, 29 June, 28 and 29 July, 30 August, 8 October, 1 November, 8 December, 25 December.
// - Ley 31530 (2022): 6 August, Batalla de Junín — from 2022.
// - Ley 31381 (2022): 9 December, Batalla de Ayacucho — from 2022.
// - Ley 31788 (2023): 7 June, Batalla de Arica y Día de la Bandera — first observed in 2024 (the law came out after
//   7 June 2023).
// - Ley 31822 (2023): 23 July, Día de la Fuerza Aérea del Perú — from 2024 (23 July 2023 was a Sunday anyway).
// Días no laborables decreed for the public sector are not holidays and do not move the deadline.

import { addDays, isIsoDay, weekdayIndex } from './limaTime';

export interface Holiday {
  /** ISO date. */
  readonly fecha: string;
  readonly nombre: string;
}

interface FixedHoliday {
  readonly month: number;
  readonly day: number;
  readonly nombre: string;
  /** First year it is a holiday. */
  readonly since?: number;
}

const FIXED: readonly FixedHoliday[] = [
  { month: 1, day: 1, nombre: 'Año Nuevo' },
  { month: 5, day: 1, nombre: 'Día del Trabajo' },
  { month: 6, day: 7, nombre: 'Batalla de Arica y Día de la Bandera', since: 2024 },
  { month: 6, day: 29, nombre: 'San Pedro y San Pablo' },
  { month: 7, day: 23, nombre: 'Día de la Fuerza Aérea del Perú', since: 2024 },
  { month: 7, day: 28, nombre: 'Fiestas Patrias' },
  { month: 7, day: 29, nombre: 'Fiestas Patrias' },
  { month: 8, day: 6, nombre: 'Batalla de Junín', since: 2022 },
  { month: 8, day: 30, nombre: 'Santa Rosa de Lima' },
  { month: 10, day: 8, nombre: 'Combate de Angamos' },
  { month: 11, day: 1, nombre: 'Día de Todos los Santos' },
  { month: 12, day: 8, nombre: 'Inmaculada Concepción' },
  { month: 12, day: 9, nombre: 'Batalla de Ayacucho', since: 2022 },
  { month: 12, day: 25, nombre: 'Navidad' },
];

export const DEADLINE_BUSINESS_DAYS = 15;

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;

/** The day checked (throws on anything but a real 'YYYY-MM-DD'). */
function checked(date: string): string {
  if (!isIsoDay(date)) throw new RangeError(`Fecha inválida: ${date}`);
  return date;
}

/** Easter Sunday of a Gregorian year (the anonymous algorithm: Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return iso(year, month, day);
}

const cache = new Map<number, readonly Holiday[]>();

/** Peru's national public holidays of a year, in date order. */
export function holidaysOf(year: number): readonly Holiday[] {
  const known = cache.get(year);
  if (known) return known;
  const easter = easterSunday(year);
  const list: Holiday[] = [
    ...FIXED.filter((h) => h.since === undefined || year >= h.since).map((h) => ({ fecha: iso(year, h.month, h.day), nombre: h.nombre })),
    { fecha: addDays(easter, -3), nombre: 'Jueves Santo' },
    { fecha: addDays(easter, -2), nombre: 'Viernes Santo' },
  ].sort((x, y) => x.fecha.localeCompare(y.fecha));
  cache.set(year, list);
  return list;
}

export function holidayName(date: string): string | null {
  return holidaysOf(Number(date.slice(0, 4))).find((h) => h.fecha === date)?.nombre ?? null;
}

export function isBusinessDay(date: string): boolean {
  return weekdayIndex(checked(date)) < 5 && holidayName(date) === null;
}

/** The n-th business day after `date` (the day itself never counts, whether or not it is a business day). */
export function addBusinessDays(date: string, n: number): string {
  let day = date;
  for (let counted = 0; counted < n;) {
    day = addDays(day, 1);
    if (isBusinessDay(day)) counted++;
  }
  return day;
}

/** The last day to answer a complaint filed on `filed` (its date in Lima). */
export function complaintDeadline(filed: string): string {
  return addBusinessDays(filed, DEADLINE_BUSINESS_DAYS);
}

/**
 * Business days left on `today` until `deadline`: the business days after today up to the deadline (0 on the
 * deadline itself: it must be answered today). Past the deadline, minus the business days since it.
 */
export function businessDaysLeft(today: string, deadline: string): number {
  if (today === deadline) return 0;
  const [from, to, sign] = today < deadline ? [today, deadline, 1] : [deadline, today, -1];
  let count = 0;
  for (let day = addDays(from, 1); day <= to; day = addDays(day, 1)) if (isBusinessDay(day)) count++;
  return sign * count;
}
