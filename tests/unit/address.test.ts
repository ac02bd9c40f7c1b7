// How 'Buscar calle' reads a Lima address or a search for one (src/features/map/server/address.ts): the street kind in any of
// its spellings, the number (not a number that is part of the name), the designators, and how a row matches.
import { describe, expect, it } from 'vitest';
import { matchAddress, parseAddress, parseQuery } from '../../src/features/map/server/address';

describe('parseAddress', () => {
  it('reads the kind, the name, the number and the apartment', () => {
    expect(parseAddress('Av. José Larco 663, dpto. 1203')).toEqual({
      type: 'avenida',
      name: ['jose', 'larco'],
      number: '663',
      parts: { dpto: '1203' },
    });
    expect(parseAddress('AVENIDA JOSÉ LARCO N° 663')).toMatchObject({ type: 'avenida', name: ['jose', 'larco'], number: '663' });
    expect(parseAddress('Jr. de la Unión 1042')).toMatchObject({ type: 'jiron', name: ['de', 'la', 'union'], number: '1042' });
    expect(parseAddress('Psje. Los Geranios 118')).toMatchObject({ type: 'pasaje', number: '118' });
    expect(parseAddress('Ca. Camaná 780').type).toBe('calle');
  });

  it('keeps a number that is part of the name', () => {
    expect(parseAddress('Av. 28 de Julio 1050')).toMatchObject({ name: ['28', 'de', 'julio'], number: '1050' });
    expect(parseAddress('Av. 28 de Julio')).toMatchObject({ name: ['28', 'de', 'julio'], number: null });
    expect(parseAddress('Calle 2')).toMatchObject({ type: 'calle', name: ['2'], number: null });
  });

  it('reads manzana, lote and cuadra', () => {
    expect(parseAddress('Urb. Las Gardenias Mz. C Lt. 14')).toEqual({
      type: 'urbanizacion',
      name: ['las', 'gardenias'],
      number: null,
      parts: { manzana: 'c', lote: '14' },
    });
    expect(parseAddress('Av. Larco cdra. 6').parts).toEqual({ cuadra: '6' });
  });
});

describe('matchAddress', () => {
  const row = (direccion: string, distrito = 'Miraflores') => ({ direccion, distrito, codigo: 'OF-000001', descripcion: 'Departamento' });
  const rank = (q: string, r: ReturnType<typeof row>) => matchAddress(parseQuery(q), r)?.rank ?? null;

  it('ranks street and number, then the street in order, in another order, the district alone, the code', () => {
    expect(rank('Av. Larco 663', row('Av. José Larco 663'))).toBe(0);
    expect(rank('Av. Larco 700', row('Av. José Larco 663'))).toBe(1);
    expect(rank('Larco José', row('Av. José Larco 663'))).toBe(2);
    expect(rank('Miraflores', row('Av. José Larco 663'))).toBe(3);
    expect(rank('OF-000001', row('Av. José Larco 663'))).toBe(4);
    expect(rank('Av. Pardo', row('Av. José Larco 663'))).toBeNull();
    expect(rank('Larco Barranco', row('Av. José Larco 663'))).toBeNull();
  });
});
