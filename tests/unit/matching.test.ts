// The matching rules of DOMAIN.md "Matching (cruce)" as a pure function.
import { describe, expect, it } from 'vitest';
import {
  convertCents,
  demandaFrom,
  matchPropiedad,
  normalizeText,
  ofertaFrom,
  priceCloseness,
  REASONS,
  type DemandaCruce,
  type OfertaCruce,
} from '../../src/lib/matching';

const oferta = (o: Partial<OfertaCruce> = {}): OfertaCruce => ({
  tipo_operacion: 'V',
  tipo_inmueble: 'departamento',
  precio: 20_000_000,
  moneda: 'USD',
  distrito: 'Miraflores',
  dormitorios: 3,
  banos: 2,
  cocheras: 1,
  area_construida: 110,
  area_terreno: null,
  estado: 'disponible',
  ...o,
});
const demanda = (d: Partial<DemandaCruce> = {}): DemandaCruce => ({
  tipo_operacion: 'C',
  tipos_inmueble: ['departamento'],
  distritos: ['Miraflores', 'San Isidro'],
  precio_min: 15_000_000,
  precio_max: 25_000_000,
  moneda: 'USD',
  dormitorios_min: 2,
  banos_min: 1,
  cocheras_min: 1,
  area_min: 80,
  financiamiento: 'hipotecario',
  estado: 'activo',
  ...d,
});

describe('matchPropiedad: hard rules', () => {
  it('matches a property that meets every rule, with Spanish reasons', () => {
    const r = matchPropiedad(oferta(), demanda());
    expect(r.ok).toBe(true);
    expect(r.score).toBeGreaterThan(0);
    expect(r.reasons).toContain('Distrito buscado');
    expect(r.reasons).toContain('Precio dentro del rango');
  });

  it('pairs Venta with Compra and Alquiler with Alquiler only', () => {
    expect(matchPropiedad(oferta({ tipo_operacion: 'V' }), demanda({ tipo_operacion: 'C' })).ok).toBe(true);
    expect(matchPropiedad(oferta({ tipo_operacion: 'A' }), demanda({ tipo_operacion: 'A' })).ok).toBe(true);
    const ventaAlquiler = matchPropiedad(oferta({ tipo_operacion: 'V' }), demanda({ tipo_operacion: 'A' }));
    expect(ventaAlquiler).toEqual({ ok: false, score: 0, reasons: [REASONS.operacion] });
    expect(matchPropiedad(oferta({ tipo_operacion: 'A' }), demanda({ tipo_operacion: 'C' })).reasons).toEqual([REASONS.operacion]);
  });

  it('treats the district as a hard filter, whatever else matches; no district listed = anywhere', () => {
    const r = matchPropiedad(oferta({ distrito: 'Surquillo' }), demanda());
    expect(r.ok).toBe(false);
    expect(r.reasons).toEqual([REASONS.distrito]);
    expect(matchPropiedad(oferta({ distrito: 'Surquillo' }), demanda({ distritos: [] })).ok).toBe(true);
    // Case and accents do not matter.
    expect(matchPropiedad(oferta({ distrito: 'JESUS MARIA' }), demanda({ distritos: ['Jesús María'] })).ok).toBe(true);
    expect(normalizeText(' Jesús  María ')).toBe('jesus maria');
  });

  it('requires the type among the listed ones (or none listed)', () => {
    expect(matchPropiedad(oferta({ tipo_inmueble: 'casa' }), demanda()).reasons).toEqual([REASONS.tipo]);
    expect(matchPropiedad(oferta({ tipo_inmueble: 'casa' }), demanda({ tipos_inmueble: ['casa', 'departamento'] })).ok).toBe(true);
    expect(matchPropiedad(oferta({ tipo_inmueble: 'casa' }), demanda({ tipos_inmueble: [] })).ok).toBe(true);
  });

  it('needs an available property and an active demand', () => {
    expect(matchPropiedad(oferta({ estado: 'reservado' }), demanda()).reasons).toEqual([REASONS.no_disponible]);
    expect(matchPropiedad(oferta({ estado: 'prospecto' }), demanda()).ok).toBe(false);
    expect(matchPropiedad(oferta(), demanda({ estado: 'pausado' })).reasons).toEqual([REASONS.no_activo]);
  });

  it('lists every failed rule, not only the first', () => {
    const r = matchPropiedad(oferta({ distrito: 'Ate', dormitorios: 1, precio: 90_000_000 }), demanda());
    expect(r.reasons).toEqual([REASONS.distrito, REASONS.precio, REASONS.dormitorios]);
  });
});

