// Calendar days and times in Lima (America/Lima, UTC−5 all year: Peru has no daylight saving time).
// Citas and turnos store local Lima dates ('YYYY-MM-DD') and times ('HH:mm'); these helpers never depend on
// the zone of the browser or of the server.

export const LIMA_OFFSET = '-05:00';
const DAY_MS = 86_400_000;

const pad = (n: number) => String(n).padStart(2, '0');

/** A UTC-based Date for a calendar day (its UTC fields are the day): safe day arithmetic in any zone. */
function dayToUtc(iso: string): Date {
  const [y = NaN, m = NaN, d = NaN] = iso.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
}

function utcToDay(date: Date): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** Today's date in Lima. */
export function limaToday(now: Date = new Date()): string {
  return utcToDay(new Date(now.getTime() - 5 * 3_600_000));
}

/** The wall-clock time in Lima as 'YYYY-MM-DDTHH:mm:ss' (no offset). */
export function limaNowLocal(now: Date = new Date()): string {
  return new Date(now.getTime() - 5 * 3_600_000).toISOString().slice(0, 19);
}

export function isIsoDay(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  return utcToDay(dayToUtc(value)) === value;
}

export function addDays(iso: string, days: number): string {
  return utcToDay(new Date(dayToUtc(iso).getTime() + days * DAY_MS));
}

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

/** A Lima date and time -> the instant (UTC). */
export function limaInstant(fecha: string, hora: string): Date {
  return new Date(`${fecha}T${hora.length === 5 ? `${hora}:00` : hora}${LIMA_OFFSET}`);
}
