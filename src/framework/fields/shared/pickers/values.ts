// Pure conversions between what the date, time and datetime inputs store and what a person types or a picker
// holds. No React, no date library: the pickers' chunk is loaded lazily, these are not.
import type { MessageKey } from '../../../../i18n/keys';
import { formatDate } from '../../../../lib/dates';

const pad = (n: number) => String(n).padStart(2, '0');
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;

export const isIsoDate = (v: unknown): v is string => typeof v === 'string' && ISO_DATE.test(v) && isoDateToLocal(v) !== null;
export const isTime = (v: unknown): v is string => typeof v === 'string' && HH_MM.test(v);
export const isIsoDateTime = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(v) && !Number.isNaN(Date.parse(v));

/**
 * 'YYYY-MM-DD' -> that day at local midnight. A date has no time zone: it must be read and written with the
 * local calendar (never through toISOString, which in Lima turns 21:00 of the 21st into the 22nd).
 */
export function isoDateToLocal(iso: unknown): Date | null {
  if (typeof iso !== 'string') return null;
  const m = ISO_DATE.exec(iso);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(y, mo - 1, d);
  return date.getFullYear() === y && date.getMonth() === mo - 1 && date.getDate() === d ? date : null;
}

/** The local calendar day of a picked Date, whatever its time: 'YYYY-MM-DD'. */
export function localToIsoDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** 'HH:mm' -> a Date on a fixed day at that local time (pickers need a Date). */
export function timeToLocal(value: unknown): Date | null {
  if (!isTime(value)) return null;
  const [h, m] = value.split(':').map(Number);
  return new Date(2000, 0, 1, h, m);
}

export function localToTime(date: Date): string {
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Stored datetimes are ISO UTC instants; the picker shows them in the browser's time zone (Lima for the agency). */
export function isoDateTimeToLocal(value: unknown): Date | null {
  return isIsoDateTime(value) ? new Date(value) : null;
}

export function localToIsoDateTime(date: Date): string {
  const copy = new Date(date.getTime());
  copy.setSeconds(0, 0);
  return copy.toISOString();
}

export type PickerKind = 'date' | 'time' | 'datetime';

export const pickerCodec: Readonly<
  Record<
    PickerKind,
    {
      readonly toPicker: (stored: unknown) => Date | null;
      readonly toStored: (picked: Date) => string;
      readonly isStored: (v: unknown) => boolean;
      readonly message: MessageKey;
      /** What the fallback (before the pickers load) shows. */
      readonly show: (stored: unknown) => string;
    }
  >
> = {
  date: {
    toPicker: isoDateToLocal,
    toStored: localToIsoDate,
    isStored: isIsoDate,
    message: 'app.validation.date',
    show: (v) => (isIsoDate(v) ? formatDate(v) : ''),
  },
  time: { toPicker: timeToLocal, toStored: localToTime, isStored: isTime, message: 'app.validation.time', show: (v) => (isTime(v) ? v : '') },
  datetime: {
    toPicker: isoDateTimeToLocal,
    toStored: localToIsoDateTime,
    isStored: isIsoDateTime,
    message: 'app.validation.datetime',
    show: (v) => {
      const d = isoDateTimeToLocal(v);
      return d ? `${formatDate(localToIsoDate(d))} ${localToTime(d)}` : '';
    },
  },
};
