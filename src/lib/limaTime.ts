// The one Lima clock of the product (browser and server alike): every 'today', deadline, publication rule, day
// boundary and date range is a calendar day in Lima (America/Lima, UTC−5 all year: Peru has kept no daylight saving
// time since 1994). Days are 'YYYY-MM-DD' strings; instants are Dates. Nothing here depends on the zone of the
// browser or of the server. `now` is a parameter everywhere, so a test can put the clock at 20:00 Lima (01:00 UTC
// of the next day), when a UTC day would already be tomorrow.
//
// Lint (eslint.config.js) refuses `.toISOString().slice(0, 10)` and its forms in product code: that is the UTC day.

export const LIMA_TIME_ZONE = 'America/Lima';
export const LIMA_OFFSET = '-05:00';
const OFFSET_MS = 5 * 3_600_000;
const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (n: number) => String(n).padStart(2, '0');

/** A UTC-based Date for a calendar day (its UTC fields are the day): safe day arithmetic in any zone. */
function dayToUtc(iso: string): Date {
  const m = ISO_DAY.exec(iso);
  return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : new Date(NaN);
}

/** The calendar day of a UTC-based Date. */
function utcToDay(date: Date): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** Lima's wall clock at `instant`, as a Date whose UTC fields read it. */
const limaWall = (instant: Date) => new Date(instant.getTime() - OFFSET_MS);

/** The Lima day an instant falls on ('2026-11-24T01:00:00Z' → '2026-11-23'). */
export function limaDayOf(instant: Date | string): string {
  return utcToDay(limaWall(typeof instant === 'string' ? new Date(instant) : instant));
}

/** Today's date in Lima. */
export function limaToday(now: Date = new Date()): string {
  return limaDayOf(now);
}

/** The current year in Lima. */
export function limaYear(now: Date = new Date()): number {
  return limaWall(now).getUTCFullYear();
}

/** The wall-clock time in Lima as 'YYYY-MM-DDTHH:mm:ss' (no offset). */
export function limaNowLocal(now: Date = new Date()): string {
  const w = limaWall(now);
  return `${utcToDay(w)}T${pad(w.getUTCHours())}:${pad(w.getUTCMinutes())}:${pad(w.getUTCSeconds())}`;
}

/** The first instant of a Lima day (00:00 in Lima = 05:00 UTC). */
export function limaDayStart(day: string): Date {
  return new Date(dayToUtc(day).getTime() + OFFSET_MS);
}

/** The last instant (millisecond) of a Lima day: for inclusive bounds on stored instants. */
export function limaDayEnd(day: string): Date {
  return new Date(limaDayStart(day).getTime() + DAY_MS - 1);
}

/** A Lima date and time ('HH:mm' or 'HH:mm:ss') -> the instant. */
export function limaInstant(fecha: string, hora: string): Date {
  return new Date(`${fecha}T${hora.length === 5 ? `${hora}:00` : hora}${LIMA_OFFSET}`);
}

/** A real calendar day written 'YYYY-MM-DD' (not 2026-02-30). */
export function isIsoDay(value: unknown): value is string {
  if (typeof value !== 'string' || !ISO_DAY.test(value)) return false;
  return utcToDay(dayToUtc(value)) === value;
}

/** `days` calendar days after (or before, when negative) a day. */
export function addDays(iso: string, days: number): string {
  return utcToDay(new Date(dayToUtc(iso).getTime() + days * DAY_MS));
}

/** The same day `months` months later, or the month's last day when it has none (31 Jan + 1 → 28/29 Feb). */
export function addMonths(iso: string, months: number): string {
  const d = dayToUtc(iso);
  const first = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return utcToDay(new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d.getUTCDate(), last))));
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((dayToUtc(to).getTime() - dayToUtc(from).getTime()) / DAY_MS);
}

/** The first day of the month holding `iso`. */
export const monthStart = (iso: string): string => `${iso.slice(0, 8)}01`;

/** 0 = Monday ... 6 = Sunday (weeks start on Monday). */
export function weekdayIndex(iso: string): number {
  return (dayToUtc(iso).getUTCDay() + 6) % 7;
}

/** The Monday of the week holding `iso`. */
export function mondayOf(iso: string): string {
  return addDays(iso, -weekdayIndex(iso));
}

/** The seven days Monday..Sunday starting at `monday`. */
export function weekDays(monday: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}
