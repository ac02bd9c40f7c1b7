// The one Lima clock (src/lib/limaTime.ts): the day it is in Lima, whatever the zone of the machine, and day
// arithmetic on 'YYYY-MM-DD'. 20:00 in Lima is 01:00 UTC of the next day: the UTC day is already tomorrow there.
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  daysBetween,
  isIsoDay,
  limaDayEnd,
  limaDayOf,
  limaDayStart,
  limaInstant,
  limaNowLocal,
  limaToday,
  limaYear,
  monthStart,
  mondayOf,
  weekdayIndex,
} from '../../src/lib/limaTime';

const at2000Lima = new Date('2026-11-24T01:00:00Z');

describe('the day in Lima', () => {
  it('is still yesterday’s UTC date from 19:00 to 24:00 Lima', () => {
    expect(limaToday(at2000Lima)).toBe('2026-11-23');
    expect(limaToday(new Date('2026-11-24T04:59:59.999Z'))).toBe('2026-11-23');
    expect(limaToday(new Date('2026-11-24T05:00:00Z'))).toBe('2026-11-24');
    expect(limaDayOf('2027-01-01T03:00:00.000Z')).toBe('2026-12-31');
    expect(limaYear(new Date('2027-01-01T03:00:00Z'))).toBe(2026);
    expect(limaNowLocal(at2000Lima)).toBe('2026-11-23T20:00:00');
  });

  it('starts at 05:00 UTC and ends just before the next day starts', () => {
    expect(limaDayStart('2026-11-23').toISOString()).toBe('2026-11-23T05:00:00.000Z');
    expect(limaDayEnd('2026-11-23').toISOString()).toBe('2026-11-24T04:59:59.999Z');
    expect(limaDayOf(limaDayEnd('2026-11-23'))).toBe('2026-11-23');
    expect(limaDayOf(limaDayStart('2026-11-23'))).toBe('2026-11-23');
    expect(limaInstant('2026-11-23', '20:00').toISOString()).toBe(at2000Lima.toISOString());
  });
});

describe('day arithmetic', () => {
  it('adds days, months and counts days across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15');
    expect(monthStart('2026-11-23')).toBe('2026-11-01');
    expect(daysBetween('2026-11-23', '2026-12-03')).toBe(10);
    expect(daysBetween('2026-12-03', '2026-11-23')).toBe(-10);
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(weekdayIndex('2026-11-23')).toBe(0);
  });

  it('knows a real day from an impossible one', () => {
    expect(isIsoDay('2028-02-29')).toBe(true);
    expect(isIsoDay('2026-02-29')).toBe(false);
    expect(isIsoDay('23-11-2026')).toBe(false);
  });
});
