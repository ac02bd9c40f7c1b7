// Dates as the seed fixes them: typed day-month-year, split on '-'; shown as es-PE writes them, by these helpers
// only (screens, PDFs, e-mails, notifications): '23/11/2026', 'lun 23/11', '23 de noviembre de 2026',
// '23 al 29 de noviembre de 2026'; months and weekdays in Spanish, lower case. Which day it is in Lima, and every
// day boundary, come from limaTime.ts.
import { LIMA_TIME_ZONE } from './limaTime';

export const LOCALE = 'es-PE';

const pad = (n: number) => String(n).padStart(2, '0');

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

/** 'DD-MM-YYYY' (typed) -> 'YYYY-MM-DD' (stored), or null. */
export function displayDateToIso(text: string | null | undefined): string | null {
  const d = parseDate(text);
  if (!d) return null;
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

const MESES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
/** Monday first, as es-PE abbreviates them (lower case, no dot). */
export const DIAS_CORTOS = ['lun', 'mar', 'mié', 'jue', 'vie', 'sáb', 'dom'] as const;
export const DIAS = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'] as const;

interface Day {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** The calendar day at the start of a stored value ('2026-11-23', '2026-11-23T…' of a date column), or null. */
function dayOf(value: unknown): Day | null {
  const m = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  return m ? { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) } : null;
}

/** '2026-11-23' -> '23/11/2026'; anything else -> ''. A stored day: no time zone moves it. */
export function formatDate(value: unknown): string {
  const d = dayOf(value);
  return d ? `${pad(d.day)}/${pad(d.month)}/${d.year}` : '';
}

/** 0 = Monday … 6 = Sunday, of a stored day. */
const weekdayOf = (d: Day) => (new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay() + 6) % 7;

/** '2026-11-23' -> 'lun 23/11' ('lun 23/11/2026' with the year); anything else -> ''. */
export function formatWeekdayDay(value: unknown, withYear = false): string {
  const d = dayOf(value);
  if (!d) return '';
  return `${DIAS_CORTOS[weekdayOf(d)] ?? ''} ${pad(d.day)}/${pad(d.month)}${withYear ? `/${d.year}` : ''}`;
}

/** '2026-11-23' -> '23 de noviembre de 2026' ('lunes, 23 de noviembre de 2026' with the weekday); anything else -> ''. */
export function formatDateLong(value: unknown, withWeekday = false): string {
  const d = dayOf(value);
  if (!d) return '';
  const date = `${d.day} de ${MESES[d.month - 1] ?? ''} de ${d.year}`;
  return withWeekday ? `${DIAS[weekdayOf(d)] ?? ''}, ${date}` : date;
}

/** '2026-11-23' -> 'noviembre de 2026'. */
export function formatMonthYear(value: unknown): string {
  const d = dayOf(value);
  return d ? `${MESES[d.month - 1] ?? ''} de ${d.year}` : '';
}

/**
 * A span of days, as one says it: '23 al 29 de noviembre de 2026', '30 de noviembre al 6 de diciembre de 2026',
 * '28 de diciembre de 2026 al 3 de enero de 2027'; one day alone, '23 de noviembre de 2026'.
 */
export function formatDateRange(from: unknown, to: unknown): string {
  const a = dayOf(from);
  const b = dayOf(to);
  if (!a || !b) return formatDateLong(from) || formatDateLong(to);
  if (a.year === b.year && a.month === b.month && a.day === b.day) return formatDateLong(from);
  const end = formatDateLong(to);
  if (a.year !== b.year) return `${formatDateLong(from)} al ${end}`;
  if (a.month !== b.month) return `${a.day} de ${MESES[a.month - 1] ?? ''} al ${end}`;
  return `${a.day} al ${end}`;
}

// One formatter for every call: building an Intl.DateTimeFormat costs far more than formatting with it, and a screen
// formats many instants per render (a Chromium profile of saving a property: 0.4 s in formatDateTime, issue 26 §11).
let dateTimeParts: Intl.DateTimeFormat | undefined;

/** An instant -> 'dd/MM/yyyy HH:mm:ss' in Lima time (the header's 'Sincronizado' format); `seconds: false` -> 'HH:mm'. */
export function formatDateTime(value: string | number | Date | null | undefined, seconds = true): string {
  if (value === null || value === undefined || value === '') return '';
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  dateTimeParts ??= new Intl.DateTimeFormat(LOCALE, {
    timeZone: LIMA_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
  });
  const parts = dateTimeParts.formatToParts(d);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const time = `${get('hour')}:${get('minute')}${seconds ? `:${get('second')}` : ''}`;
  return `${get('day')}/${get('month')}/${get('year')} ${time}`;
}

/** Weeks start on Monday: 0 = Monday ... 6 = Sunday. */
export function weekdayMondayFirst(date: Date): number {
  return (date.getDay() + 6) % 7;
}

export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;