describe('matchPropiedad: price ±10 %', () => {
  const d = demanda({ precio_min: 10_000_000, precio_max: 20_000_000 });
  it('keeps exactly 10 % below the minimum and exactly 10 % above the maximum', () => {
    expect(matchPropiedad(oferta({ precio: 9_000_000 }), d).ok).toBe(true);
    expect(matchPropiedad(oferta({ precio: 22_000_000 }), d).ok).toBe(true);
    expect(matchPropiedad(oferta({ precio: 22_000_000 }), d).reasons).toContain('Precio dentro del margen de 10 %');
  });
  it('drops a price just beyond the margin (one cent)', () => {
    expect(matchPropiedad(oferta({ precio: 8_999_999 }), d).reasons).toEqual([REASONS.precio]);
    expect(matchPropiedad(oferta({ precio: 22_000_001 }), d).reasons).toEqual([REASONS.precio]);
  });
  it('keeps the edge exact for amounts where 0.9 and 1.1 are not exact in binary', () => {
    const odd = demanda({ precio_min: 333_333, precio_max: 777_777 });
    expect(matchPropiedad(oferta({ precio: 300_000 }), odd).ok).toBe(true); // 333,333 × 0.9 = 299,999.7
    expect(matchPropiedad(oferta({ precio: 299_999 }), odd).ok).toBe(false);
    expect(matchPropiedad(oferta({ precio: 855_554 }), odd).ok).toBe(true); // 777,777 × 1.1 = 855,554.7
    expect(matchPropiedad(oferta({ precio: 855_555 }), odd).ok).toBe(false);
  });
  it('leaves a missing bound open', () => {
    expect(matchPropiedad(oferta({ precio: 1_000 }), demanda({ precio_min: null })).ok).toBe(true);
    expect(matchPropiedad(oferta({ precio: 900_000_000 }), demanda({ precio_max: null })).ok).toBe(true);
    expect(matchPropiedad(oferta({ precio: 900_000_000 }), demanda({ precio_min: null, precio_max: null })).ok).toBe(true);
  });
});

describe('matchPropiedad: one currency through the exchange rate', () => {
  it('converts both ways', () => {
    expect(convertCents(100_00, 'USD', 'PEN', 3.75)).toBe(375_00);
    expect(convertCents(375_00, 'PEN', 'USD', 3.75)).toBe(100_00);
    expect(convertCents(123, 'PEN', 'PEN', 3.75)).toBe(123);
    expect(convertCents(100_00, 'USD', 'PEN', 0)).toBe(375_00); // an unusable rate falls back to 3.75
  });

  it('compares a USD property with a PEN demand', () => {
    // US$ 100,000 = S/ 375,000 at 3.75; the demand asks S/ 300,000 - 340,000 (up to 374,000 with the margin).
    const d = demanda({ moneda: 'PEN', precio_min: 30_000_000, precio_max: 34_000_000 });
    const o = oferta({ moneda: 'USD', precio: 10_000_000 });
    expect(matchPropiedad(o, d, 3.75).reasons).toEqual([REASONS.precio]);
    expect(matchPropiedad(o, d, 3.7).ok).toBe(true); // S/ 370,000
    expect(matchPropiedad(o, d, 3.4).ok).toBe(true);
  });

  it('compares a PEN property with a USD demand', () => {
    // S/ 450,000 = US$ 120,000 at 3.75; demand US$ 90,000 - 110,000 (up to 121,000).
    const d = demanda({ moneda: 'USD', precio_min: 9_000_000, precio_max: 11_000_000 });
    const o = oferta({ moneda: 'PEN', precio: 45_000_000 });
    expect(matchPropiedad(o, d, 3.75).ok).toBe(true);
    expect(matchPropiedad(o, d, 3.7).reasons).toEqual([REASONS.precio]); // US$ 121,621.62
    // Exactly at the widened edge after conversion: S/ 453,750 / 3.75 = US$ 121,000.
    expect(matchPropiedad(oferta({ moneda: 'PEN', precio: 45_375_000 }), d, 3.75).ok).toBe(true);
    expect(matchPropiedad(oferta({ moneda: 'PEN', precio: 45_375_004 }), d, 3.75).ok).toBe(false);
  });
});

