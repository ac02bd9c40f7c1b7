// Dates as the seed fixes them: typed day-month-year, split on '-'; shown day-month-year (es-PE). Which day it is
// in Lima, and every day boundary, come from limaTime.ts.
import { LIMA_TIME_ZONE } from './limaTime';

export const LOCALE = 'es-PE';

/** '21-11-2026' -> Date(2026, 10, 21). Empty input gives no date; an impossible date gives none either. */
export function parseDate(text: string | null | undefined): Date | null {
  if (!text || text.trim() === '') return null;
  const [day, month, year] = text
    .trim()
    .split('-')
    .map((p) => Number.parseInt(p, 10));
  if (day === undefined || month === undefined || year === undefined || ![day, month, year].every(Number.isInteger)) return null;
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/** 'YYYY-MM-DD' (stored) -> 'DD-MM-YYYY' (shown). */
export function isoDateToDisplay(iso: string | null | undefined): string {
  if (!iso) return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : '';
}

/** 'DD-MM-YYYY' (typed) -> 'YYYY-MM-DD' (stored), or null. */
export function displayDateToIso(text: string | null | undefined): string | null {
  const d = parseDate(text);
  if (!d) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** ISO datetime -> 'dd/MM/yyyy HH:mm:ss' in Lima time (the header's 'Sincronizado' format). */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  const parts = new Intl.DateTimeFormat(LOCALE, {
    timeZone: LIMA_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
  }).formatToParts(d);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('day')}/${get('month')}/${get('year')} ${get('hour')}:${get('minute')}:${get('second')}`;
}

/** YYYY-MM-DD of the day it is in Lima at `now`. */
export function todayIso(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: LIMA_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** Weeks start on Monday: 0 = Monday ... 6 = Sunday. */
export function weekdayMondayFirst(date: Date): number {
  return (date.getDay() + 6) % 7;
}

export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;
