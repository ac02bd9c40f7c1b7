import { describe, expect, it, vi } from 'vitest';
import {
  displayDateToIso,
  formatDate,
  formatDateLong,
  formatDateRange,
  formatDateTime,
  formatMonthYear,
  formatWeekdayDay,
  parseDate,
  weekdayMondayFirst,
} from '../../src/lib/dates';
import { amountToCents, formatMoney } from '../../src/lib/money';

describe('parseDate (seed §5: split on "-" into day, month, year)', () => {
  it('reads day-month-year', () => {
    const d = parseDate('21-11-2026');
    expect([d?.getFullYear(), d?.getMonth(), d?.getDate()]).toEqual([2026, 10, 21]);
    expect(parseDate('1-2-2027')?.getMonth()).toBe(1);
  });
  it('gives no date for empty or impossible input', () => {
    expect(parseDate('')).toBeNull();
    expect(parseDate('   ')).toBeNull();
    expect(parseDate(null)).toBeNull();
    expect(parseDate('31-02-2026')).toBeNull();
    expect(parseDate('2026-11-21')).toBeNull();
    expect(parseDate('aa-bb-cccc')).toBeNull();
  });
  it('converts between the typed and the stored form', () => {
    expect(displayDateToIso('05-03-2026')).toBe('2026-03-05');
    expect(displayDateToIso('29-02-2025')).toBeNull();
  });
});

describe('display conventions (es-PE)', () => {
  it('formats date-times as dd/MM/yyyy HH:mm:ss in Lima time (HH:mm without seconds)', () => {
    expect(formatDateTime('2026-11-21T19:05:09Z')).toBe('21/11/2026 14:05:09');
    expect(formatDateTime('2026-11-22T03:05:09Z', false)).toBe('21/11/2026 22:05');
    expect(formatDateTime('')).toBe('');
  });
  it('formats many date-times with one formatter (building one per call cost 0.4 s of a save, issue 26 §11)', () => {
    formatDateTime('2026-11-21T19:05:09Z');
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      for (let i = 0; i < 50; i++) expect(formatDateTime(Date.UTC(2026, 10, 21, 19, 5, i))).toBe(`21/11/2026 14:05:${String(i).padStart(2, '0')}`);
      expect(built).not.toHaveBeenCalled();
    } finally {
      built.mockRestore();
    }
  });
  it('shows days with slashes, never dashes: 23/11/2026, lun 23/11', () => {
    expect(formatDate('2026-11-23')).toBe('23/11/2026');
    expect(formatDate('2026-03-05')).toBe('05/03/2026');
    expect(formatDate('')).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatWeekdayDay('2026-11-23')).toBe('lun 23/11');
    expect(formatWeekdayDay('2026-11-29')).toBe('dom 29/11');
    expect(formatWeekdayDay('2026-11-25', true)).toBe('mié 25/11/2026');
  });
  it('writes long dates and spans in Spanish, months in lower case', () => {
    expect(formatDateLong('2026-11-23')).toBe('23 de noviembre de 2026');
    expect(formatDateLong('2027-01-01')).toBe('1 de enero de 2027');
    expect(formatMonthYear('2026-09-30')).toBe('septiembre de 2026');
    expect(formatDateRange('2026-11-23', '2026-11-29')).toBe('23 al 29 de noviembre de 2026');
    expect(formatDateRange('2026-11-30', '2026-12-06')).toBe('30 de noviembre al 6 de diciembre de 2026');
    expect(formatDateRange('2026-12-28', '2027-01-03')).toBe('28 de diciembre de 2026 al 3 de enero de 2027');
    expect(formatDateRange('2026-11-23', '2026-11-23')).toBe('23 de noviembre de 2026');
  });
  it('formats money in its own currency', () => {
    expect(formatMoney(123_450, 'PEN')).toBe('S/ 1,234.50');
    expect(formatMoney(25_000_000, 'USD')).toBe('US$ 250,000.00');
    expect(formatMoney(null, 'USD')).toBe('');
    expect(amountToCents('1234.567')).toBe(123_457);
  });
  it('weeks start on Monday', () => {
    expect(weekdayMondayFirst(new Date(2026, 10, 23))).toBe(0);
    expect(weekdayMondayFirst(new Date(2026, 10, 22))).toBe(6);
  });
});
