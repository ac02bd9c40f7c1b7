// The money range filter compares in one currency (src/framework/fields/money rangeCurrency, server/crud/listParams).
import { describe, expect, it } from 'vitest';
import { rangeCurrency } from '../../src/framework/fields/money';
import { isValidationError } from '../../src/framework/fields/types';
import ofertantes from '../../src/resources/ofertantes/schema';
import { parseListParams } from '#server/crud/listParams';

const precio = ofertantes.fields.precio;
const moneda = ofertantes.fields.moneda;
const list = (filter: Record<string, unknown>) => parseListParams(ofertantes, { filter: JSON.stringify(filter) }).conditions;

describe('rangeCurrency', () => {
  it('is the chosen currency, else the currency field default', () => {
    expect(rangeCurrency(precio, moneda, undefined)).toBe('PEN');
    expect(rangeCurrency(precio, moneda, [])).toBe('PEN');
    expect(rangeCurrency(precio, moneda, ['USD'])).toBe('USD');
  });

  it('refuses more than one currency with a Spanish message key', () => {
    const r = rangeCurrency(precio, moneda, ['PEN', 'USD']);
    expect(isValidationError(r) && r.message).toBe('app.errors.range_one_currency');
  });
});

describe('parseListParams: money ranges', () => {
  it('adds the default currency to a range without one, and keeps a chosen one', () => {
    expect(list({ precio_gte: 50_000_000 })).toEqual([
      { kind: 'gte', field: 'precio', value: 50_000_000 },
      { kind: 'eq', field: 'moneda', value: 'PEN' },
    ]);
    expect(list({ moneda: 'USD', precio_lte: 30_000_000 })).toEqual([
      { kind: 'eq', field: 'moneda', value: 'USD' },
      { kind: 'lte', field: 'precio', value: 30_000_000 },
    ]);
    expect(list({ moneda: ['USD'] })).toEqual([{ kind: 'in', field: 'moneda', values: ['USD'] }]);
  });

  it('refuses two currencies, an unknown currency, an inverted range and a non-number, in Spanish', () => {
    expect(() => list({ precio_gte: 1, moneda: ['PEN', 'USD'] })).toThrow(/«Precio» se compara en una sola moneda/);
    expect(() => list({ precio_gte: 1, moneda: 'EUR' })).toThrow(/Valor no válido para el filtro «moneda»/);
    expect(() => list({ precio_gte: 9, precio_lte: 1 })).toThrow(/«Precio» está invertido/);
    expect(() => list({ precio_gte: 'mucho' })).toThrow(/Valor no válido para el filtro «precio_gte»/);
  });
});