describe('matchPropiedad: minimums', () => {
  it('requires at least the minimum bedrooms, bathrooms, parking and area', () => {
    expect(matchPropiedad(oferta({ dormitorios: 2 }), demanda({ dormitorios_min: 2 })).ok).toBe(true);
    expect(matchPropiedad(oferta({ dormitorios: 1 }), demanda({ dormitorios_min: 2 })).reasons).toEqual([REASONS.dormitorios]);
    expect(matchPropiedad(oferta({ banos: 1 }), demanda({ banos_min: 2 })).reasons).toEqual([REASONS.banos]);
    expect(matchPropiedad(oferta({ cocheras: 0 }), demanda({ cocheras_min: 1 })).reasons).toEqual([REASONS.cocheras]);
    expect(matchPropiedad(oferta({ area_construida: 79.5 }), demanda({ area_min: 80 })).reasons).toEqual([REASONS.area]);
  });

  it('fails a set minimum when the property lacks the value; a minimum of 0 is no minimum', () => {
    expect(matchPropiedad(oferta({ cocheras: null }), demanda({ cocheras_min: 1 })).reasons).toEqual([REASONS.cocheras]);
    expect(matchPropiedad(oferta({ cocheras: null }), demanda({ cocheras_min: 0 })).ok).toBe(true);
    expect(matchPropiedad(oferta({ area_construida: null }), demanda({ area_min: null })).ok).toBe(true);
  });

  it('measures a terreno by its land area', () => {
    const terreno = oferta({ tipo_inmueble: 'terreno', area_construida: null, area_terreno: 300, dormitorios: null, banos: null, cocheras: null });
    const d = demanda({ tipos_inmueble: ['terreno'], area_min: 250, dormitorios_min: null, banos_min: null, cocheras_min: null });
    expect(matchPropiedad(terreno, d).ok).toBe(true);
    expect(matchPropiedad(terreno, { ...d, area_min: 301 }).reasons).toEqual([REASONS.area]);
  });
});

describe('matchPropiedad: ranking', () => {
  const d = demanda({ precio_min: 10_000_000, precio_max: 20_000_000, dormitorios_min: 2, banos_min: 2, cocheras_min: 1, area_min: 80 });

  it('ranks more optional criteria above fewer, at the same price', () => {
    const full = matchPropiedad(oferta({ precio: 15_000_000 }), d);
    const fewer = matchPropiedad(oferta({ precio: 15_000_000 }), { ...d, tipos_inmueble: [], distritos: [] });
    expect(full.ok && fewer.ok).toBe(true);
    expect(full.score).toBeGreaterThan(fewer.score);
    const cash = matchPropiedad(oferta({ precio: 15_000_000 }), { ...d, financiamiento: 'contado' });
    expect(cash.score).toBeGreaterThan(full.score);
    expect(cash.reasons).toContain('Pago al contado');
  });

  it('ranks a price near the middle of the range above one near its edges', () => {
    const middle = matchPropiedad(oferta({ precio: 15_000_000 }), d).score;
    const nearMax = matchPropiedad(oferta({ precio: 19_500_000 }), d).score;
    const inMargin = matchPropiedad(oferta({ precio: 21_500_000 }), d).score;
    const nearMin = matchPropiedad(oferta({ precio: 10_500_000 }), d).score;
    expect(middle).toBeGreaterThan(nearMax);
    expect(nearMax).toBeGreaterThan(inMargin);
    expect(middle).toBeGreaterThan(nearMin);
    expect(middle).toBeLessThanOrEqual(100);
  });

  it('sorts a list of candidates by score', () => {
    const candidates = [
      oferta({ precio: 21_900_000 }),
      oferta({ precio: 15_000_000 }),
      oferta({ precio: 15_000_000, distrito: 'Ate' }),
      oferta({ precio: 12_000_000 }),
    ];
    const ranked = candidates
      .map((o, i) => ({ i, r: matchPropiedad(o, d) }))
      .filter((x) => x.r.ok)
      .sort((a, b) => b.r.score - a.r.score)
      .map((x) => x.i);
    expect(ranked).toEqual([1, 3, 0]);
  });

  it('gives closeness 1 in the middle, 0.5 with no bounds, and less towards the edges', () => {
    expect(priceCloseness(150, { precio_min: 100, precio_max: 200 })).toBe(1);
    expect(priceCloseness(150, { precio_min: null, precio_max: null })).toBe(0.5);
    expect(priceCloseness(200, { precio_min: null, precio_max: 200 })).toBe(1);
    expect(priceCloseness(100, { precio_min: null, precio_max: 200 })).toBe(0.5);
  });
});

describe('row adapters', () => {
  it('read database rows (JSON text lists, numeric strings) and API records (arrays) alike', () => {
    const fromDb = demandaFrom({
      tipo_operacion: 'C',
      tipos_inmueble: '["casa"]',
      distritos: '["Lince"]',
      precio_max: '5000000',
      moneda: 'PEN',
      estado: 'activo',
    });
    expect(fromDb.tipos_inmueble).toEqual(['casa']);
    expect(fromDb.precio_max).toBe(5_000_000);
    expect(demandaFrom({ tipos_inmueble: ['casa'], distritos: 'no es json' }).distritos).toEqual([]);
    const o = ofertaFrom({ tipo_operacion: 'V', tipo_inmueble: 'casa', precio: 4_000_000, moneda: 'PEN', distrito: 'Lince', estado: 'disponible' });
    expect(matchPropiedad(o, fromDb).ok).toBe(true);
  });
});
