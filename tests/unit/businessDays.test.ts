import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  businessDaysLeft,
  complaintDeadline,
  easterSunday,
  holidayName,
  holidaysOf,
  isBusinessDay,
} from '../../src/lib/businessDays';

describe('Easter and Holy Week', () => {
  it('computes Easter Sunday for known years', () => {
    expect(easterSunday(2000)).toBe('2000-04-23');
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(easterSunday(2038)).toBe('2038-04-25');
  });
  it('makes Holy Thursday and Good Friday holidays', () => {
    expect(holidayName('2027-03-25')).toBe('Jueves Santo');
    expect(holidayName('2027-03-26')).toBe('Viernes Santo');
    expect(holidayName('2026-04-02')).toBe('Jueves Santo');
    expect(isBusinessDay('2027-03-24')).toBe(true);
  });
});

describe('Peru national holidays', () => {
  it('lists the sixteen holidays of 2026 in order', () => {
    const list = holidaysOf(2026);
    expect(list).toHaveLength(16);
    expect(list.map((h) => h.fecha)).toEqual([...list.map((h) => h.fecha)].sort());
  });
  it('includes the newer holidays only from the year each took effect', () => {
    expect(isBusinessDay('2023-06-07')).toBe(true); // a Wednesday, before Ley 31788 applied
    expect(isBusinessDay('2024-06-07')).toBe(false);
    expect(isBusinessDay('2021-08-06')).toBe(true); // a Friday, before Ley 31530
    expect(isBusinessDay('2022-08-06')).toBe(false);
    expect(isBusinessDay('2021-12-09')).toBe(true);
    expect(holidayName('2026-12-09')).toBe('Batalla de Ayacucho');
    expect(holidayName('2025-07-23')).toBe('Día de la Fuerza Aérea del Perú');
  });
  it('skips weekends', () => {
    expect(isBusinessDay('2026-12-05')).toBe(false);
    expect(isBusinessDay('2026-12-06')).toBe(false);
    expect(isBusinessDay('2026-12-07')).toBe(true);
  });
});

describe('the 15-business-day deadline', () => {
  it('filed Friday 4 December 2026 → 30 December 2026 (8, 9 and 25 December are holidays)', () => {
    expect(complaintDeadline('2026-12-04')).toBe('2026-12-30');
  });
  it('a filing over Holy Week 2027 loses Thursday and Friday', () => {
    expect(complaintDeadline('2027-03-22')).toBe('2027-04-14');
    expect(complaintDeadline('2027-03-25')).toBe('2027-04-16');
  });
  it('a filing on a holiday or a weekend counts from the next business day', () => {
    expect(complaintDeadline('2026-12-08')).toBe('2026-12-31');
    expect(complaintDeadline('2026-12-05')).toBe('2026-12-30');
    expect(complaintDeadline('2026-07-28')).toBe(addBusinessDays('2026-07-30', 14));
  });
  it('crosses the new year', () => {
    expect(complaintDeadline('2026-12-24')).toBe('2027-01-18');
  });
});

describe('business days left', () => {
  it('counts down to 0 on the deadline and negative after it', () => {
    expect(businessDaysLeft('2026-12-04', '2026-12-30')).toBe(15);
    expect(businessDaysLeft('2026-12-24', '2026-12-30')).toBe(3);
    expect(businessDaysLeft('2026-12-30', '2026-12-30')).toBe(0);
    expect(businessDaysLeft('2026-12-31', '2026-12-30')).toBe(-1);
    expect(businessDaysLeft('2027-01-04', '2026-12-30')).toBe(-2);
  });
});
